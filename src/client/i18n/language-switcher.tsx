// The language switcher of the footer and the account menu: a plain form posting to /language, which
// sets the `lang` cookie and sends the browser back to this page (a validated path), so it works without
// JavaScript and the next page is rendered, and kept, in the chosen language.
import { cx } from '@linaria/core';
import { LOCALES, LOCALE_NAMES } from '../../shared/i18n/locales.ts';
import { useCurrentUrl } from '../shell/use-current-url.ts';
import { useLocale, useT } from './i18n.tsx';
import { LANGUAGE_PATH } from '../../shared/i18n/language-path.ts';
import { choiceForm, choicePill } from '../ui/choice-form.ts';

export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const back = useCurrentUrl();
  return (
    <form method="post" action={LANGUAGE_PATH} className={cx(choiceForm, className)} aria-label={t('language.label')}>
      <span>{t('language.label')}</span>
      <input type="hidden" name="back" value={back} />
      {LOCALES.map((option) => (
        <button
          key={option}
          type="submit"
          name="lang"
          value={option}
          lang={option}
          className={choicePill}
          aria-current={option === locale}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </form>
  );
}
