// An amount of Lumen Dollars as the product shows it (docs/product.md §11): the coin icon and the number grouped
// the page language's way, or 'FREE' for 0. Screen readers hear the words ('2,500 Lumen Dollars') instead of an
// unnamed icon. Prices a visitor may pay (`approximate`) also show the amount in the visitor's money
// (docs/product.md §19); balances, receipts and ledger lines never do.
import { Suspense } from 'react';
import { css, cx } from '@linaria/core';
import { coinGlyph, glyphSize, type GlyphSize } from './glyph-mask.ts';
import { usePublicConfig } from '../app/public-config.tsx';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { MoneyEquivalent } from './money-equivalent.tsx';

const wrap = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The equivalent goes to the next line when the row is narrow. */
const withEquivalent = css`
  flex-wrap: wrap;
  column-gap: 0.375rem;
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
  /** A price: the approximate amount in the visitor's money follows (docs/product.md §19). */
  approximate?: boolean;
}

export function CoinAmount({
  amount,
  freeWhenZero = true,
  size = 16,
  className,
  approximate = false,
}: CoinAmountProps) {
  const { productName } = usePublicConfig();
  const t = useT();
  const formats = useFormats();
  if (freeWhenZero && amount === 0) return <span className={cx(wrap, free, className)}>{t('money.free')}</span>;
  const spoken = t('money.spoken', { count: Math.trunc(amount), amount: formats.coins(amount), productName });
  return (
    <span className={cx(wrap, approximate && withEquivalent, className)}>
      <span className={cx(coinGlyph, glyphSize[size], coin)} aria-hidden="true" />
      <span aria-hidden="true">{formats.coins(amount)}</span>
      <span className="visually-hidden">{spoken}</span>
      {approximate ? (
        <Suspense fallback={null}>
          <MoneyEquivalent amount={amount} />
        </Suspense>
      ) : null}
    </span>
  );
}
