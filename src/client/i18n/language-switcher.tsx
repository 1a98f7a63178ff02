// The language switcher of the footer and the account menu: a plain form posting to /language, which
// sets the `lang` cookie and sends the browser back to this page (a validated path), so it works without
// JavaScript and the next page is rendered, and kept, in the chosen language.
import { css, cx } from '@linaria/core';
import { LOCALES, LOCALE_NAMES } from '../../shared/i18n/locales.ts';
import { useCurrentUrl } from '../shell/use-current-url.ts';
import { useLocale, useT } from './i18n.tsx';
import { LANGUAGE_PATH } from '../../shared/i18n/language-path.ts';

const form = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0;
  border: 0;
  padding: 0;
`;

const choice = css`
  min-height: 2rem;
  padding: 0.25rem 0.625rem;
  border: 1px solid currentcolor;
  border-radius: var(--radius-pill, 999px);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &[aria-current='true'] {
    font-weight: 700;
  }
`;

export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const back = useCurrentUrl();
  return (
    <form method="post" action={LANGUAGE_PATH} className={cx(form, className)} aria-label={t('language.label')}>
      <span>{t('language.label')}</span>
      <input type="hidden" name="back" value={back} />
      {LOCALES.map((option) => (
        <button
          key={option}
          type="submit"
          name="lang"
          value={option}
          lang={option}
          className={choice}
          aria-current={option === locale}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </form>
  );
}
