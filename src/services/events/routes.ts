// The events service of docs/upstream-api-events.md, registered once per API version. Every listing names the
// viewer's zone in `tz` and answers in it: each event carries its UTC instants, the host's zone, the
// local date and time in `tz`, and `live` computed at the clock when the request is answered. Answers
// depend on "now" (live, upcoming, ended), so nothing here may be kept by a shared cache: every answer
// is `no-store` (unlike the catalogue's few seconds of public caching).
//
// The three parts of GET /events/{a}/{b}/{c} are the host's persona handle, the experience's handle and
// the event id: the id alone decides which event, the handles make the address readable and must match
// (a wrong one is 404, so an address cannot lie about who hosts what).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound, pageLinks } from '../kit/jsonapi.ts';
import { parseQuery, requiredOnce } from '../kit/query.ts';
import { pageParam, perPageParam } from '../kit/paging.ts';
import { avatarImageUrl } from '../personas/resource.ts';
import { generatedImageUrl } from '../media/index.ts';
import type { Clock } from '../kit/clock.ts';
import type { ReminderScheduler } from '../notifications/index.ts';
import { hostingRoutes } from './hosting.ts';
import { parseTimeZone, localDateKey, wallTimeAt } from '../../shared/events/time-zone.ts';
import { isLiveNow } from '../../shared/events/live.ts';
import { dateRange, presetRange, type DayPreset } from '../../shared/events/day-filter.ts';
import {
  feedOf,
  findEventByAddress,
  findEventById,
  findHost,
  listAttendees,
  listEvents,
  personaOfFeed,
  replaceFeed,
  saveEvent,
  unsaveEvent,
  type EventListFilter,
  type EventRow,
} from './repository.ts';
import { UUID_PATTERN } from '../kit/ids.ts';
import { EVENT_CATEGORIES } from '../../shared/events/categories.ts';

export interface EventsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  clock: Clock;
  /** Reminder jobs follow a moved event (the pg-boss worker); unset: the sweep alone catches up. */
  reminders?: ReminderScheduler | undefined;
}

const DEFAULT_PER_PAGE = 24;
const FEATURED_PER_PAGE = 12;
const MAX_RANGE_DAYS = 366;
/** Ended events stay in the calendar feed this long, so a subscriber's recent history does not vanish. */
const FEED_PAST_DAYS = 90;
const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;
const HANDLE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const PRESETS = ['today', 'tomorrow', 'weekend', 'week'] as const;

const tzParam = requiredOnce('tz').refine((value) => parseTimeZone(value) !== null, {
  error: (issue) => `tz "${String(issue.input).slice(0, 64)}" is not an IANA time zone we know (e.g. Europe/Berlin).`,
});
const boolParam = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} is true or false.` })
    .transform((value) => value === 'true')
    .optional();
const dateParam = (name: string) =>
  requiredOnce(name)
    .regex(DATE_KEY, `${name} is a date like 2026-11-24.`)
    .refine((value) => dateRange(value, value, 'UTC') !== null, `${name} "${name}" is not a real date.`)
    .optional();

const categoryParam = requiredOnce('category')
  .refine((value) => (EVENT_CATEGORIES as readonly string[]).includes(value), {
    error: `category is one of ${EVENT_CATEGORIES.join(', ')}.`,
  })
  .optional();

const tzQuery = z.object({ tz: tzParam });
const pagedQuery = z.object({ tz: tzParam, page: pageParam, perPage: perPageParam(DEFAULT_PER_PAGE) });
const listQuery = pagedQuery.extend({
  q: requiredOnce('q')
    .max(100, 'q must be at most 100 characters.')
    .transform((value) => value.trim() || undefined)
    .optional(),
  day: requiredOnce('day')
    .refine(
      (value) =>
        (PRESETS as readonly string[]).includes(value) ||
        (DATE_KEY.test(value) && dateRange(value, value, 'UTC') !== null),
      {
        error: 'day is today, tomorrow, weekend, week or a date like 2026-11-24.',
      },
    )
    .optional(),
  from: dateParam('from'),
  to: dateParam('to'),
  live: boolParam('live'),
  featured: boolParam('featured'),
  host: requiredOnce('host').regex(HANDLE, 'host is a persona handle.').optional(),
  category: categoryParam,
});

function eventPath(row: Pick<EventRow, 'host_handle' | 'experience_handle' | 'id'>): string {
  return `/events/${encodeURIComponent(row.host_handle)}/${encodeURIComponent(row.experience_handle)}/${row.id}`;
}

const hhmm = (instant: Date, zone: string) => {
  const w = wallTimeAt(instant, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

export async function eventsRoutes(app: FastifyInstance, opts: EventsRoutesOptions): Promise<void> {
  const { db, clock, mediaBaseUrl } = opts;
  const callers = callerResolver(db, opts.verifier);

  // Everything depends on "now" or on the caller: never shared, never stale.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('vary', 'Authorization');
    return payload;
  });

  function attributes(row: EventRow, tz: string, now: Date) {
    const startsAt = new Date(row.starts_at);
    const endsAt = new Date(row.ends_at);
    const cancelled = row.cancelled_at !== null;
    const live = !cancelled && isLiveNow({ startsAt, endsAt }, now);
    return {
      title: row.title,
      description: row.description,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      hostTimeZone: row.time_zone,
      tz,
      localStartDate: localDateKey(startsAt, tz),
      localStartTime: hhmm(startsAt, tz),
      localEndDate: localDateKey(endsAt, tz),
      localEndTime: hhmm(endsAt, tz),
      live,
      status: cancelled ? 'cancelled' : live ? 'live' : endsAt.getTime() <= now.getTime() ? 'ended' : 'upcoming',
      cancelled,
      cancelledAt: cancelled ? new Date(row.cancelled_at ?? now).toISOString() : null,
      featured: row.curation > 0,
      curation: row.curation,
      streaming: row.streaming,
      streamChannel: row.stream_channel,
      seriesId: row.series_id,
      category: row.category,
      hostPersonaId: row.host_persona_id,
      hostHandle: row.host_handle,
      hostName: row.host_name,
      hostAvatarUrl: avatarImageUrl({ id: row.host_persona_id, avatar_url: row.host_avatar_url }, mediaBaseUrl),
      experienceId: row.experience_id,
      experienceHandle: row.experience_handle,
      experienceName: row.experience_name,
      imageUrl: generatedImageUrl(mediaBaseUrl, 'experience', row.image_seed, 'cover'),
      cardImageUrl: generatedImageUrl(mediaBaseUrl, 'experience', row.image_seed, 'card'),
      path: eventPath(row),
      saved: row.saved,
      sequence: row.sequence,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  const resource = (row: EventRow, tz: string, now: Date) => ({
    type: 'event',
    id: row.id,
    attributes: attributes(row, tz, now),
  });

  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(body);

  async function viewerOf(request: Parameters<typeof callers.optional>[0]): Promise<string | null> {
    const caller = await callers.optional(request);
    return caller.kind === 'persona' ? caller.persona.id : null;
  }

  async function page(
    reply: FastifyReply,
    path: string,
    query: { tz: string; page: number; perPage: number },
    linkQuery: Record<string, string | undefined>,
    filter: Omit<EventListFilter, 'limit' | 'offset' | 'now'>,
    now: Date,
  ) {
    const { rows, total } = await listEvents(db, {
      ...filter,
      now,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return send(reply, 200, {
      data: rows.map((row) => resource(row, query.tz, now)),
      meta: { total, page: query.page, perPage: query.perPage, tz: query.tz, now: now.toISOString() },
      links: pageLinks(path, { ...linkQuery, tz: query.tz }, { page: query.page, perPage: query.perPage, total }),
    });
  }

  const prefix = app.prefix;

  app.get('/events', async (request, reply) => {
    const query = parseQuery(listQuery, request.query);
    const now = clock();
    let range: { from: Date; to: Date } | undefined;
    if (query.day) {
      range = (PRESETS as readonly string[]).includes(query.day)
        ? presetRange(query.day as DayPreset, now, query.tz)
        : (dateRange(query.day, query.day, query.tz) ?? undefined);
    }
    if (query.from || query.to) {
      if (query.day)
        throw new ApiError({
          code: 'invalid-parameter',
          detail: 'Give either day or from/to, not both.',
          source: { parameter: 'day' },
        });
      if (!query.from || !query.to) {
        throw new ApiError({
          code: 'invalid-parameter',
          detail: 'A range needs both from and to.',
          source: { parameter: query.from ? 'to' : 'from' },
        });
      }
      if (query.to < query.from) {
        throw new ApiError({
          code: 'invalid-parameter',
          detail: `The range ends (${query.to}) before it starts (${query.from}).`,
          source: { parameter: 'to' },
        });
      }
      const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 + 1;
      if (days > MAX_RANGE_DAYS) {
        throw new ApiError({
          code: 'invalid-parameter',
          detail: `A range covers at most ${MAX_RANGE_DAYS} days; this one covers ${days}.`,
          source: { parameter: 'to' },
        });
      }
      range = dateRange(query.from, query.to, query.tz) ?? undefined;
    }
    return page(
      reply,
      `${prefix}/events`,
      query,
      {
        q: query.q,
        day: query.day,
        from: query.from,
        to: query.to,
        live: query.live === undefined ? undefined : String(query.live),
        featured: query.featured === undefined ? undefined : String(query.featured),
        host: query.host,
        category: query.category,
      },
      {
        viewerPersonaId: await viewerOf(request),
        hideBlocked: true,
        upcoming: true,
        search: query.q,
        range,
        live: query.live,
        featured: query.featured,
        hostHandle: query.host,
        category: query.category,
        order: 'soonest',
      },
      now,
    );
  });

  // ---- who is going, and a host's events (docs/product.md §21) ------------------------------------

  // The people going: a persona caller sees the page of them (friends first, blocks either way left out);
  // anyone else gets the count alone (data is empty, meta.listed false).
  app.get<{ Params: { eventId: string } }>('/events/:eventId/attendees', async (request, reply) => {
    const query = parseQuery(z.object({ page: pageParam, perPage: perPageParam(DEFAULT_PER_PAGE) }), request.query);
    const { eventId } = request.params;
    const missing = () => notFound(`No event has the id "${eventId}".`);
    if (!UUID_PATTERN.test(eventId)) throw missing();
    const viewer = await viewerOf(request);
    const { found, rows, total } = await listAttendees(db, eventId.toLowerCase(), viewer, {
      limit: viewer === null ? 0 : query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    if (!found) throw missing();
    return send(reply, 200, {
      data: rows.map((row) => ({
        type: 'eventAttendee',
        id: row.id,
        attributes: {
          handle: row.handle,
          name: row.name,
          avatarUrl: avatarImageUrl({ id: row.id, avatar_url: row.avatar_url }, mediaBaseUrl),
          friend: row.friend === true,
        },
      })),
      meta: { total, listed: viewer !== null, page: query.page, perPage: query.perPage },
      links: pageLinks(
        `${prefix}/events/${eventId}/attendees`,
        {},
        { page: query.page, perPage: query.perPage, total: viewer === null ? 0 : total },
      ),
    });
  });

  // A host's page: the persona (404 when no persona has the handle) and their upcoming events (soonest
  // first) or past ones (latest ended first); cancelled events are left out, as on /events.
  const hostQuery = pagedQuery.extend({
    when: z.enum(['upcoming', 'past'], { error: 'when is upcoming or past.' }).default('upcoming'),
  });
  app.get<{ Params: { handle: string } }>('/hosts/:handle/events', async (request, reply) => {
    const query = parseQuery(hostQuery, request.query);
    const { handle } = request.params;
    const host = HANDLE.test(handle) ? await findHost(db, handle) : undefined;
    if (!host) throw notFound(`No persona has the handle "${handle}".`);
    const now = clock();
    const viewerPersonaId = await viewerOf(request);
    const past = query.when === 'past';
    const { rows, total } = await listEvents(db, {
      viewerPersonaId,
      hideBlocked: true,
      hostPersonaId: host.id,
      ...(past ? { ended: true } : { upcoming: true }),
      order: past ? 'latest-ended' : 'soonest',
      now,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return send(reply, 200, {
      data: rows.map((row) => resource(row, query.tz, now)),
      meta: {
        total,
        page: query.page,
        perPage: query.perPage,
        tz: query.tz,
        now: now.toISOString(),
        host: { id: host.id, handle: host.handle, name: host.name, avatarUrl: avatarImageUrl(host, mediaBaseUrl) },
      },
      links: pageLinks(
        `${prefix}/hosts/${handle}/events`,
        { tz: query.tz, when: query.when },
        { page: query.page, perPage: query.perPage, total },
      ),
    });
  });

  app.get('/events/featured', async (request, reply) => {
    const query = parseQuery(pagedQuery.extend({ perPage: perPageParam(FEATURED_PER_PAGE) }), request.query);
    return page(
      reply,
      `${prefix}/events/featured`,
      query,
      {},
      {
        viewerPersonaId: await viewerOf(request),
        hideBlocked: true,
        upcoming: true,
        featured: true,
        order: 'curation',
      },
      clock(),
    );
  });

  app.get<{ Params: { hostHandle: string; experienceHandle: string; eventId: string } }>(
    '/events/:hostHandle/:experienceHandle/:eventId',
    async (request, reply) => {
      const { tz } = parseQuery(tzQuery, request.query);
      const { hostHandle, experienceHandle, eventId } = request.params;
      const missing = () => notFound(`No event at /events/${hostHandle}/${experienceHandle}/${eventId}.`);
      if (!UUID_PATTERN.test(eventId) || !HANDLE.test(hostHandle) || !HANDLE.test(experienceHandle)) throw missing();
      const now = clock();
      const row = await findEventByAddress(db, await viewerOf(request), { hostHandle, experienceHandle, eventId });
      if (!row) throw missing();
      return send(reply, 200, { data: resource(row, tz, now), meta: { tz, now: now.toISOString() } });
    },
  );

  app.get('/user/events', async (request, reply) => {
    const persona = await callers.required(request, 'listing the events you host');
    const query = parseQuery(pagedQuery, request.query);
    const now = clock();
    return page(
      reply,
      `${prefix}/user/events`,
      query,
      {},
      {
        viewerPersonaId: persona.id,
        hostPersonaId: persona.id,
        includeCancelled: true,
        upcoming: true,
        order: 'soonest',
      },
      now,
    );
  });

  // ---- hosting: create, edit, move, cancel (hosting.ts) -------------------------------------------
  await hostingRoutes(app, {
    db,
    clock,
    reminders: opts.reminders,
    requiredPersona: (request, action) => callers.required(request, action),
    resource,
  });

  // ---- the personal calendar ---------------------------------------------------------------------

  app.get('/user/events/calendar', async (request, reply) => {
    const persona = await callers.required(request, 'using your calendar');
    const query = parseQuery(pagedQuery, request.query);
    // Cancelled saved events stay listed (shown as cancelled) so nobody turns up to nothing.
    return page(
      reply,
      `${prefix}/user/events/calendar`,
      query,
      {},
      { viewerPersonaId: persona.id, savedBy: persona.id, upcoming: true, includeCancelled: true, order: 'soonest' },
      clock(),
    );
  });

  app.get('/user/events/past', async (request, reply) => {
    const persona = await callers.required(request, 'using your calendar');
    const query = parseQuery(pagedQuery, request.query);
    return page(
      reply,
      `${prefix}/user/events/past`,
      query,
      {},
      { viewerPersonaId: persona.id, savedBy: persona.id, ended: true, includeCancelled: true, order: 'latest-ended' },
      clock(),
    );
  });

  const saveBody = z.object({
    data: z.object({
      eventId: z.string({ error: 'data.eventId is required.' }).regex(UUID_PATTERN, 'data.eventId is an event id.'),
    }),
  });

  app.post('/user/events/calendar', async (request, reply) => {
    const persona = await callers.required(request, 'saving events');
    const parsed = saveBody.safeParse(request.body);
    if (!parsed.success) {
      throw new ApiError({
        code: 'invalid-document',
        detail: parsed.error.issues[0]?.message ?? 'Send {"data":{"eventId":"…"}}.',
        source: { pointer: '/data/eventId' },
      });
    }
    const { tz } = parseQuery(tzQuery, { tz: 'UTC', ...(request.query as object) });
    const eventId = parsed.data.data.eventId;
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const event = await findEventById(tx, persona.id, eventId);
      if (!event) throw notFound(`No event has the id "${eventId}".`);
      if (event.cancelled_at !== null && !event.saved) {
        throw new ApiError({
          code: 'invalid-attribute',
          detail: 'This event was cancelled, so it cannot be saved.',
          source: { pointer: '/data/eventId' },
        });
      }
      const inserted = await saveEvent(tx, persona.id, eventId);
      return { inserted, row: { ...event, saved: true } };
    });
    return send(reply, result.inserted ? 201 : 200, { data: resource(result.row, tz, now) });
  });

  app.delete<{ Params: { id: string } }>('/user/events/calendar/:id', async (request, reply) => {
    const persona = await callers.required(request, 'using your calendar');
    // Idempotent: removing what is not saved (or an id that cannot exist) is already done.
    if (UUID_PATTERN.test(request.params.id)) await unsaveEvent(db, persona.id, request.params.id);
    return reply.code(204).send();
  });

  // ---- the calendar feed ------------------------------------------------------------------------
  // A secret address per persona that calendar apps poll. Only the secret's sha256 is stored, so the
  // address is shown once, when it is made; making a new one replaces (and so revokes) the old one.

  app.get('/user/events/calendar/feed', async (request, reply) => {
    const persona = await callers.required(request, 'using your calendar feed');
    const feed = await feedOf(db, persona.id);
    return send(reply, 200, {
      data: {
        type: 'calendarFeed',
        id: persona.id,
        attributes: { exists: feed !== undefined, createdAt: feed ? new Date(feed.created_at).toISOString() : null },
      },
    });
  });

  app.post('/user/events/calendar/feed', async (request, reply) => {
    const persona = await callers.required(request, 'using your calendar feed');
    const secret = randomBytes(32).toString('base64url');
    const createdAt = await replaceFeed(db, persona.id, secret, clock());
    return send(reply, 201, {
      data: {
        type: 'calendarFeed',
        id: persona.id,
        attributes: { exists: true, createdAt: createdAt.toISOString(), secret },
      },
    });
  });

  app.get<{ Params: { secret: string } }>('/calendar-feeds/:secret/events', async (request, reply) => {
    const { tz } = parseQuery(tzQuery, request.query);
    const { secret } = request.params;
    const persona = FEED_SECRET.test(secret) ? await personaOfFeed(db, secret) : undefined;
    if (!persona) throw notFound('No calendar feed at this address. Its owner may have replaced it with a new one.');
    const now = clock();
    const { rows } = await listEvents(db, {
      viewerPersonaId: persona.id,
      savedBy: persona.id,
      includeCancelled: true,
      range: { from: new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000), to: new Date('9999-12-31T00:00:00Z') },
      now,
      order: 'soonest',
      limit: 500,
      offset: 0,
    });
    return send(reply, 200, {
      data: rows.map((row) => resource(row, tz, now)),
      meta: { total: rows.length, ownerName: persona.name, now: now.toISOString() },
    });
  });
}
