// The languages Lumen speaks and how a request picks one (docs/decisions/0044-lingui-for-languages.md):
// the `lang` query parameter (the address crawlers are given in hreflang), else the `lang` cookie the
// language switcher sets, else the best of Accept-Language, else English. Pure: the browser imports it.

export const LOCALES = ['en', 'de', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie the language switcher sets (POST /language). */
export const LOCALE_COOKIE = 'lang';
/** The query parameter that names a page's language for one request (hreflang alternates). */
export const LOCALE_QUERY = 'lang';

/** Each language by its own name, as the switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', ja: '日本語' };

export function parseLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (LOCALES as readonly string[]).includes(lower) ? (lower as Locale) : null;
}

const MAX_ACCEPT_LANGUAGE = 512;

/**
 * The supported language the browser prefers most (RFC 9110 §12.5.4: weights, `de-AT` matches `de`,
 * q=0 means "not this"), or null. Hostile or oversized headers give null, never an exception.
 */
export function fromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header || header.length > MAX_ACCEPT_LANGUAGE) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const locale = parseLocale(range.split('-')[0]);
    if (locale !== null && (best === null || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

export interface LocaleInputs {
  /** The page address's `lang` query parameter, when present. */
  query?: string | null | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

export function resolveLocale(inputs: LocaleInputs): Locale {
  return (
    parseLocale(inputs.query) ??
    parseLocale(inputs.cookie) ??
    fromAcceptLanguage(inputs.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}

/** The `lang` query parameter of a path + search, or null. */
export function localeQueryOf(pathWithSearch: string): string | null {
  return new URL(pathWithSearch, 'http://page.invalid').searchParams.get(LOCALE_QUERY);
}

/** The address of a page in a language: English is the plain address (x-default), others add `?lang=`. */
export function localizedPath(pathWithSearch: string, locale: Locale): string {
  const url = new URL(pathWithSearch, 'http://page.invalid');
  url.searchParams.delete(LOCALE_QUERY);
  if (locale !== DEFAULT_LOCALE) url.searchParams.set(LOCALE_QUERY, locale);
  return `${url.pathname}${url.search}${url.hash}`;
}
