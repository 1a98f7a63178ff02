// Contracts of ratings of past events and hosts (docs/product.md §24; docs/upstream-api-event-ratings.md).
// Server side only (zod); the browser imports types from here and constants from limits.ts and rules.ts.
import { z } from 'zod';
import { handleSchema } from '../experiences/schema.ts';
import { eventIdSchema } from '../events/schema.ts';
import { MAX_RATINGS_PAGE_SIZE, MAX_STARS, MIN_STARS, RATING_COMMENT_MAX_LENGTH, RATINGS_PAGE_SIZE } from './limits.ts';
import type { RatingEligibility } from './rules.ts';

/** The words of each refusal, shared by the service and the web tier (the pages say them in the reader's language). */
export const RATING_MESSAGES = {
  starsInvalid: `Choose from ${MIN_STARS} to ${MAX_STARS} stars.`,
  commentTooLong: `A comment has at most ${RATING_COMMENT_MAX_LENGTH} characters.`,
  notAttendee: 'Only people who had a ticket for this event or saved it can rate it.',
  ownEvent: 'You cannot rate an event you host.',
  cancelled: 'A cancelled event cannot be rated.',
  notEnded: 'This event can be rated once it has ended.',
  closed: 'Ratings for this event are closed.',
  noRating: 'You have not rated this event.',
} as const;

export const ratingStarsSchema = z
  .number({ error: RATING_MESSAGES.starsInvalid })
  .int(RATING_MESSAGES.starsInvalid)
  .min(MIN_STARS, RATING_MESSAGES.starsInvalid)
  .max(MAX_STARS, RATING_MESSAGES.starsInvalid);
/** Blank means no comment. */
export const ratingCommentSchema = z
  .string({ error: 'A comment is text.' })
  .trim()
  .max(RATING_COMMENT_MAX_LENGTH, RATING_MESSAGES.commentTooLong)
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));

const pageSchema = z.number().int().min(1, 'Pages start at 1.').max(1000, 'That page is too far.').default(1);

/** eventRatings.list: an event's ratings, the average, and what the viewer may do. */
export const eventRatingsInputSchema = z
  .object({
    eventId: eventIdSchema,
    page: pageSchema,
    perPage: z.number().int().min(1).max(MAX_RATINGS_PAGE_SIZE).default(RATINGS_PAGE_SIZE),
  })
  .strict();
export type EventRatingsInput = z.input<typeof eventRatingsInputSchema>;

/** eventRatings.rate: the viewer's rating of an event, made or changed. */
export const rateEventInputSchema = z
  .object({ eventId: eventIdSchema, stars: ratingStarsSchema, comment: ratingCommentSchema })
  .strict();
export type RateEventInput = z.input<typeof rateEventInputSchema>;

/** eventRatings.remove: the viewer takes their rating back. */
export const removeRatingInputSchema = z.object({ eventId: eventIdSchema }).strict();
export type RemoveRatingInput = z.input<typeof removeRatingInputSchema>;

/** eventRatings.host: a host's rating over all their events, with the most recent ratings. */
export const hostRatingsInputSchema = z.object({ handle: handleSchema }).strict();
export type HostRatingsInput = z.input<typeof hostRatingsInputSchema>;

// ---- DTOs ----

export interface RatingSummary {
  /** One decimal (src/shared/event-ratings/rules.ts averageStars); null with no ratings. Counts every rating. */
  average: number | null;
  count: number;
}

export interface EventRating {
  stars: number;
  comment: string | null;
  /** When it was made or last changed. */
  ratedAt: string;
  rater: { handle: string; name: string; avatarUrl: string };
}

export interface MyRating {
  stars: number;
  comment: string | null;
  ratedAt: string;
}

/** What the viewer may do: 'visitor' for a caller without a persona, else the rule's answer. */
export type ViewerEligibility = RatingEligibility | 'visitor';

export interface EventRatingsPage {
  summary: RatingSummary;
  /** The ratings the viewer may see (blocks either way left out), newest first. */
  items: EventRating[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  viewer: { eligibility: ViewerEligibility; mine: MyRating | null };
  /** When rating closes (exclusive). */
  windowEndsAt: string;
}

export interface HostRating extends EventRating {
  event: { id: string; title: string; path: string };
}

export interface HostRatings {
  summary: RatingSummary;
  recent: HostRating[];
}
