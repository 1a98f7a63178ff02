// The language of a sign-in page or registration email: the same choice the web pages make
// (src/shared/i18n/locales.ts: the `lang` query parameter, else the `lang` cookie the site's language
// switcher sets — the browser sends it here too, the issuer living under the site's origin — else
// Accept-Language, else English), and this service's own catalogue (messages/), compiled once per language.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_COOKIE, localeQueryOf, resolveLocale, type Locale } from '../../shared/i18n/locales.ts';
import { en, type IdentityCatalogue, type IdentityMessageId } from './messages/en.ts';
import { de } from './messages/de.ts';
import { ja } from './messages/ja.ts';
import { retryAfterSeconds } from '../throttle/index.ts';

const CATALOGUES: Readonly<Record<Locale, IdentityCatalogue>> = { en, de, ja };

export type IdentityTranslate = (id: IdentityMessageId, values?: Record<string, string | number>) => string;

/** A page's or email's language: its locale (for `lang`) and its words. */
export interface Language {
  locale: Locale;
  t: IdentityTranslate;
}

/** Words whose language is chosen later, by whoever shows them (a refusal thrown deep in a check). */
export type Wording = (t: IdentityTranslate) => string;

const languages = new Map<Locale, Language>();

export function languageOf(locale: Locale): Language {
  let language = languages.get(locale);
  if (!language) {
    const messages = Object.fromEntries(
      Object.entries(CATALOGUES[locale]).map(([id, message]) => [id, compileMessage(message)]),
    );
    const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages } });
    language = { locale, t: (id, values) => i18n._(id, values) };
    languages.set(locale, language);
  }
  return language;
}

export const ENGLISH: Language = languageOf('en');

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The language a request asks for (its query's `lang`, its `lang` cookie, its Accept-Language). */
export function languageOfRequest(request: {
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}): Language {
  const cookie = request.headers.cookie;
  const acceptLanguage = request.headers['accept-language'];
  return languageOf(
    resolveLocale({
      query: request.url ? localeQueryOf(request.url) : null,
      cookie: cookieValue(Array.isArray(cookie) ? cookie.join('; ') : cookie, LOCALE_COOKIE),
      acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage,
    }),
  );
}

/** 'Try again in 3 seconds.' / '… in 2 minutes.' in the page's language. */
export function tryAgainIn(t: IdentityTranslate, waitMs: number): string {
  const seconds = retryAfterSeconds(waitMs);
  return seconds < 60 ? t('wait.seconds', { count: seconds }) : t('wait.minutes', { count: Math.ceil(seconds / 60) });
}

/** Sentences one after another: a space between them, none after a Japanese full stop. */
export function joinSentences(parts: readonly string[]): string {
  return parts.reduce((text, part) => (text === '' ? part : `${text}${text.endsWith('。') ? '' : ' '}${part}`), '');
}
