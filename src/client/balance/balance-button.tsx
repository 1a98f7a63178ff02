// The balance button of the top bar (docs/product.md §9). A link to the funds page, where Lumen Dollars
// are bought: the amount with the coin, or 'Get Lumen dollars' at 0. Before the balance is known it is a
// quiet placeholder of the same size; a failed load is not shown (docs/product.md §6), only the product's dollars.
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { CoinIcon } from '../ui/icons.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { balanceButtonView, type BalanceState } from '../../shared/cart/balance.ts';
import { FUNDS_PATH, spokenAmount } from '../../shared/cart/money.ts';

const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 40px;
  padding: 0 0.875rem 0 0.625rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: 0.875rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:hover {
    border-color: var(--color-border-strong);
    background: var(--color-page);
  }
`;

const buttonLight = css`
  && {
    border-color: rgb(255 255 255 / 0.35);
    background: rgb(255 255 255 / 0.08);
    color: #ffffff;
  }

  &&:hover {
    background: rgb(255 255 255 / 0.16);
  }
`;

const coin = css`
  flex: none;
  color: #e0a100;
`;

const placeholder = css`
  display: inline-block;
  width: 3.5rem;
  height: 0.75rem;
  border-radius: 6px;
  background: var(--color-skeleton);
`;

/* On phones the words give way to the coin and long amounts to a short form (the label still says it in full). */
const wordsOnPhones = css`
  @media (max-width: 39.99em) {
    display: none;
  }
`;

const onlyOnPhones = css`
  @media (min-width: 40em) {
    display: none;
  }
`;

export interface BalanceButtonProps {
  state: BalanceState;
  tone?: 'dark' | 'light';
}

export function BalanceButton({ state, tone = 'dark' }: BalanceButtonProps) {
  const { productName } = usePublicConfig();
  const view = balanceButtonView(state, productName);
  const className = cx(button, tone === 'light' && buttonLight);
  let label: string;
  let content: ReactNode;
  switch (view.kind) {
    case 'loading':
      label = `${productName} Dollars balance, loading`;
      content = <span className={placeholder} />;
      break;
    case 'unknown':
      label = `${productName} Dollars`;
      content = <span className={wordsOnPhones}>{view.text}</span>;
      break;
    case 'empty':
      label = view.text;
      content = <span className={wordsOnPhones}>{view.text}</span>;
      break;
    case 'amount':
      label = `Balance: ${spokenAmount(state.balance, productName)}`;
      content =
        view.short === view.text ? (
          <span>{view.text}</span>
        ) : (
          <>
            <span className={wordsOnPhones}>{view.text}</span>
            <span className={onlyOnPhones}>{view.short}</span>
          </>
        );
      break;
  }
  return (
    <AppLink
      href={FUNDS_PATH}
      className={className}
      aria-label={label}
      aria-busy={state.loading || undefined}
      data-balance-kind={view.kind}
    >
      <CoinIcon size={18} className={coin} />
      {content}
    </AppLink>
  );
}
