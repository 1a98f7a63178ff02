// The events service through its HTTP routes on PGlite and PostgreSQL, with a clock standing at
// TEST_NOW (the seed's "now"): listings in the caller's zone, live-now at the clock, day filters, the
// three-part address, the calendar (idempotent save/remove), the feed secret, and refusals.
import t from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { TEST_NOW, openTestDatabase, type TestDatabaseKind } from '../testing/test-database.ts';
import {
  DEMO_LATER_TODAY_TITLE,
  DEMO_LIVE_CHANNEL,
  DEMO_LIVE_EVENT_TITLE,
  DEMO_PAST_EVENT_TITLE,
  DEMO_SERIES_TITLE,
  DEMO_TICKETED_EVENT_TITLE,
} from '../seed/seed-events.ts';

const SECRET = 'events-test-secret-0123456789-abcdefghijklmn';
const JSON_API = 'application/vnd.api+json';
const HANDLES = ['nova', 'kai', 'mira'] as const;
type Handle = (typeof HANDLES)[number];

interface EventJson {
  id: string;
  attributes: Record<string, unknown> & {
    title: string;
    startsAt: string;
    endsAt: string;
    live: boolean;
    status: string;
    path: string;
    saved: boolean | null;
    localStartDate: string;
    localStartTime: string;
    localEndDate: string;
    hostTimeZone: string;
    sequence: number;
  };
}

interface Fixture {
  db: Database;
  app: FastifyInstance;
  ids: Record<Handle, string>;
  request(
    handle: Handle | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function fixture(kind: TestDatabaseKind, now: Date = TEST_NOW): Promise<Fixture> {
  const testDb = await openTestDatabase(kind);
  const { db } = testDb;
  const ids = {} as Record<Handle, string>;
  const tokens = {} as Record<Handle, string>;
  for (const handle of HANDLES) {
    await db.query('update personas set account_subject = $1 where handle = $2', [`events-${handle}`, handle]);
    const [row] = await db.query<{ id: string }>('select id from personas where handle = $1', [handle]);
    if (!row) throw new Error(`no persona ${handle}`);
    ids[handle] = row.id;
    tokens[handle] = await signHs256AccessToken(SECRET, `events-${handle}`);
  }
  const app = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier(SECRET), clock: () => now });
  return {
    db,
    app,
    ids,
    request: (handle, method, url, body) =>
      app.inject({
        method,
        url,
        headers: {
          'content-type': JSON_API,
          ...(handle ? { authorization: `Bearer ${tokens[handle]}` } : {}),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

const list = (res: LightMyRequestResponse) =>
  res.json() as { data: EventJson[]; meta: { total: number; now: string; tz: string } };
const byTitle = (events: EventJson[], title: string) => events.find((e) => e.attributes.title === title);

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`events routes on ${kind}`, async (t) => {
    const f = await fixture(kind);
    t.teardown(() => f.close());

    await t.test('tz is required and must be a known zone; nothing is answered without it', async (t) => {
      const missing = await f.request(null, 'GET', '/v2/events');
      t.equal(missing.statusCode, 400);
      t.match(missing.json(), { errors: [{ code: 'invalid-parameter', source: { parameter: 'tz' } }] });
      const bad = await f.request(null, 'GET', '/v2/events?tz=Mars%2FOlympus');
      t.equal(bad.statusCode, 400);
      t.match(bad.json().errors[0].detail, /Mars\/Olympus/, 'the refusal names the zone');
      const offset = await f.request(null, 'GET', `/v2/events?tz=${encodeURIComponent('+01:00')}`);
      t.equal(offset.statusCode, 400, 'offsets are not zones');
      t.equal((await f.request(null, 'GET', '/v2/events/featured?tz=Nowhere')).statusCode, 400);
    });

    await t.test('upcoming events in the caller zone, live computed at the clock, never shared-cached', async (t) => {
      const res = await f.request(null, 'GET', '/v2/events?tz=America%2FLos_Angeles&perPage=100');
      t.equal(res.statusCode, 200);
      t.equal(res.headers['cache-control'], 'no-store');
      const body = list(res);
      t.equal(body.meta.now, TEST_NOW.toISOString());
      t.ok(body.meta.total >= 15, `${body.meta.total} upcoming`);
      t.ok(
        body.data.every((e) => Date.parse(e.attributes.endsAt) > TEST_NOW.getTime()),
        'nothing that ended',
      );
      const starts = body.data.map((e) => Date.parse(e.attributes.startsAt));
      t.same(
        starts,
        [...starts].sort((a, b) => a - b),
        'soonest first',
      );
      const live = byTitle(body.data, DEMO_LIVE_EVENT_TITLE);
      t.ok(live, 'the live stream is listed');
      t.equal(live?.attributes.live, true);
      t.equal(live?.attributes.status, 'live');
      t.equal(live?.attributes.streamChannel, DEMO_LIVE_CHANNEL);
      // Starts at 11:00Z = 04:00 PDT on 2025-06-01.
      t.equal(live?.attributes.startsAt, '2025-06-01T11:00:00.000Z');
      t.equal(live?.attributes.localStartDate, '2025-06-01');
      t.equal(live?.attributes.localStartTime, '04:00');
      t.equal(live?.attributes.tz, 'America/Los_Angeles');
      t.equal(live?.attributes.hostTimeZone, 'America/Los_Angeles');
      t.equal(live?.attributes.saved, null, 'visitors have no saved flag');
      const party = byTitle(body.data, DEMO_TICKETED_EVENT_TITLE);
      // Two local days after 2025-06-01 in Los Angeles, 18:00 PDT = 01:00Z next day.
      t.equal(party?.attributes.startsAt, '2025-06-04T01:00:00.000Z');
      t.equal(party?.attributes.path, `/events/nova/neon-drift/${party?.id}`);
      t.notOk(byTitle(body.data, DEMO_PAST_EVENT_TITLE), 'past events are not upcoming');
      t.ok(byTitle(body.data, DEMO_LATER_TODAY_TITLE));

      const tokyo = list(await f.request(null, 'GET', '/v2/events?tz=Asia%2FTokyo&perPage=100'));
      const liveTokyo = byTitle(tokyo.data, DEMO_LIVE_EVENT_TITLE);
      t.equal(liveTokyo?.attributes.localStartTime, '20:00', 'the same instant read in Tokyo');
      t.equal(liveTokyo?.attributes.startsAt, live?.attributes.startsAt, 'the instant does not depend on tz');
    });

    await t.test('live, featured, host, search and paging', async (t) => {
      const live = list(await f.request(null, 'GET', '/v2/events?tz=UTC&live=true'));
      t.same(
        live.data.map((e) => e.attributes.title),
        [DEMO_LIVE_EVENT_TITLE],
      );
      const featured = list(await f.request(null, 'GET', '/v2/events/featured?tz=UTC'));
      t.ok(featured.data.length >= 3);
      t.ok(featured.data.every((e) => e.attributes.featured === true));
      t.equal(featured.data[0]?.attributes.title, DEMO_LIVE_EVENT_TITLE, 'highest curation first');
      const nova = list(await f.request(null, 'GET', '/v2/events?tz=UTC&host=nova'));
      t.ok(nova.data.length >= 3 && nova.data.every((e) => e.attributes.hostHandle === 'nova'));
      const search = list(await f.request(null, 'GET', `/v2/events?tz=UTC&q=${encodeURIComponent('launch party')}`));
      t.same(
        search.data.map((e) => e.attributes.title),
        [DEMO_TICKETED_EVENT_TITLE],
      );
      t.equal(
        list(await f.request(null, 'GET', '/v2/events?tz=UTC&q=%25%25')).meta.total,
        0,
        'LIKE wildcards are text',
      );
      const page2 = await f.request(null, 'GET', '/v2/events?tz=UTC&perPage=5&page=2');
      const body = page2.json() as { data: EventJson[]; meta: { total: number }; links: { prev: string } };
      t.equal(body.data.length, 5);
      t.match(body.links.prev, /tz=UTC/);
      const beyond = list(await f.request(null, 'GET', '/v2/events?tz=UTC&perPage=5&page=200'));
      t.same(beyond.data, [], 'a page past the end is empty');
      t.equal(beyond.meta.total, body.meta.total, 'and still says how many there are');
      t.equal((await f.request(null, 'GET', '/v2/events?tz=UTC&perPage=0')).statusCode, 400);
      t.equal((await f.request(null, 'GET', '/v2/events?tz=UTC&live=maybe')).statusCode, 400);
    });

    await t.test('day filters are local days of tz; reversed and absurd ranges are refused', async (t) => {
      // At TEST_NOW (Sunday 2025-06-01 12:00Z) the later-today event runs 14:00-17:00Z.
      const today = list(await f.request(null, 'GET', '/v2/events?tz=UTC&day=today'));
      t.ok(byTitle(today.data, DEMO_LATER_TODAY_TITLE));
      t.ok(today.data.every((e) => e.attributes.localStartDate <= '2025-06-01'));
      const tomorrow = list(await f.request(null, 'GET', '/v2/events?tz=UTC&day=tomorrow'));
      t.ok(
        tomorrow.data.every(
          (e) => e.attributes.localStartDate === '2025-06-02' || e.attributes.localEndDate >= '2025-06-02',
        ),
      );
      t.notOk(byTitle(tomorrow.data, DEMO_LATER_TODAY_TITLE));
      const date = list(await f.request(null, 'GET', '/v2/events?tz=Europe%2FBerlin&day=2025-06-03'));
      t.ok(byTitle(date.data, DEMO_SERIES_TITLE), 'the Tuesday jam');
      const range = list(await f.request(null, 'GET', '/v2/events?tz=Europe%2FBerlin&from=2025-06-01&to=2025-06-30'));
      t.equal(range.data.filter((e) => e.attributes.title === DEMO_SERIES_TITLE).length, 4, 'four Tuesdays in June');
      for (const query of [
        'from=2025-06-10&to=2025-06-01',
        'from=2025-01-01&to=2026-06-01',
        'from=2025-06-01',
        'day=2025-02-30',
        'day=someday',
        'day=today&from=2025-06-01&to=2025-06-02',
      ]) {
        const res = await f.request(null, 'GET', `/v2/events?tz=UTC&${query}`);
        t.equal(res.statusCode, 400, query);
      }
    });

    await t.test('the three-part address: host handle, experience handle, event id', async (t) => {
      const [row] = await f.db.query<{ id: string }>(`select id from events where title = $1`, [
        DEMO_TICKETED_EVENT_TITLE,
      ]);
      const id = row?.id ?? '';
      const ok = await f.request(null, 'GET', `/v1/events/nova/neon-drift/${id}?tz=Asia%2FTokyo`);
      t.equal(ok.statusCode, 200);
      t.equal(ok.json().data.attributes.localStartTime, '10:00');
      t.equal(ok.json().data.attributes.hostName, 'Nova Reyes');
      t.equal((await f.request(null, 'GET', `/v1/events/kai/neon-drift/${id}?tz=UTC`)).statusCode, 404, 'wrong host');
      t.equal(
        (await f.request(null, 'GET', `/v1/events/nova/neon-market/${id}?tz=UTC`)).statusCode,
        404,
        'wrong experience',
      );
      t.equal((await f.request(null, 'GET', `/v1/events/nova/neon-drift/not-a-uuid?tz=UTC`)).statusCode, 404);
      t.equal(
        (await f.request(null, 'GET', `/v1/events/nova/neon-drift/${id}`)).statusCode,
        400,
        'tz required here too',
      );
    });

    await t.test('the calendar: save and remove are idempotent, per persona', async (t) => {
      const [row] = await f.db.query<{ id: string }>(`select id from events where title = $1`, [
        DEMO_LATER_TODAY_TITLE,
      ]);
      const id = row?.id ?? '';
      t.equal((await f.request(null, 'POST', '/v2/user/events/calendar', { data: { eventId: id } })).statusCode, 401);
      const first = await f.request('mira', 'POST', '/v2/user/events/calendar', { data: { eventId: id } });
      t.equal(first.statusCode, 201);
      t.equal(first.json().data.attributes.saved, true);
      t.equal(
        (await f.request('mira', 'POST', '/v2/user/events/calendar', { data: { eventId: id } })).statusCode,
        200,
        'again: 200',
      );
      const saved = list(await f.request('mira', 'GET', '/v2/user/events/calendar?tz=UTC'));
      t.same(
        saved.data.map((e) => e.id),
        [id],
        'one row, not two',
      );
      t.equal(
        list(await f.request('kai', 'GET', '/v2/user/events/calendar?tz=UTC')).data.some((e) => e.id === id),
        false,
        "not in kai's",
      );
      const detail = await f.request('mira', 'GET', `/v2/events/mira/rooftop-cinema/${id}?tz=UTC`);
      t.equal(detail.json().data.attributes.saved, true);
      t.equal((await f.request('mira', 'DELETE', `/v2/user/events/calendar/${id}`)).statusCode, 204);
      t.equal((await f.request('mira', 'DELETE', `/v2/user/events/calendar/${id}`)).statusCode, 204, 'again: 204');
      t.equal(list(await f.request('mira', 'GET', '/v2/user/events/calendar?tz=UTC')).meta.total, 0);

      const unknown = await f.request('mira', 'POST', '/v2/user/events/calendar', {
        data: { eventId: '00000000-0000-4000-8000-000000000000' },
      });
      t.equal(unknown.statusCode, 404);
      const malformed = await f.request('mira', 'POST', '/v2/user/events/calendar', { data: { id } });
      t.equal(malformed.statusCode, 400);
      const badTz = await f.request('mira', 'GET', '/v2/user/events/calendar?tz=Atlantis');
      t.equal(badTz.statusCode, 400);
      t.equal(
        list(await f.request('mira', 'GET', '/v2/user/events/calendar?tz=UTC')).meta.total,
        0,
        'refusals changed nothing',
      );
    });

    await t.test("kai's demo calendar: saved upcoming and past", async (t) => {
      const upcoming = list(await f.request('kai', 'GET', '/v2/user/events/calendar?tz=UTC'));
      t.ok(byTitle(upcoming.data, DEMO_TICKETED_EVENT_TITLE));
      t.ok(byTitle(upcoming.data, DEMO_LIVE_EVENT_TITLE), 'a live event is still upcoming');
      t.ok(upcoming.data.every((e) => e.attributes.saved === true));
      const past = list(await f.request('kai', 'GET', '/v2/user/events/past?tz=UTC'));
      t.same(
        past.data.map((e) => e.attributes.title),
        [DEMO_PAST_EVENT_TITLE],
      );
      t.equal(past.data[0]?.attributes.status, 'ended');
    });

    await t.test(
      'a cancelled event cannot be saved and stays visible as cancelled to those who saved it',
      async (t) => {
        const [row] = await f.db.query<{ id: string; sequence: number }>(
          `select id, sequence from events where title = 'Cherry Blossom Lantern Walk'`,
        );
        const id = row?.id ?? '';
        await f.db.query('update events set cancelled_at = $1 where id = $2', [TEST_NOW.toISOString(), id]);
        const [after] = await f.db.query<{ sequence: number }>('select sequence from events where id = $1', [id]);
        t.equal(after?.sequence, (row?.sequence ?? 0) + 1, 'cancelling bumps SEQUENCE');
        const refused = await f.request('mira', 'POST', '/v2/user/events/calendar', { data: { eventId: id } });
        t.equal(refused.statusCode, 422);
        t.notOk(
          byTitle(
            list(await f.request(null, 'GET', '/v2/events?tz=UTC&perPage=100')).data,
            'Cherry Blossom Lantern Walk',
          ),
          'gone from browse',
        );
        const kai = list(await f.request('kai', 'GET', '/v2/user/events/calendar?tz=UTC'));
        t.equal(byTitle(kai.data, 'Cherry Blossom Lantern Walk')?.attributes.status, 'cancelled');
      },
    );

    await t.test('the calendar feed: a secret shown once, stored hashed, replaced on demand', async (t) => {
      const before = await f.request('kai', 'GET', '/v2/user/events/calendar/feed');
      t.same(before.json().data.attributes, { exists: false, createdAt: null });
      const made = await f.request('kai', 'POST', '/v2/user/events/calendar/feed');
      t.equal(made.statusCode, 201);
      const secret = made.json().data.attributes.secret as string;
      t.match(secret, /^[A-Za-z0-9_-]{43}$/);
      const [stored] = await f.db.query<{ token_hash: string }>(
        'select token_hash from calendar_feeds where persona_id = $1',
        [f.ids.kai],
      );
      t.not(stored?.token_hash, secret, 'the secret itself is not stored');
      t.equal(stored?.token_hash.length, 64);
      t.equal((await f.request('kai', 'GET', '/v2/user/events/calendar/feed')).json().data.attributes.exists, true);
      const feed = await f.request(null, 'GET', `/v2/calendar-feeds/${secret}/events?tz=UTC`);
      t.equal(feed.statusCode, 200);
      const titles = list(feed).data.map((e) => e.attributes.title);
      t.ok(
        titles.includes(DEMO_TICKETED_EVENT_TITLE) && titles.includes(DEMO_PAST_EVENT_TITLE),
        'upcoming and recent past',
      );

      // A moved event: the feed shows the new time and a higher SEQUENCE.
      const party = byTitle(list(feed).data, DEMO_TICKETED_EVENT_TITLE);
      await f.db.query(
        `update events set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' where id = $1`,
        [party?.id],
      );
      const moved = byTitle(
        list(await f.request(null, 'GET', `/v2/calendar-feeds/${secret}/events?tz=UTC`)).data,
        DEMO_TICKETED_EVENT_TITLE,
      );
      t.equal(Date.parse(moved?.attributes.startsAt ?? '') - Date.parse(party?.attributes.startsAt ?? ''), 3_600_000);
      t.ok((moved?.attributes.sequence ?? 0) > (party?.attributes.sequence ?? 0));

      const again = await f.request('kai', 'POST', '/v2/user/events/calendar/feed');
      const secret2 = again.json().data.attributes.secret as string;
      t.not(secret2, secret);
      t.equal(
        (await f.request(null, 'GET', `/v2/calendar-feeds/${secret}/events?tz=UTC`)).statusCode,
        404,
        'the old address stops working',
      );
      t.equal((await f.request(null, 'GET', `/v2/calendar-feeds/${secret2}/events?tz=UTC`)).statusCode, 200);
      t.equal((await f.request(null, 'GET', '/v2/calendar-feeds/short/events?tz=UTC')).statusCode, 404);
      t.equal((await f.request(null, 'POST', '/v2/user/events/calendar/feed')).statusCode, 401);
    });

    await t.test('GET /user/events lists what the caller hosts', async (t) => {
      const hosted = list(await f.request('nova', 'GET', '/v2/user/events?tz=UTC'));
      t.ok(hosted.data.length >= 4);
      t.ok(hosted.data.every((e) => e.attributes.hostHandle === 'nova'));
      t.equal((await f.request(null, 'GET', '/v2/user/events?tz=UTC')).statusCode, 401);
    });
  });
}

t.test('the weekly series keeps 19:00 Berlin across the DST change in its materialised range', async (t) => {
  const f = await fixture('pglite');
  t.teardown(() => f.close());
  const rows = await f.db.query<{ starts_at: Date | string }>(
    `select starts_at from events where title = $1 order by starts_at`,
    [DEMO_SERIES_TITLE],
  );
  t.ok(rows.length >= 10);
  const hours = new Set(rows.map((r) => new Date(r.starts_at).getUTCHours()));
  t.same(
    [...hours].sort(),
    [17, 18],
    'both 18:00Z (CET) and 17:00Z (CEST): the UTC instant moves, the local time does not',
  );
  const res = list(await f.request(null, 'GET', '/v2/events?tz=Europe%2FBerlin&perPage=100'));
  t.ok(
    res.data
      .filter((e) => e.attributes.title === DEMO_SERIES_TITLE)
      .every((e) => e.attributes.localStartTime === '19:00'),
  );
});

t.test('live is decided at the clock of each request', async (t) => {
  const f = await fixture('pglite', new Date(TEST_NOW.getTime() + 4 * 3_600_000));
  t.teardown(() => f.close());
  const live = list(await f.request(null, 'GET', '/v2/events?tz=UTC&live=true'));
  t.notOk(byTitle(live.data, DEMO_LIVE_EVENT_TITLE), 'four hours later the stream has ended');
});

t.test('an event at 01:30 local on a DST-change day, read in Los Angeles and Berlin', async (t) => {
  const f = await fixture('pglite');
  t.teardown(() => f.close());
  const [neon] = await f.db.query<{ id: string }>(`select id from experiences where handle = 'neon-drift'`);
  // Los Angeles falls back on 2025-11-02: 01:30 happens twice; we store the first (PDT) = 08:30Z.
  // Berlin springs forward on 2026-03-29 at 02:00: 02:30 does not exist; stored as 03:30 CEST = 01:30Z.
  await f.db.query(
    `insert into events (host_persona_id, experience_id, title, image_seed, starts_at, ends_at, time_zone) values
       ($1, $2, 'DST LA', 'dst1', '2025-11-02T08:30:00Z', '2025-11-02T10:30:00Z', 'America/Los_Angeles'),
       ($1, $2, 'DST Berlin', 'dst2', '2026-03-29T01:30:00Z', '2026-03-29T02:30:00Z', 'Europe/Berlin')`,
    [f.ids.nova, neon?.id],
  );
  const la = list(await f.request(null, 'GET', '/v2/events?tz=America%2FLos_Angeles&day=2025-11-02'));
  const laEvent = byTitle(la.data, 'DST LA');
  t.match(
    laEvent?.attributes,
    { localStartDate: '2025-11-02', localStartTime: '01:30', localEndTime: '02:30' },
    '01:30-02:30 local, two real hours',
  );
  const berlinView = list(await f.request(null, 'GET', '/v2/events?tz=Europe%2FBerlin&from=2025-11-02&to=2025-11-02'));
  t.match(byTitle(berlinView.data, 'DST LA')?.attributes, { localStartTime: '09:30', localEndTime: '11:30' });
  const berlin = list(await f.request(null, 'GET', '/v2/events?tz=Europe%2FBerlin&day=2026-03-29'));
  t.match(
    byTitle(berlin.data, 'DST Berlin')?.attributes,
    { localStartTime: '03:30', localEndTime: '04:30' },
    'the skipped 02:30 reads as 03:30',
  );
  // The 25-hour local day catches an event in its last hour (23:30 PST = 07:30Z the next UTC day).
  await f.db.query(
    `insert into events (host_persona_id, experience_id, title, image_seed, starts_at, ends_at, time_zone)
     values ($1, $2, 'Late LA', 'dst3', '2025-11-03T07:30:00Z', '2025-11-03T07:50:00Z', 'America/Los_Angeles')`,
    [f.ids.nova, neon?.id],
  );
  t.ok(
    byTitle(list(await f.request(null, 'GET', '/v2/events?tz=America%2FLos_Angeles&day=2025-11-02')).data, 'Late LA'),
  );
  t.notOk(
    byTitle(list(await f.request(null, 'GET', '/v2/events?tz=UTC&day=2025-11-02')).data, 'Late LA'),
    'another day in UTC',
  );
});
