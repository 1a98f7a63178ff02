// The caller's orders and sales over the upstream client (docs/upstream-api.md GET /user/orders, GET /user/sales), and
// asking the desktop client to download a bought product again (POST /products/{id}/redelivery).
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { OrdersPage, Redelivery, SalesPage } from '../../shared/orders/schema.ts';

export const ORDERS_PER_PAGE = 20;
const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;

const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(['cart', 'product', 'bundle']),
  status: z.enum(['pending', 'completed', 'failed', 'cancelled']),
  total: z.number().int(),
  createdAt: z.string(),
  items: z.array(z.object({ productId: z.string(), name: z.string(), price: z.number().int() })),
});
const saleSchema = z.object({
  orderId: z.string(),
  productId: z.string(),
  name: z.string(),
  price: z.number().int(),
  buyerHandle: z.string(),
  createdAt: z.string(),
});
const listMeta = z.object({ total: z.number().int().min(0), revenue: z.number().optional() });

const pageCount = (total: number) => Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));

export async function myOrders(upstream: UpstreamClient, page: number): Promise<OrdersPage> {
  const document = await upstream.getCollection('/user/orders', {
    ...JSONAPI,
    query: { page, perPage: ORDERS_PER_PAGE },
    schema: orderSchema,
  });
  const meta = listMeta.parse(document.meta);
  return {
    items: document.data.map(({ id, kind, status, total, createdAt, items }) => ({
      id,
      kind,
      status,
      total,
      createdAt,
      items: items.map(({ productId, name, price }) => ({ productId, name, price })),
    })),
    total: meta.total,
    page,
    pageCount: pageCount(meta.total),
  };
}

export async function mySales(upstream: UpstreamClient, page: number): Promise<SalesPage> {
  const document = await upstream.getCollection('/user/sales', {
    ...JSONAPI,
    query: { page, perPage: ORDERS_PER_PAGE },
    schema: saleSchema,
  });
  const meta = listMeta.parse(document.meta);
  return { items: document.data, total: meta.total, revenue: meta.revenue ?? 0, page, pageCount: pageCount(meta.total) };
}

const deliverySchema = z.object({ productId: z.string(), orderId: z.string(), requestedAt: z.string() });

/** Queues a redelivery; a second click within a minute answers the same request (the upstream dedupes). */
export async function redeliver(upstream: UpstreamClient, productId: string): Promise<Redelivery> {
  try {
    const document = await upstream.sendResource('POST', `/products/${encodeURIComponent(productId)}/redelivery`, {
      ...JSONAPI,
      schema: deliverySchema,
    });
    const { orderId, requestedAt } = document.data;
    return { productId: document.data.productId, orderId, requestedAt };
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 403 && jsonApiErrorOf(error)?.code === 'not-owner') {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Only products you bought can be sent to your client.', cause: error });
    }
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That product no longer exists.', cause: error });
    }
    throw error;
  }
}
