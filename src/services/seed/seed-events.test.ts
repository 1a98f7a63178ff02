// The demo events: deterministic, shaped as the guide asks (20+ past and future, several hosts and
// zones, nova's live stream, ticketed launch party and past event, a weekly series across a DST
// change, kai's saves), and re-anchored on a later start so the demo keeps its shape relative to now.
import t from 'tap';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { wallTimeAt } from '../../shared/events/time-zone.ts';
import {
  DEMO_LIVE_CHANNEL,
  DEMO_LIVE_EVENT_TITLE,
  DEMO_PAST_EVENT_TITLE,
  DEMO_SERIES_TITLE,
  DEMO_TICKETED_EVENT_TITLE,
  SERIES_ZONE,
  demoUuid,
  planDemoEvents,
  seedEvents,
} from './seed-events.ts';

t.test('the plan is deterministic and has the demo shape', async (t) => {
  const plan = planDemoEvents(TEST_NOW);
  t.same(planDemoEvents(new Date(TEST_NOW.getTime() + 59 * 60_000)), plan, 'the same within the hour');
  t.ok(plan.length >= 20, `${plan.length} events`);
  t.ok(plan.some((e) => e.endsAt < TEST_NOW) && plan.some((e) => e.startsAt > TEST_NOW), 'past and future');
  t.ok(new Set(plan.map((e) => e.host)).size >= 6, 'several hosts');
  t.same([...new Set(plan.map((e) => e.zone))].sort(), ['America/Los_Angeles', 'Asia/Tokyo', 'Europe/Berlin', 'UTC']);
  const live = plan.find((e) => e.title === DEMO_LIVE_EVENT_TITLE);
  t.ok(
    live &&
      live.startsAt <= TEST_NOW &&
      TEST_NOW < live.endsAt &&
      live.streamChannel === DEMO_LIVE_CHANNEL &&
      live.host === 'nova',
  );
  const party = plan.find((e) => e.title === DEMO_TICKETED_EVENT_TITLE);
  t.match(party, { host: 'nova', experience: 'neon-drift', zone: 'America/Los_Angeles' });
  t.same(
    wallTimeAt(party!.startsAt, 'America/Los_Angeles'),
    { year: 2025, month: 6, day: 3, hour: 18, minute: 0, second: 0 },
    'two days ahead at 18:00',
  );
  t.ok(plan.find((e) => e.title === DEMO_PAST_EVENT_TITLE && e.host === 'nova' && e.endsAt < TEST_NOW));
  const series = plan.filter((e) => e.title === DEMO_SERIES_TITLE);
  t.ok(
    series.every((e) => wallTimeAt(e.startsAt, SERIES_ZONE).hour === 19),
    '19:00 Berlin every time',
  );
  t.same(new Set(series.map((e) => e.startsAt.getUTCHours())), new Set([17, 18]), 'across a DST change');
  t.equal(demoUuid('x'), demoUuid('x'));
  t.match(demoUuid('x'), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

t.test('a later start re-anchors only the demo rows, keeping ids and saves', async (t) => {
  const { db, close } = await openTestDatabase('pglite');
  t.teardown(close);
  const [nova] = await db.query<{ id: string }>(`select id from personas where handle = 'nova'`);
  const [neon] = await db.query<{ id: string }>(`select id from experiences where handle = 'neon-drift'`);
  const [own] = await db.query<{ id: string }>(
    `insert into events (host_persona_id, experience_id, title, image_seed, starts_at, ends_at, time_zone)
     values ($1, $2, 'Not a demo event', 'own', '2025-06-10T10:00:00Z', '2025-06-10T11:00:00Z', 'UTC') returning id`,
    [nova?.id, neon?.id],
  );
  const kaiSaves = async () =>
    (
      await db.query<{ title: string }>(
        `select ev.title from calendar_saves cs join events ev on ev.id = cs.event_id join personas p on p.id = cs.persona_id where p.handle = 'kai' order by 1`,
      )
    ).map((r) => r.title);
  const savesBefore = await kaiSaves();
  t.ok(savesBefore.includes(DEMO_TICKETED_EVENT_TITLE));

  t.same(
    await seedEvents(db, { now: TEST_NOW }),
    { seeded: false, reanchored: false, events: 0 },
    'same hour: nothing moves',
  );

  const later = new Date(TEST_NOW.getTime() + 8 * 86_400_000 + 5 * 3_600_000);
  const result = await seedEvents(db, { now: later });
  t.equal(result.reanchored, true);
  const [live] = await db.query<{ id: string; starts_at: Date; ends_at: Date; sequence: number }>(
    'select id, starts_at, ends_at, sequence from events where title = $1',
    [DEMO_LIVE_EVENT_TITLE],
  );
  t.equal(live?.id, demoUuid('nova-live'), 'same id');
  t.ok(new Date(live!.starts_at) <= later && later < new Date(live!.ends_at), 'still live at the new now');
  t.ok((live?.sequence ?? 0) > 0, 'moving bumped SEQUENCE');
  const [ownAfter] = await db.query<{ starts_at: Date }>('select starts_at from events where id = $1', [own?.id]);
  t.equal(new Date(ownAfter!.starts_at).toISOString(), '2025-06-10T10:00:00.000Z', 'other events are never moved');
  const series = await db.query<{ starts_at: Date }>('select starts_at from events where title = $1', [
    DEMO_SERIES_TITLE,
  ]);
  t.ok(series.every((r) => wallTimeAt(new Date(r.starts_at), SERIES_ZONE).hour === 19));
  t.ok(
    series.some((r) => new Date(r.starts_at) > new Date(later.getTime() + 48 * 86_400_000)),
    'the window moved forward',
  );
  t.same(await kaiSaves(), savesBefore, "kai's saved demo events are still saved");
});
