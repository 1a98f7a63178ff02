// The cart, checkout and balance contracts (docs/product.md §9 Cart item, Cart state, Balance state; §9 Checkout).
// Server side only for the zod values; the browser imports the types.
import { z } from 'zod';

export const productIdSchema = z.uuid({ error: 'That is not a product id.' });

export const cartProductInputSchema = z.object({ productId: productIdSchema }).strict();

/** A new key per purchase attempt, reused by retries of that attempt (double clicks, timeouts). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,200}$/, 'The purchase key must be 8 to 200 letters, digits or _ . : -');

export const checkoutInputSchema = z
  .object({
    productIds: z.array(productIdSchema).min(1, 'Your cart is empty.').max(200),
    expectedTotal: z.number().int('Totals are whole Lumen Dollars.').min(0, 'A total cannot be negative.'),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();

export interface CartItem {
  /** docs/product.md §9: id, name, price (integer), storeUrl, thumbUrl. */
  id: string;
  name: string;
  price: number;
  /** The price when it was added, when it differs (the UI says the price changed). */
  previousPrice: number | null;
  storeUrl: string;
  thumbUrl: string;
}

export interface DelistedCartItem {
  id: string;
  name: string;
}

/** A line the persona already owns (bought since it was added): it cannot be bought again, only removed. */
export interface OwnedCartItem {
  id: string;
  name: string;
  storeUrl: string;
}

export interface CartView {
  /** What checkout buys: listed lines the persona does not own yet. */
  items: CartItem[];
  delistedItems: DelistedCartItem[];
  ownedItems: OwnedCartItem[];
  /** The price of `items`. */
  total: number;
}

export type CheckoutResult =
  | { ok: true; orderId: string; total: number; replayed: boolean }
  | { ok: false; reason: 'insufficient-funds'; total: number; balance: number; needed: number }
  | { ok: false; reason: 'unavailable'; names: string[] }
  | { ok: false; reason: 'price-changed' | 'cart-changed'; message: string };
