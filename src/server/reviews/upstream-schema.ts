// What we accept from the reviews service (docs/upstream-api.md "Reviews and favourites") after
// JSON:API deserialisation: a `review` resource.
import { z } from 'zod';
import { upstreamImageSizeSchema } from '../uploads/upstream-schema.ts';

/** The one picture a review may carry (docs/upstream-api.md "Attachments"). */
export const upstreamAttachmentSchema = z.object({
  id: z.string(),
  alt: z.string().nullable(),
  sizes: z.array(upstreamImageSizeSchema),
});

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

/** The caller's helpful vote on a review (docs/upstream-api.md "Reviews and favourites": `review-helpful`). */
export const upstreamReviewVoteSchema = z.object({
  id: z.string(),
  helpful: z.boolean(),
  helpfulCount: z.number().int().min(0),
});

/** The item owner's reply under a review; services without replies leave it out, which reads as none. */
export const upstreamReviewReplySchema = z
  .object({
    body: z.string(),
    personaHandle: z.string(),
    personaName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .nullish()
  .transform((value) => value ?? null);

/** A review with its votes and reply: what PUT /review/{id}/reply answers. */
export const upstreamRepliedReviewSchema = z.object({ id: z.string(), reply: upstreamReviewReplySchema });
