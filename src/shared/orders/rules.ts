// Pure rules for receipts and sales: browser and server import this module.
import { formatCoins } from '../cart/money.ts';
import type { OrderLine, ProductPurchase } from './schema.ts';

// Formatters are made on first use, so a page that needs one rule does not carry the others.
let momentFormat: Intl.DateTimeFormat | undefined;

/** 'Nov 27, 2026, 1:47 PM UTC'. */
export function orderMoment(iso: string): string {
  momentFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `${momentFormat.format(new Date(iso))} UTC`;
}

/** An amount on a receipt: 'Free' for nothing (a free order says so), else the coins ('2,500'). */
export function receiptAmount(amount: number): string {
  return amount === 0 ? 'Free' : formatCoins(amount);
}

/** The lines' sum: what the items cost when bought (the order's total is what was charged). */
export function linesTotal(lines: readonly Pick<OrderLine, 'price'>[]): number {
  return lines.reduce((sum, line) => sum + line.price, 0);
}

interface PurchaseCandidate {
  id: string;
  status: string;
  createdAt: string;
}

/**
 * The purchase that made a product the viewer's: the earliest completed order (a failed or pending one
 * bought nothing). Null when none did.
 */
export function firstPurchase(orders: readonly PurchaseCandidate[]): ProductPurchase | null {
  let first: PurchaseCandidate | null = null;
  for (const order of orders) {
    if (order.status !== 'completed') continue;
    if (first === null || Date.parse(order.createdAt) < Date.parse(first.createdAt)) first = order;
  }
  return first === null ? null : { orderId: first.id, createdAt: first.createdAt };
}

/** Pages of a list of `total` things, `perPage` at a time (at least one page, so an empty list has a page). */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page number in a list page's query string (?page=N); anything unreadable is page 1. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '1';
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= 1000 ? page : 1;
}
