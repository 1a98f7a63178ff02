// The page's language in React: one Lingui i18n instance per render, loaded with the active language's
// compiled messages only (the server puts them in the boot data), plus the locale-aware formatter
// (src/shared/i18n/format.ts). A plain context, not @lingui/react's provider: the language changes only by
// a page load (the switcher posts a form), so nothing needs to re-render on a change, and the first-load
// budget keeps the bytes (docs/decisions/0044-lingui-for-languages.md).
import { createContext, use, useMemo, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../../shared/i18n/locales.ts';
import { formatsFor, type Formats } from '../../shared/i18n/format.ts';
import type { Translate } from '../../shared/i18n/translate.ts';
import type { MoneyChoice } from '../../shared/money/equivalent.ts';

/** What the server tells the browser about the page's language. */
export interface LocaleBoot {
  locale: Locale;
  /** The active language's messages, compiled on the server (the browser carries no compiler). */
  messages: Messages;
  /** The visitor's money for approximate prices (docs/product.md §19); null or absent: none shown. */
  money?: MoneyChoice | null;
}

const I18nContext = createContext<{ i18n: I18n; locale: Locale; money: MoneyChoice | null } | null>(null);

export function LocaleProvider({ boot, children }: { boot: LocaleBoot; children: ReactNode }) {
  const value = useMemo(
    () => ({
      i18n: setupI18n({ locale: boot.locale, messages: { [boot.locale]: boot.messages } }),
      locale: boot.locale,
      money: boot.money ?? null,
    }),
    [boot],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

function usePageLanguage() {
  const value = use(I18nContext);
  if (!value) throw new Error('Lumen: LocaleProvider missing above this component');
  return value;
}

export type { Translate };

/** `t('nav.browse')`, `t('browse.results', { count })`: the message in the page's language. */
export function useT(): Translate {
  const { i18n } = usePageLanguage();
  return useMemo(() => (id, values) => i18n._(id, values), [i18n]);
}

export function useLocale(): Locale {
  return usePageLanguage().locale;
}

/** The visitor's currency and the currencies offered, as the server rendered the page with; null: none. */
export function useMoney(): MoneyChoice | null {
  return usePageLanguage().money;
}

/** Numbers, Lumen Dollars, dates and times in the page's language. */
export function useFormats(): Formats {
  return formatsFor(useLocale());
}
