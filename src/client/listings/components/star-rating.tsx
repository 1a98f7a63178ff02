// A read-only rating out of 5 (docs/product.md §11: averageRating shown out of 5, half-star steps). One accessible
// name for the whole row ('Rated 4.5 out of 5'); the stars themselves are decoration.
import { css, cx } from '@linaria/core';
import { ratingLabel, starFills } from '../../../shared/listings/listing-rules.ts';
import { StarGlyph } from '../../ui/star-glyph.tsx';

const row = css`
  display: inline-flex;
  align-items: center;
  gap: 0.0625rem;
  line-height: 1;
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
        <StarGlyph key={index} fill={fill} size={size} />
      ))}
    </span>
  );
}
