// What we accept from the reviews service (docs/upstream-api.md "Reviews and favourites") after
// JSON:API deserialisation: a `review` resource.
import { z } from 'zod';

export const upstreamOwnReviewSchema = z.object({
  id: z.string(),
  item: z.object({ type: z.string(), id: z.string(), name: z.string().optional() }).optional(),
  reviewSummaryId: z.string().optional(),
  rating: z.number(),
  review: z.string().nullable(),
  personaId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type UpstreamOwnReview = z.infer<typeof upstreamOwnReviewSchema>;
