// Contracts for the listings domain (docs/product.md §5 Listing/product, Listings result, Review): what the web
// tier's procedures accept and what they return. No JSON:API shape crosses this line;
// src/server/listings maps into these. Browser code imports only TYPES from here (zod stays out of the
// client bundle); constants are in limits.ts, pure rules in listing-rules.ts.
//
// docs/product.md §5 says a listings result carries `meta.total` and a `results` list whose items have
// `creator.personaHandle`. Our page DTO names them `total` and `items` (like every paged DTO of the web
// tier: experiences, profiles), and each item keeps `creator.personaHandle`; the mapping is
// results -> items, meta.total -> total (src/server/listings/mapping.ts).
import { z } from 'zod';
import { handleSchema } from '../experiences/schema.ts';
import { tagFilterSchema } from '../tags/schema.ts';
import type { StarRow } from '../reviews/summary.ts';
import type { ReviewAttachment, ReviewReply } from '../reviews/schema.ts';
import { REVIEW_SORTS } from '../reviews/replies.ts';
import {
  LISTING_SORTS,
  LISTINGS_PAGE_SIZE,
  MAX_LISTING_PRICE,
  MAX_LISTING_SEARCH_LENGTH,
  MAX_LISTINGS_PAGE,
  MAX_LISTINGS_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
} from './limits.ts';

export type { ListingSort } from './limits.ts';

const pageSchema = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'The page must be 1 or more.')
  .max(MAX_LISTINGS_PAGE, `The page must be at most ${MAX_LISTINGS_PAGE}.`)
  .default(1);

const perPageSchema = z.coerce
  .number({ error: 'perPage must be a number.' })
  .int('perPage must be a whole number.')
  .min(1, 'perPage must be 1 or more.')
  .max(MAX_LISTINGS_PAGE_SIZE, `perPage must be at most ${MAX_LISTINGS_PAGE_SIZE}.`)
  .default(LISTINGS_PAGE_SIZE);

function priceSchema(name: string) {
  return z.coerce
    .number({ error: `The ${name} price must be a number.` })
    .int(`The ${name} price must be a whole number of Lumen Dollars.`)
    .min(0, `The ${name} price cannot be negative.`)
    .max(MAX_LISTING_PRICE, `The ${name} price must be at most ${MAX_LISTING_PRICE.toLocaleString('en-US')}.`)
    .optional();
}

export const listingIdSchema = z.uuid({ error: 'That is not a listing id.' });

/** A category id or slug (the service takes either). */
const categoryRefSchema = z
  .string()
  .trim()
  .max(80, 'That is not a category.')
  .regex(/^[A-Za-z0-9-]+$/, 'That is not a category.');

/** Input of listings.browse and of the /store page's query string (raw strings from a URL are fine). */
export const browseListingsInputSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(MAX_LISTING_SEARCH_LENGTH, `Search for at most ${MAX_LISTING_SEARCH_LENGTH} characters.`)
      .optional(),
    tag: tagFilterSchema.optional(),
    category: categoryRefSchema.optional(),
    minPrice: priceSchema('lowest'),
    maxPrice: priceSchema('highest'),
    // A URL says 'true'/'false'; a caller may pass a boolean.
    free: z
      .union([z.boolean(), z.string().pipe(z.enum(['true', 'false'], { error: 'free is true or false.' }))])
      .transform((value) => value === true || value === 'true')
      .optional(),
    sort: z
      .string()
      .default('relevance')
      .pipe(z.enum(LISTING_SORTS, { error: `Sort by one of: ${LISTING_SORTS.join(', ')}.` })),
    page: pageSchema,
    perPage: perPageSchema,
  })
  .refine((input) => input.minPrice === undefined || input.maxPrice === undefined || input.minPrice <= input.maxPrice, {
    error: 'The lowest price must not be above the highest.',
    path: ['minPrice'],
  });
export type BrowseListingsInput = z.input<typeof browseListingsInputSchema>;
export type BrowseListingsQuery = z.output<typeof browseListingsInputSchema>;

export const listingDetailInputSchema = z.object({ id: listingIdSchema });

export const listingReviewsInputSchema = z.object({
  id: listingIdSchema,
  page: pageSchema,
  perPage: perPageSchema.default(REVIEWS_PAGE_SIZE),
  /** docs/product.md §16: newest first, or the most helpful first. */
  sort: z.enum(REVIEW_SORTS, { error: 'Sort reviews by newest or helpful.' }).default('newest'),
});

export const collectionInputSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9-]+$/, 'That is not a collection.'),
});

export const creatorListingsInputSchema = z.object({
  personaHandle: handleSchema,
  /** Which of the creator's stores to list (id or handle); default their first. */
  store: z
    .string()
    .trim()
    .max(80)
    .regex(/^[A-Za-z0-9-]+$/, 'That is not a store.')
    .optional(),
  page: pageSchema,
  perPage: perPageSchema,
});

// ---- DTOs (plain TypeScript: the server builds them, the browser reads them) ----

export interface ListingCreator {
  personaHandle: string;
  personaName: string;
}

export interface ListingRating {
  /** Out of 5 (2 decimals), null when nobody rated. */
  averageRating: number | null;
  count: number;
}

/** The listing page's rating block: the average, the count and one row per star (src/shared/reviews/summary.ts). */
export interface ListingReviewSummary {
  averageRating: number | null;
  count: number;
  rows: StarRow[];
}

/** What a listing card shows (docs/product.md §5 Listing/product). */
export interface ListingCard {
  id: string;
  name: string;
  slug: string;
  price: number;
  /** The default image's 'card' size (480×480); null: show the 'no image' picture. */
  imageUrl: string | null;
  creator: ListingCreator;
  reviewSummary: ListingRating;
}

/** docs/product.md §5 Listings result: `results` -> items, `meta.total` -> total. */
export interface ListingPage {
  items: ListingCard[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export interface ListingImage {
  id: string;
  thumbUrl: string;
  cardUrl: string;
  largeUrl: string;
  width: number;
  height: number;
}

export interface ListingPromotion {
  label: string | null;
  percentOff: number | null;
  price: number;
  promotionalPrice: number | null;
  endsAt: string | null;
}

export interface ListingDetail extends ListingCard {
  description: string;
  status: 'listed' | 'delisted';
  tags: string[];
  category: { id: string; slug: string; name: string } | null;
  store: { id: string; handle: string; name: string };
  creator: ListingCreator & { avatarImageUrl: string | null };
  images: ListingImage[];
  promotion: ListingPromotion | null;
}

export interface ListingReview {
  id: string;
  rating: number;
  /** docs/product.md §5: the text may be null. */
  review: string | null;
  personaHandle: string;
  personaName: string;
  createdAt: string;
  /** The review's one picture (docs/upstream-api.md "Attachments"), or null. */
  attachment: ReviewAttachment | null;
  /** docs/product.md §16: how many personas found it helpful (the same for every viewer). */
  helpfulCount: number;
  /** The seller's one reply, or null. */
  reply: ReviewReply | null;
}

export interface ListingReviewPage {
  items: ListingReview[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export interface CategoryNode {
  id: string;
  slug: string;
  name: string;
  productCount: number;
  children: CategoryNode[];
}

export interface CollectionSummary {
  id: string;
  slug: string;
  name: string;
  description: string;
  productCount: number;
  imageUrl: string | null;
}

export interface CollectionDetail extends CollectionSummary {
  items: ListingCard[];
}

export interface CreatorStoreSummary {
  id: string;
  handle: string;
  name: string;
  description: string;
  productCount: number;
}

/** /store/{personaHandle}: the persona, their stores and one store's listings. */
export interface CreatorListings extends ListingPage {
  creator: { personaHandle: string; personaName: string; avatarImageUrl: string; bio: string };
  stores: CreatorStoreSummary[];
  /** The store whose listings these are; null when the persona has no store. */
  storeId: string | null;
}
