// Orders, sales and the balance (docs/upstream-api.md Orders and sales, Balance): buying one product, reading one's
// orders and sales, order status by the payment transaction id, GET /user/balance. Buyers see their own
// orders, sellers the sales of their stores; nobody else's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { balanceOf } from '../ledger/index.ts';
import { idempotencyKeyOf, parseAttributes } from '../kit/document.ts';
import { UUID_PATTERN } from '../kit/ids.ts';
import { IDEMPOTENCY_KEY_PATTERN, purchase, type OrderRow } from './purchase.ts';
import { ORDER_COLUMNS, itemsOf, orderDocument, orderResource } from './resource.ts';

export interface OrdersRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
}

const productOrderSchema = z.object({
  productId: z.string({ error: 'productId is required.' }).regex(UUID_PATTERN, 'productId must be a product id.'),
  expectedPrice: z
    .number({ error: 'expectedPrice is required: the price the buyer agreed to.' })
    .int('expectedPrice is a whole number of Lumen Dollars.')
    .min(0, 'expectedPrice cannot be negative.'),
});

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

function pageOf(query: unknown) {
  const parsed = pageQuery.safeParse(query ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError({
      code: 'invalid-parameter',
      detail: issue?.message ?? 'Invalid paging parameter.',
      source: { parameter: String(issue?.path[0] ?? 'page') },
    });
  }
  return parsed.data;
}

interface DeliveryRow {
  id: string;
  product_id: string;
  order_id: string;
  requested_at: Date | string;
}

export async function ordersRoutes(app: FastifyInstance, opts: OrdersRoutesOptions): Promise<void> {
  const { db } = opts;
  const callers = callerResolver(db, opts.verifier);
  registerCacheHeaders(app);

  const sendOrders = async (
    reply: FastifyReply,
    orders: OrderRow[],
    total: number,
    page: { page: number; perPage: number },
  ) => {
    const items = await itemsOf(
      db,
      orders.map((order) => order.id),
    );
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: orders.map((order) => orderResource(order, items)),
      meta: { total, page: page.page, perPage: page.perPage },
    });
  };

  const buyProduct = async (request: import('fastify').FastifyRequest, reply: FastifyReply) => {
    const buyer = await callers.required(request, 'buying');
    const key = idempotencyKeyOf(request.headers, IDEMPOTENCY_KEY_PATTERN);
    const input = parseAttributes(request.body, 'order', productOrderSchema);
    const result = await purchase(db, {
      buyerId: buyer.id,
      idempotencyKey: key,
      kind: 'product',
      productIds: [input.productId],
      expectedTotal: input.expectedPrice,
    });
    return reply
      .code(result.replayed ? 200 : 201)
      .type(JSON_API_CONTENT_TYPE)
      .send({ data: orderResource(result.order, result.items) });
  };
  app.post('/orders', buyProduct);
  app.post('/user/orders', buyProduct);

  const myOrders = async (request: import('fastify').FastifyRequest, reply: FastifyReply) => {
    const buyer = await callers.required(request, 'reading orders');
    const page = pageOf(request.query);
    const orders = await db.query<OrderRow>(
      `select ${ORDER_COLUMNS} from orders o where o.persona_id = $1 order by o.created_at desc, o.id limit $2 offset $3`,
      [buyer.id, page.perPage, (page.page - 1) * page.perPage],
    );
    const [count] = await db.query<{ n: number }>('select count(*)::int as n from orders where persona_id = $1', [
      buyer.id,
    ]);
    return sendOrders(reply, orders, count?.n ?? 0, page);
  };
  app.get('/user/orders', myOrders);

  const oneOrder = async (
    request: import('fastify').FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ) => {
    const buyer = await callers.required(request, 'reading orders');
    const { id } = request.params;
    const [order] = UUID_PATTERN.test(id)
      ? await db.query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.id = $1 and o.persona_id = $2`, [
          id,
          buyer.id,
        ])
      : [];
    // Someone else's order reads as missing: its existence is not the caller's business.
    if (!order) throw notFound('You have no order with this id.');
    return reply.type(JSON_API_CONTENT_TYPE).send(await orderDocument(db, order, buyer.handle));
  };
  app.get<{ Params: { id: string } }>('/user/orders/:id', oneOrder);
  app.get<{ Params: { id: string } }>('/orders/:id', oneOrder);

  app.get<{ Params: { txId: string } }>('/orders/status/:txId', async (request, reply) => {
    const buyer = await callers.required(request, 'reading orders');
    const { txId } = request.params;
    const [order] = await db.query<OrderRow>(
      `select * from orders where persona_id = $1 and (payment_tx_id = $2 or ($3 and id = $2::uuid))`,
      [buyer.id, txId, UUID_PATTERN.test(txId)],
    );
    if (!order) throw notFound('You have no order with this transaction id.');
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: {
        type: 'orderStatus',
        id: order.id,
        attributes: { status: order.status, transactionId: order.payment_tx_id },
      },
    });
  });

  app.get<{ Params: { productId: string } }>('/user/orders/products/:productId', async (request, reply) => {
    const buyer = await callers.required(request, 'reading orders');
    const page = pageOf({});
    const orders = UUID_PATTERN.test(request.params.productId)
      ? await db.query<OrderRow>(
          `select o.* from orders o join order_items i on i.order_id = o.id
            where o.persona_id = $1 and i.product_id = $2 order by o.created_at desc`,
          [buyer.id, request.params.productId],
        )
      : [];
    return sendOrders(reply, orders, orders.length, { ...page, perPage: Math.max(orders.length, 1) });
  });

  // Sales: orders containing the seller's products, with only the seller's lines.
  const salesOf = async (sellerId: string, page: { page: number; perPage: number }) => {
    const rows = await db.query<{
      order_id: string;
      product_id: string;
      name: string;
      price: number;
      created_at: Date | string;
      buyer_handle: string;
    }>(
      `select i.order_id, i.product_id, i.name, i.price, o.created_at, p.handle as buyer_handle
         from order_items i join orders o on o.id = i.order_id join personas p on p.id = o.persona_id
        where i.seller_persona_id = $1 and o.status = 'completed'
        order by o.created_at desc, i.name limit $2 offset $3`,
      [sellerId, page.perPage, (page.page - 1) * page.perPage],
    );
    const [count] = await db.query<{ n: number; revenue: string | number | null }>(
      `select count(*)::int as n, sum(i.price) as revenue from order_items i join orders o on o.id = i.order_id
        where i.seller_persona_id = $1 and o.status = 'completed'`,
      [sellerId],
    );
    return {
      data: rows.map((row) => ({
        type: 'sale',
        id: `${row.order_id}:${row.product_id}`,
        attributes: {
          orderId: row.order_id,
          productId: row.product_id,
          name: row.name,
          price: row.price,
          buyerHandle: row.buyer_handle,
          createdAt: new Date(row.created_at).toISOString(),
        },
      })),
      meta: { total: count?.n ?? 0, revenue: Number(count?.revenue ?? 0), page: page.page, perPage: page.perPage },
    };
  };
  const mySales = async (request: import('fastify').FastifyRequest, reply: FastifyReply) => {
    const seller = await callers.required(request, 'reading sales');
    return reply.type(JSON_API_CONTENT_TYPE).send(await salesOf(seller.id, pageOf(request.query)));
  };
  app.get('/user/sales', mySales);
  app.get<{ Params: { persona: string } }>('/users/:persona/sales', async (request, reply) => {
    const seller = await callers.required(request, 'reading sales');
    const { persona } = request.params;
    if (persona.toLowerCase() !== seller.handle.toLowerCase() && persona !== seller.id) {
      throw new ApiError({ code: 'not-owner', detail: 'You can read only your own sales.' });
    }
    return reply.type(JSON_API_CONTENT_TYPE).send(await salesOf(seller.id, pageOf(request.query)));
  });
  app.get<{ Params: { persona: string } }>('/users/:persona/orders', async (request, reply) => {
    const buyer = await callers.required(request, 'reading orders');
    const { persona } = request.params;
    if (persona.toLowerCase() !== buyer.handle.toLowerCase() && persona !== buyer.id) {
      throw new ApiError({ code: 'not-owner', detail: 'You can read only your own orders.' });
    }
    return myOrders(request, reply);
  });
  // docs/upstream-api.md GET /accounts/{id}/orders and /sales: {id} is an account (the bearer token's subject), and
  // an account reads only its own. The documents are those of /user/orders and /user/sales.
  const ownAccount = async (request: import('fastify').FastifyRequest<{ Params: { id: string } }>, action: string) => {
    const caller = await callers.optional(request);
    if (caller.kind !== 'anonymous' && caller.subject !== request.params.id) {
      throw new ApiError({ code: 'not-owner', detail: `You can only read your own account's ${action}.` });
    }
  };
  app.get<{ Params: { id: string } }>('/accounts/:id/orders', async (request, reply) => {
    await ownAccount(request, 'orders');
    return myOrders(request, reply);
  });
  app.get<{ Params: { id: string } }>('/accounts/:id/sales', async (request, reply) => {
    await ownAccount(request, 'sales');
    return mySales(request, reply);
  });

  // docs/upstream-api.md POST /products/{id}/redelivery: the owner asks the desktop client to download a product
  // again. A request younger than a minute is answered again instead of queueing another, so a double
  // click (or a retry after a lost answer) is one request.
  app.post<{ Params: { id: string } }>('/products/:id/redelivery', async (request, reply) => {
    const persona = await callers.required(request, 'asking for a redelivery');
    const { id } = request.params;
    const [product] = UUID_PATTERN.test(id)
      ? await db.query<{ id: string }>('select id from products where id = $1', [id])
      : [];
    if (!product) throw notFound('No product has this id.');
    const delivery = await db.transaction(async (tx) => {
      // Locking the ownership row serialises one persona's requests for one product, so two concurrent
      // clicks cannot both see "nothing recent" and both insert.
      const [owned] = await tx.query<{ order_id: string }>(
        'select order_id from owned_products where persona_id = $1 and product_id = $2 for update',
        [persona.id, id],
      );
      if (!owned) return undefined;
      const [recent] = await tx.query<DeliveryRow>(
        `select id, product_id, order_id, requested_at from product_deliveries
          where persona_id = $1 and product_id = $2 and kind = 'redelivery' and requested_at > now() - interval '60 seconds'
          order by requested_at desc limit 1`,
        [persona.id, id],
      );
      if (recent) return recent;
      const [inserted] = await tx.query<DeliveryRow>(
        `insert into product_deliveries (persona_id, product_id, order_id, kind) values ($1, $2, $3, 'redelivery')
         returning id, product_id, order_id, requested_at`,
        [persona.id, id, owned.order_id],
      );
      return inserted;
    });
    if (!delivery) throw new ApiError({ code: 'not-owner', detail: 'Only a product you own can be delivered again.' });
    return reply
      .code(202)
      .type(JSON_API_CONTENT_TYPE)
      .send({
        data: {
          type: 'delivery',
          id: delivery.id,
          attributes: {
            productId: delivery.product_id,
            orderId: delivery.order_id,
            requestedAt: new Date(delivery.requested_at).toISOString(),
          },
        },
      });
  });

  app.get<{ Params: { id: string } }>('/products/:id/orders', async (request, reply) => {
    const seller = await callers.required(request, 'reading sales');
    const { id } = request.params;
    const [product] = UUID_PATTERN.test(id)
      ? await db.query<{ seller_id: string }>(
          'select s.persona_id as seller_id from products p join stores s on s.id = p.store_id where p.id = $1',
          [id],
        )
      : [];
    if (!product) throw notFound('No product has this id.');
    if (product.seller_id !== seller.id)
      throw new ApiError({ code: 'not-owner', detail: 'Only the seller reads a product’s orders.' });
    const page = pageOf(request.query);
    // Each order names its buyer (the seller sees who bought, never what else they bought: only this
    // product's line is kept).
    const orders = await db.query<OrderRow & { buyer_handle: string }>(
      `select o.*, p.handle as buyer_handle from orders o join order_items i on i.order_id = o.id join personas p on p.id = o.persona_id
        where i.product_id = $1 and o.status = 'completed'
        order by o.created_at desc, o.id limit $2 offset $3`,
      [id, page.perPage, (page.page - 1) * page.perPage],
    );
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from orders o join order_items i on i.order_id = o.id where i.product_id = $1 and o.status = 'completed'`,
      [id],
    );
    const items = (
      await itemsOf(
        db,
        orders.map((order) => order.id),
      )
    ).filter((item) => item.product_id === id);
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: orders.map((order) => orderResource(order, items, order.buyer_handle)),
      meta: { total: count?.n ?? 0, page: page.page, perPage: page.perPage },
    });
  });

  // docs/upstream-api.md Balance: response data.balance (attributes flattened by JSON:API clients).
  app.get('/user/balance', async (request, reply) => {
    const persona = await callers.required(request, 'reading a balance');
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: {
        type: 'balance',
        id: persona.id,
        attributes: { balance: await balanceOf(db, persona.id), currency: 'LD' },
      },
    });
  });
}
