// The one place numbers, Lumen Dollar amounts, dates and times become text for a language. Only Intl
// is used, with an explicit locale and (for times) an explicit zone, so the server and the browser print
// the same characters and hydration never disagrees (docs/decisions/0044-lingui-for-languages.md).
import type { Locale } from './locales.ts';

/** The Intl locale of each language: English keeps the en-US grouping Lumen has always shown. */
const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', de: 'de-DE', ja: 'ja-JP' };

/** The Intl locale tag a language formats with. */
export function intlLocaleOf(locale: Locale): string {
  return INTL_LOCALE[locale];
}

export type DateStyle = 'day' | 'moment' | 'zoned' | 'clock' | 'clockSeconds';

const DATE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  /** 'Dec 1, 2026', '01.12.2026', '2026/12/01' */
  day: { dateStyle: 'medium' },
  /** the day and the time of day */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  /** the day, the time of day and the zone's short name: 'Jun 2, 2025, 6:00 PM PDT' (dateStyle cannot name a zone) */
  zoned: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** '19:05' or '7:05 PM' */
  clock: { hour: '2-digit', minute: '2-digit' },
  clockSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

export interface Formats {
  locale: Locale;
  /** A count with the language's grouping: '2,500', '2.500'. */
  number(value: number): string;
  /** A number with exactly this many decimals, as a rating is shown: '4.5', '4,5', '3.0'. */
  decimal(value: number, digits: number): string;
  /** A real-money price from cents and its ISO currency: '$4.99', '4,99 $', '19.99 EUR' for an unknown code. */
  money(cents: number, currency: string): string;
  /** A whole Lumen Dollar amount (the coin is drawn beside it): '2,500', '2.500'. */
  coins(amount: number): string;
  /** A date or time in an IANA zone (UTC when none is given, or when the zone's name is unknown). */
  date(value: Date | string | number, style: DateStyle, timeZone?: string): string;
}

const cache = new Map<Locale, Formats>();

export function formatsFor(locale: Locale): Formats {
  let formats = cache.get(locale);
  if (formats) return formats;
  const tag = INTL_LOCALE[locale];
  const grouping = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const dates = new Map<string, Intl.DateTimeFormat>();
  const decimals = new Map<number, Intl.NumberFormat>();
  const currencies = new Map<string, Intl.NumberFormat | null>();
  formats = {
    locale,
    number: (value) => grouping.format(Number.isFinite(value) ? value : 0),
    decimal(value, digits) {
      let format = decimals.get(digits);
      if (!format) {
        format = new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
        decimals.set(digits, format);
      }
      return format.format(Number.isFinite(value) ? value : 0);
    },
    money(cents, currency) {
      let format = currencies.get(currency);
      if (format === undefined) {
        try {
          format = new Intl.NumberFormat(tag, { style: 'currency', currency });
        } catch {
          // Not an ISO code Intl knows: the amount and the code as they came.
          format = null;
        }
        currencies.set(currency, format);
      }
      const amount = Number.isFinite(cents) ? cents / 100 : 0;
      return format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`;
    },
    coins: (amount) => grouping.format(Number.isFinite(amount) ? Math.trunc(amount) : 0),
    date(value, style, timeZone = 'UTC') {
      const key = `${style} ${timeZone}`;
      let format = dates.get(key);
      if (!format) {
        try {
          format = new Intl.DateTimeFormat(tag, { ...DATE_OPTIONS[style], timeZone });
        } catch {
          // An unknown zone name from upstream: UTC, still a date, rather than no page at all.
          format = new Intl.DateTimeFormat(tag, { ...DATE_OPTIONS[style], timeZone: 'UTC' });
        }
        dates.set(key, format);
      }
      return format.format(value instanceof Date ? value : new Date(value));
    },
  };
  cache.set(locale, formats);
  return formats;
}
