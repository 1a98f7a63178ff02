// Favourites constants both sides need (no zod: the browser imports this).

/** docs/product.md §5, §11: a favourite is a review of an experience whose rating is fixed at 5. */
export const FAVOURITE_RATING = 5;
/** Cards on one screen whose favourite state one status call answers (the upstream's filter limit). */
export const MAX_STATUS_IDS = 100;
/** Cards per page of /favourites (a multiple of 2 and 3, like the browse grid). */
export const FAVOURITES_PAGE_SIZE = 24;
export const MAX_FAVOURITES_PAGE_SIZE = 60;

/** Accessible name of the favourite toggle (docs/product.md §5 favourite button). */
export function favouriteButtonLabel(name: string, favourited: boolean): string {
  return favourited ? `Remove ${name} from favourites` : `Add ${name} to favourites`;
}

/** "1 favourite" / "N favourites". */
export function favouriteCountLabel(count: number): string {
  return count === 1 ? '1 favourite' : `${count.toLocaleString('en-US')} favourites`;
}

/** The viewer's favourites page (browser and server import this module). */
export const FAVOURITES_PATH = '/favourites';
