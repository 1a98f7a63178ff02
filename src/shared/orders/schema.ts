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

export interface OrderLine {
  productId: string;
  name: string;
  price: number;
}

export interface OrderSummary {
  id: string;
  kind: 'cart' | 'product' | 'bundle';
  status: 'pending' | 'completed' | 'failed' | 'cancelled';
  total: number;
  createdAt: string;
  items: OrderLine[];
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
