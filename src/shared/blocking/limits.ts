// Blocking's constants (docs/product.md §17), read by the services, the web tier and the browser.

/** The page that lists the personas one blocked, with Unblock (the account menu links to it). */
export const BLOCKED_PATH = '/settings/blocked';

/** Blocked personas per page of the manage page and of GET /user/blocks. */
export const BLOCKS_PAGE_SIZE = 24;
export const MAX_BLOCKS_PAGE_SIZE = 100;

/**
 * The refusal of a friend request between two personas when either blocked the other (docs/product.md §17): the
 * same words whichever side blocked, so the one blocked cannot tell the block from the answer alone. Callers
 * of the web tier read it as the FORBIDDEN error's message; the pages say it in the reader's language
 * (message `blocking.requestRefused`).
 */
export const FRIEND_REQUEST_UNAVAILABLE = 'You cannot send this persona a friend request.';
