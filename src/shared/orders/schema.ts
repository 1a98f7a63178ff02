// Orders (a buyer's receipts) and sales (a seller's), docs/upstream-api.md Orders and sales. zod values server side.
import { z } from 'zod';

export { ORDERS_PATH, SALES_PATH } from './paths.ts';

export const redeliverInputSchema = z.object({ productId: z.uuid({ error: 'That is not a product id.' }) }).strict();

/** A redelivery request the desktop client picks up the next time it runs. */
export interface Redelivery {
  productId: string;
  orderId: string;
  requestedAt: string;
}

export const pageInputSchema = z.object({ page: z.number().int().min(1).max(1000).default(1) }).strict();

export const orderInputSchema = z.object({ id: z.uuid({ error: 'That is not an order id.' }) }).strict();

export const productPurchaseInputSchema = z
  .object({ productId: z.uuid({ error: 'That is not a product id.' }) })
  .strict();

export const productOrdersInputSchema = z
  .object({
    productId: z.uuid({ error: 'That is not a product id.' }),
    page: z.number().int().min(1).max(1000).default(1),
  })
  .strict();

export interface OrderLine {
  productId: string;
  name: string;
  price: number;
}

/** A gift's friend and the giver's words (docs/product.md §20); the order is the giver's, the item the friend's. */
export interface OrderGift {
  recipientHandle: string | null;
  message: string | null;
}

export interface OrderSummary {
  id: string;
  kind: 'cart' | 'product' | 'bundle' | 'gift';
  /** Set for gifts only. */
  gift: OrderGift | null;
  status: 'pending' | 'completed' | 'failed' | 'cancelled';
  total: number;
  createdAt: string;
  items: OrderLine[];
}

/** One order, as its buyer sees it on its own page. */
export interface OrderDetail extends OrderSummary {
  /** The persona the order was for. */
  personaHandle: string;
  completedAt: string | null;
}

/** The viewer's earliest completed purchase of one product, or null when they never bought it. */
export interface ProductPurchase {
  orderId: string;
  createdAt: string;
}

/** One sale of a product, as its seller sees it: who bought it, when, for how much. */
export interface ProductSale {
  orderId: string;
  buyerHandle: string;
  createdAt: string;
  name: string;
  price: number;
}

export interface ProductSalesPage {
  items: ProductSale[];
  total: number;
  page: number;
  pageCount: number;
}

export interface OrdersPage {
  items: OrderSummary[];
  total: number;
  page: number;
  pageCount: number;
}

export interface Sale {
  orderId: string;
  productId: string;
  name: string;
  price: number;
  buyerHandle: string;
  createdAt: string;
}

export interface SalesPage {
  items: Sale[];
  total: number;
  revenue: number;
  page: number;
  pageCount: number;
}
