// The wishlist as a caller sees it (app.inject), on PGlite and PostgreSQL: idempotent add, remove, the size
// bound, delisted listings kept and marked unavailable, and the notices a promotion or a return to the
// store sends each wisher once (docs/product.md §15).
import t from 'tap';
import { SUBJECT_WITHOUT_PERSONA, setupTestApp } from '../profiles/testing.ts';
import { errorsOf, type ListDocument, type SingleDocument } from '../commerce/testing.ts';
import { WISHLIST_MAX_ENTRIES } from '../../shared/wishlist/limits.ts';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, idOf, close } = await setupTestApp(kind);
    t.teardown(close);
    const listings = await db.query<{ id: string; name: string; status: string }>(
      `select p.id, p.name, p.status from products p join stores s on s.id = p.store_id join personas pe on pe.id = s.persona_id
        where pe.handle = 'nova' and p.deleted_at is null and p.status = 'listed' order by p.name limit 3`,
    );
    const [first, second, third] = listings;
    if (!first || !second || !third) throw new Error('nova needs three listed listings');
    const wish = (productId: string) => ({ data: { type: 'wishlist-entry', attributes: { productId } } });
    const listOf = async (as: string, query = '') => {
      const response = await request('GET', `/v2/user/wishlist${query}`, { as });
      t.equal(response.statusCode, 200);
      return response.json<ListDocument>();
    };
    const noticesOf = async (as: string) =>
      await db.query<{ title: string; product_id: string | null; kind: string }>(
        `select n.title, n.product_id, n.kind from notifications n where n.persona_id = $1 and n.kind = 'wishlist' order by n.created_at, n.id`,
        [idOf(as)],
      );
    const promote = (as: string, productId: string, percentOff: number, days = 7) =>
      request('PUT', `/v2/products/${productId}/promotion`, {
        as,
        body: {
          data: {
            type: 'promotion',
            attributes: { percentOff, endsAt: new Date(Date.now() + days * 86_400_000).toISOString() },
          },
        },
      });
    const setStatus = (as: string, productId: string, status: 'listed' | 'delisted') =>
      request('PATCH', `/v2/products/${productId}`, {
        as,
        body: { data: { type: 'product', id: productId, attributes: { status } } },
      });

    await t.test('adding twice keeps one entry; remove deletes; newest first', async (t) => {
      const created = await request('POST', '/v2/user/wishlist', { as: 'kai', body: wish(first.id) });
      t.equal(created.statusCode, 201);
      t.match(created.json<SingleDocument>().data.attributes, {
        productId: first.id,
        name: first.name,
        available: true,
        status: 'listed',
      });
      const again = await request('POST', '/v1/user/wishlist', { as: 'kai', body: wish(first.id.toUpperCase()) });
      t.equal(again.statusCode, 200, 'the second add answers the first entry');
      t.equal((await request('POST', '/v2/user/wishlist', { as: 'kai', body: wish(second.id) })).statusCode, 201);
      const list = await listOf('kai');
      t.same(
        list.data.map((entry) => entry.id),
        [second.id, first.id],
        'newest first, one entry each',
      );
      t.equal(list.meta.total, 2);
      t.equal(list.meta.limit, WISHLIST_MAX_ENTRIES);
      const status = await listOf('kai', `?filter[productId]=${first.id},${third.id}`);
      t.same(
        status.data.map((entry) => entry.id),
        [first.id],
        'which of these are wished',
      );
      t.same((await listOf('mira')).data, [], "someone else's wishlist is not mine");

      t.equal((await request('DELETE', `/v2/user/wishlist/${second.id}`, { as: 'kai' })).statusCode, 204);
      t.equal(
        (await request('DELETE', `/v2/user/wishlist/${second.id}`, { as: 'kai' })).statusCode,
        204,
        'nothing to remove is fine',
      );
      t.same(
        (await listOf('kai')).data.map((entry) => entry.id),
        [first.id],
      );
    });

    await t.test('refusals: visitors, accounts without persona, unknown listings, bad ids', async (t) => {
      t.equal((await request('GET', '/v2/user/wishlist')).statusCode, 401);
      t.equal((await request('POST', '/v2/user/wishlist', { body: wish(third.id) })).statusCode, 401);
      t.equal(
        (await request('POST', '/v2/user/wishlist', { subject: SUBJECT_WITHOUT_PERSONA, body: wish(third.id) }))
          .statusCode,
        403,
      );
      const unknown = await request('POST', '/v2/user/wishlist', {
        as: 'mira',
        body: wish('00000000-0000-4000-8000-000000000000'),
      });
      t.equal(unknown.statusCode, 404);
      const bad = await request('POST', '/v2/user/wishlist', { as: 'mira', body: wish('not-an-id') });
      t.equal(bad.statusCode, 422);
      t.match(errorsOf(bad)[0], { code: 'invalid-attribute', source: { pointer: '/data/attributes/productId' } });
      t.equal((await request('DELETE', '/v2/user/wishlist/not-an-id', { as: 'mira' })).statusCode, 400);
      t.equal((await request('GET', '/v2/user/wishlist?perPage=500', { as: 'mira' })).statusCode, 400);
      t.same((await listOf('mira')).data, [], 'nothing stored');
    });

    await t.test(`a wishlist holds at most ${WISHLIST_MAX_ENTRIES} listings`, async (t) => {
      // theo's list is filled to the bound by rows (there are fewer real listings than the bound).
      const store = (
        await db.query<{ id: string }>(
          `select s.id from stores s join personas p on p.id = s.persona_id where p.handle = 'nova' limit 1`,
        )
      )[0];
      if (!store) throw new Error('nova has a store');
      await db.query(
        `with made as (
           insert into products (store_id, name, description, price, status, tags, image_seed)
           select $1, 'Filler ' || g, '', 1, 'listed', '{}', 'seed' || g from generate_series(1, $2::int) g returning id
         )
         insert into wishlist_entries (persona_id, product_id, created_at) select $3, id, now() from made`,
        [store.id, WISHLIST_MAX_ENTRIES, idOf('theo')],
      );
      const full = await request('POST', '/v2/user/wishlist', { as: 'theo', body: wish(third.id) });
      t.equal(full.statusCode, 409);
      t.match(errorsOf(full)[0], { code: 'wishlist-full', meta: { limit: WISHLIST_MAX_ENTRIES } });
      t.equal((await listOf('theo')).meta.total, WISHLIST_MAX_ENTRIES, 'nothing added');
      const [oldest] = await db.query<{ product_id: string }>(
        'select product_id from wishlist_entries where persona_id = $1 limit 1',
        [idOf('theo')],
      );
      if (!oldest) throw new Error('theo has entries');
      t.equal((await request('DELETE', `/v2/user/wishlist/${oldest.product_id}`, { as: 'theo' })).statusCode, 204);
      t.equal(
        (await request('POST', '/v2/user/wishlist', { as: 'theo', body: wish(third.id) })).statusCode,
        201,
        'room again after a removal',
      );
    });

    await t.test('a delisted listing stays on the list, marked unavailable', async (t) => {
      t.equal((await request('POST', '/v2/user/wishlist', { as: 'mira', body: wish(third.id) })).statusCode, 201);
      t.equal((await setStatus('nova', third.id, 'delisted')).statusCode, 200);
      const [entry] = (await listOf('mira')).data;
      t.match(entry?.attributes, { productId: third.id, status: 'delisted', available: false, promotion: null });
      t.equal(
        (await request('POST', '/v2/user/wishlist', { as: 'amara', body: wish(third.id) })).statusCode,
        201,
        'a delisted listing may be wished',
      );
    });

    await t.test('listing it again tells each wisher once', async (t) => {
      t.equal((await setStatus('nova', third.id, 'listed')).statusCode, 200);
      t.equal((await setStatus('nova', third.id, 'listed')).statusCode, 200, 'saving listed again is no return');
      for (const as of ['mira', 'amara']) {
        const notices = await noticesOf(as);
        t.equal(notices.length, 1, `${as} told once`);
        t.match(notices[0], { product_id: third.id, title: `"${third.name}" from your wishlist is back in the store` });
      }
      t.same(await noticesOf('nova'), [], 'the owner is not told about their own change');
      const [entry] = (await listOf('mira')).data;
      t.match(entry?.attributes, { available: true, status: 'listed' });
      const page = await request('GET', '/v2/event-notifications', { as: 'mira' });
      t.match(page.json<ListDocument>().data[0]?.attributes, {
        kind: 'wishlist',
        productId: third.id,
        productName: third.name,
      });
    });

    await t.test('a promotion tells each wisher once, however often it is saved', async (t) => {
      // kai wished `first`; rafa wishes it too but turned the kind off.
      t.equal((await request('POST', '/v2/user/wishlist', { as: 'rafa', body: wish(first.id) })).statusCode, 201);
      const off = await request('POST', '/v2/notification-subscriptions', {
        as: 'rafa',
        body: { data: { type: 'notification-subscription', attributes: { kind: 'wishlist', enabled: false } } },
      });
      t.equal(off.statusCode, 200);
      const started = await promote('nova', first.id, 25);
      t.equal(started.statusCode, 201);
      const promotionId = started.json<SingleDocument>().data.id;
      const again = await promote('nova', first.id, 30);
      t.equal(again.statusCode, 200, 'saving it again changes the running promotion');
      t.equal(again.json<SingleDocument>().data.id, promotionId);
      const notices = await noticesOf('kai');
      t.equal(notices.length, 1, 'kai told once');
      t.match(notices[0], { product_id: first.id, title: `"${first.name}" from your wishlist is on promotion` });
      t.same(await noticesOf('rafa'), [], 'the kind turned off: nothing');
      const [entry] = (await listOf('kai')).data;
      t.match(entry?.attributes, { promotion: { percentOff: 30 } });

      // Ended, then a new promotion: news again.
      t.equal((await request('DELETE', `/v2/products/${first.id}/promotion`, { as: 'nova' })).statusCode, 204);
      t.match((await listOf('kai')).data[0]?.attributes, { promotion: null });
      t.equal((await promote('nova', first.id, 10)).statusCode, 201);
      t.equal((await noticesOf('kai')).length, 2, 'a new promotion is a new notice');
    });

    await t.test('promotions: only the owner, valid values', async (t) => {
      t.equal((await promote('kai', second.id, 20)).statusCode, 403);
      t.equal((await promote('nova', second.id, 0)).statusCode, 422);
      t.equal((await promote('nova', second.id, 95)).statusCode, 422);
      t.equal((await promote('nova', second.id, 20, 400)).statusCode, 422, 'at most 90 days');
      t.equal((await promote('nova', '00000000-0000-4000-8000-000000000000', 20)).statusCode, 404);
      t.equal((await request('PUT', `/v2/products/${second.id}/promotion`, { body: {} })).statusCode, 401);
    });
  });
}
