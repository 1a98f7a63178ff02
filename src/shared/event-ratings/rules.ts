// The pure rules of rating past events (docs/product.md §24): when an event can be rated, who may rate it, and
// how an average is written (one decimal). The service decides with them; the page words its answer by them.
import { RATING_WINDOW_DAYS } from './limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where `now` stands against an event's rating window: before its end, within the window, or after it. */
export type RatingWindow = 'not-ended' | 'open' | 'closed';

/** The window opens when the event ends and stays open for RATING_WINDOW_DAYS (the end of the window excluded). */
export function ratingWindow(endsAt: Date, now: Date): RatingWindow {
  const end = endsAt.getTime();
  const at = now.getTime();
  if (at < end) return 'not-ended';
  return at < end + RATING_WINDOW_DAYS * DAY_MS ? 'open' : 'closed';
}

/** The last moment an event can be rated (exclusive). */
export function ratingWindowEnd(endsAt: Date): Date {
  return new Date(endsAt.getTime() + RATING_WINDOW_DAYS * DAY_MS);
}

/** Why a persona may not rate an event, or 'allowed'; checked in the order of ratingEligibility. */
export const RATING_ELIGIBILITIES = ['allowed', 'cancelled', 'host', 'not-ended', 'closed', 'not-attendee'] as const;
export type RatingEligibility = (typeof RATING_ELIGIBILITIES)[number];

export function ratingEligibility(input: {
  cancelled: boolean;
  isHost: boolean;
  attended: boolean;
  endsAt: Date;
  now: Date;
}): RatingEligibility {
  if (input.cancelled) return 'cancelled';
  if (input.isHost) return 'host';
  const window = ratingWindow(input.endsAt, input.now);
  if (window !== 'open') return window;
  return input.attended ? 'allowed' : 'not-attendee';
}

/**
 * The average of `count` ratings whose stars add up to `sum`, to one decimal, halves rounded up (4.25 → 4.3);
 * null when there are none. Whole-number arithmetic, so no binary fraction decides a rounding.
 */
export function averageStars(sum: number, count: number): number | null {
  if (!Number.isInteger(sum) || !Number.isInteger(count) || count <= 0 || sum < 0) return null;
  const tenths = Math.floor((sum * 20 + count) / (2 * count));
  return tenths / 10;
}

/** The average written with one decimal ('4.0', '4.3'), as the pages show it. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}
