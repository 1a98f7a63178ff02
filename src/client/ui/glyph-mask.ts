// Decorative shapes drawn by CSS on one empty element instead of an inline SVG each. A store page shows
// about eighty cards, each with a price coin and five rating stars: as inline SVG that was ~100 KB of
// identical markup per page (docs/performance/pages.md). The shapes are masks (data: URIs, which the
// CSP's img-src allows), painted with background-color, so they still follow the text colour and
// forced-colours mode. Sizes are classes: the CSP allows no style attributes.
import { css } from '@linaria/core';

/** The star of a rating (the same path as StarIcon in icons.tsx). */
export const STAR_MASK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z'/%3E%3C/svg%3E\")";

/** The Lumen Dollar coin (the same drawing as CoinIcon in icons.tsx). */
export const COIN_MASK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Ccircle cx='12' cy='12' r='9'/%3E%3Cpath d='M14.8 9.2A3.2 3.2 0 0 0 12 8c-1.8 0-3 1-3 2.2 0 2.8 6 1.4 6 4 0 1.2-1.3 2.1-3 2.1a3.5 3.5 0 0 1-3-1.4M12 6.5V8m0 8.3v1.2'/%3E%3C/svg%3E\")";

/** The wishlist heart, outlined and filled (the same path as the heart of src/client/wishlist). */
const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 6.9 4.5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.5 0 5.4 3.6 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';
export const HEART_MASK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linejoin='round'%3E%3Cpath d='${HEART_PATH}'/%3E%3C/svg%3E")`;
export const HEART_FILLED_MASK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' stroke='black' stroke-width='2' stroke-linejoin='round'%3E%3Cpath d='${HEART_PATH}'/%3E%3C/svg%3E")`;

export type GlyphSize = 12 | 14 | 16 | 18 | 20 | 22 | 24;

/** Sets --glyph, the side of one shape, for the size a caller asks. */
export const glyphSize: Record<GlyphSize, string> = {
  12: css`
    --glyph: 12px;
  `,
  14: css`
    --glyph: 14px;
  `,
  16: css`
    --glyph: 16px;
  `,
  18: css`
    --glyph: 18px;
  `,
  20: css`
    --glyph: 20px;
  `,
  22: css`
    --glyph: 22px;
  `,
  24: css`
    --glyph: 24px;
  `,
};

/** The coin: an inline square of --glyph in the current text colour. */
export const coinGlyph = css`
  display: inline-block;
  flex: none;
  width: var(--glyph);
  height: var(--glyph);
  background-color: currentColor;
  -webkit-mask: ${COIN_MASK} center / contain no-repeat;
  mask: ${COIN_MASK} center / contain no-repeat;
`;
