// Buying Lumen Dollars (docs/product.md §9): bundles, a purchase through the payment provider, its confirmation.
// zod values are server side; the browser imports the types.
import { z } from 'zod';
import { idempotencyKeySchema } from '../cart/schema.ts';

export const buyBundleInputSchema = z
  .object({
    bundleId: z.string().min(1).max(100),
    paymentMethodId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, 'That is not a payment method.')
      .optional(),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();

export const paymentDecisionInputSchema = z
  .object({
    transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'That is not a payment transaction id.'),
    decision: z.enum(['confirm', 'cancel']),
  })
  .strict();

export const paymentStatusInputSchema = paymentDecisionInputSchema.pick({ transactionId: true });

export interface Bundle {
  id: string;
  name: string;
  amount: number;
  priceCents: number;
  currency: string;
}

/** docs/product.md §9 Payment card; the icon is /assets/images/payments/{provider}.png. */
export interface PaymentMethod {
  id: string;
  display_string: string;
  method_class: string;
  provider: string;
}

export interface PendingPayment {
  orderId: string;
  transactionId: string;
  amount: number;
  status: 'pending' | 'completed' | 'failed' | 'cancelled';
}
