// Lumen Dollar bundles over the upstream client (docs/upstream-api.md: GET /bundles, POST /orders/bundle, POST
// /steam/payment with data.orderId, GET /orders/status/{txId}) and the sandbox provider's confirmation.
import { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import type { Bundle, PaymentMethod, PendingPayment } from '../../shared/funds/schema.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;

const bundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().int().positive(),
  priceCents: z.number().int().positive(),
  currency: z.string(),
});
const orderSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'completed', 'failed', 'cancelled']),
  total: z.number().int(),
  transactionId: z.string().nullable(),
});
const paymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: orderSchema.shape.status,
  amount: z.number().int(),
});
const statusSchema = z.object({
  id: z.string(),
  status: orderSchema.shape.status,
  transactionId: z.string().nullable(),
});

export async function listBundles(upstream: UpstreamClient): Promise<Bundle[]> {
  const document = await upstream.getCollection('/bundles', { ...JSONAPI, schema: bundleSchema });
  return document.data.map(({ id, name, amount, priceCents, currency }) => ({
    id,
    name,
    amount,
    priceCents,
    currency,
  }));
}

const paymentMethodSchema = z.object({
  id: z.string(),
  display_string: z.string(),
  method_class: z.string(),
  provider: z.string().regex(/^[a-z0-9-]{1,40}$/),
});

export async function paymentMethods(upstream: UpstreamClient): Promise<PaymentMethod[]> {
  const document = await upstream.getCollection('/user/payment-methods', { ...JSONAPI, schema: paymentMethodSchema });
  return document.data.map(({ id, display_string, method_class, provider }) => ({
    id,
    display_string,
    method_class,
    provider,
  }));
}

/** Creates the pending order, then starts the provider's payment for it. */
export async function buyBundle(
  upstream: UpstreamClient,
  input: { bundleId: string; paymentMethodId?: string | undefined; idempotencyKey: string },
): Promise<PendingPayment> {
  const order = await upstream.sendResource('POST', '/orders/bundle', {
    ...JSONAPI,
    headers: { 'idempotency-key': input.idempotencyKey },
    body: {
      data: { type: 'bundleOrder', attributes: { bundleId: input.bundleId, paymentMethodId: input.paymentMethodId } },
    },
    schema: orderSchema,
  });
  const payment = await upstream.sendResource('POST', '/steam/payment', {
    ...JSONAPI,
    body: { data: { orderId: order.data.id } },
    schema: paymentSchema,
  });
  return {
    orderId: order.data.id,
    transactionId: payment.data.id,
    amount: payment.data.amount,
    status: payment.data.status,
  };
}

export async function paymentStatus(upstream: UpstreamClient, transactionId: string): Promise<PendingPayment> {
  const status = await upstream.getResource(`/orders/status/${encodeURIComponent(transactionId)}`, {
    ...JSONAPI,
    schema: statusSchema,
  });
  const order = await upstream.getResource(`/user/orders/${encodeURIComponent(status.data.id)}`, {
    ...JSONAPI,
    schema: orderSchema,
  });
  return { orderId: order.data.id, transactionId, amount: order.data.total, status: order.data.status };
}

/** The sandbox provider's Pay / Cancel. */
export async function decidePayment(
  upstream: UpstreamClient,
  input: { transactionId: string; decision: 'confirm' | 'cancel' },
): Promise<PendingPayment> {
  const order = await upstream.sendResource(
    'POST',
    `/payments/sandbox/${encodeURIComponent(input.transactionId)}/${input.decision}`,
    { ...JSONAPI, body: {}, schema: orderSchema },
  );
  return {
    orderId: order.data.id,
    transactionId: input.transactionId,
    amount: order.data.total,
    status: order.data.status,
  };
}
