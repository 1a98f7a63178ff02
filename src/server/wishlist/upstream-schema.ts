// What the web tier accepts from the wishlist service (docs/upstream-api-wishlist.md) after JSON:API
// deserialisation. A missing or mistyped attribute is a contract failure (502).
import { z } from 'zod';

export const upstreamWishlistEntrySchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  status: z.enum(['listed', 'delisted', 'deleted']),
  available: z.boolean(),
  imageUrl: z.string().nullable(),
  creatorHandle: z.string(),
  creatorName: z.string(),
  promotion: z
    .object({
      percentOff: z.number().nullable(),
      label: z.string().nullable(),
      promotionalPrice: z.number().nullable(),
      endsAt: z.string(),
    })
    .nullable(),
  wishedAt: z.string(),
});

export const upstreamWishlistMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});

export const upstreamWishlistStatusSchema = z.object({ id: z.string(), productId: z.string(), wished: z.boolean() });
