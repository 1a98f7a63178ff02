// Contracts of the reviews domain (docs/product.md §5 Review, docs/upstream-api.md Reviews): the viewer's own review of a listing.
// Server side only (zod); the browser imports types from here and rules from rating.ts.
import { z } from 'zod';
import { listingIdSchema } from '../listings/schema.ts';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH, isValidRating, normaliseReviewText } from './rating.ts';

export const reviewIdSchema = z.uuid({ error: 'That is not a review id.' });

export const ratingSchema = z.number({ error: REVIEW_MESSAGES.rating }).refine(isValidRating, REVIEW_MESSAGES.rating);

/** Trimmed; null, empty or blank -> null; at most 2000 characters after trimming. */
export const reviewTextSchema = z
  .string({ error: 'The review must be text.' })
  .nullish()
  .transform((value) => normaliseReviewText(value))
  .refine((value) => value === null || value.length <= REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textTooLong);

export const myReviewInputSchema = z.object({ productId: listingIdSchema }).strict();

export const createReviewInputSchema = z
  .object({ productId: listingIdSchema, rating: ratingSchema, review: reviewTextSchema })
  .strict();
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;

export const updateReviewInputSchema = z.object({ id: reviewIdSchema, rating: ratingSchema, review: reviewTextSchema }).strict();
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
}
