// Pure rules of listings shared by the server and the browser: links (/listings/{id}/{slug}), the
// price and rating words, and the /store query string <-> the browse procedure's raw input. The browser
// imports this module: no zod here (the server validates what these produce).
import { RATING_MAX } from './limits.ts';

/**
 * Names -> URL slugs, the same rule as the commerce service's `slug` ("Detective's Office" ->
 * "detectives-office"), so a link built from a name matches the canonical one.
 */
export function listingSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug || 'listing';
}

/** docs/product.md §3: /listings/{id}/{slugified name}. */
export function listingPath(listing: { id: string; slug?: string | undefined; name: string }): string {
  return `/listings/${encodeURIComponent(listing.id)}/${encodeURIComponent(listing.slug || listingSlug(listing.name))}`;
}

/** docs/product.md §2: a creator's store. */
export function creatorStorePath(personaHandle: string): string {
  return `/store/${encodeURIComponent(personaHandle)}`;
}

// Prices read the same everywhere (cards, cart, receipts): one set of rules in src/shared/cart/money.ts.
export {
  priceLabel as listingPriceLabel,
  spokenAmount as spokenPrice,
  type PriceLabel as ListingPriceLabel,
} from '../cart/money.ts';

/** A rating rounded to the star scale's half steps (docs/product.md §7: 0.5 increments), clamped to 0–5. */
export function roundToHalf(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(rating * 2) / 2));
}

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a read-only rating (docs/product.md §11: averageRating shown out of 5, half-star steps). */
export function starFills(averageRating: number | null): StarFill[] {
  const rounded = averageRating === null ? 0 : roundToHalf(averageRating);
  return Array.from({ length: RATING_MAX }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}

/** The /store query string as raw values: the server validates them (400 with a message). */
export interface StoreSearch {
  q?: string;
  /** ?tag=…: only listings carrying this tag (the chips on listing pages lead here). */
  tag?: string;
  category?: string;
  minPrice?: string;
  maxPrice?: string;
  /** 'true' (FREE only) or 'false' (paid only). */
  free?: string;
  sort?: string;
  page?: string;
  perPage?: string;
}

const SEARCH_KEYS = ['q', 'tag', 'category', 'minPrice', 'maxPrice', 'free', 'sort', 'page', 'perPage'] as const;

/** The query string of /store -> the browse input. Blank values are absent (an empty form field). */
export function storeSearchFrom(search: string): StoreSearch {
  const params = new URLSearchParams(search);
  const out: StoreSearch = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') out[key] = key === 'q' ? value : value.trim();
  }
  return out;
}

/**
 * The browse input -> a /store address. Defaults are left out (sort 'relevance', page 1), so one search
 * has one address; a new filter starts at page 1 unless a page is given.
 */
export function storeHref(search: StoreSearch, page?: number): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.tag) params.set('tag', search.tag);
  if (search.category) params.set('category', search.category);
  if (search.minPrice) params.set('minPrice', search.minPrice);
  if (search.maxPrice) params.set('maxPrice', search.maxPrice);
  if (search.free === 'true' || search.free === 'false') params.set('free', search.free);
  if (search.sort && search.sort !== 'relevance') params.set('sort', search.sort);
  if (search.perPage) params.set('perPage', search.perPage);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/store?${query}` : '/store';
}

/** True when any filter narrows the catalogue (the store front then shows results, not collections). */
export function hasStoreFilters(search: StoreSearch): boolean {
  return Boolean(
    search.q ||
    search.tag ||
    search.category ||
    search.minPrice ||
    search.maxPrice ||
    search.free ||
    search.sort ||
    search.page,
  );
}
