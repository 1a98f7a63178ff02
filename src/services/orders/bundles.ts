// Buying Lumen Dollars (docs/product.md §9): bundles paid through a payment provider. The embedded provider is
// a SANDBOX that behaves like the game platform's (docs/upstream-api.md POST /steam/payment with data.orderId, order
// status polled by transaction id): the order starts pending with a provider transaction id; the buyer
// confirms (or cancels) on the provider's page; confirmation credits the buyer from the payments
// account in one ledger transaction. Confirming twice is harmless; a cancelled or completed payment
// cannot change again.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import {
  SYSTEM_ACCOUNTS,
  inTransaction,
  lockPersonaBalance,
  personaAccountId,
  postTransaction,
} from '../ledger/index.ts';
import { idempotencyKeyOf, parseAttributes } from '../kit/document.ts';
import { UUID_PATTERN } from '../kit/ids.ts';
import { IDEMPOTENCY_KEY_PATTERN, findOrderByKey, requestHash, type OrderRow } from './purchase.ts';
import { orderDocument } from './resource.ts';

export const SANDBOX_PROVIDER = 'sandbox';

/**
 * The sandbox provider's payment methods (docs/product.md §9 Payment card: id, display_string, method_class,
 * provider). A real provider lists the buyer's own saved cards and wallet; these are test instruments
 * that every persona has, and no money moves with any of them.
 */
export const SANDBOX_PAYMENT_METHODS = [
  { id: 'sbx-visa-4242', display_string: 'Visa •••• 4242', method_class: 'card', provider: 'visa' },
  { id: 'sbx-mastercard-4444', display_string: 'Mastercard •••• 4444', method_class: 'card', provider: 'mastercard' },
  { id: 'sbx-steam-wallet', display_string: 'Steam Wallet', method_class: 'wallet', provider: 'steam' },
] as const;

/** The bundles on sale (seeded; prices in cents). */
export const DEMO_BUNDLES = [
  { id: 'ld-500', name: '500 Lumen Dollars', amount: 500, priceCents: 499 },
  { id: 'ld-1200', name: '1,200 Lumen Dollars', amount: 1200, priceCents: 999 },
  { id: 'ld-2600', name: '2,600 Lumen Dollars', amount: 2600, priceCents: 1999 },
  { id: 'ld-7000', name: '7,000 Lumen Dollars', amount: 7000, priceCents: 4999 },
] as const;

export async function seedBundles(db: Database): Promise<void> {
  for (const [position, bundle] of DEMO_BUNDLES.entries()) {
    await db.query(
      `insert into bundles (id, name, amount, price_cents, currency, position) values ($1, $2, $3, $4, 'USD', $5)
       on conflict (id) do nothing`,
      [bundle.id, bundle.name, bundle.amount, bundle.priceCents, position],
    );
  }
}

const bundleOrderSchema = z.object({
  bundleId: z.string({ error: 'bundleId is required.' }).min(1).max(100),
  paymentMethodId: z
    .enum(SANDBOX_PAYMENT_METHODS.map((method) => method.id) as [string, ...string[]], {
      error: 'paymentMethodId must be one of your payment methods.',
    })
    .default(SANDBOX_PAYMENT_METHODS[0].id),
});
const paymentSchema = z.object({
  orderId: z.string({ error: 'orderId is required.' }).regex(UUID_PATTERN, 'orderId must be an order id.'),
});

interface BundleRow {
  id: string;
  name: string;
  amount: number;
  price_cents: number;
  currency: string;
}

const bundleResource = (row: BundleRow) => ({
  type: 'bundle',
  id: row.id,
  attributes: {
    name: row.name,
    amount: row.amount,
    price: row.price_cents / 100,
    priceCents: row.price_cents,
    currency: row.currency,
  },
});

export interface BundleRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
}

export async function bundleRoutes(app: FastifyInstance, opts: BundleRoutesOptions): Promise<void> {
  const { db } = opts;
  const callers = callerResolver(db, opts.verifier);
  registerCacheHeaders(app);

  app.get('/bundles', async (_request, reply) => {
    const rows = await db.query<BundleRow>('select * from bundles order by position, amount');
    return reply.type(JSON_API_CONTENT_TYPE).send({ data: rows.map(bundleResource) });
  });

  app.get('/user/payment-methods', async (request, reply) => {
    await callers.required(request, 'paying');
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: SANDBOX_PAYMENT_METHODS.map(({ id, ...attributes }) => ({ type: 'paymentMethod', id, attributes })),
    });
  });

  app.post('/orders/bundle', async (request, reply) => {
    const buyer = await callers.required(request, 'buying Lumen Dollars');
    const key = idempotencyKeyOf(request.headers, IDEMPOTENCY_KEY_PATTERN);
    const { bundleId, paymentMethodId } = parseAttributes(request.body, 'bundleOrder', bundleOrderSchema);
    const hash = requestHash({ kind: 'bundle', bundleId, paymentMethodId });
    const result = await inTransaction(db, async (tx) => {
      await lockPersonaBalance(tx, buyer.id);
      const previous = await findOrderByKey(tx, buyer.id, key);
      if (previous) {
        if (previous.request_hash !== hash) {
          throw new ApiError({
            code: 'idempotency-key-reused',
            detail: 'This idempotency key was used for another purchase.',
          });
        }
        return { order: previous, replayed: true };
      }
      const [bundle] = await tx.query<BundleRow>('select * from bundles where id = $1', [bundleId]);
      if (!bundle) throw notFound(`No bundle has the id "${bundleId}".`);
      const [order] = await tx.query<OrderRow>(
        `insert into orders (persona_id, kind, status, total, idempotency_key, request_hash, bundle_id, payment_provider, payment_tx_id)
         values ($1, 'bundle', 'pending', $2, $3, $4, $5, $6, $7) returning *`,
        [
          buyer.id,
          bundle.amount,
          key,
          hash,
          bundle.id,
          `${SANDBOX_PROVIDER}:${paymentMethodId}`,
          `sbx_${randomBytes(12).toString('hex')}`,
        ],
      );
      if (!order) throw new Error('insert into orders returned no row');
      return { order, replayed: false };
    });
    return reply
      .code(result.replayed ? 200 : 201)
      .type(JSON_API_CONTENT_TYPE)
      .send(await orderDocument(db, result.order));
  });

  // docs/upstream-api.md: POST /steam/payment with data.orderId starts the provider's payment for a pending order.
  app.post('/steam/payment', async (request, reply) => {
    const buyer = await callers.required(request, 'paying');
    const body = request.body as { data?: { orderId?: unknown; attributes?: { orderId?: unknown } } } | undefined;
    const orderId = body?.data?.orderId ?? body?.data?.attributes?.orderId;
    const parsed = paymentSchema.safeParse({ orderId });
    if (!parsed.success) {
      throw new ApiError({
        code: 'invalid-attribute',
        detail: 'data.orderId must be an order id.',
        source: { pointer: '/data/orderId' },
      });
    }
    const [order] = await db.query<OrderRow>('select * from orders where id = $1 and persona_id = $2 and kind = $3', [
      parsed.data.orderId,
      buyer.id,
      'bundle',
    ]);
    if (!order) throw notFound('You have no Lumen Dollars order with this id.');
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: {
        type: 'payment',
        id: order.payment_tx_id,
        attributes: { orderId: order.id, status: order.status, provider: SANDBOX_PROVIDER, amount: order.total },
      },
    });
  });

  // The sandbox provider's confirmation step (what the buyer's "Pay" or "Cancel" on its page calls).
  app.post<{ Params: { txId: string; decision: string } }>(
    '/payments/sandbox/:txId/:decision',
    async (request, reply) => {
      const buyer = await callers.required(request, 'paying');
      const { txId, decision } = request.params;
      if (decision !== 'confirm' && decision !== 'cancel') throw notFound('Confirm or cancel a payment.');
      const order = await inTransaction(db, async (tx) => {
        await lockPersonaBalance(tx, buyer.id);
        const [current] = await tx.query<OrderRow>(
          'select * from orders where payment_tx_id = $1 and persona_id = $2 for update',
          [txId, buyer.id],
        );
        if (!current) throw notFound('You have no payment with this transaction id.');
        const wanted = decision === 'confirm' ? 'completed' : 'cancelled';
        if (current.status === wanted) return current;
        if (current.status !== 'pending') {
          throw new ApiError({ code: 'payment-not-pending', detail: `This payment is already ${current.status}.` });
        }
        const transactionId =
          decision === 'confirm'
            ? await postTransaction(tx, 'top-up', [
                { accountId: SYSTEM_ACCOUNTS.payments, amount: -current.total },
                { accountId: personaAccountId(buyer.id), amount: current.total },
              ])
            : null;
        const [updated] = await tx.query<OrderRow>(
          `update orders set status = $2, transaction_id = $3, completed_at = now() where id = $1 returning *`,
          [current.id, wanted, transactionId],
        );
        if (!updated) throw new Error('update orders returned no row');
        return updated;
      });
      return reply.type(JSON_API_CONTENT_TYPE).send(await orderDocument(db, order));
    },
  );
}
