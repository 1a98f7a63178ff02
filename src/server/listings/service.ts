// Listings over the upstream client (docs/upstream-api.md Catalogue and store): which commerce call answers which
// question, and the mapping into DTOs.
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import type {
  BrowseListingsQuery,
  CategoryNode,
  CollectionDetail,
  CollectionSummary,
  CreatorListings,
  ListingCard,
  ListingDetail,
  ListingPage,
  ListingPromotion,
  ListingReviewPage,
  ListingReviewSummary,
} from '../../shared/listings/schema.ts';
import { starRows } from '../../shared/reviews/summary.ts';
import { pageCountOf } from '../experiences/mapping.ts';
import { profileByHandle } from '../profiles/service.ts';
import {
  toCategoryNode,
  toCollectionSummary,
  toListingCard,
  toListingDetail,
  toPromotion,
  toReview,
  toStoreSummary,
} from './mapping.ts';
import {
  CARD_FIELDS,
  CARD_INCLUDES,
  DETAIL_INCLUDES,
  upstreamCategoryNodeSchema,
  upstreamCollectionSchema,
  upstreamListMetaSchema,
  upstreamProductSchema,
  upstreamPromotionSchema,
  upstreamReviewSchema,
  upstreamReviewSummarySchema,
  upstreamStoreSchema,
} from './upstream-schema.ts';
import { z } from 'zod';
import { UpstreamContractError } from '../upstream-client/errors.ts';
import type { ReviewSort } from '../../shared/reviews/replies.ts';

const COMMERCE = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;
// Lists ask only for what a card shows (sparse fieldset + two includes): no descriptions, no image lists.
const cardQuery = { 'fields[product]': CARD_FIELDS.join(','), include: CARD_INCLUDES.join(',') };

interface ProductSearch {
  q?: string | undefined;
  tag?: string | undefined;
  category?: string | undefined;
  store?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  free?: boolean | undefined;
  sort: string;
  page: number;
  perPage: number;
}

/** GET /products (v2 search). */
async function searchProducts(upstream: UpstreamClient, search: ProductSearch): Promise<ListingPage> {
  const document = await upstream.getCollection('/products', {
    ...COMMERCE,
    query: {
      q: search.q || undefined,
      tag: search.tag,
      category: search.category,
      store: search.store,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      free: search.free === undefined ? undefined : String(search.free),
      sort: search.sort,
      page: search.page,
      perPage: search.perPage,
      ...cardQuery,
    },
    schema: upstreamProductSchema,
  });
  const meta = upstreamListMetaSchema.parse(document.meta);
  return {
    items: document.data.map(toListingCard),
    total: meta.total,
    page: search.page,
    perPage: search.perPage,
    pageCount: pageCountOf(meta.total, search.perPage),
  };
}

/**
 * POST /products/_search (v1 search, docs/upstream-api.md Listings): the same criteria as a JSON body
 * (`query` for q), for upstreams that have no v2 search. Answers the same page as searchProducts.
 */
async function searchProductsV1(upstream: UpstreamClient, search: ProductSearch): Promise<ListingPage> {
  const path = '/products/_search';
  const document = await upstream.sendDocument('POST', path, {
    version: 'v1',
    query: cardQuery,
    body: {
      query: search.q || undefined,
      tag: search.tag,
      category: search.category,
      store: search.store,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      free: search.free,
      sort: search.sort,
      page: search.page,
      perPage: search.perPage,
    },
  });
  const items = z.array(upstreamProductSchema).safeParse(document.data);
  const meta = upstreamListMetaSchema.safeParse(document.meta);
  if (!items.success || !meta.success) {
    const issues = [...(items.error?.issues ?? []), ...(meta.error?.issues ?? [])].map(
      (issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`,
    );
    throw new UpstreamContractError({ method: 'POST', path, url: path, issues });
  }
  return {
    items: items.data.map(toListingCard),
    total: meta.data.total,
    page: search.page,
    perPage: search.perPage,
    pageCount: pageCountOf(meta.data.total, search.perPage),
  };
}

/** The store search: v2 GET /products, or the v1 POST /products/_search when the operator chose it. */
export function browseListings(
  upstream: UpstreamClient,
  query: BrowseListingsQuery,
  useV1Search = false,
): Promise<ListingPage> {
  return useV1Search ? searchProductsV1(upstream, query) : searchProducts(upstream, query);
}

/** The listing's promotion running now, if any. Informational, so a failure leaves the page without it. */
async function currentPromotion(upstream: UpstreamClient, id: string): Promise<ListingPromotion | null> {
  try {
    const document = await upstream.getCollection(`/promotions/product/${segment(id)}`, {
      ...COMMERCE,
      schema: upstreamPromotionSchema,
    });
    const first = document.data[0];
    return first ? toPromotion(first) : null;
  } catch {
    return null;
  }
}

/** GET /products/{id} with every include, and its promotion, together. */
export async function listingDetail(upstream: UpstreamClient, id: string): Promise<ListingDetail> {
  const [document, promotion] = await Promise.all([
    upstream.getResource(`/products/${segment(id)}`, {
      ...COMMERCE,
      query: { include: DETAIL_INCLUDES.join(',') },
      schema: upstreamProductSchema,
    }),
    currentPromotion(upstream, id),
  ]);
  return toListingDetail(document.data, promotion);
}

/** GET /reviews?filter[reviewSummaryId]={id}[&sort=helpful]: a listing's id is its review summary id. */
export async function listingReviews(
  upstream: UpstreamClient,
  input: { id: string; page: number; perPage: number; sort?: ReviewSort | undefined },
): Promise<ListingReviewPage> {
  // Newest is the service's own order, so only the other one is named (one cached address per page).
  const sort = input.sort === 'helpful' ? { sort: input.sort } : {};
  const document = await upstream.getCollection('/reviews', {
    ...COMMERCE,
    query: { 'filter[reviewSummaryId]': input.id, page: input.page, perPage: input.perPage, ...sort },
    schema: upstreamReviewSchema,
  });
  const meta = upstreamListMetaSchema.parse(document.meta);
  return {
    items: document.data.map(toReview),
    total: meta.total,
    page: input.page,
    perPage: input.perPage,
    pageCount: pageCountOf(meta.total, input.perPage),
  };
}

/**
 * GET /reviewsummary/{id}: the average, the count and how the ratings spread. An item nobody reviewed
 * still has a summary (count 0); an unknown id is the upstream's 404.
 */
export async function listingReviewSummary(upstream: UpstreamClient, id: string): Promise<ListingReviewSummary> {
  const document = await upstream.getResource(`/reviewsummary/${segment(id)}`, {
    ...COMMERCE,
    schema: upstreamReviewSummarySchema,
  });
  const summary = document.data;
  const rows = starRows(summary.distribution);
  return { averageRating: summary.count > 0 ? summary.averageRating : null, count: summary.count, rows };
}

/** GET /categories/tree (v1, docs/upstream-api.md): top-level categories with their children. */
export async function categoryTree(upstream: UpstreamClient): Promise<CategoryNode[]> {
  const tree = await upstream.getJson('/categories/tree', {
    version: 'v1',
    mediaType: 'jsonapi',
    schema: z.object({ data: z.array(z.object({ id: z.string(), attributes: z.record(z.string(), z.unknown()) })) }),
  });
  // The top level is JSON:API resources; their `children` are plain objects (see the wire contract).
  return tree.data.map((resource) =>
    toCategoryNode(upstreamCategoryNodeSchema.parse({ id: resource.id, ...resource.attributes })),
  );
}

export async function listCollections(upstream: UpstreamClient): Promise<CollectionSummary[]> {
  const document = await upstream.getCollection('/collections', { ...COMMERCE, schema: upstreamCollectionSchema });
  return document.data.map(toCollectionSummary);
}

export async function collectionDetail(upstream: UpstreamClient, id: string): Promise<CollectionDetail> {
  const document = await upstream.getResource(`/collections/${segment(id)}`, {
    ...COMMERCE,
    schema: upstreamCollectionSchema,
  });
  return { ...toCollectionSummary(document.data), items: (document.data.products ?? []).map(toListingCard) };
}

/** GET /users/{handle}/stores: the persona's stores (404 when no persona has the handle). */
async function personaStores(upstream: UpstreamClient, personaHandle: string) {
  const document = await upstream.getCollection(`/users/${segment(personaHandle)}/stores`, {
    ...COMMERCE,
    schema: upstreamStoreSchema,
  });
  return document.data;
}

/**
 * /store/{personaHandle}: the persona (profiles service), their stores and the listings of one of
 * them. The catalogue searches by store, not by creator, so a creator with several stores is shown one
 * store at a time (the first unless `store` names another); the seed gives everyone one store.
 */
export async function creatorListings(
  upstream: UpstreamClient,
  input: { personaHandle: string; store?: string | undefined; page: number; perPage: number },
): Promise<CreatorListings> {
  const [profile, stores] = await Promise.all([
    profileByHandle(upstream, input.personaHandle),
    personaStores(upstream, input.personaHandle),
  ]);
  const wanted = input.store?.toLowerCase();
  const store = (wanted ? stores.find((s) => s.id === wanted || s.handle === wanted) : stores[0]) ?? null;
  const creator = {
    personaHandle: profile.avatarHandle,
    personaName: profile.avatarName || profile.avatarHandle,
    avatarImageUrl: profile.avatarImageUrl,
    bio: profile.bio,
  };
  const empty = { items: [], total: 0, page: input.page, perPage: input.perPage, pageCount: 0 };
  const listings = store
    ? await searchProducts(upstream, { store: store.id, sort: 'newest', page: input.page, perPage: input.perPage })
    : empty;
  return { ...listings, creator, stores: stores.map(toStoreSummary), storeId: store?.id ?? null };
}

/**
 * A persona's newest listings across their stores, for profile cards and the hover popup. Stores are
 * read in parallel (at most 3: a card shows a handful of listings).
 */
export async function newestListingsOf(
  upstream: UpstreamClient,
  personaHandle: string,
  count: number,
): Promise<ListingCard[]> {
  const stores = await personaStores(upstream, personaHandle);
  const pages = await Promise.all(
    stores
      .slice(0, 3)
      .map((store) => searchProducts(upstream, { store: store.id, sort: 'newest', page: 1, perPage: count })),
  );
  return pages.flatMap((page) => page.items).slice(0, count);
}
