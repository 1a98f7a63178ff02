// Contracts of the wishlist domain (docs/product.md §15; docs/upstream-api-wishlist.md). Server side only (zod);
// the browser imports types from here and constants from limits.ts.
import { z } from 'zod';
import { MAX_WISHLIST_PAGE_SIZE, MAX_WISHLIST_STATUS_IDS, WISHLIST_PAGE_SIZE } from './limits.ts';

export const listingIdSchema = z.uuid({ error: 'That is not a listing id.' }).transform((id) => id.toLowerCase());

export const wishlistEntryInputSchema = z.object({ listingId: listingIdSchema }).strict();
export type WishlistEntryInput = z.input<typeof wishlistEntryInputSchema>;

/** wishlist.idsForListings: the cards of one screen, in one call. */
export const wishlistIdsInputSchema = z
  .object({
    listingIds: z
      .array(listingIdSchema)
      .min(1, 'Name at least one listing.')
      .max(MAX_WISHLIST_STATUS_IDS, `Ask about at most ${MAX_WISHLIST_STATUS_IDS} listings at once.`),
  })
  .strict();
export type WishlistIdsInput = z.input<typeof wishlistIdsInputSchema>;

export const wishlistListInputSchema = z
  .object({
    page: z.coerce
      .number({ error: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be 1 or more.')
      .max(1000, 'The page must be at most 1000.')
      .default(1),
    perPage: z.coerce
      .number({ error: 'perPage must be a number.' })
      .int('perPage must be a whole number.')
      .min(1, 'perPage must be 1 or more.')
      .max(MAX_WISHLIST_PAGE_SIZE, `perPage must be at most ${MAX_WISHLIST_PAGE_SIZE}.`)
      .default(WISHLIST_PAGE_SIZE),
  })
  .strict();
export type WishlistListInput = z.input<typeof wishlistListInputSchema>;

// ---- DTOs ----

export interface WishlistItem {
  listingId: string;
  name: string;
  /** /listings/{id}/{slug} */
  path: string;
  price: number;
  /** false: delisted or deleted; it stays on the list until removed (docs/product.md §15). */
  available: boolean;
  imageUrl: string | null;
  creator: { personaHandle: string; personaName: string };
  promotion: {
    percentOff: number | null;
    label: string | null;
    promotionalPrice: number | null;
    endsAt: string;
  } | null;
  wishedAt: string;
}

export interface WishlistPage {
  items: WishlistItem[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  /** The most listings a wishlist holds. */
  limit: number;
}

/** One listing's wished state for the viewer, after a change. */
export interface WishlistState {
  listingId: string;
  wished: boolean;
}

/** The wished listings among those asked about. */
export interface WishlistIds {
  listingIds: string[];
}
