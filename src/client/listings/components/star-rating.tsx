// A read-only rating out of 5 in half-star steps. One accessible name for the whole row ('Rated 4.5 out
// of 5'); the stars are decoration, drawn by CSS on this one element (ui/glyph-mask.ts says why): five
// grey stars as a repeated mask, and a gold bar under the same mask as wide as the rating.
import { css, cx } from '@linaria/core';
import { starFills } from '../../../shared/listings/listing-rules.ts';
import { RATING_MAX } from '../../../shared/listings/limits.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import type { Formats } from '../../../shared/i18n/format.ts';
import { STAR_MASK, glyphSize, type GlyphSize } from '../../ui/glyph-mask.ts';

const row = css`
  position: relative;
  display: inline-block;
  vertical-align: middle;
  width: calc(var(--glyph) * 5);
  height: var(--glyph);
  background-color: var(--color-border-strong);
  -webkit-mask: ${STAR_MASK} left center / var(--glyph) var(--glyph) repeat-x;
  mask: ${STAR_MASK} left center / var(--glyph) var(--glyph) repeat-x;
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: var(--filled, 0%);
    background-color: #c98a00;
  }
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background-color: GrayText;
    &::before {
      background-color: CanvasText;
    }
  }
`;

/** How much of the row is gold, by the number of half stars filled (0 to 10). */
const filledHalves = [
  css`
    --filled: 0%;
  `,
  css`
    --filled: 10%;
  `,
  css`
    --filled: 20%;
  `,
  css`
    --filled: 30%;
  `,
  css`
    --filled: 40%;
  `,
  css`
    --filled: 50%;
  `,
  css`
    --filled: 60%;
  `,
  css`
    --filled: 70%;
  `,
  css`
    --filled: 80%;
  `,
  css`
    --filled: 90%;
  `,
  css`
    --filled: 100%;
  `,
] as const;

/** A rating to one decimal, without a trailing zero ('4.5', '5'), in the page's language. */
function shownRating(value: number, formats: Formats) {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? formats.number(rounded) : formats.decimal(rounded, 1);
}

export interface StarRatingProps {
  averageRating: number | null;
  size?: GlyphSize;
  className?: string;
}

export function StarRating({ averageRating, size = 16, className }: StarRatingProps) {
  const t = useT();
  const formats = useFormats();
  const halves = starFills(averageRating).reduce(
    (sum, fill) => sum + (fill === 'full' ? 2 : fill === 'half' ? 1 : 0),
    0,
  );
  return (
    <span
      className={cx(row, glyphSize[size], filledHalves[halves], className)}
      role="img"
      aria-label={
        averageRating === null
          ? t('listings.notRated')
          : t('listings.rated', { rating: shownRating(averageRating, formats), max: RATING_MAX })
      }
    />
  );
}
