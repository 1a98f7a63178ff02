// Contracts of the reviews domain (docs/product.md §5 Review, docs/upstream-api.md Reviews): the viewer's own review of a listing.
// Server side only (zod); the browser imports types from here and rules from rating.ts.
import { z } from 'zod';
import { listingIdSchema } from '../listings/schema.ts';
import { ATTACHMENT_ALT_MAX_LENGTH } from '../uploads/limits.ts';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH, isValidRating, normaliseReviewText } from './rating.ts';
import { REPLY_MESSAGES, REVIEW_REPLY_MAX_LENGTH, REVIEW_VOTES_MAX_IDS, normaliseReplyText } from './replies.ts';

export const reviewIdSchema = z.uuid({ error: 'That is not a review id.' });

export const ratingSchema = z.number({ error: REVIEW_MESSAGES.rating }).refine(isValidRating, REVIEW_MESSAGES.rating);

/** Trimmed; null, empty or blank -> null; at most 2000 characters after trimming. */
export const reviewTextSchema = z
  .string({ error: 'The review must be text.' })
  .nullish()
  .transform((value) => normaliseReviewText(value))
  .refine((value) => value === null || value.length <= REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textTooLong);

/** The picture of a review: an uploaded image's id (never an address), or null for none. */
export const attachmentIdSchema = z.uuid({ error: 'Attach a picture you uploaded here.' }).nullable();

/** Words that describe the picture for people who cannot see it; blank means the default text. */
export const attachmentAltSchema = z
  .string({ error: 'The picture description must be text.' })
  .trim()
  .max(ATTACHMENT_ALT_MAX_LENGTH, `Describe the picture in at most ${ATTACHMENT_ALT_MAX_LENGTH} characters.`)
  .nullish()
  .transform((value) => (value ? value : null));

export const myReviewInputSchema = z.object({ productId: listingIdSchema }).strict();

export const createReviewInputSchema = z
  .object({
    productId: listingIdSchema,
    rating: ratingSchema,
    review: reviewTextSchema,
    attachmentId: attachmentIdSchema.optional(),
    attachmentAlt: attachmentAltSchema,
  })
  .strict();
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;

export const updateReviewInputSchema = z
  .object({
    id: reviewIdSchema,
    rating: ratingSchema,
    review: reviewTextSchema,
    attachmentId: attachmentIdSchema.optional(),
    attachmentAlt: attachmentAltSchema,
  })
  .strict();
export type UpdateReviewInput = z.input<typeof updateReviewInputSchema>;

export const removeReviewInputSchema = z.object({ id: reviewIdSchema }).strict();

// ---- DTOs ----

/** The viewer's own review of a listing. */
export interface MyReview {
  id: string;
  productId: string;
  rating: number;
  /** docs/product.md §5: may be null. */
  review: string | null;
  createdAt: string;
  updatedAt: string;
  attachment: ReviewAttachment | null;
}

/** The one picture of a review, in the sizes the uploads service made (thumb, large). */
export interface ReviewAttachment {
  imageId: string;
  /** The reviewer's description, or null (the page then says what it is). */
  alt: string | null;
  sizes: { name: string; width: number; height: number; url: string }[];
}

// ---- Helpful votes and the owner's reply (docs/product.md §16) ----

/** One page of reviews at most: the viewer's votes are asked for the page they look at. */
export const reviewVotesInputSchema = z
  .object({
    reviewIds: z
      .array(reviewIdSchema)
      .min(1)
      .max(REVIEW_VOTES_MAX_IDS, `Ask about at most ${REVIEW_VOTES_MAX_IDS} reviews.`),
  })
  .strict();

export const voteReviewInputSchema = z
  .object({ reviewId: reviewIdSchema, helpful: z.boolean({ error: 'helpful must be true or false.' }) })
  .strict();

/** Trimmed; blank is refused; at most REVIEW_REPLY_MAX_LENGTH characters after trimming. */
export const replyTextSchema = z
  .string({ error: 'The reply must be text.' })
  .transform((value) => normaliseReplyText(value))
  .refine((value): value is string => value !== null, REPLY_MESSAGES.empty)
  .refine((value) => value.length <= REVIEW_REPLY_MAX_LENGTH, REPLY_MESSAGES.tooLong);

export const replyReviewInputSchema = z.object({ reviewId: reviewIdSchema, body: replyTextSchema }).strict();
export const removeReplyInputSchema = z.object({ reviewId: reviewIdSchema }).strict();

/** The viewer's vote on one review and its count as of that answer. */
export interface ReviewVote {
  reviewId: string;
  helpful: boolean;
  helpfulCount: number;
}

/** The item owner's one reply, shown under the review with the replier's name and date. */
export interface ReviewReply {
  body: string;
  personaHandle: string;
  personaName: string;
  createdAt: string;
  updatedAt: string;
}
