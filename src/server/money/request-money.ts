// The visitor's money for a page request (docs/decisions/0051-prices-in-the-visitors-money.md): the
// `currency` cookie when it names an offered currency, else the page language's, else the first offered.
import type { FastifyRequest } from 'fastify';
import { CURRENCY_COOKIE, chooseMoney, type CurrencyRate, type MoneyChoice } from '../../shared/money/equivalent.ts';
import type { Locale } from '../../shared/i18n/locales.ts';

export function requestMoney(
  request: FastifyRequest,
  rates: readonly CurrencyRate[],
  locale: Locale,
): MoneyChoice | null {
  return chooseMoney(rates, locale, request.cookies?.[CURRENCY_COOKIE]);
}
