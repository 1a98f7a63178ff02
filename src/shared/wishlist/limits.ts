// Wishlist constants both sides need (no zod: the browser imports this). docs/product.md §15.

/** Where a persona's wishlist is listed (the account menu links here). */
export const WISHLIST_PATH = '/wishlist';
/** Listings one persona may wish at once; adding one more is refused until one is removed. */
export const WISHLIST_MAX_ENTRIES = 500;
/** Entries per page of /wishlist, and the most a caller may ask for. */
export const WISHLIST_PAGE_SIZE = 24;
export const MAX_WISHLIST_PAGE_SIZE = 48;
/** Listings whose wished state one call answers (a whole grid of cards). */
export const MAX_WISHLIST_STATUS_IDS = 100;
