// The approximate amount in the visitor's money beside a Lumen Dollar price (docs/product.md §19):
// '(≈ US$2.50)', heard as '(about US$2.50)'. Computed by the one rule (src/shared/money/equivalent.ts) from
// the currency the server rendered the page with, so the browser hydrates the same characters. Nothing for
// free prices or when no currency is offered.
import { css, cx } from '@linaria/core';
import { equivalentOf } from '../../shared/money/equivalent.ts';
import { useLocale, useMoney, useT } from '../i18n/i18n.tsx';

const approximate = css`
  color: var(--color-text-muted, #5b6170);
  font-size: 0.875em;
  font-weight: 400;
  white-space: nowrap;
`;

export function MoneyEquivalent({ amount, className }: { amount: number; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const equivalent = money === null ? null : equivalentOf(amount, money, locale);
  if (equivalent === null) return null;
  const values = { amount: equivalent.text };
  return (
    <span className={cx(approximate, className)} data-money-equivalent="">
      <span aria-hidden="true">{t(equivalent.under ? 'money.equivalentUnder' : 'money.equivalent', values)}</span>
      <span className="visually-hidden">
        {t(equivalent.under ? 'money.equivalentUnderSpoken' : 'money.equivalentSpoken', values)}
      </span>
    </span>
  );
}
