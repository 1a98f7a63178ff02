// What the gifts service answers (docs/upstream-api-gifts.md), validated before it is used.
import { z } from 'zod';

/** POST /user/gifts: the giver's order, of kind 'gift'. */
export const upstreamGiftOrderSchema = z.object({
  id: z.string(),
  kind: z.literal('gift'),
  total: z.number().int().min(0),
});

/** meta of a refusal: insufficient funds carries the balance and what is missing. */
export const upstreamGiftErrorMetaSchema = z
  .object({ balance: z.number(), total: z.number(), needed: z.number() })
  .partial();

/** GET /user/gifts/received: one gift the caller received. */
export const upstreamReceivedGiftSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  giverHandle: z.string(),
  giverName: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
