// Plain constants of the listings domain, kept apart from schema.ts so browser code can use them
// without bundling zod.
export const LISTING_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** 24 divides evenly into the 2-, 3- and 4-column grids. */
export const LISTINGS_PAGE_SIZE = 24;
export const MAX_LISTINGS_PAGE_SIZE = 48;
export const MAX_LISTINGS_PAGE = 1000;
export const MAX_LISTING_SEARCH_LENGTH = 100;
/** The commerce service accepts prices 0–1,000,000 (docs/upstream-api.md, commerce catalogue). */
export const MAX_LISTING_PRICE = 1_000_000;
export const REVIEWS_PAGE_SIZE = 10;
/** Listings a creator's section shows on a profile card / popup. */
export const PROFILE_LISTING_COUNT = 4;
/** docs/product.md §5/§11: ratings are out of 5. */
export const RATING_MAX = 5;
/** docs/product.md §11 carousel: autoplay every 4000 ms, slides move in about 400 ms. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_SPEED_MS = 400;
/**
 * An owner's promotion of a listing (docs/product.md §15): a percentage off from 1 to 90, an optional label,
 * starting when saved and ending at most 90 days later.
 */
export const PROMOTION_LIMITS = { minPercentOff: 1, maxPercentOff: 90, maxLabel: 80, maxDays: 90 } as const;
