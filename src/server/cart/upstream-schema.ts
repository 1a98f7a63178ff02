// What we accept from the cart and orders services (deserialised JSON:API).
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { NO_PICTURE_URL } from '../../shared/media/picture-url.ts';
import { wholeCoinsSchema } from '../../shared/cart/whole-coins.ts';

export const upstreamCartSchema = z.object({
  id: z.string(),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      // Read line by line (src/shared/cart/whole-coins.ts, in service.ts): one line priced in a way we
      // cannot read must not take the whole cart down with it.
      price: z.unknown(),
      priceAtAdd: z.unknown(),
      storeUrl: z.string(),
      thumbUrl: shownPictureUrlSchema(NO_PICTURE_URL),
    }),
  ),
  delistedItems: z.array(z.object({ productId: z.string(), name: z.string() })),
  total: z.unknown(),
});

/** GET /users/cart/products/{id}: the line (its attributes), or a 404 when the product is not in the cart. */
export const upstreamCartLineSchema = z.object({
  data: z.object({ type: z.literal('cartItem'), id: z.string() }),
});

export const upstreamOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(['cart', 'product', 'bundle']),
  status: z.enum(['pending', 'completed', 'failed', 'cancelled']),
  total: wholeCoinsSchema,
  createdAt: z.string(),
  items: z.array(z.object({ productId: z.string(), name: z.string(), price: wholeCoinsSchema })),
});

/** meta of an error document's first error (insufficient funds carries balance/needed; unavailable the names). */
export const upstreamErrorMetaSchema = z
  .object({
    balance: z.number().optional(),
    total: z.number().optional(),
    needed: z.number().optional(),
    names: z.array(z.string()).optional(),
  })
  .partial();
