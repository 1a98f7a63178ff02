// What we accept from the experiences service's favourites calls (docs/upstream-api-favourites.md) after
// JSON:API deserialisation.
import { z } from 'zod';
import { upstreamExperienceCardSchema } from '../experiences/upstream-schema.ts';

/** A favourite: a `review` whose item is an experience (docs/product.md §5). */
export const upstreamFavouriteSchema = z.object({
  id: z.string(),
  item: z.object({ type: z.string(), id: z.string(), name: z.string().optional() }),
  rating: z.number(),
  createdAt: z.string(),
});
export type UpstreamFavourite = z.infer<typeof upstreamFavouriteSchema>;

/** A review summary; for an experience, `count` is its favourites. */
export const upstreamSummarySchema = z.object({
  id: z.string(),
  count: z.number().int().nonnegative(),
});

/** GET /favorites: experience cards (sparse fields) with when the caller favourited them. */
export const upstreamFavouriteExperienceSchema = upstreamExperienceCardSchema.extend({
  favouritedAt: z.string(),
});
