// Contracts of gifting (docs/product.md §20; docs/upstream-api-gifts.md). Server side only (zod); the browser
// imports types from here and constants from limits.ts.
import { z } from 'zod';
import { idempotencyKeySchema, productIdSchema } from '../cart/schema.ts';
import { avatarHandleSchema } from '../friends/schema.ts';
import { GIFT_MESSAGE_MAX, RECEIVED_GIFTS_PER_PAGE, giftMessageLength } from './limits.ts';

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

/** gifts.received: a page of the gifts the viewer received, newest first. */
export const receivedGiftsInputSchema = z
  .object({
    page: z.coerce
      .number()
      .int('The page must be a whole number.')
      .min(1, 'The page must be 1 or more.')
      .max(1000, 'That page is too far.')
      .default(1),
  })
  .strict();
export type ReceivedGiftsInput = z.input<typeof receivedGiftsInputSchema>;
export { RECEIVED_GIFTS_PER_PAGE };

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

/** A gift the viewer received: what, from whom, their words and when (the order stays the giver's). */
export interface ReceivedGift {
  id: string;
  listing: { id: string; name: string; path: string };
  giver: { handle: string; name: string };
  message: string | null;
  receivedAt: string;
}

export interface ReceivedGiftsPage {
  items: ReceivedGift[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}
