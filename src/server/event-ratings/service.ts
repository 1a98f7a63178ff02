// Ratings of past events and hosts over the upstream client (docs/product.md §24,
// docs/upstream-api-event-ratings.md). The caller's token decides who rates; the service checks attendance,
// the host, the window and cancellation, and leaves blocked personas' ratings out of the list.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import {
  RATING_MESSAGES,
  type EventRating,
  type EventRatingsPage,
  type HostRatings,
  type MyRating,
} from '../../shared/event-ratings/schema.ts';
import { eventPath } from '../../shared/tickets/rules.ts';
import {
  upstreamHostRatingSchema,
  upstreamHostRatingsMetaSchema,
  upstreamRatingSchema,
  upstreamRatingsMetaSchema,
  type UpstreamRating,
} from './upstream-schema.ts';

const RATINGS = { version: 'v2' } as const;
const segment = encodeURIComponent;

/** Upstream refusals a person can cause -> typed errors with words; the rest go through the catalogue. */
function refusal(error: unknown): unknown {
  if (!(error instanceof BadResponseError)) return error;
  const problem = jsonApiErrorOf(error);
  const code = problem?.code;
  const detail = problem?.detail;
  if (code === 'not-attendee')
    return new TRPCError({ code: 'FORBIDDEN', message: RATING_MESSAGES.notAttendee, cause: error });
  if (code === 'own-event')
    return new TRPCError({ code: 'FORBIDDEN', message: RATING_MESSAGES.ownEvent, cause: error });
  if (code === 'event-cancelled' || code === 'rating-closed') {
    return new TRPCError({ code: 'CONFLICT', message: detail ?? RATING_MESSAGES.closed, cause: error });
  }
  if (error.status === 404) {
    return new TRPCError({ code: 'NOT_FOUND', message: detail ?? 'This event no longer exists.', cause: error });
  }
  return error;
}

async function refused<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusal(error);
  }
}

function toRating(row: UpstreamRating): EventRating {
  return {
    stars: row.stars,
    comment: row.comment,
    ratedAt: row.ratedAt,
    rater: { handle: row.raterHandle, name: row.raterName, avatarUrl: row.raterAvatarUrl },
  };
}

/** An event's ratings the viewer may see (newest first), the average over all of them, and the viewer's own. */
export function eventRatings(
  upstream: UpstreamClient,
  input: { eventId: string; page: number; perPage: number },
): Promise<EventRatingsPage> {
  return refused(async () => {
    const document = await upstream.getCollection(`/events/${segment(input.eventId)}/ratings`, {
      ...RATINGS,
      query: { page: input.page, perPage: input.perPage },
      schema: upstreamRatingSchema,
    });
    const meta = upstreamRatingsMetaSchema.parse(document.meta);
    return {
      summary: meta.summary,
      items: document.data.map(toRating),
      total: meta.total,
      page: input.page,
      perPage: input.perPage,
      pageCount: Math.max(1, Math.ceil(meta.total / input.perPage)),
      viewer: { eligibility: meta.eligibility, mine: meta.mine },
      windowEndsAt: meta.windowEndsAt,
    };
  });
}

/** Makes or changes the caller's rating of the event. */
export function rateEvent(
  upstream: UpstreamClient,
  input: { eventId: string; stars: number; comment: string | null },
): Promise<MyRating> {
  return refused(async () => {
    const document = await upstream.sendResource('PUT', `/events/${segment(input.eventId)}/ratings/mine`, {
      ...RATINGS,
      body: { data: { type: 'event-rating', attributes: { stars: input.stars, comment: input.comment } } },
      schema: upstreamRatingSchema,
    });
    const { stars, comment, ratedAt } = document.data;
    return { stars, comment, ratedAt };
  });
}

/** Takes the caller's rating of the event back. */
export function removeRating(upstream: UpstreamClient, input: { eventId: string }): Promise<{ removed: true }> {
  return refused(async () => {
    await upstream.delete(`/events/${segment(input.eventId)}/ratings/mine`, RATINGS);
    return { removed: true as const };
  });
}

/** A host's rating over all their events, and the most recent ratings the viewer may see. */
export function hostRatings(upstream: UpstreamClient, input: { handle: string }): Promise<HostRatings> {
  return refused(async () => {
    const document = await upstream.getCollection(`/hosts/${segment(input.handle)}/ratings`, {
      ...RATINGS,
      schema: upstreamHostRatingSchema,
    });
    const meta = upstreamHostRatingsMetaSchema.parse(document.meta);
    return {
      summary: meta.summary,
      recent: document.data.map((row) => ({
        ...toRating(row),
        event: {
          id: row.eventId,
          title: row.eventTitle,
          path: eventPath(row.eventHostHandle, row.eventExperienceHandle, row.eventId),
        },
      })),
    };
  });
}
