// Calendar files on the web origin (docs/product.md §10: calendar export and the saved-events feed):
//   GET /events/{hostHandle}/{experienceHandle}/{eventId}/event.ics  one event, downloaded as event.ics
//   GET /calendar/{secret}.ics                                        a persona's saved events, polled
// Both reach the events service through the upstream client like every other read (never an open
// proxy: fixed upstream paths, parameters validated first) and write the file with ical-generator.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';
import { BadResponseError } from '../upstream-client/errors.ts';
import { FEED_SECRET, eventAddressSchema } from '../../shared/events/schema.ts';
import { ICS_FILENAME } from '../../shared/events/calendar-links.ts';
import { eventDetail, feedEvents } from './service.ts';
import { buildIcs, type IcsEvent } from './ics.ts';
import type { UpstreamEvent } from './upstream-schema.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Calendar apps poll subscribed feeds; asking for an hourly refresh keeps moved events timely. */
const FEED_TTL_SECONDS = 3600;

export interface EventsIcsOptions {
  pool: UpstreamPool;
  publicUrl: string;
  productName: string;
}

function toIcsEvent(e: Omit<UpstreamEvent, 'streamChannel'>, publicUrl: string, productName: string): IcsEvent {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    url: `${publicUrl}${e.path}`,
    startsAt: new Date(e.startsAt),
    endsAt: new Date(e.endsAt),
    location: `${e.experienceName} on ${productName}`,
    updatedAt: new Date(e.updatedAt),
    sequence: e.sequence,
    cancelled: e.cancelled,
    // Occurrences of a weekly series are anchored in the host's zone (TZID); others are UTC instants.
    zone: e.seriesId === null ? undefined : e.hostTimeZone,
  };
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(message);
}

export async function eventsIcsRoutes(app: FastifyInstance, options: EventsIcsOptions): Promise<void> {
  const { pool, publicUrl, productName } = options;

  app.get<{ Params: { hostHandle: string; experienceHandle: string; eventId: string } }>(
    '/events/:hostHandle/:experienceHandle/:eventId/event.ics',
    async (request, reply) => {
      const parsed = eventAddressSchema.safeParse({ ...request.params, tz: 'UTC' });
      if (!parsed.success) return notFound(reply, 'No such event.');
      let event;
      try {
        event = await eventDetail(pool.client({ chainId: request.id }), parsed.data);
      } catch (error) {
        if (error instanceof BadResponseError && error.status === 404) return notFound(reply, 'No such event.');
        throw error;
      }
      const ics = buildIcs([toIcsEvent(event, publicUrl, productName)], { now: new Date(event.now) });
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', `attachment; filename="${ICS_FILENAME}"`)
        .header('cache-control', 'no-cache')
        .send(ics);
    },
  );

  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const secret = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -'.ics'.length) : '';
    if (!FEED_SECRET.test(secret)) return notFound(reply, 'No calendar feed at this address.');
    let feed;
    try {
      feed = await feedEvents(pool.client({ chainId: request.id }), secret);
    } catch (error) {
      if (error instanceof BadResponseError && error.status === 404) {
        return notFound(reply, 'No calendar feed at this address. Its owner may have replaced it with a new one.');
      }
      throw error;
    }
    const ics = buildIcs(
      feed.events.map((e) => toIcsEvent(e, publicUrl, productName)),
      { now: feed.now, name: `${feed.ownerName} · ${productName} events`, ttlSeconds: FEED_TTL_SECONDS },
    );
    // The address is a credential: never cached by shared caches, never indexed.
    return reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .send(ics);
  });
}
