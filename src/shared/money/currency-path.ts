/** Where the footer's currency selector posts (src/server/money/currency-route.ts). */
export const CURRENCY_PATH = '/currency';
