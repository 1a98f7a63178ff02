// Where a persona's orders and sales are listed (browser and server import this module).
export const ORDERS_PATH = '/orders';
export const SALES_PATH = '/sales';

/** One order's own page. */
export function orderHref(orderId: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(orderId)}`;
}

/** The element id of one order's receipt on the orders page. */
export function orderReceiptId(orderId: string): string {
  return `order-${orderId}`;
}

/** One order's receipt: its own page. */
export function orderReceiptHref(orderId: string): string {
  return orderHref(orderId);
}
