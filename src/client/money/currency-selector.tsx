// The footer's currency selector (docs/product.md §19), beside the language switcher and shaped like it: a
// plain form posting to /currency, which sets the `currency` cookie and sends the browser back to this page,
// so it works without JavaScript and the next page is rendered, and kept, in the chosen currency. Absent when
// no currency is offered (CURRENCY_RATES empty).
import { css, cx } from '@linaria/core';
import { useId, useMemo } from 'react';
import { CURRENCY_PATH } from '../../shared/money/currency-path.ts';
import { useCurrentUrl } from '../shell/use-current-url.ts';
import { useLocale, useMoney, useT } from '../i18n/i18n.tsx';
import { choiceForm, choicePill } from '../ui/choice-form.ts';

const field = css`
  min-height: 2rem;
  max-width: 100%;
  padding: 0.25rem 0.5rem;
  border: 1px solid currentcolor;
  border-radius: var(--radius-sm, 6px);
  background: transparent;
  color: inherit;
  font: inherit;

  & option {
    color: #111;
  }
`;

export function CurrencySelector({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const back = useCurrentUrl();
  const id = useId();
  const names = useMemo(() => new Intl.DisplayNames(locale, { type: 'currency' }), [locale]);
  if (money === null) return null;
  return (
    <form
      method="post"
      action={CURRENCY_PATH}
      className={cx(choiceForm, className)}
      aria-label={t('money.currencyLabel')}
    >
      <label htmlFor={id}>{t('money.currencyLabel')}</label>
      <input type="hidden" name="back" value={back} />
      <select id={id} name="currency" defaultValue={money.currency} className={field}>
        {money.offered.map((code) => (
          <option key={code} value={code}>
            {`${code} · ${names.of(code) ?? code}`}
          </option>
        ))}
      </select>
      <button type="submit" className={choicePill}>
        {t('money.currencyApply')}
      </button>
    </form>
  );
}
