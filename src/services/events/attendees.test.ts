// Categories, who is going and a host's events (docs/product.md §21) through the events service's HTTP routes,
// on PGlite and PostgreSQL, with the clock at the seed's "now".
import t from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { TEST_NOW, openTestDatabase, type TestDatabaseKind } from '../testing/test-database.ts';
import { DEMO_PAST_EVENT_TITLE, DEMO_TICKETED_EVENT_TITLE } from '../seed/seed-events.ts';
import { EVENT_CATEGORIES } from '../../shared/events/categories.ts';
import { sql as categoriesMigration } from '../db/migrations/0032-event-categories.ts';

const SECRET = 'attendees-test-secret-0123456789-abcdefghij';
const JSON_API = 'application/vnd.api+json';
const HANDLES = ['nova', 'kai', 'mira', 'hana', 'jun', 'sol'] as const;
type Handle = (typeof HANDLES)[number];

interface EventJson {
  id: string;
  attributes: { title: string; category: string; hostHandle: string; startsAt: string; endsAt: string; status: string };
}
interface AttendeeJson {
  id: string;
  attributes: { handle: string; name: string; avatarUrl: string; friend: boolean };
}

async function fixture(kind: TestDatabaseKind) {
  const testDb = await openTestDatabase(kind);
  const { db } = testDb;
  const ids = {} as Record<Handle, string>;
  const tokens = {} as Record<Handle, string>;
  for (const handle of HANDLES) {
    await db.query('update personas set account_subject = $1 where handle = $2', [`attendees-${handle}`, handle]);
    const [row] = await db.query<{ id: string }>('select id from personas where handle = $1', [handle]);
    if (!row) throw new Error(`no persona ${handle}`);
    ids[handle] = row.id;
    tokens[handle] = await signHs256AccessToken(SECRET, `attendees-${handle}`);
  }
  const app: FastifyInstance = await buildEmbeddedUpstream({
    db,
    verifier: createHs256Verifier(SECRET),
    clock: () => TEST_NOW,
  });
  const request = (
    handle: Handle | null,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { 'content-type': JSON_API, ...(handle ? { authorization: `Bearer ${tokens[handle]}` } : {}) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    db: db as Database,
    ids,
    request,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

async function befriend(db: Database, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.query('insert into friendships (persona_low, persona_high) values ($1, $2) on conflict do nothing', [
    low,
    high,
  ]);
}

async function unfriend(db: Database, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.query('delete from friendships where persona_low = $1 and persona_high = $2', [low, high]);
}

const events = (res: LightMyRequestResponse) =>
  res.json() as {
    data: EventJson[];
    meta: { total: number; host?: { handle: string; name: string; avatarUrl: string } };
  };
const attendees = (res: LightMyRequestResponse) =>
  res.json() as { data: AttendeeJson[]; meta: { total: number; listed: boolean } };

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`event categories, attendees and hosts on ${kind}`, async (t) => {
    const f = await fixture(kind);
    t.teardown(() => f.close());
    const all = events(await f.request(null, 'GET', '/v2/events?tz=UTC&perPage=100'));
    const party = all.data.find((e) => e.attributes.title === DEMO_TICKETED_EVENT_TITLE);
    if (!party) throw new Error('no launch party');

    await t.test('every event carries a category; /events filters by one', async (t) => {
      t.ok(
        all.data.every((e) => (EVENT_CATEGORIES as readonly string[]).includes(e.attributes.category)),
        'known categories only',
      );
      t.equal(party.attributes.category, 'social');
      const music = events(await f.request(null, 'GET', '/v2/events?tz=UTC&perPage=100&category=music'));
      t.ok(music.data.length > 0, 'the demo has music events');
      t.ok(
        music.data.every((e) => e.attributes.category === 'music'),
        'only music',
      );
      t.equal(
        music.meta.total,
        all.data.filter((e) => e.attributes.category === 'music').length,
        'the total counts the category',
      );
      const bad = await f.request(null, 'GET', '/v2/events?tz=UTC&category=opera');
      t.equal(bad.statusCode, 400);
      t.match(bad.json(), { errors: [{ code: 'invalid-parameter', source: { parameter: 'category' } }] });
    });

    await t.test(
      'the host chooses the category when creating and editing; an unknown one changes nothing',
      async (t) => {
        const [experience] = await f.db.query<{ id: string }>(
          "select id from experiences where persona_id = $1 and handle = 'neon-drift'",
          [f.ids.nova],
        );
        const attributes = {
          title: 'Rooftop DJ Night',
          experienceId: experience?.id,
          localStart: '2025-06-10T20:00',
          localEnd: '2025-06-10T23:00',
          timeZone: 'UTC',
        };
        const refused = await f.request('nova', 'POST', '/v2/events', {
          data: { type: 'event', attributes: { ...attributes, category: 'opera' } },
        });
        t.equal(refused.statusCode, 422);
        t.match(refused.json(), { errors: [{ source: { pointer: '/data/attributes/category' } }] });
        t.equal((await f.db.query("select 1 from events where title = 'Rooftop DJ Night'")).length, 0, 'nothing made');
        const plain = await f.request('nova', 'POST', '/v2/events', { data: { type: 'event', attributes } });
        t.equal(plain.statusCode, 201);
        t.equal(plain.json().data.attributes.category, 'other', 'other unless the host chose');
        const created = await f.request('nova', 'POST', '/v2/events', {
          data: { type: 'event', attributes: { ...attributes, category: 'music' } },
        });
        t.equal(created.json().data.attributes.category, 'music');
        const id = created.json().data.id as string;
        const badEdit = await f.request('nova', 'PATCH', `/v2/events/${id}`, {
          data: { type: 'event', id, attributes: { category: 'Music' } },
        });
        t.equal(badEdit.statusCode, 422);
        const edited = await f.request('nova', 'PATCH', `/v2/events/${id}`, {
          data: { type: 'event', id, attributes: { category: 'art' } },
        });
        t.equal(edited.statusCode, 200);
        t.equal(edited.json().data.attributes.category, 'art');
        t.equal(edited.json().data.attributes.title, 'Rooftop DJ Night', 'the rest stays');
        const byOther = await f.request('kai', 'PATCH', `/v2/events/${id}`, {
          data: { type: 'event', id, attributes: { category: 'games' } },
        });
        t.equal(byOther.statusCode, 403);
        await f.db.query("delete from events where title = 'Rooftop DJ Night'");
      },
    );

    await t.test('who is going: friends first, then by name; visitors get the count only', async (t) => {
      // kai holds a ticket (and saved it); mira, hana, jun and sol save it; kai's friends are nova and jun.
      for (const who of ['mira', 'hana', 'jun', 'sol'] as const) {
        await f.db.query('insert into calendar_saves (persona_id, event_id) values ($1, $2) on conflict do nothing', [
          f.ids[who],
          party.id,
        ]);
      }
      await befriend(f.db, f.ids.kai, f.ids.jun);
      await befriend(f.db, f.ids.kai, f.ids.sol);
      await unfriend(f.db, f.ids.kai, f.ids.mira);
      await unfriend(f.db, f.ids.kai, f.ids.hana);
      const url = `/v2/events/${party.id}/attendees`;
      const visitor = attendees(await f.request(null, 'GET', url));
      t.equal(visitor.meta.total, 5);
      t.equal(visitor.meta.listed, false);
      t.same(visitor.data, [], 'nobody named to visitors');

      const forKai = await f.request('kai', 'GET', url);
      t.equal(forKai.statusCode, 200);
      t.equal(forKai.headers['cache-control'], 'no-store');
      const page = attendees(forKai);
      t.equal(page.meta.listed, true);
      t.equal(page.meta.total, 5);
      const handles = page.data.map((a) => a.attributes.handle);
      const friends = page.data.filter((a) => a.attributes.friend).map((a) => a.attributes.handle);
      t.same(friends.sort(), ['jun', 'sol'], "kai's friends going");
      t.same(handles.slice(0, 2).sort(), ['jun', 'sol'], 'friends first');
      t.ok(handles.includes('kai'), 'the viewer is going too');
      const others = page.data.filter((a) => !a.attributes.friend).map((a) => a.attributes.name.toLowerCase());
      t.same(others, [...others].sort(), 'then by name');
      t.ok(page.data.every((a) => a.attributes.avatarUrl.length > 0));

      const paged = attendees(await f.request('kai', 'GET', `${url}?perPage=2&page=2`));
      t.same(
        paged.data.map((a) => a.attributes.handle),
        handles.slice(2, 4),
        'pages continue the order',
      );
      t.equal(paged.meta.total, 5);
    });

    await t.test('a refunded ticket does not count, a save does; blocks either way hide the pair', async (t) => {
      const url = `/v2/events/${party.id}/attendees`;
      await f.db.query('delete from calendar_saves where persona_id = $1 and event_id = $2', [f.ids.kai, party.id]);
      t.equal(attendees(await f.request(null, 'GET', url)).meta.total, 5, 'the ticket alone keeps kai going');
      await f.db.query(
        'update ticket_orders set refunded_at = $2 where id in (select order_id from tickets where holder_persona_id = $1 and event_id = $3)',
        [f.ids.kai, TEST_NOW.toISOString(), party.id],
      );
      t.equal(attendees(await f.request(null, 'GET', url)).meta.total, 4, 'refunded: not going');
      await f.db.query('insert into calendar_saves (persona_id, event_id) values ($1, $2)', [f.ids.kai, party.id]);

      await f.db.query('insert into persona_blocks (blocker, blocked, created_at) values ($1, $2, $3)', [
        f.ids.kai,
        f.ids.mira,
        TEST_NOW.toISOString(),
      ]);
      const forKai = attendees(await f.request('kai', 'GET', url));
      t.notOk(
        forKai.data.some((a) => a.attributes.handle === 'mira'),
        'kai does not see whom he blocked',
      );
      t.equal(forKai.meta.total, 4, 'nor counts her');
      const forMira = attendees(await f.request('mira', 'GET', url));
      t.notOk(
        forMira.data.some((a) => a.attributes.handle === 'kai'),
        'mira does not see who blocked her',
      );
      t.equal(forMira.meta.total, 4);
      t.equal(attendees(await f.request(null, 'GET', url)).meta.total, 5, 'visitors count everyone');
      await f.db.query('delete from persona_blocks where blocker = $1', [f.ids.kai]);
    });

    await t.test('attendees of an unknown event are 404; bad paging is 400', async (t) => {
      t.equal(
        (await f.request(null, 'GET', '/v2/events/00000000-0000-4000-8000-000000000000/attendees')).statusCode,
        404,
      );
      t.equal((await f.request('kai', 'GET', '/v2/events/not-an-id/attendees')).statusCode, 404);
      t.equal((await f.request(null, 'GET', `/v2/events/${party.id}/attendees?perPage=0`)).statusCode, 400);
    });

    await t.test("a host's upcoming and past events, and 404 for nobody", async (t) => {
      const upcoming = events(await f.request(null, 'GET', '/v2/hosts/nova/events?tz=UTC'));
      t.equal(upcoming.meta.host?.handle, 'nova');
      t.equal(upcoming.meta.host?.name, 'Nova Reyes');
      t.ok(upcoming.meta.host?.avatarUrl);
      t.ok(upcoming.data.length >= 3);
      t.ok(
        upcoming.data.every(
          (e) => e.attributes.hostHandle === 'nova' && Date.parse(e.attributes.endsAt) > TEST_NOW.getTime(),
        ),
      );
      const starts = upcoming.data.map((e) => Date.parse(e.attributes.startsAt));
      t.same(
        starts,
        [...starts].sort((a, b) => a - b),
        'soonest first',
      );
      const past = events(await f.request(null, 'GET', '/v2/hosts/nova/events?tz=UTC&when=past'));
      t.ok(past.data.some((e) => e.attributes.title === DEMO_PAST_EVENT_TITLE));
      t.ok(
        past.data.every((e) => Date.parse(e.attributes.endsAt) <= TEST_NOW.getTime()),
        'only ended',
      );
      const paged = events(await f.request(null, 'GET', '/v2/hosts/nova/events?tz=UTC&perPage=1&page=2'));
      t.equal(paged.data.length, 1);
      t.equal(paged.data[0]?.id, upcoming.data[1]?.id);
      const quiet = events(await f.request(null, 'GET', '/v2/hosts/kai/events?tz=UTC'));
      t.equal(quiet.meta.total, 0, 'a persona who hosts nothing has an empty page');
      t.equal(quiet.meta.host?.handle, 'kai');
      t.equal((await f.request(null, 'GET', '/v2/hosts/nobody-at-all/events?tz=UTC')).statusCode, 404);
      t.equal((await f.request(null, 'GET', '/v2/hosts/Not%20A%20Handle/events?tz=UTC')).statusCode, 404);
      t.equal((await f.request(null, 'GET', '/v2/hosts/nova/events?tz=UTC&when=later')).statusCode, 400);
      t.equal((await f.request(null, 'GET', '/v2/hosts/nova/events')).statusCode, 400, 'tz is required');

      await f.db.query('insert into persona_blocks (blocker, blocked, created_at) values ($1, $2, $3)', [
        f.ids.kai,
        f.ids.nova,
        TEST_NOW.toISOString(),
      ]);
      const blocked = events(await f.request('kai', 'GET', '/v2/hosts/nova/events?tz=UTC'));
      t.equal(blocked.meta.total, 0, "a blocker does not see the blocked host's events");
      await f.db.query('delete from persona_blocks where blocker = $1', [f.ids.kai]);
    });

    await t.test("the migration gives events made before categories one from their title's words", async (t) => {
      const mapping = /update events set category = case[\s\S]*?end;/.exec(categoriesMigration)?.[0];
      if (!mapping) throw new Error('the migration maps titles');
      await f.db.query("update events set category = 'other'");
      await f.db.query(mapping);
      const rows = await f.db.query<{ title: string; category: string }>(
        'select distinct title, category from events where title = any($1::text[])',
        [
          [
            DEMO_TICKETED_EVENT_TITLE,
            'Neon Drift Night Race (live)',
            'Resonance Hall Tuesday Jam',
            'Guided Tour: Old Harbour 1890',
            'Rooftop Cinema: Double Feature',
            'Fog Station Ghost Stories',
          ],
        ],
      );
      t.same(Object.fromEntries(rows.map((row) => [row.title, row.category])), {
        [DEMO_TICKETED_EVENT_TITLE]: 'social',
        'Neon Drift Night Race (live)': 'games',
        'Resonance Hall Tuesday Jam': 'music',
        'Guided Tour: Old Harbour 1890': 'education',
        'Rooftop Cinema: Double Feature': 'art',
        'Fog Station Ghost Stories': 'other',
      });
      const refused = await f.db
        .query("update events set category = 'opera' where title = $1", [DEMO_TICKETED_EVENT_TITLE])
        .then(
          () => 'stored',
          () => 'refused',
        );
      t.equal(refused, 'refused', 'the database keeps to the set');
    });
  });
}
