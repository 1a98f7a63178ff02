// Blocking as a caller sees it (app.inject), on PGlite and PostgreSQL (docs/product.md §17): block and unblock are
// idempotent, a block ends the pair's friendship and requests, a friend request either way is refused with
// the same words, and what the blocked persona wrote or made leaves the blocker's lists (worlds, listings,
// events, reviews, snapshots) while staying for everyone else.
import t from 'tap';
import { TEST_NOW } from '../testing/test-database.ts';
import { setupTestApp, type ErrorDocument, type ProfileListDocument } from '../profiles/testing.ts';

interface Collection {
  data: {
    id: string;
    attributes: Record<string, unknown>;
    relationships?: Record<string, { data: { id: string } | null }>;
  }[];
  meta: { total: number };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    // The seed's now (its events are upcoming then), a second later at every reading: blocks have an order.
    let ticks = 0;
    const { db, request, idOf, close } = await setupTestApp(kind, {
      clock: () => new Date(TEST_NOW.getTime() + 1000 * ticks++),
    });
    t.teardown(close);
    const novaId = idOf('nova');
    const block = (as: string, other: string) => request('PUT', `/v2/user/blocks/${other}`, { as });
    const unblock = (as: string, other: string) => request('DELETE', `/v2/user/blocks/${other}`, { as });
    const blocksOf = async (as: string) =>
      (await request('GET', '/v2/user/blocks', { as })).json<ProfileListDocument>();
    const friendAction = (as: string, action: string, other: string) =>
      request('PATCH', `/v2/friends/${other}/${action}`, { as });

    await t.test('block twice keeps one; unblock twice is fine; the list is newest first', async (t) => {
      const first = await block('kai', 'nova');
      t.equal(first.statusCode, 201);
      t.match(first.json<{ data: { attributes: unknown } }>().data.attributes, { blocked: true, avatarHandle: 'nova' });
      t.equal(first.headers['cache-control'], 'no-store');
      t.equal((await block('kai', novaId)).statusCode, 200, 'by id too, and already blocked');
      t.equal((await block('kai', 'mira')).statusCode, 201);
      const list = await blocksOf('kai');
      t.same(
        list.data.map((row) => row.attributes.avatarHandle),
        ['mira', 'nova'],
      );
      t.equal(list.meta.total, 2);
      t.type(list.data[0]?.meta?.blockedAt, 'string');
      t.same((await blocksOf('nova')).data, [], "someone else's blocks are not mine");
      const state = await request('GET', '/v2/user/blocks/nova', { as: 'kai' });
      t.equal(state.json<{ data: { attributes: { blocked: boolean } } }>().data.attributes.blocked, true);
      t.equal(state.headers['cache-control'], 'private, no-store');
      t.equal((await unblock('kai', 'mira')).statusCode, 204);
      t.equal((await unblock('kai', 'mira')).statusCode, 204, 'nothing to lift is fine');
      t.same(
        (await blocksOf('kai')).data.map((row) => row.attributes.avatarHandle),
        ['nova'],
      );
      const reverse = await request('GET', '/v2/user/blocks/kai', { as: 'nova' });
      t.equal(
        reverse.json<{ data: { attributes: { blocked: boolean } } }>().data.attributes.blocked,
        false,
        'a block is one way',
      );
      t.equal((await unblock('kai', 'nova')).statusCode, 204);
    });

    await t.test('refusals: anonymous, oneself, nobody', async (t) => {
      t.equal((await request('PUT', '/v2/user/blocks/nova')).statusCode, 401);
      const self = await block('kai', 'kai');
      t.equal(self.statusCode, 422);
      t.equal(self.json<ErrorDocument>().errors[0]?.code, 'self-relation');
      t.equal((await block('kai', 'no-such-persona')).statusCode, 404);
      t.equal((await request('GET', '/v2/user/blocks?perPage=0', { as: 'kai' })).statusCode, 400);
    });

    await t.test('a block ends friendship and requests; requests either way are refused alike', async (t) => {
      t.equal((await friendAction('theo', 'request', 'amara')).statusCode, 200);
      t.equal((await friendAction('amara', 'accept', 'theo')).statusCode, 200);
      t.equal((await friendAction('theo', 'request', 'rafa')).statusCode, 200);
      t.equal((await friendAction('rafa', 'request', 'amara')).statusCode, 200);

      t.equal((await block('amara', 'theo')).statusCode, 201);
      t.equal((await block('amara', 'rafa')).statusCode, 201);
      const [left] = await db.query<{ friendships: number; requests: number }>(
        `select (select count(*)::int from friendships where $1::uuid in (persona_low, persona_high)) as friendships,
                (select count(*)::int from friend_requests where $1::uuid in (from_persona, to_persona)) as requests`,
        [idOf('amara')],
      );
      t.same(left, { friendships: 0, requests: 0 }, 'friendship and pending request gone');
      const status = await request('GET', '/v2/profiles/amara', { as: 'theo' });
      t.equal(status.json<{ meta?: { friendStatus?: string } }>().meta?.friendStatus, 'NOT_FRIENDS');
      t.equal((await friendAction('theo', 'request', 'rafa')).statusCode, 200, 'other pairs are untouched');

      const fromBlocked = await friendAction('theo', 'request', 'amara');
      const fromBlocker = await friendAction('amara', 'request', 'theo');
      t.equal(fromBlocked.statusCode, 409);
      t.equal(fromBlocker.statusCode, 409);
      const words = (response: typeof fromBlocked) => {
        const error = response.json<ErrorDocument>().errors[0];
        return { code: error?.code, title: error?.title, detail: error?.detail };
      };
      t.same(words(fromBlocked), {
        code: 'friend-request-unavailable',
        title: 'Friend request not possible',
        detail: 'You cannot send this persona a friend request.',
      });
      t.same(words(fromBlocker), words(fromBlocked), 'the blocked one cannot tell who blocked from the answer');
      t.equal((await unblock('amara', 'theo')).statusCode, 204);
      t.equal((await friendAction('theo', 'request', 'amara')).statusCode, 200, 'after unblocking, requests go again');
      await unblock('amara', 'rafa');
    });

    await t.test('racing blocks and requests of one pair leave no request behind a block', async (t) => {
      await Promise.all([
        block('mira', 'kai'),
        friendAction('kai', 'request', 'mira'),
        block('mira', 'kai'),
        friendAction('kai', 'request', 'mira'),
      ]);
      const [row] = await db.query<{ requests: number; blocks: number }>(
        `select (select count(*)::int from friend_requests where from_persona = $1 and to_persona = $2) as requests,
                (select count(*)::int from persona_blocks where blocker = $2 and blocked = $1) as blocks`,
        [idOf('kai'), idOf('mira')],
      );
      t.same(row, { requests: 0, blocks: 1 });
      await unblock('mira', 'kai');
    });

    await t.test(
      "the blocked creator's worlds, listings, events, reviews and snapshots leave the blocker's lists",
      async (t) => {
        const worldsOf = async (as: string | undefined, query = '') =>
          (await request('GET', `/v2/experiences${query}`, as === undefined ? {} : { as })).json<Collection>();
        const creators = (doc: Collection) => doc.data.map((row) => row.relationships?.persona?.data?.id);
        const listingsOf = async (as: string | undefined, query = '?perPage=100') =>
          (await request('GET', `/v2/products${query}`, as === undefined ? {} : { as })).json<Collection>();
        const listingIdsByNova = new Set(
          (
            await db.query<{ id: string }>(
              'select p.id from products p join stores s on s.id = p.store_id where s.persona_id = $1',
              [novaId],
            )
          ).map((row) => row.id),
        );
        const eventsOf = async (as: string | undefined) =>
          (await request('GET', '/v2/events?tz=UTC&perPage=100', as === undefined ? {} : { as })).json<Collection>();
        const novaEvents = (doc: Collection) => doc.data.filter((row) => row.attributes.hostHandle === 'nova').length;
        const snapshotsOf = async (as: string | undefined) =>
          (await request('GET', '/v2/screenshots?perPage=100', as === undefined ? {} : { as })).json<Collection>();
        const [snapshot] = await db.query<{ id: string }>('select id from snapshots where persona_id = $1 limit 1', [
          novaId,
        ]);
        const [review] = await db.query<{ product_id: string; n: number }>(
          `select product_id, count(*)::int as n from reviews where product_id is not null
           and product_id in (select product_id from reviews where persona_id = $1) group by product_id order by n desc limit 1`,
          [novaId],
        );
        if (!snapshot || !review) throw new Error('nova needs a snapshot and a review in the demo data');
        const reviewsOf = async (as: string) =>
          (
            await request('GET', `/v2/reviews?filter[productId]=${review.product_id}&perPage=100`, { as })
          ).json<Collection>();

        const before = { worlds: await worldsOf('kai', '?perPage=100'), search: await worldsOf('kai', '?q=neon') };
        t.ok(creators(before.worlds).includes(novaId), "nova's worlds are browsed before the block");
        t.ok(creators(before.search).includes(novaId), 'and found by search');
        t.ok((await listingsOf('kai')).data.some((row) => listingIdsByNova.has(row.id)));
        t.ok(novaEvents(await eventsOf('kai')) > 0, 'nova hosts upcoming events');
        t.ok(
          (await snapshotsOf('kai')).data.some(
            (row) => row.relationships?.persona?.data?.id === novaId || row.attributes.personaHandle === 'nova',
          ),
        );
        const reviewsBefore = (await reviewsOf('kai')).meta.total;

        await block('kai', 'nova');
        const worlds = await worldsOf('kai', '?perPage=100');
        t.notOk(creators(worlds).includes(novaId), 'browse leaves them out');
        t.equal(
          worlds.meta.total,
          before.worlds.meta.total -
            before.worlds.data.filter((row) => row.relationships?.persona?.data?.id === novaId).length,
        );
        t.notOk(creators(await worldsOf('kai', '?q=neon')).includes(novaId), 'search too');
        t.notOk(creators(await worldsOf('kai', '?sort=featured')).includes(novaId));
        t.notOk(
          (await listingsOf('kai')).data.some((row) => listingIdsByNova.has(row.id)),
          'listings leave the store',
        );
        t.notOk(
          (await listingsOf('kai', '?q=neon&perPage=100')).data.some((row) => listingIdsByNova.has(row.id)),
          'and its search',
        );
        t.equal(novaEvents(await eventsOf('kai')), 0, 'events leave the events list');
        const snapshots = await snapshotsOf('kai');
        t.notOk(
          snapshots.data.some(
            (row) => row.attributes.personaHandle === 'nova' || row.relationships?.persona?.data?.id === novaId,
          ),
        );
        t.equal(
          (await request('GET', `/v2/screenshots/${snapshot.id}`, { as: 'kai' })).statusCode,
          404,
          "a blocked persona's snapshot is not there",
        );
        t.equal((await reviewsOf('kai')).meta.total, reviewsBefore - 1, "the blocked persona's review is hidden");

        t.ok(creators(await worldsOf('mira', '?perPage=100')).includes(novaId), 'others still see everything');
        t.ok(creators(await worldsOf(undefined, '?perPage=100')).includes(novaId), 'visitors too');
        t.ok(novaEvents(await eventsOf(undefined)) > 0);
        t.equal((await request('GET', `/v2/screenshots/${snapshot.id}`)).statusCode, 200);
        t.equal((await reviewsOf('mira')).meta.total, reviewsBefore);
        t.equal((await request('GET', '/v2/user/reviews', { as: 'nova' })).statusCode, 200);

        await unblock('kai', 'nova');
        t.ok(creators(await worldsOf('kai', '?perPage=100')).includes(novaId), 'unblocking brings them back');
        t.equal((await reviewsOf('kai')).meta.total, reviewsBefore);
      },
    );
  });
}
