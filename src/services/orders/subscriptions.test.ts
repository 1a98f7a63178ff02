// Following stores, redelivery and the account-addressed orders and sales (docs/upstream-api.md), through the HTTP
// routes on PGlite and PostgreSQL.
import t from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase, type TestDatabaseKind } from '../testing/test-database.ts';
import { grant, purchase } from './purchase.ts';

const SECRET = 'subscriptions-test-secret-0123456789-abcdefghij';
const JSON_API = 'application/vnd.api+json';
const HANDLES = ['nova', 'kai', 'mira'] as const;
type Handle = (typeof HANDLES)[number];

interface Fixture {
  db: Database;
  app: FastifyInstance;
  ids: Record<Handle, string>;
  store: string;
  product: string;
  close(): Promise<void>;
  request(handle: Handle | null, method: 'GET' | 'POST' | 'DELETE', url: string): Promise<LightMyRequestResponse>;
}

async function fixture(kind: TestDatabaseKind): Promise<Fixture> {
  const testDb = await openTestDatabase(kind);
  const { db } = testDb;
  const ids = {} as Record<Handle, string>;
  const tokens = {} as Record<Handle, string>;
  for (const handle of HANDLES) {
    await db.query('update personas set account_subject = $1 where handle = $2', [`subs-${handle}`, handle]);
    const [row] = await db.query<{ id: string }>('select id from personas where handle = $1', [handle]);
    if (!row) throw new Error(`no persona ${handle}`);
    ids[handle] = row.id;
    tokens[handle] = await signHs256AccessToken(SECRET, `subs-${handle}`);
  }
  const [store] = await db.query<{ id: string }>(
    `insert into stores (persona_id, handle, name) values ($1, 'subs-nova', 'Subs Test Store') returning id`,
    [ids.nova],
  );
  const [product] = await db.query<{ id: string }>(
    `insert into products (store_id, name, price, status) values ($1, 'Subs Lamp', 100, 'listed') returning id`,
    [store?.id],
  );
  if (!store || !product) throw new Error('no store or product');
  await grant(db, ids.kai, 500);
  await purchase(db, {
    buyerId: ids.kai,
    idempotencyKey: 'subs-kai-lamp',
    kind: 'product',
    productIds: [product.id],
    expectedTotal: 100,
  });
  const app = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier(SECRET) });
  return {
    db,
    app,
    ids,
    store: store.id,
    product: product.id,
    async close() {
      await app.close();
      await testDb.close();
    },
    request: (handle, method, url) =>
      app.inject({
        method,
        url: `/v2${url}`,
        headers: { accept: JSON_API, ...(handle ? { authorization: `Bearer ${tokens[handle]}` } : {}) },
      }),
  };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const f = await fixture(kind);
    t.teardown(() => f.close());

    await t.test('following a store: 201, then 200; listed; unfollow is idempotent', async (t) => {
      t.same((await f.request('kai', 'GET', '/user/subscriptions')).json().data, []);
      const first = await f.request('kai', 'POST', `/stores/${f.store}/subscription`);
      t.equal(first.statusCode, 201);
      t.match(first.json().data, {
        type: 'subscription',
        id: f.store,
        attributes: { storeId: f.store, storeHandle: 'subs-nova', storeName: 'Subs Test Store', personaHandle: 'nova' },
      });
      t.equal(
        (await f.request('kai', 'POST', '/stores/subs-nova/subscription')).statusCode,
        200,
        'by handle, already following',
      );
      const list = await f.request('kai', 'GET', '/user/subscriptions');
      t.equal(list.statusCode, 200);
      t.equal(list.headers['cache-control'], 'private, no-store');
      t.same(
        list.json().data.map((item: { id: string }) => item.id),
        [f.store],
      );
      t.same((await f.request('mira', 'GET', '/user/subscriptions')).json().data, [], 'per caller');

      t.equal((await f.request('kai', 'DELETE', `/stores/${f.store}/subscription`)).statusCode, 204);
      t.equal((await f.request('kai', 'DELETE', `/stores/${f.store}/subscription`)).statusCode, 204, 'again');
      t.same((await f.request('kai', 'GET', '/user/subscriptions')).json().data, []);
    });

    await t.test('refusals: own store, unknown store, no token', async (t) => {
      const own = await f.request('nova', 'POST', `/stores/${f.store}/subscription`);
      t.equal(own.statusCode, 422);
      t.equal(own.json().errors[0].code, 'own-store');
      t.equal(
        (await f.request('kai', 'POST', '/stores/00000000-0000-4000-8000-000000000000/subscription')).statusCode,
        404,
      );
      t.equal((await f.request('kai', 'POST', '/stores/no-such-store-here/subscription')).statusCode, 404);
      t.equal((await f.request(null, 'GET', '/user/subscriptions')).statusCode, 401);
      t.equal((await f.request(null, 'POST', `/stores/${f.store}/subscription`)).statusCode, 401);
    });

    await t.test('redelivery: owners only, one request a minute', async (t) => {
      const first = await f.request('kai', 'POST', `/products/${f.product}/redelivery`);
      t.equal(first.statusCode, 202);
      const [owned] = await f.db.query<{ order_id: string }>(
        'select order_id from owned_products where persona_id = $1 and product_id = $2',
        [f.ids.kai, f.product],
      );
      t.match(first.json().data, { type: 'delivery', attributes: { productId: f.product, orderId: owned?.order_id } });
      t.ok(Date.parse(first.json().data.attributes.requestedAt) > 0);
      const second = await f.request('kai', 'POST', `/products/${f.product}/redelivery`);
      t.equal(second.statusCode, 202);
      t.same(second.json().data, first.json().data, 'a double click is the same request');
      const rows = await f.db.query<{ kind: string }>('select kind from product_deliveries where persona_id = $1', [
        f.ids.kai,
      ]);
      t.same(rows, [{ kind: 'redelivery' }]);

      // A minute later a new request is queued.
      await f.db.query(
        `update product_deliveries set requested_at = now() - interval '61 seconds' where persona_id = $1`,
        [f.ids.kai],
      );
      const later = await f.request('kai', 'POST', `/products/${f.product}/redelivery`);
      t.equal(later.statusCode, 202);
      t.not(later.json().data.id, first.json().data.id);

      const stranger = await f.request('mira', 'POST', `/products/${f.product}/redelivery`);
      t.equal(stranger.statusCode, 403);
      t.equal(stranger.json().errors[0].code, 'not-owner');
      t.equal(
        (await f.request('kai', 'POST', '/products/00000000-0000-4000-8000-000000000000/redelivery')).statusCode,
        404,
      );
      t.equal((await f.request('kai', 'POST', '/products/not-a-uuid/redelivery')).statusCode, 404);
      t.equal((await f.request(null, 'POST', `/products/${f.product}/redelivery`)).statusCode, 401);
    });

    await t.test('/accounts/{id}/orders and /sales: own account only, same documents as /user/*', async (t) => {
      const orders = await f.request('kai', 'GET', '/accounts/subs-kai/orders');
      t.equal(orders.statusCode, 200);
      t.same(orders.json(), (await f.request('kai', 'GET', '/user/orders')).json());
      t.equal(orders.json().meta.total, 1);
      const sales = await f.request('nova', 'GET', '/accounts/subs-nova/sales?page=1&perPage=5');
      t.equal(sales.statusCode, 200);
      t.same(sales.json(), (await f.request('nova', 'GET', '/user/sales?page=1&perPage=5')).json());
      t.ok(
        sales
          .json()
          .data.some((sale: { attributes: { buyerHandle: string } }) => sale.attributes.buyerHandle === 'kai'),
      );
      const other = await f.request('kai', 'GET', '/accounts/subs-nova/sales');
      t.equal(other.statusCode, 403);
      t.equal(other.json().errors[0].code, 'not-owner');
      t.equal((await f.request('mira', 'GET', '/accounts/subs-kai/orders')).statusCode, 403);
      t.equal((await f.request(null, 'GET', '/accounts/subs-kai/orders')).statusCode, 401);
    });
  });
}
