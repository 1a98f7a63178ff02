// Contracts of gifting (docs/product.md §20; docs/upstream-api-gifts.md). Server side only (zod); the browser
// imports types from here and constants from limits.ts.
import { z } from 'zod';
import { idempotencyKeySchema, productIdSchema } from '../cart/schema.ts';
import { avatarHandleSchema } from '../friends/schema.ts';
import { GIFT_MESSAGE_MAX, giftMessageLength } from './limits.ts';

export const giftMessageSchema = z.string().refine((text) => giftMessageLength(text.trim()) <= GIFT_MESSAGE_MAX, {
  error: `A gift message is at most ${GIFT_MESSAGE_MAX} characters.`,
});

/** gifts.send: the listing, the friend (by handle), the price the giver agreed to, an optional message. */
export const sendGiftInputSchema = z
  .object({
    productId: productIdSchema,
    recipientHandle: avatarHandleSchema,
    expectedPrice: z.number().int('Prices are whole Lumen Dollars.').min(0, 'A price cannot be negative.'),
    message: giftMessageSchema.optional(),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();
export type SendGiftInput = z.input<typeof sendGiftInputSchema>;

// ---- DTOs ----

/** Why a gift was refused, as the dialog says it (each has its words in the catalogues). */
export const GIFT_REFUSALS = [
  'not-friends',
  'unavailable-between',
  'recipient-owns',
  'listing-unavailable',
  'own-listing',
  'self',
  'price-changed',
  'insufficient-funds',
] as const;
export type GiftRefusal = (typeof GIFT_REFUSALS)[number];

export type SendGiftResult =
  | { ok: true; orderId: string; total: number; replayed: boolean }
  | { ok: false; reason: 'insufficient-funds'; total: number; balance: number; needed: number }
  | { ok: false; reason: Exclude<GiftRefusal, 'insufficient-funds'>; message: string };
