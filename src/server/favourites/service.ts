// Favourites over the upstream client (docs/upstream-api-favourites.md: GET /favorites and "Favourites via reviews proxy").
// A favourite is a review of an experience with rating 5 (docs/product.md §5). Adding is idempotent upstream and
// removing is made idempotent here (nothing to remove is success), so a retried or doubled click is
// harmless and the client's optimistic state always converges on what the service holds.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { FavouriteStatus, FavouriteStatuses, FavouritesPage } from '../../shared/favourites/schema.ts';
import { FAVOURITE_RATING } from '../../shared/favourites/limits.ts';
import { pageCountOf, toExperienceCard } from '../experiences/mapping.ts';
import { CARD_FIELDS } from '../experiences/upstream-schema.ts';
import {
  upstreamFavouriteExperienceSchema,
  upstreamFavouriteSchema,
  upstreamSummarySchema,
} from './upstream-schema.ts';

const EXPERIENCES = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;

/** Upstream refusals a person can cause -> words they can act on; the rest go through the catalogue. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  if (error.status === 404) {
    return new TRPCError({
      code: 'NOT_FOUND',
      message: 'That experience no longer exists. Reload the page to see what is there now.',
      cause: error,
    });
  }
  if (error.status === 403 && jsonApiErrorOf(error)?.code === 'not-owner') {
    return new TRPCError({
      code: 'FORBIDDEN',
      message: 'Only the persona who favourited this can remove it.',
      cause: error,
    });
  }
  return error;
}

/** The caller's favourites among these experiences (one call for a whole grid). */
async function myFavourites(upstream: UpstreamClient, experienceIds: readonly string[]) {
  const document = await upstream.getCollection('/reviews-proxy/user/reviews', {
    ...EXPERIENCES,
    query: { 'filter[reviewSummaryId]': experienceIds.join(','), perPage: experienceIds.length },
    schema: upstreamFavouriteSchema,
  });
  return document.data.filter((review) => review.item.type === 'experience');
}

/**
 * Favourite state and count of each experience, in the order asked. Two upstream calls whatever the
 * number of cards; the viewer's own favourites are asked for only when there is a persona to ask for.
 */
export async function favouriteStatuses(
  upstream: UpstreamClient,
  experienceIds: readonly string[],
  withPersona: boolean,
): Promise<FavouriteStatuses> {
  const ids = [...new Set(experienceIds)];
  const [summaries, mine] = await Promise.all([
    upstream.getCollection('/reviews-proxy/reviewsummary', {
      ...EXPERIENCES,
      query: { 'filter[id]': ids.join(',') },
      schema: upstreamSummarySchema,
    }),
    withPersona ? myFavourites(upstream, ids) : Promise.resolve([]),
  ]);
  const favourited = new Set(mine.map((review) => review.item.id.toLowerCase()));
  const counts = new Map(summaries.data.map((summary) => [summary.id.toLowerCase(), summary.count]));
  const items: FavouriteStatus[] = ids
    .filter((id) => counts.has(id))
    .map((id) => ({ experienceId: id, favourited: favourited.has(id), count: counts.get(id) ?? 0 }));
  return { items };
}

async function statusOf(upstream: UpstreamClient, experienceId: string): Promise<FavouriteStatus> {
  const { items } = await favouriteStatuses(upstream, [experienceId], true);
  const status = items[0];
  if (!status)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: 'That experience no longer exists. Reload the page to see what is there now.',
    });
  return status;
}

/** Favourite (idempotent upstream: favouriting twice keeps one). Answers the state after the write. */
export async function addFavourite(upstream: UpstreamClient, experienceId: string): Promise<FavouriteStatus> {
  try {
    await upstream.sendResource('POST', '/reviews-proxy/review', {
      ...EXPERIENCES,
      body: {
        data: {
          type: 'review',
          attributes: { item: { type: 'experience', id: experienceId }, rating: FAVOURITE_RATING },
        },
      },
      schema: upstreamFavouriteSchema,
    });
    return await statusOf(upstream, experienceId);
  } catch (error) {
    throw refusal(error);
  }
}

/** Un-favourite: finds the caller's favourite of the experience and deletes it; none is success. */
export async function removeFavourite(upstream: UpstreamClient, experienceId: string): Promise<FavouriteStatus> {
  try {
    const [favourite] = await myFavourites(upstream, [experienceId]);
    if (favourite) {
      try {
        await upstream.delete(`/reviews-proxy/review/${segment(favourite.id)}`, EXPERIENCES);
      } catch (error) {
        // Removed meanwhile (a double click, another tab): the outcome the caller wanted.
        if (!(error instanceof BadResponseError && error.status === 404)) throw error;
      }
    }
    return await statusOf(upstream, experienceId);
  } catch (error) {
    throw refusal(error);
  }
}

/** GET /favorites: the caller's favourite experiences as cards, newest first. */
export async function listFavourites(
  upstream: UpstreamClient,
  input: { page: number; perPage: number },
): Promise<FavouritesPage> {
  const document = await upstream.getCollection('/favorites', {
    ...EXPERIENCES,
    query: { page: input.page, perPage: input.perPage, 'fields[experience]': CARD_FIELDS.join(',') },
    schema: upstreamFavouriteExperienceSchema,
  });
  const total = typeof document.meta?.total === 'number' ? document.meta.total : document.data.length;
  return {
    items: document.data.map((experience) => ({
      ...toExperienceCard(experience),
      favouritedAt: experience.favouritedAt,
    })),
    total,
    page: input.page,
    perPage: input.perPage,
    pageCount: pageCountOf(total, input.perPage),
  };
}
