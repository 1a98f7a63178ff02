// Events over the upstream client (docs/upstream-api-events.md): which upstream call answers which question. Every
// listing passes the viewer's zone `tz`; the DTOs keep the upstream's "now" so pages count down from
// the same instant the list was computed at.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError } from '../upstream-client/errors.ts';
import type {
  CalendarFeedState,
  EventAttendeesPage,
  EventDetail,
  EventPage,
  EventSummary,
  HostEventsPage,
} from '../../shared/events/schema.ts';
import {
  upstreamAttendeeSchema,
  upstreamAttendeesMetaSchema,
  upstreamHostEventsMetaSchema,
  upstreamEventListMetaSchema,
  upstreamEventSchema,
  upstreamFeedCreatedSchema,
  upstreamFeedMetaSchema,
  upstreamFeedStateSchema,
  type UpstreamEvent,
} from './upstream-schema.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;

export function toEventSummary(e: UpstreamEvent): EventSummary {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    hostTimeZone: e.hostTimeZone,
    tz: e.tz,
    localStartDate: e.localStartDate,
    localStartTime: e.localStartTime,
    localEndDate: e.localEndDate,
    localEndTime: e.localEndTime,
    live: e.live,
    status: e.status,
    cancelled: e.cancelled,
    featured: e.featured,
    streaming: e.streaming,
    seriesId: e.seriesId,
    category: e.category,
    hostHandle: e.hostHandle,
    hostName: e.hostName,
    hostAvatarUrl: e.hostAvatarUrl,
    experienceId: e.experienceId,
    experienceHandle: e.experienceHandle,
    experienceName: e.experienceName,
    imageUrl: e.imageUrl,
    cardImageUrl: e.cardImageUrl,
    path: e.path,
    saved: e.saved,
    sequence: e.sequence,
    updatedAt: e.updatedAt,
  };
}

type Query = Record<string, string | number | undefined>;

async function eventPage(
  upstream: UpstreamClient,
  path: string,
  query: Query & { page: number; perPage: number },
): Promise<EventPage> {
  const document = await upstream.getCollection(path, { ...JSONAPI, query, schema: upstreamEventSchema });
  const meta = upstreamEventListMetaSchema.parse(document.meta);
  return {
    items: document.data.map(toEventSummary),
    total: meta.total,
    page: query.page,
    perPage: query.perPage,
    now: meta.now,
  };
}

export interface BrowseEventsQuery {
  tz: string;
  q?: string | undefined;
  day?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  live?: boolean | undefined;
  featured?: boolean | undefined;
  host?: string | undefined;
  category?: string | undefined;
  page: number;
  perPage: number;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value));

export function browseEvents(upstream: UpstreamClient, q: BrowseEventsQuery): Promise<EventPage> {
  return eventPage(upstream, '/events', {
    tz: q.tz,
    q: q.q || undefined,
    day: q.day,
    from: q.from,
    to: q.to,
    live: flag(q.live),
    featured: flag(q.featured),
    host: q.host,
    category: q.category,
    page: q.page,
    perPage: q.perPage,
  });
}

export function featuredEvents(upstream: UpstreamClient, tz: string, perPage: number): Promise<EventPage> {
  return eventPage(upstream, '/events/featured', { tz, page: 1, perPage });
}

export function hostedEvents(
  upstream: UpstreamClient,
  q: { tz: string; page: number; perPage: number },
): Promise<EventPage> {
  return eventPage(upstream, '/user/events', q);
}

export function savedEvents(
  upstream: UpstreamClient,
  q: { tz: string; page: number; perPage: number },
): Promise<EventPage> {
  return eventPage(upstream, '/user/events/calendar', q);
}

export function pastSavedEvents(
  upstream: UpstreamClient,
  q: { tz: string; page: number; perPage: number },
): Promise<EventPage> {
  return eventPage(upstream, '/user/events/past', q);
}

export async function eventDetail(
  upstream: UpstreamClient,
  input: { hostHandle: string; experienceHandle: string; eventId: string; tz: string },
): Promise<EventDetail> {
  const document = await upstream.getResource(
    `/events/${segment(input.hostHandle)}/${segment(input.experienceHandle)}/${segment(input.eventId)}`,
    { ...JSONAPI, query: { tz: input.tz }, schema: upstreamEventSchema },
  );
  const meta = upstreamEventListMetaSchema.pick({ now: true }).parse(document.meta);
  return { ...toEventSummary(document.data), streamChannel: document.data.streamChannel, now: meta.now };
}

export async function saveEvent(upstream: UpstreamClient, eventId: string, tz: string): Promise<EventSummary> {
  try {
    const document = await upstream.sendResource('POST', '/user/events/calendar', {
      ...JSONAPI,
      query: { tz },
      body: { data: { eventId } },
      schema: upstreamEventSchema,
    });
    return toEventSummary(document.data);
  } catch (error) {
    if (error instanceof BadResponseError && error.status === 404) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'That event no longer exists.', cause: error });
    }
    throw error;
  }
}

export async function removeEvent(upstream: UpstreamClient, eventId: string): Promise<{ eventId: string }> {
  await upstream.delete(`/user/events/calendar/${segment(eventId)}`, JSONAPI);
  return { eventId };
}

export async function feedState(upstream: UpstreamClient): Promise<CalendarFeedState> {
  const document = await upstream.getResource('/user/events/calendar/feed', {
    ...JSONAPI,
    schema: upstreamFeedStateSchema,
  });
  return { exists: document.data.exists, createdAt: document.data.createdAt };
}

export async function createFeed(upstream: UpstreamClient): Promise<{ secret: string; createdAt: string }> {
  const document = await upstream.sendResource('POST', '/user/events/calendar/feed', {
    ...JSONAPI,
    schema: upstreamFeedCreatedSchema,
  });
  return { secret: document.data.secret, createdAt: document.data.createdAt };
}

/** The saved events behind a feed secret (anonymous: the secret is the credential). */
export async function feedEvents(
  upstream: UpstreamClient,
  secret: string,
): Promise<{ ownerName: string; now: Date; events: UpstreamEvent[] }> {
  const document = await upstream.getCollection(`/calendar-feeds/${segment(secret)}/events`, {
    ...JSONAPI,
    query: { tz: 'UTC' },
    schema: upstreamEventSchema,
  });
  const meta = upstreamFeedMetaSchema.parse(document.meta);
  return { ownerName: meta.ownerName, now: new Date(meta.now), events: document.data };
}

/** Who is going (docs/product.md §21): the page for a persona, the count alone for anyone else. */
export async function eventAttendees(
  upstream: UpstreamClient,
  q: { eventId: string; page: number; perPage: number },
): Promise<EventAttendeesPage> {
  const document = await upstream.getCollection(`/events/${segment(q.eventId)}/attendees`, {
    ...JSONAPI,
    query: { page: q.page, perPage: q.perPage },
    schema: upstreamAttendeeSchema,
  });
  const meta = upstreamAttendeesMetaSchema.parse(document.meta);
  return {
    items: document.data.map((a) => ({
      id: a.id,
      handle: a.handle,
      name: a.name,
      avatarUrl: a.avatarUrl,
      friend: a.friend,
    })),
    total: meta.total,
    listed: meta.listed,
    page: q.page,
    perPage: q.perPage,
    pageCount: Math.max(1, Math.ceil(meta.total / q.perPage)),
  };
}

/** A host's page (docs/product.md §21): the persona and their upcoming or past events; 404 for nobody. */
export async function hostEvents(
  upstream: UpstreamClient,
  q: { handle: string; tz: string; when: 'upcoming' | 'past'; page: number; perPage: number },
): Promise<HostEventsPage> {
  const document = await upstream.getCollection(`/hosts/${segment(q.handle)}/events`, {
    ...JSONAPI,
    query: { tz: q.tz, when: q.when, page: q.page, perPage: q.perPage },
    schema: upstreamEventSchema,
  });
  const meta = upstreamHostEventsMetaSchema.parse(document.meta);
  return {
    items: document.data.map(toEventSummary),
    total: meta.total,
    page: q.page,
    perPage: q.perPage,
    now: meta.now,
    host: { handle: meta.host.handle, name: meta.host.name, avatarUrl: meta.host.avatarUrl },
  };
}
