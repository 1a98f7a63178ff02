// Saved event searches as a caller sees them (app.inject), on PGlite and PostgreSQL (docs/product.md §23): a
// persona saves, lists and deletes its own searches; names, filters, duplicates and the limit of 20 are refused
// with words (also under racing saves); a host's new event tells the owners of the searches it matches once,
// in the create's write, and never across a block either way.
import t from 'tap';
import { TEST_NOW } from '../testing/test-database.ts';
import { setupTestApp, type ErrorDocument } from '../profiles/testing.ts';
import { MAX_SAVED_SEARCHES } from '../../shared/event-searches/limits.ts';
import { SAVED_SEARCH_MESSAGES } from '../../shared/event-searches/schema.ts';

interface SearchDocument {
  data: { id: string; type: string; attributes: Record<string, unknown> };
}
interface SearchCollection {
  data: { id: string; attributes: { name: string } }[];
  meta: { total: number; max: number };
}

// TEST_NOW is Sunday 2025-06-01 12:00 UTC.
const startIn = (hours: number) => {
  const at = new Date(TEST_NOW.getTime() + hours * 3_600_000);
  return at.toISOString().slice(0, 16);
};

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, idOf, close } = await setupTestApp(kind, { clock: () => TEST_NOW });
    t.teardown(close);
    const save = (as: string | undefined, attributes: Record<string, unknown>) =>
      request('POST', '/v2/user/event-searches', {
        ...(as === undefined ? {} : { as }),
        body: { data: { type: 'event-search', attributes: { timeZone: 'UTC', ...attributes } } },
      });
    const list = async (as: string) =>
      (await request('GET', '/v2/user/event-searches', { as })).json<SearchCollection>();
    const countOf = async (handle: string) =>
      (
        await db.query<{ n: number }>('select count(*)::int as n from saved_event_searches where persona_id = $1', [
          idOf(handle),
        ])
      )[0]?.n ?? 0;
    const errorOf = (response: { json<T>(): T }) => response.json<ErrorDocument>().errors[0];
    const clear = (handle: string) =>
      db.query('delete from saved_event_searches where persona_id = $1', [idOf(handle)]);

    await t.test('a persona saves a search, sees it in its list and deletes it; others cannot', async (t) => {
      const saved = await save('kai', { name: '  Jazz nights  ', q: '  jazz   night ', category: 'music' });
      t.equal(saved.statusCode, 201);
      t.equal(saved.headers['cache-control'], 'no-store');
      const search = saved.json<SearchDocument>().data;
      t.equal(search.type, 'event-search');
      t.match(search.attributes, {
        name: 'Jazz nights',
        q: 'jazz night',
        category: 'music',
        day: null,
        from: null,
        to: null,
        timeZone: 'UTC',
        eventsPath: '/events?q=jazz+night&category=music',
      });
      const mine = await list('kai');
      t.same(
        mine.data.map((row) => row.attributes.name),
        ['Jazz nights'],
      );
      t.same(mine.meta, { total: 1, max: MAX_SAVED_SEARCHES });
      t.same((await list('mira')).data, [], 'nobody else sees it');
      const foreign = await request('DELETE', `/v2/user/event-searches/${search.id}`, { as: 'mira' });
      t.equal(foreign.statusCode, 404, "another persona's search is not found");
      t.equal(await countOf('kai'), 1);
      const deleted = await request('DELETE', `/v2/user/event-searches/${search.id}`, { as: 'kai' });
      t.equal(deleted.statusCode, 204);
      t.same((await list('kai')).data, []);
      t.equal((await request('DELETE', `/v2/user/event-searches/${search.id}`, { as: 'kai' })).statusCode, 404);
      t.equal((await request('DELETE', '/v2/user/event-searches/not-an-id', { as: 'kai' })).statusCode, 404);
    });

    await t.test('visitors and accounts without a persona are refused', async (t) => {
      t.equal((await save(undefined, { name: 'x', q: 'x' })).statusCode, 401);
      t.equal((await request('GET', '/v2/user/event-searches')).statusCode, 401);
    });

    await t.test('names, filters and the same filters twice are refused with words', async (t) => {
      await clear('kai');
      const blank = await save('kai', { name: '   ', q: 'race' });
      t.equal(blank.statusCode, 422);
      t.equal(errorOf(blank)?.detail, SAVED_SEARCH_MESSAGES.nameRequired);
      t.equal(errorOf(blank)?.source?.pointer, '/data/attributes/name');
      const long = await save('kai', { name: 'x'.repeat(81), q: 'race' });
      t.equal(long.statusCode, 422);
      t.equal(errorOf(long)?.detail, SAVED_SEARCH_MESSAGES.nameTooLong);
      t.equal((await save('kai', { name: 'x'.repeat(80), q: 'race' })).statusCode, 201, '80 characters are fine');
      const nothing = await save('kai', { name: 'Everything', q: '  ' });
      t.equal(nothing.statusCode, 422);
      t.equal(errorOf(nothing)?.detail, SAVED_SEARCH_MESSAGES.noFilters);
      const both = await save('kai', { name: 'Both', day: 'today', from: '2025-06-02', to: '2025-06-03' });
      t.equal(both.statusCode, 422);
      t.equal(errorOf(both)?.detail, SAVED_SEARCH_MESSAGES.dayAndRange);
      const backwards = await save('kai', { name: 'Back', from: '2025-06-03', to: '2025-06-02' });
      t.equal(errorOf(backwards)?.detail, SAVED_SEARCH_MESSAGES.rangeBackwards);
      const zone = await save('kai', { name: 'Zone', day: 'today', timeZone: 'Mars/Olympus' });
      t.equal(zone.statusCode, 422);
      t.match(errorOf(zone)?.detail, /not a time zone we know/);
      const again = await save('kai', { name: 'Races again', q: 'RACE' });
      t.equal(again.statusCode, 409, 'the same words in other letters are the same filters');
      t.equal(errorOf(again)?.code, 'saved-search-exists');
      t.equal(errorOf(again)?.detail, SAVED_SEARCH_MESSAGES.duplicate);
      t.equal(await countOf('kai'), 1, 'nothing refused was stored');
      t.equal((await save('mira', { name: 'Races', q: 'race' })).statusCode, 201, 'another persona may save them');
    });

    await t.test('at most 20 per persona, also when two saves race for the last place', async (t) => {
      await clear('kai');
      for (let index = 0; index < MAX_SAVED_SEARCHES - 1; index += 1) {
        t.equal((await save('kai', { name: `Search ${index}`, q: `word${index}` })).statusCode, 201);
      }
      const racing = await Promise.all([
        save('kai', { name: 'Racer A', q: 'racer-a' }),
        save('kai', { name: 'Racer B', q: 'racer-b' }),
      ]);
      t.same(racing.map((response) => response.statusCode).sort(), [201, 409]);
      const refused = racing.find((response) => response.statusCode === 409);
      t.equal(refused && errorOf(refused)?.code, 'saved-search-limit');
      t.equal(refused && errorOf(refused)?.detail, SAVED_SEARCH_MESSAGES.limit);
      t.equal(await countOf('kai'), MAX_SAVED_SEARCHES);
      const over = await save('kai', { name: 'One more', q: 'one-more' });
      t.equal(over.statusCode, 409);
      t.equal((await list('kai')).meta.total, MAX_SAVED_SEARCHES);
      const sameTwice = await Promise.all([
        save('mira', { name: 'Twice A', category: 'art' }),
        save('mira', { name: 'Twice B', category: 'art' }),
      ]);
      t.same(sameTwice.map((response) => response.statusCode).sort(), [201, 409], 'the same filters race once');
      await clear('kai');
      await clear('mira');
    });

    await t.test("a host's new event tells the owners of matching searches once, never across a block", async (t) => {
      const [world] = await db.query<{ id: string }>(
        'select id from experiences where persona_id = $1 order by handle limit 1',
        [idOf('nova')],
      );
      if (!world) throw new Error('the seed has no experience of nova');
      const noticesOf = (handle: string) =>
        db.query<{ title: string; body: string; event_id: string }>(
          `select title, body, event_id from notifications where persona_id = $1 and kind = 'event-search-match'
            order by created_at, title`,
          [idOf(handle)],
        );
      const host = async (attributes: Record<string, unknown>) => {
        const response = await request('POST', '/v2/events', {
          as: 'nova',
          body: {
            data: {
              type: 'event',
              attributes: { experienceId: world.id, timeZone: 'UTC', description: '', ...attributes },
            },
          },
        });
        t.equal(response.statusCode, 201, response.body);
        return response.json<{ data: { id: string }; meta: { occurrenceIds: string[] } }>();
      };
      t.equal((await save('kai', { name: 'Zebra music', q: 'ZEBRA', category: 'music' })).statusCode, 201);
      t.equal((await save('mira', { name: 'Zebra games', q: 'zebra', category: 'games' })).statusCode, 201);
      t.equal((await save('theo', { name: 'Music this weekend', day: 'weekend', category: 'music' })).statusCode, 201);
      t.equal((await save('theo', { name: 'Music on Tuesday', day: '2025-06-03', category: 'music' })).statusCode, 201);
      t.equal((await save('amara', { name: 'Amara zebras', q: 'zebra' })).statusCode, 201);
      t.equal((await save('rafa', { name: 'Rafa zebras', q: 'zebra' })).statusCode, 201);
      t.equal((await save('nova', { name: 'My own zebras', q: 'zebra' })).statusCode, 201);
      // nova blocked amara; rafa blocked nova.
      t.equal((await request('PUT', '/v2/user/blocks/amara', { as: 'nova' })).statusCode < 300, true);
      t.equal((await request('PUT', '/v2/user/blocks/nova', { as: 'rafa' })).statusCode < 300, true);

      const today = await host({
        title: 'Zebra jam',
        category: 'music',
        localStart: startIn(2),
        localEnd: startIn(3),
      });
      const kai = await noticesOf('kai');
      t.same(kai, [{ title: 'A new event matches "Zebra music"', body: 'Zebra jam', event_id: today.data.id }]);
      t.same(await noticesOf('mira'), [], 'another category does not match');
      t.same(
        (await noticesOf('theo')).map((n) => n.title),
        ['A new event matches "Music this weekend"'],
        "this weekend, read at publication: the rest of Sunday; Tuesday's search does not match",
      );
      t.same(await noticesOf('amara'), [], 'the host blocked the persona');
      t.same(await noticesOf('rafa'), [], 'the persona blocked the host');
      t.same(await noticesOf('nova'), [], 'a host is not told of its own event');

      const series = await host({
        title: 'Weekly zebra lesson',
        category: 'music',
        localStart: '2025-06-03T18:00',
        localEnd: '2025-06-03T19:00',
        weeklyCount: 3,
      });
      t.equal(series.meta.occurrenceIds.length, 3);
      const kaiAfter = await noticesOf('kai');
      t.equal(kaiAfter.length, 2, 'a weekly series is one publication: one notice per search');
      t.equal(
        kaiAfter.find((n) => n.body === 'Weekly zebra lesson')?.event_id,
        series.meta.occurrenceIds[0],
        'about its first occurrence',
      );
      t.same(
        (await noticesOf('theo')).map((n) => n.title),
        ['A new event matches "Music on Tuesday"', 'A new event matches "Music this weekend"'],
      );
      await request('DELETE', '/v2/user/blocks/amara', { as: 'nova' });
      await request('DELETE', '/v2/user/blocks/nova', { as: 'rafa' });
    });
  });
}
