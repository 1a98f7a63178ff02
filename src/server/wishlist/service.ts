// The wishlist over the upstream client (docs/upstream-api-wishlist.md). Adding is idempotent upstream and
// removing answers 204 whether or not there was an entry, so a retried or doubled click is harmless and
// the browser's optimistic heart always converges on what the service holds.
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf, UpstreamContractError } from '../upstream-client/errors.ts';
import { listingPath } from '../../shared/listings/listing-rules.ts';
import type { WishlistIds, WishlistItem, WishlistPage, WishlistState } from '../../shared/wishlist/schema.ts';
import { pageCountOf } from '../experiences/mapping.ts';
import {
  upstreamWishlistEntrySchema,
  upstreamWishlistMetaSchema,
  upstreamWishlistStatusSchema,
} from './upstream-schema.ts';

const WISHLIST = { version: 'v2', mediaType: 'jsonapi' } as const;

/** Upstream refusals a person can cause -> words they can act on; the rest go through the catalogue. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  if (error.status === 404) {
    return new TRPCError({
      code: 'NOT_FOUND',
      message: 'That listing no longer exists. Reload the page to see what is there now.',
      cause: error,
    });
  }
  if (error.status === 409 && jsonApiErrorOf(error)?.code === 'wishlist-full') {
    return new TRPCError({
      code: 'CONFLICT',
      message: jsonApiErrorOf(error)?.detail ?? 'Your wishlist is full. Remove a listing to add another.',
      cause: error,
    });
  }
  return error;
}

function toItem(entry: z.output<typeof upstreamWishlistEntrySchema>): WishlistItem {
  return {
    listingId: entry.productId,
    name: entry.name,
    path: listingPath({ id: entry.productId, name: entry.name, slug: entry.slug }),
    price: entry.price,
    available: entry.available,
    imageUrl: entry.imageUrl,
    creator: { personaHandle: entry.creatorHandle, personaName: entry.creatorName },
    promotion: entry.promotion,
    wishedAt: entry.wishedAt,
  };
}

export async function listWishlist(
  upstream: UpstreamClient,
  input: { page: number; perPage: number },
): Promise<WishlistPage> {
  const document = await upstream.getCollection('/user/wishlist', {
    ...WISHLIST,
    query: { page: input.page, perPage: input.perPage },
    schema: upstreamWishlistEntrySchema,
  });
  const meta = upstreamWishlistMetaSchema.safeParse(document.meta);
  if (!meta.success) {
    throw new UpstreamContractError({
      method: 'GET',
      path: '/user/wishlist',
      url: '/user/wishlist',
      issues: meta.error.issues.map((issue) => `meta.${issue.path.join('.')}: ${issue.message}`),
    });
  }
  return {
    items: document.data.map(toItem),
    total: meta.data.total,
    page: input.page,
    perPage: input.perPage,
    pageCount: pageCountOf(meta.data.total, input.perPage),
    limit: meta.data.limit,
  };
}

/** Which of these listings the viewer wished: one call for a whole grid of cards. */
export async function wishedAmong(upstream: UpstreamClient, listingIds: readonly string[]): Promise<WishlistIds> {
  const ids = [...new Set(listingIds)];
  const document = await upstream.getCollection('/user/wishlist', {
    ...WISHLIST,
    query: { 'filter[productId]': ids.join(',') },
    schema: upstreamWishlistStatusSchema,
  });
  const wished = new Set(
    document.data.filter((status) => status.wished).map((status) => status.productId.toLowerCase()),
  );
  return { listingIds: ids.filter((id) => wished.has(id)) };
}

export async function addToWishlist(upstream: UpstreamClient, listingId: string): Promise<WishlistState> {
  try {
    await upstream.sendResource('POST', '/user/wishlist', {
      ...WISHLIST,
      body: { data: { type: 'wishlist-entry', attributes: { productId: listingId } } },
      schema: upstreamWishlistEntrySchema,
    });
    return { listingId, wished: true };
  } catch (error) {
    throw refusal(error);
  }
}

export async function removeFromWishlist(upstream: UpstreamClient, listingId: string): Promise<WishlistState> {
  try {
    await upstream.delete(`/user/wishlist/${encodeURIComponent(listingId)}`, WISHLIST);
    return { listingId, wished: false };
  } catch (error) {
    throw refusal(error);
  }
}
