// Hosting events (docs/upstream-api-events.md, "Hosting"): the bearer token's persona creates events
// in one of its own experiences, edits them, moves them and cancels them. Hosts give times as wall-clock
// readings in their IANA zone; the service stores the instants and the zone, and a weekly series is
// materialised as occurrences at the host's wall-clock time (recurrence.ts), each an ordinary event.
//
// Only the event's host may write (403 not-owner; a missing event is 404). Every refusal of a field is a
// 422 pointing at /data/attributes/<field>, so forms can show it on the field. Moving (a new start or
// end) and cancelling notify the event's attendees in the same transaction (attendee-notices.ts); creating
// one notifies the owners of the saved searches it matches, in the same way (docs/product.md §23).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { parseAttributes } from '../kit/document.ts';
import { inTransaction } from '../ledger/index.ts';
import type { Clock } from '../kit/clock.ts';
import type { Database } from '../db/database.ts';
import { noticeAttendees, type ReminderScheduler } from '../notifications/index.ts';
import { refundEventTickets } from '../tickets/index.ts';
import { noticeSearchMatches } from '../event-searches/index.ts';
import { parseTimeZone, wallTimeAt } from '../../shared/events/time-zone.ts';
import { occurrenceAt } from '../../shared/events/recurrence.ts';
import {
  EVENT_HOSTING_LIMITS,
  instantToLocal,
  localToInstant,
  parseLocalDateTime,
  shiftWallTime,
  wallMinutesBetween,
} from '../../shared/events/hosting.ts';
import { findEventById, type EventRow } from './repository.ts';
import { UUID_PATTERN } from '../kit/ids.ts';
import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES } from '../../shared/events/categories.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface HostingRoutesOptions {
  db: Database;
  clock: Clock;
  reminders?: ReminderScheduler | undefined;
  requiredPersona(request: FastifyRequest, action: string): Promise<PersonaRow>;
  resource(row: EventRow, tz: string, now: Date): unknown;
}

const title = z
  .string({ error: 'Give the event a title.' })
  .trim()
  .min(1, 'Give the event a title.')
  .max(EVENT_HOSTING_LIMITS.titleMax, `A title has at most ${EVENT_HOSTING_LIMITS.titleMax} characters.`);
const description = z
  .string({ error: 'The description is text.' })
  .max(
    EVENT_HOSTING_LIMITS.descriptionMax,
    `A description has at most ${EVENT_HOSTING_LIMITS.descriptionMax} characters.`,
  );
const localTime = (what: string) =>
  z
    .string({ error: `Give the ${what} as a local date and time like 2026-12-01T19:00.` })
    .refine((value) => parseLocalDateTime(value) !== null, {
      error: `Give the ${what} as a real local date and time like 2026-12-01T19:00.`,
    });
const timeZone = z
  .string({ error: 'Give your time zone as an IANA name, e.g. Europe/Berlin.' })
  .refine((value) => parseTimeZone(value) !== null, {
    error: (issue) =>
      `"${String(issue.input).slice(0, 64)}" is not a time zone we know. Use an IANA name such as Europe/Berlin.`,
  });
const category = z.enum(EVENT_CATEGORIES, { error: `Choose a category: ${EVENT_CATEGORIES.join(', ')}.` });
const experienceId = z
  .string({ error: 'Choose one of your experiences.' })
  .regex(UUID_PATTERN, 'Choose one of your experiences.');

const createSchema = z.object({
  title,
  description: description.default(''),
  experienceId,
  localStart: localTime('start'),
  localEnd: localTime('end'),
  timeZone,
  category: category.default(DEFAULT_EVENT_CATEGORY),
  weeklyCount: z
    .number({ error: 'The number of weeks is a whole number.' })
    .int('The number of weeks is a whole number.')
    .min(1, 'A series has at least one occurrence.')
    .max(
      EVENT_HOSTING_LIMITS.maxWeeklyCount,
      `A weekly series has at most ${EVENT_HOSTING_LIMITS.maxWeeklyCount} occurrences.`,
    )
    .default(1),
});

const updateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  experienceId: experienceId.optional(),
  localStart: localTime('start').optional(),
  localEnd: localTime('end').optional(),
  timeZone: timeZone.optional(),
  category: category.optional(),
});

const fieldError = (field: string, detail: string) =>
  new ApiError({ code: 'invalid-attribute', detail, source: { pointer: `/data/attributes/${field}` } });

/** The instants of a host's wall-clock start and end, or the field refusal that applies. */
export function hostTimes(
  input: { localStart: string; localEnd: string; timeZone: string },
  now: Date,
  opts: { maxDurationHours: number },
): { startsAt: Date; endsAt: Date } {
  const startsAt = localToInstant(input.localStart, input.timeZone);
  const endsAt = localToInstant(input.localEnd, input.timeZone);
  if (!startsAt) throw fieldError('localStart', 'Give the start as a real local date and time.');
  if (!endsAt) throw fieldError('localEnd', 'Give the end as a real local date and time.');
  if (endsAt.getTime() <= startsAt.getTime()) throw fieldError('localEnd', 'The end must be after the start.');
  if (endsAt.getTime() - startsAt.getTime() > opts.maxDurationHours * HOUR_MS) {
    throw fieldError(
      'localEnd',
      `An event lasts at most ${opts.maxDurationHours} hours${opts.maxDurationHours === 24 ? ' when it repeats weekly' : ''}.`,
    );
  }
  if (startsAt.getTime() <= now.getTime()) throw fieldError('localStart', 'The start must be in the future.');
  if (startsAt.getTime() > now.getTime() + EVENT_HOSTING_LIMITS.maxDaysAhead * DAY_MS) {
    throw fieldError('localStart', `Events start at most ${EVENT_HOSTING_LIMITS.maxDaysAhead} days ahead.`);
  }
  return { startsAt, endsAt };
}

async function assertOwnExperience(tx: Queryable, hostId: string, id: string): Promise<void> {
  const [row] = await tx.query<{ id: string }>('select id from experiences where id = $1 and persona_id = $2', [
    id,
    hostId,
  ]);
  if (!row) throw fieldError('experienceId', 'Choose one of your own experiences.');
}

export interface HostedEvent {
  id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  cancelled_at: Date | string | null;
  series_id: string | null;
  host_persona_id: string;
}

/** The event locked for a write by its host: 404 when missing, 403 for anyone else. */
export async function hostedEventForUpdate(tx: Queryable, hostId: string, eventId: string): Promise<HostedEvent> {
  const [row] = UUID_PATTERN.test(eventId)
    ? await tx.query<HostedEvent>(
        'select id, starts_at, ends_at, time_zone, cancelled_at, series_id, host_persona_id from events where id = $1 for update',
        [eventId],
      )
    : [];
  if (!row) throw notFound('No event has this id.');
  if (row.host_persona_id !== hostId)
    throw new ApiError({ code: 'not-owner', detail: 'Only the host of this event can change it.' });
  return row;
}

export async function hostingRoutes(app: FastifyInstance, opts: HostingRoutesOptions): Promise<void> {
  const { db, clock } = opts;
  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(body);

  const answer = async (
    reply: FastifyReply,
    status: number,
    hostId: string,
    eventId: string,
    meta: Record<string, unknown> = {},
  ) => {
    const row = await findEventById(db, hostId, eventId);
    if (!row) throw notFound('No event has this id.');
    const now = clock();
    return send(reply, status, {
      data: opts.resource(row, row.time_zone, now),
      meta: { ...meta, tz: row.time_zone, now: now.toISOString() },
    });
  };

  // The host's own event, answered in the host's zone (the edit form shows the host's wall clock).
  app.get<{ Params: { id: string } }>('/user/events/:id', async (request, reply) => {
    const host = await opts.requiredPersona(request, 'reading the events you host');
    const row = UUID_PATTERN.test(request.params.id) ? await findEventById(db, host.id, request.params.id) : undefined;
    if (!row || row.host_persona_id !== host.id) throw notFound('You host no event with this id.');
    return answer(reply, 200, host.id, row.id);
  });

  app.post('/events', async (request, reply) => {
    const host = await opts.requiredPersona(request, 'hosting events');
    const input = parseAttributes(request.body, 'event', createSchema);
    const now = clock();
    const weekly = input.weeklyCount > 1;
    const { startsAt, endsAt } = hostTimes(input, now, {
      maxDurationHours: weekly ? EVENT_HOSTING_LIMITS.maxSeriesDurationHours : EVENT_HOSTING_LIMITS.maxDurationHours,
    });
    const ids = await inTransaction(db, async (tx) => {
      await assertOwnExperience(tx, host.id, input.experienceId);
      let seriesId: string | null = null;
      if (weekly) {
        const local = wallTimeAt(startsAt, input.timeZone);
        const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() || 7;
        const [series] = await tx.query<{ id: string }>(
          `insert into event_series (host_persona_id, time_zone, weekday, local_start, duration_minutes)
           values ($1, $2, $3, $4, $5) returning id`,
          [
            host.id,
            input.timeZone,
            weekday,
            `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`,
            Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
          ],
        );
        seriesId = series?.id ?? null;
      }
      const imageSeed = randomBytes(6).toString('hex');
      const series = { firstStart: startsAt, firstEnd: endsAt, zone: input.timeZone, intervalWeeks: 1 };
      const created: string[] = [];
      for (let index = 0; index < input.weeklyCount; index += 1) {
        const occurrence = occurrenceAt(series, index);
        const [row] = await tx.query<{ id: string }>(
          `insert into events (host_persona_id, experience_id, series_id, title, description, image_seed, starts_at, ends_at, time_zone, category)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [
            host.id,
            input.experienceId,
            seriesId,
            input.title,
            input.description,
            imageSeed,
            occurrence.startsAt,
            occurrence.endsAt,
            input.timeZone,
            input.category,
          ],
        );
        if (row) created.push(row.id);
      }
      // Saved searches the new event matches tell their owners in this same write (docs/product.md §23).
      await noticeSearchMatches(tx, created, now);
      return created;
    });
    const [first] = ids;
    if (!first) throw new Error('no event was created');
    reply.header('location', `${app.prefix}/user/events/${first}`);
    return answer(reply, 201, host.id, first, { occurrenceIds: ids });
  });

  app.patch<{ Params: { id: string }; Querystring: { scope?: string } }>('/events/:id', async (request, reply) => {
    const host = await opts.requiredPersona(request, 'changing events');
    const input = parseAttributes(request.body, 'event', updateSchema);
    const scope = request.query.scope ?? 'this';
    if (scope !== 'this' && scope !== 'following') {
      throw new ApiError({
        code: 'invalid-parameter',
        detail: 'scope is "this" or "following".',
        source: { parameter: 'scope' },
      });
    }
    const now = clock();
    const result = await inTransaction(db, async (tx) => {
      const event = await hostedEventForUpdate(tx, host.id, request.params.id);
      const first = await editOccurrence(tx, event, input, now);
      const updatedIds = [event.id];
      let notified = first.notified;
      if (scope === 'following' && event.series_id !== null) {
        // Later occurrences of the series take the same change; times move by the host's wall-clock shift.
        const oldZone = event.time_zone;
        const oldLocalStart = instantToLocal(new Date(event.starts_at), oldZone);
        const oldLocalEnd = instantToLocal(new Date(event.ends_at), oldZone);
        const startShift =
          input.localStart !== undefined ? (wallMinutesBetween(oldLocalStart, input.localStart) ?? 0) : 0;
        const endShift = input.localEnd !== undefined ? (wallMinutesBetween(oldLocalEnd, input.localEnd) ?? 0) : 0;
        const later = await tx.query<{ id: string }>(
          `select id from events where series_id = $1 and id <> $2 and starts_at > $3 and cancelled_at is null and ends_at > $4
            order by starts_at for update`,
          [event.series_id, event.id, event.starts_at, now],
        );
        for (const { id } of later) {
          const occurrence = await hostedEventForUpdate(tx, host.id, id);
          const shifted = { ...input };
          if (input.localStart !== undefined || input.localEnd !== undefined) {
            shifted.localStart =
              shiftWallTime(instantToLocal(new Date(occurrence.starts_at), occurrence.time_zone), startShift) ??
              undefined;
            shifted.localEnd =
              shiftWallTime(instantToLocal(new Date(occurrence.ends_at), occurrence.time_zone), endShift) ?? undefined;
          }
          const edited = await editOccurrence(tx, occurrence, shifted, now);
          notified += edited.notified;
          updatedIds.push(id);
        }
      }
      return { id: event.id, moved: first.moved, notified, updatedIds };
    });
    return answer(reply, 200, host.id, result.id, {
      moved: result.moved,
      notified: result.notified,
      updatedIds: result.updatedIds,
    });
  });

  /** One occurrence's edit (the event row locked by the caller): refusals, the update, the attendees' notice. */
  async function editOccurrence(
    tx: Queryable,
    event: HostedEvent,
    input: z.infer<typeof updateSchema>,
    now: Date,
  ): Promise<{ moved: boolean; notified: number }> {
    if (event.cancelled_at !== null)
      throw new ApiError({ code: 'event-over', detail: 'This event was cancelled, so it cannot be changed.' });
    const zone = input.timeZone ?? event.time_zone;
    const oldStart = new Date(event.starts_at);
    const oldEnd = new Date(event.ends_at);
    if (oldEnd.getTime() <= now.getTime())
      throw new ApiError({ code: 'event-over', detail: 'This event has ended, so it cannot be changed.' });
    let times: { startsAt: Date; endsAt: Date } | null = null;
    if (input.localStart !== undefined || input.localEnd !== undefined || input.timeZone !== undefined) {
      const localStart = input.localStart ?? instantToLocal(oldStart, zone);
      const localEnd = input.localEnd ?? instantToLocal(oldEnd, zone);
      const maxDurationHours = event.series_id
        ? EVENT_HOSTING_LIMITS.maxSeriesDurationHours
        : EVENT_HOSTING_LIMITS.maxDurationHours;
      const unchanged =
        localToInstant(localStart, zone)?.getTime() === oldStart.getTime() &&
        localToInstant(localEnd, zone)?.getTime() === oldEnd.getTime();
      // An event already under way keeps its start: only a real change is checked against "now".
      times = unchanged
        ? { startsAt: oldStart, endsAt: oldEnd }
        : hostTimes({ localStart, localEnd, timeZone: zone }, now, { maxDurationHours });
    }
    if (input.experienceId !== undefined) await assertOwnExperience(tx, event.host_persona_id, input.experienceId);
    await tx.query(
      `update events set title = coalesce($2, title), description = coalesce($3, description), experience_id = coalesce($4, experience_id),
              starts_at = coalesce($5, starts_at), ends_at = coalesce($6, ends_at), time_zone = $7, category = coalesce($8, category)
        where id = $1`,
      [
        event.id,
        input.title ?? null,
        input.description ?? null,
        input.experienceId ?? null,
        times?.startsAt ?? null,
        times?.endsAt ?? null,
        zone,
        input.category ?? null,
      ],
    );
    const moved =
      times !== null &&
      (times.startsAt.getTime() !== oldStart.getTime() || times.endsAt.getTime() !== oldEnd.getTime());
    const notified = moved
      ? await noticeAttendees(tx, { eventId: event.id, change: 'moved', now, reminders: opts.reminders })
      : 0;
    return { moved, notified };
  }

  // Cancelling keeps the event (saved calendars and tickets still point at it, shown as cancelled),
  // refunds its paid tickets and tells the holders how much, all in one transaction, and is
  // idempotent: a second cancellation changes, refunds and notifies nothing.
  app.post<{ Params: { id: string } }>('/events/:id/cancellation', async (request, reply) => {
    const host = await opts.requiredPersona(request, 'cancelling events');
    const now = clock();
    const result = await inTransaction(db, async (tx) => {
      const event = await hostedEventForUpdate(tx, host.id, request.params.id);
      if (event.cancelled_at !== null) return { id: event.id, notified: 0, refunded: 0, already: true };
      if (new Date(event.ends_at).getTime() <= now.getTime())
        throw new ApiError({ code: 'event-over', detail: 'This event has ended, so it cannot be cancelled.' });
      await tx.query('update events set cancelled_at = $2 where id = $1', [event.id, now]);
      const refunds = await refundEventTickets(tx, event.id, now);
      const notified = await noticeAttendees(tx, { eventId: event.id, change: 'cancelled', now, refunds });
      return {
        id: event.id,
        notified,
        refunded: [...refunds.values()].reduce((sum, amount) => sum + amount, 0),
        already: false,
      };
    });
    return answer(reply, result.already ? 200 : 201, host.id, result.id, {
      notified: result.notified,
      refunded: result.refunded,
    });
  });
}
