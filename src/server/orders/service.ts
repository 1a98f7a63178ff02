// The caller's orders and sales over the upstream client (docs/upstream-api.md GET /user/orders, GET /user/sales), and
// asking the desktop client to download a bought product again (POST /products/{id}/redelivery).
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type {
  OrderDetail,
  OrdersPage,
  ProductPurchase,
  ProductSalesPage,
  Redelivery,
  SalesPage,
} from '../../shared/orders/schema.ts';
import { firstPurchase, pageCountOf } from '../../shared/orders/rules.ts';

export const ORDERS_PER_PAGE = 20;
const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;

const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(['cart', 'product', 'bundle', 'gift']),
  status: z.enum(['pending', 'completed', 'failed', 'cancelled']),
  total: z.number().int(),
  createdAt: z.string(),
  items: z.array(z.object({ productId: z.string(), name: z.string(), price: z.number().int() })),
  // docs/upstream-api-gifts.md: a gift names its friend; older answers carry no gift at all.
  gift: z.object({ recipientHandle: z.string().nullable(), message: z.string().nullable() }).nullish(),
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
    items: document.data.map(({ id, kind, status, total, createdAt, items, gift }) => ({
      id,
      kind,
      gift: gift ? { recipientHandle: gift.recipientHandle, message: gift.message } : null,
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
  return {
    items: document.data,
    total: meta.total,
    revenue: meta.revenue ?? 0,
    page,
    pageCount: pageCount(meta.total),
  };
}

const orderDetailSchema = orderSchema.extend({ personaHandle: z.string(), completedAt: z.string().nullable() });

/** GET /orders/{id}: one of the caller's orders. Someone else's reads as missing upstream (404 → NOT_FOUND). */
export async function orderDetail(upstream: UpstreamClient, id: string): Promise<OrderDetail> {
  try {
    const { data } = await upstream.getResource(`/orders/${encodeURIComponent(id)}`, {
      ...JSONAPI,
      schema: orderDetailSchema,
    });
    return {
      id: data.id,
      kind: data.kind,
      gift: data.gift ? { recipientHandle: data.gift.recipientHandle, message: data.gift.message } : null,
      status: data.status,
      total: data.total,
      createdAt: data.createdAt,
      completedAt: data.completedAt,
      personaHandle: data.personaHandle,
      items: data.items.map(({ productId, name, price }) => ({ productId, name, price })),
    };
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'You have no order with this id.', cause: error });
    }
    throw error;
  }
}

/** GET /user/orders/products/{id}: when the caller bought this product, if they did. */
export async function productPurchase(upstream: UpstreamClient, productId: string): Promise<ProductPurchase | null> {
  const document = await upstream.getCollection(`/user/orders/products/${encodeURIComponent(productId)}`, {
    ...JSONAPI,
    schema: orderSchema,
  });
  return firstPurchase(document.data);
}

const productOrderSchema = orderSchema.extend({ personaHandle: z.string() });
const productOrdersMeta = z.object({ total: z.number().int().min(0) });

/** GET /products/{id}/orders: who bought the seller's product. Anyone but the seller is refused upstream (403). */
export async function productSales(
  upstream: UpstreamClient,
  productId: string,
  page: number,
): Promise<ProductSalesPage> {
  try {
    const document = await upstream.getCollection(`/products/${encodeURIComponent(productId)}/orders`, {
      ...JSONAPI,
      query: { page, perPage: ORDERS_PER_PAGE },
      schema: productOrderSchema,
    });
    const { total } = productOrdersMeta.parse(document.meta);
    return {
      // Only this product's line: the seller sees what it sold for, not the rest of the buyer's cart.
      items: document.data.flatMap((order) =>
        order.items
          .filter((item) => item.productId === productId)
          .map((item) => ({
            orderId: order.id,
            buyerHandle: order.personaHandle,
            createdAt: order.createdAt,
            name: item.name,
            price: item.price,
          })),
      ),
      total,
      page,
      pageCount: pageCountOf(total, ORDERS_PER_PAGE),
    };
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 403) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Only the seller sees who bought a listing.', cause: error });
    }
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That listing no longer exists.', cause: error });
    }
    throw error;
  }
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
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Only products you bought can be sent to your client.',
        cause: error,
      });
    }
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That product no longer exists.', cause: error });
    }
    throw error;
  }
}
