// The money widgets' code arrives in one chunk of its own, after the page's (docs/product.md §19): the server
// renders the equivalents and the footer's currency selector with the page, and React hydrates them when the
// chunk is there (the selector is a plain form that works before). One import for both keeps every page's
// first load in budget.
import { lazy } from 'react';

const widgets = () => import('./money-widgets.ts');

export const MoneyEquivalent = lazy(() => widgets().then((module) => ({ default: module.MoneyEquivalent })));
export const CurrencySelector = lazy(() => widgets().then((module) => ({ default: module.CurrencySelector })));
