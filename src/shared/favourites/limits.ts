// Favourites constants both sides need (no zod: the browser imports this).
export { FAVOURITES_PATH } from './paths.ts';

/** docs/product.md §5, §11: a favourite is a review of an experience whose rating is fixed at 5. */
export const FAVOURITE_RATING = 5;
/** Cards on one screen whose favourite state one status call answers (the upstream's filter limit). */
export const MAX_STATUS_IDS = 100;
/** Cards per page of /favourites (a multiple of 2 and 3, like the browse grid). */
export const FAVOURITES_PAGE_SIZE = 24;
export const MAX_FAVOURITES_PAGE_SIZE = 60;
