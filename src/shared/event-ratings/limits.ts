// Ratings of past events' constants (docs/product.md §24), read by the services, the web tier and the browser.

/** Stars: a whole number from 1 to 5. */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
/** The optional comment: trimmed, at most 1000 characters (blank means none). */
export const RATING_COMMENT_MAX_LENGTH = 1000;
/** How long after an event (or an occurrence) has ended its attendees may rate it, in days. */
export const RATING_WINDOW_DAYS = 30;
/** Ratings on an event's page, newest first. */
export const RATINGS_PAGE_SIZE = 24;
export const MAX_RATINGS_PAGE_SIZE = 100;
/** The host page's most recent ratings. */
export const HOST_RECENT_RATINGS = 3;
