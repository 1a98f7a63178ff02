// What we accept from the reviews service (docs/upstream-api.md "Reviews and favourites") after
// JSON:API deserialisation: a `review` resource.
import { z } from 'zod';
import { upstreamImageSizeSchema } from '../uploads/upstream-schema.ts';

/** The one picture a review may carry (docs/upstream-api.md "Attachments"). */
export const upstreamAttachmentSchema = z.object({ id: z.string(), alt: z.string().nullable(), sizes: z.array(upstreamImageSizeSchema) });

/** A review's `attachment` member: services without attachments leave it out, which reads as none. */
export const upstreamReviewAttachmentMember = upstreamAttachmentSchema.nullish().transform((value) => value ?? null);

export const upstreamOwnReviewSchema = z.object({
  id: z.string(),
  item: z.object({ type: z.string(), id: z.string(), name: z.string().optional() }).optional(),
  reviewSummaryId: z.string().optional(),
  rating: z.number(),
  review: z.string().nullable(),
  personaId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  attachment: upstreamReviewAttachmentMember,
});
export type UpstreamOwnReview = z.infer<typeof upstreamOwnReviewSchema>;
