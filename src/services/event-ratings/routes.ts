// Ratings of past events and their hosts (docs/product.md §24; docs/upstream-api-event-ratings.md), registered
// once per API version:
//   GET    /events/{eventId}/ratings?page=&perPage=   the average and count (every rating), the ratings the
//                                                      caller may see newest first, and the caller's own
//   PUT    /events/{eventId}/ratings/mine             an attendee rates the event, or changes their rating
//                                                      (201 made, 200 changed)
//   DELETE /events/{eventId}/ratings/mine             the rater takes their rating back (204)
//   GET    /hosts/{handle}/ratings                    the host's average over all their events, and the most
//                                                      recent ratings the caller may see
// Who may rate: src/shared/event-ratings/rules.ts (not cancelled, not the host, within the window after the
// end, an attendee as the events domain defines it). Blocks hide ratings from the list, not from the average
// (docs/decisions/0056-event-ratings-by-attendees.md). No notice is sent.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import { blockingViewer } from '../blocking/index.ts';
import { isGoing } from '../events/index.ts';
import { databaseErrorOf, type Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { ApiError, type ApiErrorInit, JSON_API_CONTENT_TYPE, notFound, pageLinks } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { parseAttributes } from '../kit/document.ts';
import { intParam, parseQuery } from '../kit/query.ts';
import { isUuid } from '../kit/ids.ts';
import { avatarImageUrl } from '../personas/resource.ts';
import { findPersonaByHandle } from '../personas/repository.ts';
import {
  HOST_RECENT_RATINGS,
  MAX_RATINGS_PAGE_SIZE,
  MAX_STARS,
  MIN_STARS,
  RATING_COMMENT_MAX_LENGTH,
  RATINGS_PAGE_SIZE,
} from '../../shared/event-ratings/limits.ts';
import {
  averageStars,
  ratingEligibility,
  ratingWindowEnd,
  type RatingEligibility,
} from '../../shared/event-ratings/rules.ts';
import { RATING_MESSAGES } from '../../shared/event-ratings/schema.ts';
import {
  deleteRating,
  eventSummary,
  findRatedEvent,
  findRating,
  hostSummary,
  listEventRatings,
  recentHostRatings,
  upsertRating,
  type HostRatingRow,
  type RatedEventRow,
  type RatingRow,
  type SummaryRow,
} from './repository.ts';

export interface EventRatingsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  clock: Clock;
}

export const EVENT_RATING_TYPE = 'event-rating';
const FK_VIOLATION = '23503';
const HANDLE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

const rateSchema = z.strictObject({
  stars: z
    .number({ error: (issue) => (issue.input === undefined ? 'stars is required.' : RATING_MESSAGES.starsInvalid) })
    .int(RATING_MESSAGES.starsInvalid)
    .min(MIN_STARS, RATING_MESSAGES.starsInvalid)
    .max(MAX_STARS, RATING_MESSAGES.starsInvalid),
  comment: z
    .string({ error: 'comment must be text, or null.' })
    .trim()
    .max(RATING_COMMENT_MAX_LENGTH, RATING_MESSAGES.commentTooLong)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
});

const listQuerySchema = z.object({
  page: intParam('page', 1, 1000).default(1),
  perPage: intParam('perPage', 1, MAX_RATINGS_PAGE_SIZE).default(RATINGS_PAGE_SIZE),
});

/** Each refusal of the rule, as the caller reads it. */
const REFUSALS: Record<Exclude<RatingEligibility, 'allowed'>, ApiErrorInit> = {
  cancelled: { code: 'event-cancelled', detail: RATING_MESSAGES.cancelled },
  host: { code: 'own-event', detail: RATING_MESSAGES.ownEvent },
  'not-ended': { code: 'rating-closed', detail: RATING_MESSAGES.notEnded },
  closed: { code: 'rating-closed', detail: RATING_MESSAGES.closed },
  'not-attendee': { code: 'not-attendee', detail: RATING_MESSAGES.notAttendee },
};

const iso = (value: Date | string) => new Date(value).toISOString();

export async function eventRatingsRoutes(app: FastifyInstance, opts: EventRatingsRoutesOptions): Promise<void> {
  const { db, clock, mediaBaseUrl } = opts;
  const prefix = app.prefix;
  const callers = callerResolver(db, opts.verifier);
  // The list and the viewer's own rating depend on who asks: never shared.
  registerCacheHeaders(app);
  const send = (reply: FastifyReply, status: number, document: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

  const summary = (row: SummaryRow) => ({ average: averageStars(row.sum, row.count), count: row.count });
  const ratingAttributes = (row: RatingRow) => ({
    stars: row.stars,
    comment: row.comment,
    ratedAt: iso(row.updated_at),
    raterHandle: row.rater_handle,
    raterName: row.rater_name,
    raterAvatarUrl: avatarImageUrl({ id: row.persona_id, avatar_url: row.rater_avatar_url }, mediaBaseUrl),
  });
  const resource = (row: RatingRow) => ({
    type: EVENT_RATING_TYPE,
    id: `${row.event_id}:${row.persona_id}`,
    attributes: ratingAttributes(row),
  });
  const hostResource = (row: HostRatingRow) => ({
    ...resource(row),
    attributes: {
      ...ratingAttributes(row),
      eventId: row.event_id,
      eventTitle: row.event_title,
      eventHostHandle: row.host_handle,
      eventExperienceHandle: row.experience_handle,
    },
  });

  const eventOf = async (rawId: string): Promise<RatedEventRow> => {
    const missing = () => notFound(`No event has the id "${rawId}".`);
    if (!isUuid(rawId)) throw missing();
    const event = await findRatedEvent(db, rawId.toLowerCase());
    if (!event) throw missing();
    return event;
  };
  const eligibilityOf = async (event: RatedEventRow, personaId: string): Promise<RatingEligibility> =>
    ratingEligibility({
      cancelled: event.cancelled,
      isHost: event.host_persona_id === personaId,
      attended: await isGoing(db, event.id, personaId),
      endsAt: new Date(event.ends_at),
      now: clock(),
    });

  app.get<{ Params: { eventId: string } }>('/events/:eventId/ratings', async (request, reply) => {
    const query = parseQuery(listQuerySchema, request.query);
    const event = await eventOf(request.params.eventId);
    const caller = await callers.optional(request);
    const viewer = caller.kind === 'persona' ? caller.persona.id : null;
    const [totals, list, mine, eligibility] = await Promise.all([
      eventSummary(db, event.id),
      listEventRatings(db, event.id, viewer, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
      viewer === null ? undefined : findRating(db, event.id, viewer),
      viewer === null ? ('visitor' as const) : eligibilityOf(event, viewer),
    ]);
    return send(reply, 200, {
      data: list.rows.map(resource),
      meta: {
        total: list.total,
        page: query.page,
        perPage: query.perPage,
        summary: summary(totals),
        eligibility,
        mine: mine ? { stars: mine.stars, comment: mine.comment, ratedAt: iso(mine.updated_at) } : null,
        windowEndsAt: ratingWindowEnd(new Date(event.ends_at)).toISOString(),
      },
      links: pageLinks(`${prefix}/events/${event.id}/ratings`, {}, { ...query, total: list.total }),
    });
  });

  app.put<{ Params: { eventId: string } }>('/events/:eventId/ratings/mine', async (request, reply) => {
    const rater = await callers.required(request, 'rating events');
    const input = parseAttributes(request.body, EVENT_RATING_TYPE, rateSchema);
    const event = await eventOf(request.params.eventId);
    const eligibility = await eligibilityOf(event, rater.id);
    if (eligibility !== 'allowed') throw new ApiError(REFUSALS[eligibility]);
    const { created } = await upsertRating(db, {
      eventId: event.id,
      personaId: rater.id,
      stars: input.stars,
      comment: input.comment,
      at: clock(),
    }).catch((error: unknown) => {
      // The event was deleted after we looked it up.
      throw databaseErrorOf(error)?.code === FK_VIOLATION ? notFound(`No event has the id "${event.id}".`) : error;
    });
    const row = await findRating(db, event.id, rater.id);
    if (!row) throw notFound(`No event has the id "${event.id}".`);
    return send(reply, created ? 201 : 200, {
      data: resource(row),
      links: { self: `${prefix}/events/${event.id}/ratings/mine` },
    });
  });

  app.delete<{ Params: { eventId: string } }>('/events/:eventId/ratings/mine', async (request, reply) => {
    const rater = await callers.required(request, 'removing your rating');
    const event = await eventOf(request.params.eventId);
    // Taking one's own rating back is always allowed, even after the window closed.
    if (!(await deleteRating(db, event.id, rater.id))) {
      throw new ApiError({ code: 'not-found', detail: RATING_MESSAGES.noRating });
    }
    return reply.code(204).send();
  });

  app.get<{ Params: { handle: string } }>('/hosts/:handle/ratings', async (request, reply) => {
    const { handle } = request.params;
    const host = HANDLE.test(handle) ? await findPersonaByHandle(db, handle) : undefined;
    if (!host) throw notFound(`No persona has the handle "${handle}".`);
    const viewer = (await blockingViewer(callers, request)) ?? null;
    const [totals, recent] = await Promise.all([
      hostSummary(db, host.id),
      recentHostRatings(db, host.id, viewer, HOST_RECENT_RATINGS),
    ]);
    return send(reply, 200, { data: recent.map(hostResource), meta: { summary: summary(totals) } });
  });
}
