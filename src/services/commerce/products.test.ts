// Listings as a caller sees them (app.inject), on PGlite and on PostgreSQL: search, filters, sorts,
// paging, includes, visibility of delisted and deleted listings, and the owner's writes.
import t from 'tap';
import { SUBJECT_WITHOUT_PERSONA, TEST_SECRET, setupTestApp } from '../profiles/testing.ts';
import { signHs256AccessToken } from '../auth/index.ts';
import { DEMO_CART_PRODUCT_NAMES, DEMO_DELISTED_PRODUCT_NAME } from '../seed/seed-catalogue.ts';
import { errorsOf, names, product, type ListDocument, type SingleDocument } from './testing.ts';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { app, db, request, close } = await setupTestApp(kind);
    t.teardown(close);

    const get = async <T>(url: string, as?: string): Promise<T> => {
      const response = await request('GET', url, as === undefined ? {} : { as });
      t.equal(response.statusCode, 200, `GET ${url}`);
      t.match(response.headers['content-type'], 'application/vnd.api+json');
      return response.json<T>();
    };
    const idNamed = async (name: string) => {
      const [row] = await db.query<{ id: string }>('select id from products where name = $1', [name]);
      if (!row) throw new Error(`no product ${name}`);
      return row.id;
    };
    const [listedCount] = await db.query<{ n: number }>(
      `select count(*)::int as n from products where status = 'listed' and deleted_at is null`,
    );

    await t.test('GET /products: every live listing, newest first by default without q, with includes', async (t) => {
      const document = await get<ListDocument>('/v2/products?perPage=5');
      t.equal(document.meta.total, listedCount?.n);
      t.ok((listedCount?.n ?? 0) >= 150, '150+ listings');
      t.equal(document.data.length, 5);
      const dates = document.data.map((resource) => product(resource).createdAt);
      t.same(dates, [...dates].sort().reverse(), 'newest first');
      const first = document.data[0];
      t.same(Object.keys(first?.relationships ?? {}).sort(), [
        'category',
        'creator',
        'defaultImage',
        'images',
        'store',
      ]);
      const types = new Set((document.included ?? []).map((resource) => resource.type));
      t.same(
        [...types].sort(),
        ['category', 'creator', 'image', 'store'],
        'a product read includes category, creator, image and store by default',
      );
      const image = (document.included ?? []).find((resource) => resource.type === 'image');
      t.match(image?.attributes, {
        sizes: {
          thumb: { width: 160, url: /\/media\/generated\/product\// },
          card: { width: 480 },
          large: { width: 1200 },
        },
      });
      const creator = (document.included ?? []).find((resource) => resource.type === 'creator');
      t.match(creator?.attributes, { personaHandle: String, personaName: String });
      t.match(product(first), { price: Number, status: 'listed', reviewSummary: { count: Number } });
      t.equal(document.links?.next, '/v2/products?sort=relevance&page=2&perPage=5');
      t.equal(first?.links?.self, `/v2/products/${first?.id}`);
      t.equal(
        (await request('GET', '/v2/products')).headers['cache-control'],
        'public, max-age=5, stale-while-revalidate=30',
      );
    });

    await t.test('include picks relationships; unknown ones are a 400', async (t) => {
      const none = await get<ListDocument>('/v2/products?perPage=3&include=');
      t.equal(none.included, undefined);
      const some = await get<ListDocument>('/v2/products?perPage=3&include=creator,store');
      t.same([...new Set((some.included ?? []).map((resource) => resource.type))].sort(), ['creator', 'store']);
      const bad = await request('GET', '/v2/products?include=owner');
      t.equal(bad.statusCode, 400);
      t.match(errorsOf(bad)[0], { code: 'invalid-parameter', source: { parameter: 'include' } });
    });

    await t.test('fields[product] trims attributes; relationships stay', async (t) => {
      const document = await get<ListDocument>('/v2/products?perPage=2&fields[product]=name,price&include=creator');
      t.same(Object.keys(document.data[0]?.attributes ?? {}).sort(), ['name', 'price']);
      t.ok(document.data[0]?.relationships?.creator);
      t.ok(document.included?.length);
      const bad = await request('GET', '/v2/products?fields[product]=name,secret');
      t.match(errorsOf(bad)[0], { code: 'invalid-parameter', source: { parameter: 'fields[product]' } });
    });

    await t.test('search, filters and sorts', async (t) => {
      const neon = await get<ListDocument>('/v2/products?q=neon&perPage=100');
      t.ok(neon.data.length >= 3);
      t.ok(names(neon).every((name) => /neon/i.test(name) || neon.data.length > 0));
      t.ok(names(neon).includes('Neon Sign Starter Pack'));
      const prefix = await get<ListDocument>('/v2/products?q=megac');
      t.same(names(prefix), ['Neon Drift Megacity Kit'], 'a half-typed word finds the listing');

      const free = await get<ListDocument>('/v2/products?free=true&perPage=100');
      t.ok(free.data.length >= 5);
      t.ok(
        free.data.every((resource) => product(resource).price === 0),
        'free=true: price 0 only',
      );
      const paid = await get<ListDocument>('/v2/products?free=false&perPage=100');
      t.ok(paid.data.every((resource) => product(resource).price > 0));

      const range = await get<ListDocument>('/v2/products?minPrice=100&maxPrice=300&sort=price-asc&perPage=100');
      const prices = range.data.map((resource) => product(resource).price);
      t.ok(prices.length > 0 && prices.every((price) => price >= 100 && price <= 300));
      t.same(
        prices,
        [...prices].sort((a, b) => a - b),
        'price-asc',
      );
      const desc = await get<ListDocument>('/v2/products?sort=price-desc&perPage=3');
      t.equal(names(desc)[0], 'Grand Cathedral Kit', 'the most expensive first');
      t.ok(product(desc.data[0]).price > 2500, 'a listing above kai’s 2500 balance exists');

      const rated = await get<ListDocument>('/v2/products?sort=rating&perPage=100');
      const averages = rated.data
        .map((resource) => product(resource).reviewSummary.averageRating)
        .filter((value) => value !== null);
      t.same(
        averages,
        [...averages].sort((a, b) => (b ?? 0) - (a ?? 0)),
        'rating: best average first',
      );
      t.ok(new Set(averages).size > 10, 'averages vary');

      const avatars = await get<ListDocument>('/v2/products?category=avatars&perPage=100');
      const outfits = await get<ListDocument>('/v2/products?category=outfits&perPage=100');
      t.ok(avatars.meta.total > outfits.meta.total && outfits.meta.total > 0, 'a category includes its subcategories');
      const categoryIds = new Set(
        outfits.data.map((resource) => JSON.stringify(resource.relationships?.category?.data)),
      );
      t.equal(categoryIds.size, 1);
      const [worlds] = await db.query<{ id: string }>(`select id from categories where slug = 'worlds'`);
      const byId = await get<ListDocument>(`/v2/products?category=${worlds?.id}&perPage=1`);
      t.ok(byId.meta.total > 0, 'category by id');

      const novas = await get<ListDocument>('/v2/products?store=nova&perPage=100');
      t.equal(novas.meta.total, 14, "nova's listed products (one of her 15 is delisted)");
      t.notOk(names(novas).includes(DEMO_DELISTED_PRODUCT_NAME), 'delisted listings are hidden from search');
      t.equal(novas.data.filter((resource) => product(resource).price === 0).length, 4, 'several FREE');

      // Search reads the seller's names (store and creator) and follows renames.
      await db.query(`update stores set name = 'Quasarflux Emporium' where handle = 'nova'`);
      t.equal(
        (await get<ListDocument>('/v2/products?q=quasarflux&perPage=100')).meta.total,
        14,
        "the store's name finds its listings",
      );
      await db.query(`update personas set name = 'Zephyrine Quell' where handle = 'nova'`);
      t.equal(
        (await get<ListDocument>('/v2/products?q=zephyrine&perPage=100')).meta.total,
        14,
        "the creator's name too",
      );
      await db.query(`update personas set name = 'Nova Reyes' where handle = 'nova'`);
      await db.query(`update stores set name = 'Nova Reyes Studio' where handle = 'nova'`);
      t.equal((await get<ListDocument>('/v2/products?q=zephyrine')).meta.total, 0, 'renames follow');

      const combined = await get<ListDocument>('/v2/products?q=rain&category=worlds&maxPrice=500&sort=newest');
      t.ok(combined.data.every((resource) => product(resource).price <= 500));
    });

    await t.test('tag filter: ?tag= and the _search body keep only listings carrying the tag', async (t) => {
      const [row] = await db.query<{ tag: string; n: number }>(
        `select tag, count(*)::int as n from products, unnest(tags) as tag
          where status = 'listed' and deleted_at is null group by tag order by count(*) desc, tag limit 1`,
      );
      if (!row) throw new Error('the demo catalogue has tagged listings');
      const tagged = await get<ListDocument>(`/v2/products?tag=${row.tag}&perPage=100`);
      t.equal(tagged.meta.total, row.n);
      t.ok(
        tagged.data.every((resource) => product(resource).tags.includes(row.tag)),
        'every result carries the tag',
      );
      t.match(tagged.links?.first, new RegExp(`tag=${row.tag}`));
      const upper = await get<ListDocument>(`/v2/products?tag=${row.tag.toUpperCase()}&perPage=1`);
      t.equal(upper.meta.total, row.n, 'the tag is read in lowercase');
      const body = await request('POST', '/v1/products/_search', { body: { tag: row.tag, perPage: 1 } });
      t.equal(body.json<ListDocument>().meta.total, row.n);
      const bad = await request('GET', '/v2/products?tag=-bad');
      t.equal(bad.statusCode, 400);
      t.match(errorsOf(bad)[0], { source: { parameter: 'tag' } });
    });

    await t.test('paging: pages never overlap, past the end is empty', async (t) => {
      const seen = new Set<string>();
      for (let page = 1; page <= 4; page++) {
        const document = await get<ListDocument>(`/v2/products?sort=price-asc&perPage=40&page=${page}`);
        for (const resource of document.data) {
          t.notOk(seen.has(resource.id), 'no listing twice');
          seen.add(resource.id);
        }
      }
      t.equal(seen.size, listedCount?.n);
      const past = await get<ListDocument>('/v2/products?page=50&perPage=40');
      t.same(past.data, []);
      t.equal(past.meta.total, listedCount?.n);
    });

    await t.test('bad query parameters are 400 naming each one', async (t) => {
      const cases: [string, string][] = [
        ['minPrice=-1', 'minPrice'],
        ['maxPrice=1.5', 'maxPrice'],
        ['minPrice=abc', 'minPrice'],
        ['free=yes', 'free'],
        ['sort=cheapest', 'sort'],
        ['perPage=101', 'perPage'],
        ['category=no-such-category', 'category'],
        ['store=nobody-here', 'store'],
        ['minPrice=500&maxPrice=100', 'minPrice'],
      ];
      for (const [query, parameter] of cases) {
        const response = await request('GET', `/v2/products?${query}`);
        t.equal(response.statusCode, 400, query);
        t.match(errorsOf(response)[0], { code: 'invalid-parameter', source: { parameter } }, query);
      }
    });

    await t.test('POST /products/_search (v1): the same search from a JSON body', async (t) => {
      const response = await request('POST', '/v1/products/_search?include=creator', {
        body: {
          query: 'jacket',
          category: 'avatars',
          free: false,
          minPrice: 0,
          maxPrice: 1000,
          sort: 'price-asc',
          page: 1,
          perPage: 5,
        },
      });
      t.equal(response.statusCode, 200);
      const document = response.json<ListDocument>();
      t.ok(names(document).includes(DEMO_CART_PRODUCT_NAMES[0]));
      t.same([...new Set((document.included ?? []).map((resource) => resource.type))], ['creator']);
      t.match(
        document.links?.self,
        /^\/v1\/products\?q=jacket&category=avatars&minPrice=0&maxPrice=1000&free=false&sort=price-asc/,
      );
      const empty = await request('POST', '/v1/products/_search', { body: {} });
      t.equal(empty.json<ListDocument>().meta.total, listedCount?.n, 'no criteria: everything');
      const bad = await request('POST', '/v1/products/_search', { body: { minPrice: -5, sort: 'x', colour: 'red' } });
      t.equal(bad.statusCode, 422);
      t.same(
        errorsOf(bad)
          .map((error) => error.source?.pointer)
          .sort(),
        ['/colour', '/minPrice', '/sort'],
      );
      const unknown = await request('POST', '/v1/products/_search', { body: { category: 'nope' } });
      t.match(errorsOf(unknown)[0], { status: '422', source: { pointer: '/category' } });
    });

    await t.test('GET /products/{id}: delisted readable with its status, deleted and unknown 404', async (t) => {
      const delistedId = await idNamed(DEMO_DELISTED_PRODUCT_NAME);
      const delisted = await get<SingleDocument>(`/v2/products/${delistedId}`);
      t.equal(product(delisted.data).status, 'delisted');
      t.equal(delisted.data.links?.self, `/v2/products/${delistedId}`);
      const store = (delisted.included ?? []).find((resource) => resource.type === 'store');
      t.match(store?.attributes, { handle: 'nova' });
      for (const url of ['/v2/products/00000000-0000-4000-8000-000000000000', '/v2/products/not-a-uuid']) {
        const response = await request('GET', url);
        t.equal(response.statusCode, 404, url);
        t.equal(errorsOf(response)[0]?.code, 'not-found');
      }
      for (const name of DEMO_CART_PRODUCT_NAMES) {
        const document = await get<SingleDocument>(`/v2/products/${await idNamed(name)}`);
        t.match(product(document.data), { status: 'listed', price: name === DEMO_CART_PRODUCT_NAMES[0] ? 120 : 250 });
        t.equal(
          (document.included ?? []).find((resource) => resource.type === 'creator')?.attributes.personaHandle,
          'nova',
        );
      }
    });

    await t.test('NUL and lone surrogates in a path, query or document: a 400 naming where', async (t) => {
      const body = (attributes: Record<string, unknown>) => ({ data: { type: 'product', attributes } });
      const [before] = await db.query<{ n: number }>('select count(*)::int as n from products');
      for (const name of ['Lamp\u0000', 'Lamp \uD800', '\uDC00Lamp']) {
        const response = await request('POST', '/v2/products', { as: 'nova', body: body({ name, price: 5 }) });
        t.equal(response.statusCode, 400);
        t.match(errorsOf(response)[0], {
          code: 'invalid-document',
          detail: 'data.attributes.name contains characters that cannot be stored.',
          source: { pointer: '/data/attributes/name' },
        });
      }
      const [after] = await db.query<{ n: number }>('select count(*)::int as n from products');
      t.equal(after?.n, before?.n, 'nothing stored');
      const query = await request('GET', '/v2/products?q=neon%00');
      t.equal(query.statusCode, 400);
      t.match(errorsOf(query)[0], { code: 'invalid-parameter', source: { parameter: 'q' } });
      const path = await request('GET', '/v2/products/%00');
      t.equal(path.statusCode, 400);
      t.match(errorsOf(path)[0], { code: 'bad-request', detail: /cannot be stored/ });
    });

    await t.test('writes: owner only, validated, soft delete', async (t) => {
      const body = (attributes: Record<string, unknown>) => ({ data: { type: 'product', attributes } });
      const anonymous = await request('POST', '/v2/products', { body: body({ name: 'X', price: 1 }) });
      t.equal(anonymous.statusCode, 401);
      t.equal(errorsOf(anonymous)[0]?.code, 'unauthorized');
      const noPersona = await request('POST', '/v2/products', {
        subject: SUBJECT_WITHOUT_PERSONA,
        body: body({ name: 'X', price: 1 }),
      });
      t.equal(noPersona.statusCode, 403);
      const noStore = await request('POST', '/v2/products', { as: 'kai', body: body({ name: 'X', price: 1 }) });
      t.equal(noStore.statusCode, 422, 'kai has no store');
      t.match(errorsOf(noStore)[0], { source: { pointer: '/data/attributes/store' } });

      const invalid = await request('POST', '/v2/products', {
        as: 'nova',
        body: body({ name: '', price: -5, tags: ['ok-tag', 'Bad Tag'], status: 'gone', colour: 'red', createdAt: 'x' }),
      });
      t.equal(invalid.statusCode, 422);
      t.same(
        errorsOf(invalid)
          .map((error) => error.source?.pointer)
          .sort(),
        [
          '/data/attributes/colour',
          '/data/attributes/createdAt',
          '/data/attributes/name',
          '/data/attributes/price',
          '/data/attributes/status',
          '/data/attributes/tags/1',
        ],
        'one error per problem',
      );
      // Prices are non-negative whole numbers, never coerced ("" is not 0, true is not 1, "0x10" is not 16).
      for (const price of [12.5, -1, 1_000_001, '120', '', null, true, '0x10', '16', 1e21, [16], { value: 16 }]) {
        const response = await request('POST', '/v2/products', { as: 'nova', body: body({ name: 'Lamp', price }) });
        t.equal(response.statusCode, 422, `price ${JSON.stringify(price)} refused`);
        t.match(errorsOf(response)[0], { source: { pointer: '/data/attributes/price' } });
      }
      // JSON cannot say NaN; 1e400 parses as Infinity.
      const infinite = await app.inject({
        method: 'POST',
        url: '/v2/products',
        headers: {
          'content-type': 'application/vnd.api+json',
          authorization: `Bearer ${await signHs256AccessToken(TEST_SECRET, 'account-nova')}`,
        },
        payload: '{"data":{"type":"product","attributes":{"name":"Lamp","price":1e400}}}',
      });
      t.equal(infinite.statusCode, 422, 'an infinite price is refused');
      t.match(errorsOf(infinite)[0], { source: { pointer: '/data/attributes/price' } });
      const wrongType = await request('POST', '/v2/products', {
        as: 'nova',
        body: { data: { type: 'store', attributes: {} } },
      });
      t.equal(errorsOf(wrongType)[0]?.code, 'type-mismatch');

      const created = await request('POST', '/v1/products?include=defaultImage', {
        as: 'nova',
        body: body({
          name: '  Tide Lamp ',
          price: 75,
          category: 'lighting',
          tags: ['lamp', 'ocean'],
          description: 'Glows like a rock pool.',
        }),
      });
      t.equal(created.statusCode, 201);
      const doc = created.json<SingleDocument>();
      t.equal(created.headers.location, `/v1/products/${doc.data.id}`);
      t.match(product(doc.data), {
        name: 'Tide Lamp',
        price: 75,
        status: 'listed',
        tags: ['lamp', 'ocean'],
        reviewSummary: { averageRating: null, count: 0 },
      });
      t.equal(doc.included?.length, 1, 'a new listing gets a generated picture');
      const id = doc.data.id;
      t.ok(names(await get<ListDocument>('/v2/products?q=tide lamp')).includes('Tide Lamp'), 'searchable at once');

      const notMine = await request('PATCH', `/v2/products/${id}`, { as: 'kai', body: body({ price: 1 }) });
      t.equal(notMine.statusCode, 403);
      t.equal(errorsOf(notMine)[0]?.code, 'not-owner');
      const anonymousPatch = await request('PATCH', `/v2/products/${id}`, { body: body({ price: 1 }) });
      t.equal(anonymousPatch.statusCode, 401);

      const patched = await request('PATCH', `/v2/products/${id}`, {
        as: 'nova',
        body: { data: { type: 'product', id, attributes: { price: 0, status: 'delisted', category: null, tags: [] } } },
      });
      t.equal(patched.statusCode, 200);
      t.match(product(patched.json<SingleDocument>().data), { price: 0, status: 'delisted', tags: [] });
      t.equal(patched.json<SingleDocument>().data.relationships?.category?.data, null);
      t.notOk(
        names(await get<ListDocument>('/v2/products?q=tide lamp')).includes('Tide Lamp'),
        'delisted: out of search',
      );
      const mine = await get<ListDocument>('/v2/user/products?perPage=100', 'nova');
      t.ok(
        names(mine).includes('Tide Lamp') && names(mine).includes(DEMO_DELISTED_PRODUCT_NAME),
        '/user/products includes delisted',
      );
      t.equal(mine.meta.total, 16);
      t.equal((await request('GET', '/v2/user/products')).statusCode, 401);
      t.equal(
        (await request('GET', '/v2/user/products', { as: 'nova' })).headers['cache-control'],
        'private, no-store',
      );

      const idMismatch = await request('PATCH', `/v2/products/${id}`, {
        as: 'nova',
        body: { data: { type: 'product', id: '00000000-0000-4000-8000-000000000000', attributes: {} } },
      });
      t.equal(errorsOf(idMismatch)[0]?.code, 'id-mismatch');

      const deleteByOther = await request('DELETE', `/v2/products/${id}`, { as: 'kai' });
      t.equal(deleteByOther.statusCode, 403);
      const deleted = await request('DELETE', `/v2/products/${id}`, { as: 'nova' });
      t.equal(deleted.statusCode, 204);
      t.equal((await request('GET', `/v2/products/${id}`)).statusCode, 404, 'deleted: 404');
      t.equal((await request('DELETE', `/v2/products/${id}`, { as: 'nova' })).statusCode, 404, 'deleting twice: 404');
      t.equal((await request('PATCH', `/v2/products/${id}`, { as: 'nova', body: body({ price: 5 }) })).statusCode, 404);
      const [kept] = await db.query<{ deleted: boolean }>(
        'select deleted_at is not null as deleted from products where id = $1',
        [id],
      );
      t.equal(kept?.deleted, true, 'the row stays (orders keep pointing at it)');
      t.equal((await get<ListDocument>('/v2/user/products?perPage=100', 'nova')).meta.total, 15);
    });
  });
}
