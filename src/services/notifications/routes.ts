// Notifications and reminders (docs/upstream-api-notifications.md): every call acts for the bearer token's persona.
//   GET    /event-notifications                       the persona's notifications, newest first; meta.unread
//   POST   /event-notifications/read                  mark { ids } or { all: true } read
//   GET    /event-notification-subscriptions          events the persona asked to be reminded of (filter[eventId])
//   POST   /event-notification-subscriptions          { eventId }: remind me (201 new, 200 already)
//   DELETE /event-notification-subscriptions/{eventId} stop reminding (204, also when there was nothing)
//   GET    /notification-subscriptions                every kind with enabled true/false
//   POST   /notification-subscriptions                { kind, enabled }: turn a kind on or off
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { parseAttributes } from '../kit/document.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import type { Clock } from '../kit/clock.ts';
import { slugify } from '../kit/slugify.ts';
import { NOTIFICATION_KINDS } from '../../shared/notifications/kinds.ts';
import { DEFAULT_REMINDER_LEAD_MINUTES } from './config.ts';
import type { ReminderScheduler } from './worker.ts';

export interface NotificationsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  clock: Clock;
  /** Enqueues reminder jobs; absent when no worker runs here (then the sweep of another instance does). */
  reminders?: ReminderScheduler | undefined;
  /** The lead time reported to callers when no scheduler is given. */
  reminderLeadMs?: number | undefined;
}

interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
  event_id: string | null;
  event_title: string | null;
  event_starts_at: Date | string | null;
  host_handle: string | null;
  experience_handle: string | null;
  product_id: string | null;
  product_name: string | null;
  actor_handle: string | null;
  actor_name: string | null;
}

interface ReminderRow {
  event_id: string;
  title: string;
  starts_at: Date | string;
  created_at: Date | string;
  host_handle: string;
  experience_handle: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const pageQuery = z.object({
  page: z.coerce.number().int('page must be a whole number.').min(1, 'page starts at 1.').max(1000).default(1),
  perPage: z.coerce
    .number()
    .int('perPage must be a whole number.')
    .min(1)
    .max(50, 'perPage is at most 50.')
    .default(20),
});

const eventIdSchema = z.uuid({ error: 'eventId must be an event id (a UUID).' });

const markReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(z.uuid({ error: 'ids holds notification ids (UUIDs).' }))
          .min(1)
          .max(100),
      })
      .strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'Send { ids: [...] } or { all: true }.' },
);

const preferenceSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS, { error: `kind is one of: ${NOTIFICATION_KINDS.join(', ')}.` }),
    enabled: z.boolean({ error: 'enabled must be true or false.' }),
  })
  .strict();

function notificationResource(row: NotificationRow) {
  return {
    type: 'event-notification',
    id: row.id,
    attributes: {
      kind: row.kind,
      title: row.title,
      body: row.body,
      createdAt: iso(row.created_at),
      readAt: row.read_at === null ? null : iso(row.read_at),
      eventId: row.event_id,
      eventTitle: row.event_title,
      eventStartsAt: row.event_starts_at === null ? null : iso(row.event_starts_at),
      hostHandle: row.host_handle,
      experienceHandle: row.experience_handle,
      // A wishlist notice names its listing; the web tier links to /listings/{productId}/{slug}.
      productId: row.product_id,
      productName: row.product_name,
      productSlug: row.product_name === null ? null : slugify(row.product_name) || 'listing',
      // Who caused it (a gift's giver, docs/upstream-api-gifts.md); null for the other kinds.
      actorHandle: row.actor_handle,
      actorName: row.actor_name,
    },
  };
}

function reminderResource(row: ReminderRow, leadMs: number) {
  const startsAt = new Date(row.starts_at);
  return {
    type: 'event-notification-subscription',
    // One subscription per event and caller, so the event id names it for this caller.
    id: row.event_id,
    attributes: {
      eventId: row.event_id,
      eventTitle: row.title,
      startsAt: startsAt.toISOString(),
      remindAt: new Date(startsAt.getTime() - leadMs).toISOString(),
      hostHandle: row.host_handle,
      experienceHandle: row.experience_handle,
      createdAt: iso(row.created_at),
    },
  };
}

const REMINDER_SELECT = `
  select s.event_id, e.title, e.starts_at, s.created_at, pe.handle as host_handle, x.handle as experience_handle
    from event_reminder_subscriptions s
    join events e on e.id = s.event_id
    join personas pe on pe.id = e.host_persona_id
    join experiences x on x.id = e.experience_id`;

export async function notificationsRoutes(app: FastifyInstance, opts: NotificationsRoutesOptions): Promise<void> {
  const { db, clock } = opts;
  const callers = callerResolver(db, opts.verifier);
  const leadMs = opts.reminders?.leadMs ?? opts.reminderLeadMs ?? DEFAULT_REMINDER_LEAD_MINUTES * 60_000;
  registerCacheHeaders(app);

  app.get('/event-notifications', async (request, reply) => {
    const persona = await callers.required(request, 'reading notifications');
    const parsed = pageQuery.safeParse(request.query ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError({
        code: 'invalid-parameter',
        detail: issue?.message ?? 'Invalid paging parameter.',
        source: { parameter: String(issue?.path[0] ?? 'page') },
      });
    }
    const { page, perPage } = parsed.data;
    const rows = await db.query<NotificationRow>(
      `select n.id, n.kind, n.title, n.body, n.created_at, n.read_at, n.event_id,
              e.title as event_title, e.starts_at as event_starts_at,
              pe.handle as host_handle, x.handle as experience_handle,
              n.product_id, pr.name as product_name, ac.handle as actor_handle, ac.name as actor_name
         from notifications n
         left join events e on e.id = n.event_id
         left join personas pe on pe.id = e.host_persona_id
         left join experiences x on x.id = e.experience_id
         left join products pr on pr.id = n.product_id
         left join personas ac on ac.id = n.actor_persona_id
        where n.persona_id = $1
        order by n.created_at desc, n.id desc
        limit $2 offset $3`,
      [persona.id, perPage, (page - 1) * perPage],
    );
    const [counts] = await db.query<{ total: number; unread: number }>(
      `select count(*)::int as total, count(*) filter (where read_at is null)::int as unread
         from notifications where persona_id = $1`,
      [persona.id],
    );
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: rows.map(notificationResource),
      meta: { total: counts?.total ?? 0, unread: counts?.unread ?? 0, page, perPage },
    });
  });

  app.post('/event-notifications/read', async (request, reply) => {
    const persona = await callers.required(request, 'reading notifications');
    const input = parseAttributes(request.body, 'event-notification-read', markReadSchema);
    const now = clock();
    // Only the caller's own rows: ids of someone else's notifications change nothing.
    if ('all' in input) {
      await db.query('update notifications set read_at = $2 where persona_id = $1 and read_at is null', [
        persona.id,
        now,
      ]);
    } else {
      await db.query(
        'update notifications set read_at = $2 where persona_id = $1 and read_at is null and id = any($3::uuid[])',
        [persona.id, now, input.ids],
      );
    }
    const [counts] = await db.query<{ unread: number }>(
      'select count(*)::int as unread from notifications where persona_id = $1 and read_at is null',
      [persona.id],
    );
    return reply.type(JSON_API_CONTENT_TYPE).send({ meta: { unread: counts?.unread ?? 0 } });
  });

  app.get('/event-notification-subscriptions', async (request, reply) => {
    const persona = await callers.required(request, 'reminders');
    const query = (request.query ?? {}) as Record<string, unknown>;
    const filter = query['filter[eventId]'];
    let eventId: string | null = null;
    if (filter !== undefined) {
      const parsed = eventIdSchema.safeParse(filter);
      if (!parsed.success) {
        throw new ApiError({
          code: 'invalid-parameter',
          detail: 'filter[eventId] must be an event id (a UUID).',
          source: { parameter: 'filter[eventId]' },
        });
      }
      eventId = parsed.data;
    }
    const rows = await db.query<ReminderRow>(
      `${REMINDER_SELECT} where s.persona_id = $1 and ($2::uuid is null or s.event_id = $2::uuid) order by e.starts_at, s.event_id`,
      [persona.id, eventId],
    );
    return reply.type(JSON_API_CONTENT_TYPE).send({
      data: rows.map((row) => reminderResource(row, leadMs)),
      meta: { total: rows.length, leadMinutes: leadMs / 60_000 },
    });
  });

  app.post('/event-notification-subscriptions', async (request, reply) => {
    const persona = await callers.required(request, 'asking for reminders');
    const { eventId } = parseAttributes(
      request.body,
      'event-notification-subscription',
      z.object({ eventId: eventIdSchema }).strict(),
    );
    const now = clock();
    const inserted = await db.transaction(async (tx) => {
      const [event] = await tx.query<{ id: string; starts_at: Date | string; cancelled_at: Date | string | null }>(
        'select id, starts_at, cancelled_at from events where id = $1 for share',
        [eventId],
      );
      if (!event) throw notFound(`No event has the id "${eventId}".`);
      const startsAt = new Date(event.starts_at);
      if (event.cancelled_at !== null) {
        throw new ApiError({
          code: 'event-not-upcoming',
          detail: 'This event was cancelled, so there is nothing to remind you of.',
        });
      }
      if (startsAt.getTime() <= now.getTime()) {
        throw new ApiError({
          code: 'event-not-upcoming',
          detail: 'This event has already started: reminders are for events ahead.',
        });
      }
      const rows = await tx.query(
        `insert into event_reminder_subscriptions (persona_id, event_id, seen_starts_at) values ($1, $2, $3)
         on conflict do nothing returning event_id`,
        [persona.id, eventId, startsAt],
      );
      // The job goes in with the subscription: both are stored, or neither.
      if (rows.length > 0 && opts.reminders) await opts.reminders.schedule({ id: eventId, startsAt }, tx);
      return rows.length > 0;
    });
    const [row] = await db.query<ReminderRow>(`${REMINDER_SELECT} where s.persona_id = $1 and s.event_id = $2`, [
      persona.id,
      eventId,
    ]);
    if (!row) throw notFound('The event was deleted while you asked for a reminder.');
    return reply
      .code(inserted ? 201 : 200)
      .type(JSON_API_CONTENT_TYPE)
      .send({ data: reminderResource(row, leadMs), meta: { leadMinutes: leadMs / 60_000 } });
  });

  app.delete<{ Params: { eventId: string } }>('/event-notification-subscriptions/:eventId', async (request, reply) => {
    const persona = await callers.required(request, 'reminders');
    const parsed = eventIdSchema.safeParse(request.params.eventId);
    if (!parsed.success) {
      throw new ApiError({
        code: 'invalid-parameter',
        detail: 'The path names an event id (a UUID).',
        source: { parameter: 'eventId' },
      });
    }
    // Idempotent; a waiting job for the event finds nobody subscribed and does nothing.
    await db.query('delete from event_reminder_subscriptions where persona_id = $1 and event_id = $2', [
      persona.id,
      parsed.data,
    ]);
    return reply.code(204).send();
  });

  const sendPreferences = async (personaId: string) => {
    const rows = await db.query<{ kind: string; enabled: boolean }>(
      'select kind, enabled from notification_preferences where persona_id = $1',
      [personaId],
    );
    const stored = new Map(rows.map((row) => [row.kind, row.enabled]));
    return {
      data: NOTIFICATION_KINDS.map((kind) => ({
        type: 'notification-subscription',
        id: kind,
        attributes: { kind, enabled: stored.get(kind) ?? true },
      })),
    };
  };

  app.get('/notification-subscriptions', async (request, reply) => {
    const persona = await callers.required(request, 'notification settings');
    return reply.type(JSON_API_CONTENT_TYPE).send(await sendPreferences(persona.id));
  });

  app.post('/notification-subscriptions', async (request, reply) => {
    const persona = await callers.required(request, 'notification settings');
    const { kind, enabled } = parseAttributes(request.body, 'notification-subscription', preferenceSchema);
    await db.query(
      `insert into notification_preferences (persona_id, kind, enabled, updated_at) values ($1, $2, $3, $4)
       on conflict (persona_id, kind) do update set enabled = excluded.enabled, updated_at = excluded.updated_at`,
      [persona.id, kind, enabled, clock()],
    );
    return reply.type(JSON_API_CONTENT_TYPE).send(await sendPreferences(persona.id));
  });
}
