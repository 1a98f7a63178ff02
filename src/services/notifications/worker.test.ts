// The durable reminder worker on real databases and the real clock: pg-boss's schema on PGlite (PostgreSQL
// 18) and on PostgreSQL, a reminder job that survives a restart and is delivered once, two workers on one
// PostgreSQL delivering one notification, and a job that reschedules itself when its event moved later.
// Waits are bounded polls for an outcome (never assertions about how long something took).
import { rm } from 'node:fs/promises';
import t from 'tap';
import { systemClock } from '../kit/clock.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { copyPgliteTemplate, openTestDatabase } from '../testing/test-database.ts';
import { buildTestUpstream, insertEvent, linkPersonas, reminderBody } from './testing.ts';
import { PG_BOSS_SCHEMA, REMINDER_QUEUE, startReminderWorker } from './worker.ts';

const LEAD_MS = 15 * 60_000;
/** Starts so that its reminder is due `seconds` from now (real time). */
const dueIn = (seconds: number) => LEAD_MS / 60_000 + seconds / 60;

async function waitFor(what: string, check: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const reminderCount = async (db: Database, eventId: string) =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from notifications where event_id = $1 and kind = 'event-reminder'`,
      [eventId],
    )
  )[0]?.n ?? -1;

const jobsOf = (db: Database, eventId: string) =>
  db.query<{ state: string; singleton_key: string }>(
    `select state::text as state, singleton_key from ${PG_BOSS_SCHEMA}.job where name = $1 and data->>'eventId' = $2 order by created_on`,
    [REMINDER_QUEUE, eventId],
  );

t.test('PGlite: a reminder scheduled before a restart is delivered after it, once', async (t) => {
  const dir = await copyPgliteTemplate();
  t.teardown(() => rm(dir, { recursive: true, force: true }));

  let db = await openDatabase({ dataDir: dir });
  await linkPersonas(db);
  const event = await insertEvent(db, { now: new Date(), startsInMinutes: dueIn(3) });
  const before = await startReminderWorker({
    db,
    clock: systemClock,
    leadMs: LEAD_MS,
    sweepCron: null,
    pollingIntervalSeconds: 0.5,
  });
  const { app, request } = await buildTestUpstream({ db, reminders: before });
  const response = await request('POST', '/v2/event-notification-subscriptions', {
    as: 'kai',
    body: reminderBody(event.id),
  });
  t.equal(response.statusCode, 201, 'subscribed, job enqueued in the same transaction');
  await app.close();
  await before.stop();
  await db.close();

  db = await openDatabase({ dataDir: dir });
  t.teardown(() => db.close());
  const stored = await jobsOf(db, event.id);
  t.same(
    stored.map((job) => job.state),
    ['created'],
    'the job is on disk, waiting',
  );
  t.equal(await reminderCount(db, event.id), 0, 'nothing delivered while no worker ran');

  const after = await startReminderWorker({
    db,
    clock: systemClock,
    leadMs: LEAD_MS,
    sweepCron: null,
    pollingIntervalSeconds: 0.5,
  });
  t.teardown(() => after.stop());
  await waitFor('the job to complete', async () =>
    (await jobsOf(db, event.id)).every((job) => job.state === 'completed'),
  );
  t.equal(await reminderCount(db, event.id), 1, 'delivered after the restart');
  t.same(await after.sweep(), { reminders: 0, changes: 0 }, 'a sweep afterwards finds nothing left to deliver');
  t.equal(await reminderCount(db, event.id), 1, 'once');
});

t.test('PostgreSQL: two workers on one database deliver one notification per persona', async (t) => {
  const database = await openTestDatabase('postgres');
  t.teardown(() => database.close());
  const first = database.db;
  const second = await openDatabase({ databaseUrl: database.location, maxConnections: 3 });
  t.teardown(() => second.close());
  await linkPersonas(first);

  // Both create pg-boss's schema at once: its advisory lock lets one do it.
  const options = { clock: systemClock, leadMs: LEAD_MS, sweepCron: null, pollingIntervalSeconds: 0.5 } as const;
  const started = await Promise.allSettled([
    startReminderWorker({ db: first, ...options }),
    startReminderWorker({ db: second, ...options }),
  ]);
  for (const result of started) if (result.status === 'fulfilled') t.teardown(() => result.value.stop());
  const [a, b] = started.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
  if (!a || !b) throw new Error('two workers');

  const event = await insertEvent(first, { now: new Date(), startsInMinutes: dueIn(2) });
  const one = await buildTestUpstream({ db: first, reminders: a });
  const two = await buildTestUpstream({ db: second, reminders: b });
  t.teardown(() => one.app.close());
  t.teardown(() => two.app.close());
  t.equal(
    (await one.request('POST', '/v2/event-notification-subscriptions', { as: 'kai', body: reminderBody(event.id) }))
      .statusCode,
    201,
  );
  t.equal(
    (await two.request('POST', '/v2/event-notification-subscriptions', { as: 'mira', body: reminderBody(event.id) }))
      .statusCode,
    201,
  );
  // Both instances also schedule the same start: the singleton key keeps one waiting job.
  await Promise.all([a.schedule(event), b.schedule(event)]);
  t.equal((await jobsOf(first, event.id)).length, 1, 'one job for one event start');

  await waitFor('both reminders', async () => (await reminderCount(first, event.id)) === 2);
  // Racing sweeps on both instances right after: the unique row lets nothing through twice.
  const sweeps = await Promise.all([a.sweep(), b.sweep(), a.sweep(), b.sweep()]);
  t.same(
    sweeps.map((s) => s.reminders),
    [0, 0, 0, 0],
  );
  const rows = await first.query<{ handle: string; n: number }>(
    `select p.handle, count(*)::int as n from notifications n join personas p on p.id = n.persona_id
      where n.event_id = $1 group by p.handle order by p.handle`,
    [event.id],
  );
  t.same(rows, [
    { handle: 'kai', n: 1 },
    { handle: 'mira', n: 1 },
  ]);
});

t.test('PostgreSQL: racing sweeps on two instances, a due reminder is delivered once', async (t) => {
  const database = await openTestDatabase('postgres');
  t.teardown(() => database.close());
  const second = await openDatabase({ databaseUrl: database.location, maxConnections: 3 });
  t.teardown(() => second.close());
  const ids = await linkPersonas(database.db);
  const now = new Date('2025-06-01T12:00:00Z');
  const event = await insertEvent(database.db, { now, startsInMinutes: 10 });
  await database.db.query(
    'insert into event_reminder_subscriptions (persona_id, event_id, seen_starts_at) values ($1, $2, $3)',
    [ids.kai, event.id, event.startsAt],
  );
  const { runDueReminders } = await import('./reminders.ts');
  const results = await Promise.all(
    Array.from({ length: 6 }, (_, i) => runDueReminders(i % 2 === 0 ? database.db : second, { now, leadMs: LEAD_MS })),
  );
  t.equal(
    results.reduce((sum, r) => sum + r.reminders, 0),
    1,
    'one of six racing sweeps delivered it',
  );
  t.equal(await reminderCount(database.db, event.id), 1);
});

t.test('PostgreSQL: a job whose event moved later schedules the new time instead of reminding early', async (t) => {
  const database = await openTestDatabase('postgres');
  t.teardown(() => database.close());
  const { db } = database;
  await linkPersonas(db);
  const worker = await startReminderWorker({
    db,
    clock: systemClock,
    leadMs: LEAD_MS,
    sweepCron: null,
    pollingIntervalSeconds: 0.5,
  });
  t.teardown(() => worker.stop());
  const { app, request } = await buildTestUpstream({ db, reminders: worker });
  t.teardown(() => app.close());
  const event = await insertEvent(db, { now: new Date(), startsInMinutes: dueIn(2) });
  t.equal(
    (await request('POST', '/v2/event-notification-subscriptions', { as: 'kai', body: reminderBody(event.id) }))
      .statusCode,
    201,
  );
  // The host moves it an hour later before the job runs.
  await db.query(
    `update events set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where id = $1`,
    [event.id],
  );
  const movedStart = new Date(event.startsAt.getTime() + 3_600_000);
  await waitFor('the rescheduled job', async () => (await jobsOf(db, event.id)).length === 2);
  const jobs = await jobsOf(db, event.id);
  t.same(
    jobs.map((job) => job.singleton_key),
    [`${event.id}@${event.startsAt.toISOString()}`, `${event.id}@${movedStart.toISOString()}`],
  );
  t.equal(jobs[1]?.state, 'created', 'waiting for the new time');
  t.equal(await reminderCount(db, event.id), 0, 'no reminder an hour early');
});

t.test(
  'PGlite: the worker creates pg-boss’s schema and registers the every-minute sweep; a restart reuses both',
  async (t) => {
    const database = await openTestDatabase('pglite');
    t.teardown(() => database.close());
    const { db } = database;
    const first = await startReminderWorker({ db, clock: systemClock, leadMs: LEAD_MS });
    await first.stop();
    const second = await startReminderWorker({ db, clock: systemClock, leadMs: LEAD_MS });
    t.teardown(() => second.stop());
    const [version] = await db.query<{ version: number }>(`select version from ${PG_BOSS_SCHEMA}.version`);
    t.ok((version?.version ?? 0) >= 20, 'pg-boss 10 schema in place');
    t.same(await db.query(`select name, cron from ${PG_BOSS_SCHEMA}.schedule order by name`), [
      { name: 'event-reminder-sweep', cron: '* * * * *' },
    ]);
    t.same(
      // pg-boss keeps an internal queue of its own (__pgboss__send-it) for cron; ours are these.
      (
        await db.query<{ name: string; policy: string }>(
          `select name, policy from ${PG_BOSS_SCHEMA}.queue where name like 'event-%' order by name`,
        )
      ).map((q) => [q.name, q.policy]),
      [
        ['event-reminder', 'short'],
        ['event-reminder-sweep', 'short'],
      ],
    );
    t.same(await second.sweep(), { reminders: 0, changes: 0 }, 'the sweep runs on PGlite');
  },
);
