// A listing's price as the product shows it (docs/product.md §11): 'FREE' for 0, otherwise the coin icon and the
// amount, spoken as words ('120 Lumen Dollars'), and about that much in the visitor's money (docs/product.md §19).
// The one CoinAmount widget, a little bolder on cards.
import { css, cx } from '@linaria/core';
import { CoinAmount } from '../ui/coin-amount.tsx';
import type { GlyphSize } from '../ui/glyph-mask.ts';

const bold = css`
  font-weight: 600;
`;

export function ListingPrice({ price, size = 16, className }: { price: number; size?: GlyphSize; className?: string }) {
  return <CoinAmount amount={price} size={size} className={cx(bold, className)} approximate />;
}
