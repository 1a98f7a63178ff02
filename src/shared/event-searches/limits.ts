// Saved event searches' constants (docs/product.md §23), read by the services, the web tier and the browser.

/** The page listing the persona's saved searches. */
export const EVENT_SEARCHES_PATH = '/events/searches';

/** Saved searches a persona may keep at once. */
export const MAX_SAVED_SEARCHES = 20;
/** A saved search's name: trimmed, 1–80 characters. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** The words searched for, as on /events. */
export const SAVED_SEARCH_Q_MAX_LENGTH = 100;
