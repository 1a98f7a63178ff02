// A read-only rating out of 5 (spec §9: averageRating shown out of 5, half-star steps). One accessible
// name for the whole row ('Rated 4.5 out of 5'); the stars themselves are decoration.
import { css, cx } from '@linaria/core';
import { ratingLabel, starFills } from '../../../shared/listings/listing-rules.ts';
import { StarIcon } from '../../ui/icons.tsx';

const row = css`
  display: inline-flex;
  align-items: center;
  gap: 0.0625rem;
  line-height: 1;
`;

const star = css`
  position: relative;
  display: inline-flex;
  color: var(--color-border-strong);
`;

const filled = css`
  color: #c98a00;
`;

/* The half star: a filled star clipped to its left half over the empty one. */
const halfOverlay = css`
  position: absolute;
  inset: 0;
  display: inline-flex;
  color: #c98a00;
  clip-path: inset(0 50% 0 0);
`;

export interface StarRatingProps {
  averageRating: number | null;
  size?: number;
  className?: string;
}

export function StarRating({ averageRating, size = 16, className }: StarRatingProps) {
  return (
    <span className={cx(row, className)} role="img" aria-label={ratingLabel(averageRating)}>
      {starFills(averageRating).map((fill, index) => (
        <span key={index} className={cx(star, fill === 'full' && filled)}>
          <StarIcon size={size} />
          {fill === 'half' ? (
            <span className={halfOverlay}>
              <StarIcon size={size} />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
