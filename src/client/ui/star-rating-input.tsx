// The interactive star rating (docs/product.md §7: default 5 stars, half-star increments).
// One focusable slider (WAI-ARIA slider pattern) rather than ten radios: a screen reader hears
// 'Rated 3.5 out of 5', arrows move half a star, Page Up/Down a whole star, Home/End the ends. A pointer
// previews over the stars (left half of a star = half a star) and a click chooses. No style attributes
// (CSP): each star is full, half or empty by class, like the read-only rating.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { css, cx } from '@linaria/core';
import {
  RATING_MAX,
  RATING_MIN,
  clampRating,
  ratingForKey,
  ratingFromPointer,
  ratingValueText,
  ratingWords,
} from '../../shared/reviews/rating.ts';
import { starFills } from '../../shared/listings/listing-rules.ts';
import { StarGlyph } from './star-glyph.tsx';
import { useHydrated } from './use-hydrated.ts';

const wrapper = css`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
`;

const slider = css`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  padding: 0.25rem 0.375rem;
  border-radius: var(--radius-small);
  cursor: pointer;
  touch-action: manipulation;
  line-height: 1;

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const off = css`
  cursor: default;
  opacity: 0.6;
`;

const caption = css`
  min-width: 4.5rem;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
`;

export interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  /** The accessible name, e.g. 'Your rating'. */
  label: string;
  size?: number;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-describedby'?: string | undefined;
}

export function StarRatingInput({
  value,
  onChange,
  label,
  size = 28,
  disabled = false,
  id,
  className,
  ...rest
}: StarRatingInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  // In the server's HTML the slider is announced as not yet usable (its code may still be loading), but
  // not dimmed: that lasts a moment.
  const interactive = useHydrated();
  const current = clampRating(value);
  const shown = hover ?? current;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const next = ratingForKey(current, event.key);
    if (next === null) return;
    event.preventDefault();
    if (next !== current) onChange(next);
  };

  // Pointer and click events are both mouse events: where across the star the pointer is.
  const pointerRating = (event: MouseEvent<HTMLSpanElement>, index: number) => {
    const box = event.currentTarget.getBoundingClientRect();
    return ratingFromPointer(index, box.width > 0 ? (event.clientX - box.left) / box.width : 1);
  };

  return (
    <span className={cx(wrapper, className)}>
      <div
        id={id}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        className={cx(slider, disabled && off)}
        aria-label={label}
        aria-valuemin={RATING_MIN}
        aria-valuemax={RATING_MAX}
        aria-valuenow={current}
        aria-valuetext={ratingValueText(current)}
        aria-disabled={disabled || !interactive || undefined}
        aria-describedby={rest['aria-describedby']}
        onKeyDown={onKeyDown}
        onPointerLeave={() => setHover(null)}
      >
        {starFills(shown).map((fill, index) => (
          <StarGlyph
            key={index}
            fill={fill}
            size={size}
            onPointerMove={(event) => {
              if (!disabled && event.pointerType === 'mouse') setHover(pointerRating(event, index));
            }}
            onClick={(event) => {
              if (disabled) return;
              onChange(pointerRating(event, index));
            }}
          />
        ))}
      </div>
      <span className={caption} aria-hidden="true">
        {ratingWords(shown)}
      </span>
    </span>
  );
}
