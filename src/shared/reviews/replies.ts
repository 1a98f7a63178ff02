// Rules of helpful votes and of the owner's reply to a review (docs/product.md §16), shared by the services,
// the web tier and the browser. Pure: the browser imports this module, so no zod here.

/** The longest reply, counted like the services count (UTF-16 units, after trimming). */
export const REVIEW_REPLY_MAX_LENGTH = 1000;

/** How a listing's reviews are ordered: newest first (the default), or the most helpful first, then newest. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** How many reviews one `reviews.votes` call asks about: at most one page of the longest review list. */
export const REVIEW_VOTES_MAX_IDS = 50;

/** The service's refusals in words a person can act on (the web tier answers them as typed errors). */
export const REPLY_MESSAGES = {
  empty: 'Write a reply before posting it.',
  tooLong: `Write at most ${REVIEW_REPLY_MAX_LENGTH} characters.`,
  notOwner: 'Only the seller of this listing can reply to its reviews.',
  ownReview: 'You cannot vote on your own review.',
  missing: 'That review no longer exists. Reload the page to see what is there now.',
} as const;

/** Trimmed; blank is nothing to post (null). */
export function normaliseReplyText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The count a review shows after the viewer's vote changes from `was` to `now` (never below 0). */
export function helpfulCountAfter(count: number, was: boolean, now: boolean): number {
  if (was === now) return count;
  return Math.max(0, count + (now ? 1 : -1));
}
