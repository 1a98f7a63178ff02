// Reminders and notifications as a caller sees them, on PGlite and PostgreSQL: idempotent "remind me",
// the sweep at a pinned clock (due, moved, cancelled, preferences), the list, unread count and mark read.
import t from 'tap';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { buildTestUpstream, insertEvent, linkPersonas, reminderBody } from './testing.ts';
import { runDueReminders } from './reminders.ts';

const LEAD_MS = 15 * 60_000;
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

interface ListDocument {
  data: {
    id: string;
    attributes: {
      kind: string;
      title: string;
      body: string;
      readAt: string | null;
      eventId: string | null;
      hostHandle: string | null;
    };
  }[];
  meta: { total: number; unread: number };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const database = await openTestDatabase(kind);
    t.teardown(() => database.close());
    const { db } = database;
    await linkPersonas(db);
    let now = TEST_NOW;
    const { app, request } = await buildTestUpstream({ db, clock: () => now, reminderLeadMs: LEAD_MS });
    t.teardown(() => app.close());
    const list = async (as: string) => (await request('GET', '/v2/event-notifications', { as })).json<ListDocument>();
    const sweep = () => runDueReminders(db, { now, leadMs: LEAD_MS });
    // Each subtest starts with nobody subscribed and nothing delivered.
    t.beforeEach(async () => {
      await db.query('delete from notifications');
      await db.query('delete from event_reminder_subscriptions');
    });

    t.test('remind me is idempotent, per persona, and can be turned off', async (t) => {
      now = TEST_NOW;
      const event = await insertEvent(db, { now, startsInMinutes: 60 });
      const first = await request('POST', '/v2/event-notification-subscriptions', {
        as: 'kai',
        body: reminderBody(event.id),
      });
      t.equal(first.statusCode, 201);
      t.match(first.json(), {
        data: {
          id: event.id,
          attributes: { eventId: event.id, remindAt: minutes(45).toISOString(), hostHandle: 'nova' },
        },
        meta: { leadMinutes: 15 },
      });
      const again = await request('POST', '/v2/event-notification-subscriptions', {
        as: 'kai',
        body: reminderBody(event.id),
      });
      t.equal(again.statusCode, 200, 'asking twice is one subscription');
      const [count] = await db.query<{ n: number }>(
        'select count(*)::int as n from event_reminder_subscriptions where event_id = $1',
        [event.id],
      );
      t.equal(count?.n, 1);
      const mine = await request('GET', `/v2/event-notification-subscriptions?filter[eventId]=${event.id}`, {
        as: 'kai',
      });
      t.equal(mine.json<{ data: unknown[] }>().data.length, 1);
      const theirs = await request('GET', `/v2/event-notification-subscriptions?filter[eventId]=${event.id}`, {
        as: 'mira',
      });
      t.equal(theirs.json<{ data: unknown[] }>().data.length, 0, 'per persona');
      t.equal(
        (await request('DELETE', `/v2/event-notification-subscriptions/${event.id}`, { as: 'kai' })).statusCode,
        204,
      );
      t.equal(
        (await request('DELETE', `/v2/event-notification-subscriptions/${event.id}`, { as: 'kai' })).statusCode,
        204,
        'twice is fine',
      );
      const after = await request('GET', `/v2/event-notification-subscriptions?filter[eventId]=${event.id}`, {
        as: 'kai',
      });
      t.equal(after.json<{ data: unknown[] }>().data.length, 0);
    });

    t.test('refusals change nothing', async (t) => {
      now = TEST_NOW;
      const started = await insertEvent(db, { now, startsInMinutes: -5 });
      const cancelled = await insertEvent(db, { now, startsInMinutes: 60, cancelled: true });
      const upcoming = await insertEvent(db, { now, startsInMinutes: 60 });
      const cases = [
        { as: undefined, body: reminderBody(upcoming.id), status: 401, code: 'unauthorized' },
        { subject: 'account-without-persona', body: reminderBody(upcoming.id), status: 403, code: 'persona-required' },
        { as: 'kai', body: reminderBody(started.id), status: 409, code: 'event-not-upcoming' },
        { as: 'kai', body: reminderBody(cancelled.id), status: 409, code: 'event-not-upcoming' },
        { as: 'kai', body: reminderBody('00000000-0000-4000-8000-000000000000'), status: 404, code: 'not-found' },
        { as: 'kai', body: reminderBody('not-an-id'), status: 422, code: 'invalid-attribute' },
        { as: 'kai', body: { eventId: upcoming.id }, status: 400, code: 'invalid-document' },
      ];
      for (const c of cases) {
        const response = await request('POST', '/v2/event-notification-subscriptions', {
          as: c.as,
          subject: c.subject,
          body: c.body,
        });
        t.equal(response.statusCode, c.status, `${c.code}`);
        t.equal(response.json<{ errors: { code: string }[] }>().errors[0]?.code, c.code);
      }
      const [count] = await db.query<{ n: number }>(
        'select count(*)::int as n from event_reminder_subscriptions where event_id = any($1::uuid[])',
        [[started.id, cancelled.id, upcoming.id]],
      );
      t.equal(count?.n, 0);
    });

    t.test('the sweep reminds once when due, follows a moved event, and skips cancelled ones', async (t) => {
      await db.query('delete from notifications');
      now = TEST_NOW;
      const soon = await insertEvent(db, { now, startsInMinutes: 30, title: 'Neon Night' });
      const moved = await insertEvent(db, { now, startsInMinutes: 30, title: 'Moved Meetup' });
      const dropped = await insertEvent(db, { now, startsInMinutes: 30, title: 'Dropped Party' });
      for (const event of [soon, moved, dropped]) {
        t.equal(
          (await request('POST', '/v2/event-notification-subscriptions', { as: 'kai', body: reminderBody(event.id) }))
            .statusCode,
          201,
        );
      }
      t.same(await sweep(), { reminders: 0, changes: 0 }, 'nothing is due 30 minutes ahead');

      // The host moves one an hour later and cancels another.
      await db.query(
        `update events set starts_at = starts_at + interval '60 minutes', ends_at = ends_at + interval '60 minutes' where id = $1`,
        [moved.id],
      );
      await db.query('update events set cancelled_at = $2 where id = $1', [dropped.id, now]);

      now = minutes(16);
      t.same(await sweep(), { reminders: 1, changes: 2 }, 'one reminder (14 min ahead) and two change notices');
      t.same(await sweep(), { reminders: 0, changes: 0 }, 'a second sweep delivers nothing again');
      const page = await list('kai');
      t.same(page.data.map((n) => n.attributes.title).sort(), [
        '"Dropped Party" was cancelled',
        '"Moved Meetup" moved',
        '"Neon Night" starts in 14 minutes',
      ]);
      t.equal(page.meta.unread, 3);
      t.match(page.data.find((n) => n.attributes.kind === 'event-reminder')?.attributes, {
        eventId: soon.id,
        hostHandle: 'nova',
      });

      now = minutes(76);
      t.same(await sweep(), { reminders: 1, changes: 0 }, 'the moved event is reminded at its new time');
      now = minutes(200);
      t.same(await sweep(), { reminders: 0, changes: 0 }, 'the cancelled one never is');
      const reminders = await db.query<{ event_id: string }>(
        `select event_id from notifications where kind = 'event-reminder' order by created_at`,
      );
      t.same(
        reminders.map((r) => r.event_id),
        [soon.id, moved.id],
      );
    });

    t.test('preferences: kinds default on; off means no reminder', async (t) => {
      await db.query('delete from notifications');
      now = TEST_NOW;
      const initial = await request('GET', '/v2/notification-subscriptions', { as: 'mira' });
      t.same(
        initial.json<{ data: { attributes: unknown }[] }>().data.map((d) => d.attributes),
        [
          { kind: 'event-reminder', enabled: true },
          { kind: 'event-changed', enabled: true },
          { kind: 'ticket-code', enabled: true },
          { kind: 'wishlist', enabled: true },
          { kind: 'review-reply', enabled: true },
          { kind: 'gift-received', enabled: true },
          { kind: 'defect-reported', enabled: true },
          { kind: 'defect-status', enabled: true },
          { kind: 'event-search-match', enabled: true },
        ],
      );
      const off = await request('POST', '/v2/notification-subscriptions', {
        as: 'mira',
        body: { data: { type: 'notification-subscription', attributes: { kind: 'event-reminder', enabled: false } } },
      });
      t.equal(off.statusCode, 200);
      t.match(off.json(), {
        data: [{ attributes: { kind: 'event-reminder', enabled: false } }, { attributes: { enabled: true } }],
      });
      const bad = await request('POST', '/v2/notification-subscriptions', {
        as: 'mira',
        body: { data: { type: 'notification-subscription', attributes: { kind: 'spam', enabled: true } } },
      });
      t.equal(bad.statusCode, 422);
      const event = await insertEvent(db, { now, startsInMinutes: 10 });
      await request('POST', '/v2/event-notification-subscriptions', { as: 'mira', body: reminderBody(event.id) });
      await request('POST', '/v2/event-notification-subscriptions', { as: 'kai', body: reminderBody(event.id) });
      t.same(await sweep(), { reminders: 1, changes: 0 }, 'kai only');
      t.equal((await list('mira')).meta.total, 0);
    });

    t.test('list newest first, mark read (own rows only), unread count', async (t) => {
      await db.query('delete from notifications');
      now = TEST_NOW;
      for (const offset of [20, 30, 40]) {
        const event = await insertEvent(db, { now, startsInMinutes: offset, title: `E${offset}` });
        t.equal(
          (await request('POST', '/v2/event-notification-subscriptions', { as: 'kai', body: reminderBody(event.id) }))
            .statusCode,
          201,
        );
      }
      for (const at of [6, 16, 26])
        t.same(await runDueReminders(db, { now: minutes(at), leadMs: LEAD_MS }), { reminders: 1, changes: 0 });
      const page = await list('kai');
      t.same(
        page.data.map((n) => n.attributes.title),
        ['"E40" starts in 14 minutes', '"E30" starts in 14 minutes', '"E20" starts in 14 minutes'],
        'newest first',
      );
      t.equal(page.meta.total, 3);
      t.equal(page.meta.unread, 3);
      const ids = page.data.map((n) => n.id);
      const mira = await request('POST', '/v2/event-notifications/read', {
        as: 'mira',
        body: { data: { type: 'event-notification-read', attributes: { ids } } },
      });
      t.same(mira.json(), { meta: { unread: 0 } });
      t.equal((await list('kai')).meta.unread, 3, "mira cannot mark kai's notifications");
      const one = await request('POST', '/v2/event-notifications/read', {
        as: 'kai',
        body: { data: { type: 'event-notification-read', attributes: { ids: [ids[0]] } } },
      });
      t.same(one.json(), { meta: { unread: 2 } });
      const all = await request('POST', '/v2/event-notifications/read', {
        as: 'kai',
        body: { data: { type: 'event-notification-read', attributes: { all: true } } },
      });
      t.same(all.json(), { meta: { unread: 0 } });
      const bad = await request('POST', '/v2/event-notifications/read', {
        as: 'kai',
        body: { data: { type: 'event-notification-read', attributes: {} } },
      });
      t.equal(bad.statusCode, 422);
      t.equal((await request('GET', '/v2/event-notifications')).statusCode, 401);
      const paged = await request('GET', '/v2/event-notifications?perPage=2&page=2', { as: 'kai' });
      t.equal(paged.json<ListDocument>().data.length, 1);
      t.equal(paged.headers['cache-control'], 'private, no-store');
    });
  });
}
