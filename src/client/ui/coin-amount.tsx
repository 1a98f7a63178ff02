// An amount of Lumen Dollars as the product shows it (docs/product.md §11): the coin icon and the grouped number,
// or 'FREE' for 0. Screen readers hear the words ('2,500 Lumen Dollars') instead of an unnamed icon.
import { css, cx } from '@linaria/core';
import { coinGlyph, glyphSize, type GlyphSize } from './glyph-mask.ts';
import { priceLabel, spokenAmount } from '../../shared/cart/money.ts';
import { usePublicConfig } from '../app/public-config.tsx';

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const coin = css`
  flex: none;
  color: #c98a00;
`;

const free = css`
  color: var(--color-primary-strong);
  font-weight: 700;
  letter-spacing: 0.04em;
`;

export interface CoinAmountProps {
  amount: number;
  /** 0 reads 'FREE' (prices); off for balances and totals, where 0 is just 0. */
  freeWhenZero?: boolean;
  size?: GlyphSize;
  className?: string;
}

export function CoinAmount({ amount, freeWhenZero = true, size = 16, className }: CoinAmountProps) {
  const { productName } = usePublicConfig();
  const label = priceLabel(amount);
  if (freeWhenZero && label.free) return <span className={cx(wrap, free, className)}>FREE</span>;
  const spoken = amount === 0 ? `0 ${productName} Dollars` : spokenAmount(amount, productName);
  return (
    <span className={cx(wrap, className)}>
      <span className={cx(coinGlyph, glyphSize[size], coin)} aria-hidden="true" />
      <span aria-hidden="true">{label.free ? '0' : label.text}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
