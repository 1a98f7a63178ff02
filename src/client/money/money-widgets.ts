// What lazy-money.tsx loads: the equivalent beside a price and the footer's currency selector.
export { MoneyEquivalent } from './money-equivalent.tsx';
export { CurrencySelector } from './currency-selector.tsx';
