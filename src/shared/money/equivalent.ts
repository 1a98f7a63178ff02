// A Lumen Dollar amount in the visitor's money (docs/product.md §19, docs/decisions/0051-prices-in-the-visitors-money.md):
// the configured value of one Lumen Dollar in each currency, which currency a visitor sees, and the one
// conversion and rounding rule. Pure, so the server and the browser compute the same text. Rates are kept as
// exact decimals (an integer and a power of ten), the result is an integer of the currency's minor units
// rounded half up, and no binary fraction ever enters the arithmetic.
import type { Locale } from '../i18n/locales.ts';

/** The cookie the currency selector sets (POST /currency). */
export const CURRENCY_COOKIE = 'currency';

/** The value of one Lumen Dollar, embedded default of CURRENCY_RATES. */
export const DEFAULT_CURRENCY_RATES = 'USD:0.01,EUR:0.0093,JPY:1.52';

/** The currency a language shows when the visitor has not chosen one (and it is configured). */
export const LOCALE_CURRENCY: Readonly<Record<Locale, string>> = { en: 'USD', de: 'EUR', ja: 'JPY' };

/** One configured currency: its ISO 4217 code and one Lumen Dollar's value, as the decimal text it was given. */
export interface CurrencyRate {
  currency: string;
  rate: string;
}

/** What a page needs to show equivalents: the visitor's currency and rate, and the currencies offered. */
export interface MoneyChoice {
  currency: string;
  rate: string;
  offered: readonly string[];
}

const CODE = /^[A-Z]{3}$/;
/** A plain positive decimal with an optional exponent: '0.01', '1.52', '9.3e-3'. */
const DECIMAL = /^(\d{1,15})(?:\.(\d{1,15}))?(?:[eE]([+-]?\d{1,2}))?$/;

/** An exact decimal: `units / 10^scale` (scale may be negative). */
interface ExactRate {
  units: bigint;
  scale: number;
}

function exactRate(text: string): ExactRate | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const units = BigInt(`${whole}${fraction}`);
  if (units === 0n) return null;
  return { units, scale: fraction.length - Number(exponent) };
}

let knownCodes: ReadonlySet<string> | null = null;

/** ISO 4217 codes this runtime's Intl can format. */
export function isKnownCurrency(code: string): boolean {
  knownCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return CODE.test(code) && knownCodes.has(code);
}

export type RatesParse = { ok: true; rates: CurrencyRate[] } | { ok: false; message: string };

/**
 * `USD:0.01,EUR:0.0093,JPY:1.52`: each pair an ISO 4217 code and the positive value of one Lumen Dollar in
 * it; each code once. Empty text: no currencies (the feature is off).
 */
export function parseCurrencyRates(text: string): RatesParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, rates: [] };
  const rates: CurrencyRate[] = [];
  for (const pair of trimmed.split(',')) {
    const [currency = '', rate = '', ...rest] = pair.split(':').map((part) => part.trim());
    if (rest.length > 0 || !isKnownCurrency(currency)) {
      return {
        ok: false,
        message: `expected CODE:value pairs separated by commas with ISO 4217 codes, e.g. ${DEFAULT_CURRENCY_RATES} (got "${pair.trim()}")`,
      };
    }
    if (exactRate(rate) === null) {
      return {
        ok: false,
        message: `the value of one Lumen Dollar in ${currency} must be a positive finite decimal number, e.g. 0.01 (got "${rate}")`,
      };
    }
    if (rates.some((known) => known.currency === currency)) {
      return { ok: false, message: `${currency} is given more than once` };
    }
    rates.push({ currency, rate });
  }
  return { ok: true, rates };
}

/**
 * A whole Lumen Dollar amount in the currency's minor units: amount × rate × 10^digits, rounded half away
 * from zero, computed on integers. Null when the amount is not a safe integer or the rate is not a decimal.
 */
export function toMinorUnits(amount: number, rate: string, minorDigits: number): number | null {
  const exact = exactRate(rate);
  if (exact === null || !Number.isSafeInteger(amount) || !Number.isInteger(minorDigits) || minorDigits < 0) return null;
  const magnitude = BigInt(Math.abs(amount));
  const shift = minorDigits - exact.scale;
  let numerator = magnitude * exact.units;
  let denominator = 1n;
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator = 10n ** BigInt(-shift);
  let units = numerator / denominator;
  if ((numerator % denominator) * 2n >= denominator) units += 1n;
  const result = Number(units);
  return amount < 0 ? -result : result;
}

/**
 * The visitor's currency: the cookie's when it names a configured one, else the language's when configured,
 * else the first configured; null when none is (CURRENCY_RATES empty).
 */
export function chooseMoney(
  rates: readonly CurrencyRate[],
  locale: Locale,
  cookie: string | undefined,
): MoneyChoice | null {
  const offered = rates.map((entry) => entry.currency);
  const wanted = typeof cookie === 'string' ? cookie.trim().toUpperCase() : '';
  const chosen =
    rates.find((entry) => entry.currency === wanted) ??
    rates.find((entry) => entry.currency === LOCALE_CURRENCY[locale]) ??
    rates[0];
  return chosen === undefined ? null : { currency: chosen.currency, rate: chosen.rate, offered };
}

/** The Intl locale money is written in: English names its dollar and yen (US$, JP¥) so neither reads as L$. */
const MONEY_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-001', de: 'de-DE', ja: 'ja-JP' };

export interface Equivalent {
  /** The amount as the language writes it: 'US$2.50', '2,33 €', '￥380'. */
  text: string;
  /** True when the amount is under the currency's smallest unit: `text` is that unit ('< US$0.01'). */
  under: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A Lumen Dollar amount in the chosen money, or null for nothing to show (zero, or no usable rate). */
export function equivalentOf(
  amount: number,
  money: Pick<MoneyChoice, 'currency' | 'rate'>,
  locale: Locale,
): Equivalent | null {
  if (amount <= 0) return null;
  const key = `${locale} ${money.currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALE[locale], { style: 'currency', currency: money.currency });
    formatters.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const minor = toMinorUnits(amount, money.rate, digits);
  if (minor === null) return null;
  const scale = 10 ** digits;
  // Integer minor units divided once: Intl rounds to the same digits, so the text is exact.
  if (minor === 0) return { text: format.format(1 / scale), under: true };
  return { text: format.format(minor / scale), under: false };
}
