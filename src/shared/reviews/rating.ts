// Rules of a review shared by the server and the browser (docs/product.md §5 Review, §7 star rating: default 5
// stars, half-star increments; docs/product.md §11 rating scale max 5). Pure: the browser imports this module, so no zod
// here; schema.ts wraps the same rules for the server.
import { RATING_MAX } from '../listings/limits.ts';

export { RATING_MAX };
/** docs/product.md §7/§11: ratings move in half stars. */
export const RATING_STEP = 0.5;
/** The smallest rating a review can give (the upstream accepts 0.5–5). */
export const RATING_MIN = 0.5;
/** docs/product.md §7: a new rating starts at 5 stars. */
export const DEFAULT_RATING = RATING_MAX;
/** The upstream's limit on review text, counted like it (UTF-16 units, after trimming). */
export const REVIEW_TEXT_MAX_LENGTH = 2000;

export const REVIEW_MESSAGES = {
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars in half stars.`,
  textTooLong: `Write at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  selfReview: 'You cannot review your own listing.',
  exists: 'You have already reviewed this listing. Edit that review instead.',
  notAuthor: 'Only its author can change or delete this review.',
  attachment: 'That picture cannot be attached. Choose the picture again here, wait until it is uploaded, then save.',
} as const;

/** True for 0.5, 1, 1.5 … 5: what the upstream accepts. */
export function isValidRating(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= RATING_MIN &&
    value <= RATING_MAX &&
    Number.isInteger(value * 2)
  );
}

/** Any number -> the nearest half step within 0.5–5 (NaN reads as the default). */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_RATING;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(value * 2) / 2));
}

/** What a screen reader hears for a chosen rating: 'Rated 3.5 out of 5'. */
export function ratingValueText(rating: number): string {
  return `Rated ${clampRating(rating)} out of ${RATING_MAX}`;
}

/** Short words for a rating (the widget's visible caption): '1 star', '3.5 stars'. */
export function ratingWords(rating: number): string {
  const value = clampRating(rating);
  return value === 1 ? '1 star' : `${value} stars`;
}

/**
 * The slider's keyboard (WAI-ARIA slider pattern): arrows move half a star, Page Up/Down a whole star,
 * Home/End the ends. Null for any other key, so the caller leaves it alone (Tab keeps working).
 */
export function ratingForKey(current: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampRating(current + RATING_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampRating(current - RATING_STEP);
    case 'PageUp':
      return clampRating(current + 1);
    case 'PageDown':
      return clampRating(current - 1);
    case 'Home':
      return RATING_MIN;
    case 'End':
      return RATING_MAX;
    default:
      return null;
  }
}

/**
 * A pointer over star `index` (0-based) at `fraction` of its width (0 left edge, 1 right edge): its left
 * half means half a star, its right half the whole star.
 */
export function ratingFromPointer(index: number, fraction: number): number {
  return clampRating(index + (fraction <= 0.5 ? 0.5 : 1));
}

/** The filled width in half-star steps (1–10): the widget picks its width class by this, never a style. */
export function halfSteps(rating: number): number {
  return Math.round(clampRating(rating) * 2);
}

/** docs/product.md §5: the text may be null. Trimmed; empty or blank means no text (null). */
export function normaliseReviewText(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export type ReviewFormValidation =
  | { readonly ok: true; readonly rating: number; readonly review: string | null }
  | { readonly ok: false; readonly field: 'rating' | 'review'; readonly message: string };

/** The review form's rules, checked in the browser before sending and again by the server. */
export function validateReviewForm(input: {
  rating: unknown;
  review: string | null | undefined;
}): ReviewFormValidation {
  if (!isValidRating(input.rating)) return { ok: false, field: 'rating', message: REVIEW_MESSAGES.rating };
  const review = normaliseReviewText(input.review);
  if (review !== null && review.length > REVIEW_TEXT_MAX_LENGTH)
    return { ok: false, field: 'review', message: REVIEW_MESSAGES.textTooLong };
  return { ok: true, rating: input.rating, review };
}
