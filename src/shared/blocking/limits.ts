// Blocking's constants (docs/product.md §17), read by the services, the web tier and the browser.

/** Blocked personas per page of the manage page and of GET /user/blocks. */
export const BLOCKS_PAGE_SIZE = 24;
export const MAX_BLOCKS_PAGE_SIZE = 100;
