// POST /currency: the footer's currency selector (docs/product.md §19). Sets the `currency` cookie to one
// of the offered currencies (CURRENCY_RATES) and sends the browser back to its page (choice-form.ts); not
// registered when no currency is offered.
import type { FastifyInstance } from 'fastify';
import { CURRENCY_COOKIE, type CurrencyRate } from '../../shared/money/equivalent.ts';
import { CURRENCY_PATH } from '../../shared/money/currency-path.ts';
import { choiceForm } from '../i18n/choice-form.ts';

export async function currencyRoute(
  app: FastifyInstance,
  options: { secure: boolean; rates: readonly CurrencyRate[] },
) {
  const [first, ...rest] = options.rates.map((entry) => entry.currency);
  if (first === undefined) return;
  await choiceForm(app, {
    path: CURRENCY_PATH,
    field: 'currency',
    cookie: CURRENCY_COOKIE,
    choices: [first, ...rest],
    error: { code: 'invalid-currency', message: 'Choose one of the offered currencies.' },
    secure: options.secure,
  });
}
