// The money rules (docs/product.md §9): balanced transactions, never negative, never twice, and what each refusal
// looks like — through the HTTP routes and the purchase function, on PGlite and PostgreSQL.
import t from 'tap';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase, type TestDatabaseKind } from '../testing/test-database.ts';
import { balanceOf } from '../ledger/index.ts';
import { grant, purchase } from './purchase.ts';
import { seedBundles } from './bundles.ts';

const SECRET = 'ledger-test-secret-0123456789-abcdefghijklmnop';
const JSON_API = 'application/vnd.api+json';

interface Fixture {
  db: Database;
  app: FastifyInstance;
  ids: Record<string, string>;
  tokens: Record<string, string>;
  products: Record<string, string>;
  close(): Promise<void>;
}

async function fixture(kind: TestDatabaseKind): Promise<Fixture> {
  const testDb = await openTestDatabase(kind);
  const { db } = testDb;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const handle of ['nova', 'kai', 'mira', 'theo']) {
    await db.query('update personas set account_subject = $1 where handle = $2', [`ledger-${handle}`, handle]);
    const [row] = await db.query<{ id: string }>('select id from personas where handle = $1', [handle]);
    if (!row) throw new Error(`no persona ${handle}`);
    ids[handle] = row.id;
    tokens[handle] = await signHs256AccessToken(SECRET, `ledger-${handle}`);
  }
  // The seeded carts are not this test's business.
  await db.query('delete from cart_items');
  await db.query(`insert into stores (persona_id, handle, name) values ($1, 'ledger-nova', 'Ledger Test Store')`, [
    ids.nova,
  ]);
  await db.query(`insert into stores (persona_id, handle, name) values ($1, 'ledger-mira', 'Mira Test Store')`, [
    ids.mira,
  ]);
  const products: Record<string, string> = {};
  const add = async (key: string, store: string, price: number, status = 'listed') => {
    const [row] = await db.query<{ id: string }>(
      `insert into products (store_id, name, price, status) select id, $2, $3, $4 from stores where handle = $1 returning id`,
      [store, `Ledger ${key}`, price, status],
    );
    if (!row) throw new Error('no product');
    products[key] = row.id;
  };
  await add('lamp', 'ledger-nova', 300);
  await add('rug', 'ledger-nova', 450);
  await add('free', 'ledger-nova', 0);
  await add('delisted', 'ledger-nova', 100, 'delisted');
  await add('mira-hat', 'ledger-mira', 200);
  await add('pricey', 'ledger-nova', 100_000);
  for (let index = 0; index < 50; index += 1) await add(`bulk-${index}`, 'ledger-nova', 100);
  await seedBundles(db);
  const app = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier(SECRET) });
  return {
    db,
    app,
    ids,
    tokens,
    products,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

const kinds: TestDatabaseKind[] = ['pglite', 'postgres'];

for (const kind of kinds) {
  t.test(kind, async (t) => {
    const f = await fixture(kind);
    t.teardown(() => f.close());
    const personaBalance = (handle: string) => balanceOf(f.db, f.ids[handle] ?? '');
    const ledgerSum = async () => {
      const [row] = await f.db.query<{ total: string | number | null }>(
        'select sum(amount) as total from ledger_entries',
      );
      return Number(row?.total ?? 0);
    };
    const request = (
      handle: string | null,
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      body?: unknown,
      key?: string,
    ) =>
      f.app.inject({
        method,
        url: `/v2${url}`,
        headers: {
          accept: JSON_API,
          ...(body === undefined ? {} : { 'content-type': JSON_API }),
          ...(handle ? { authorization: `Bearer ${f.tokens[handle] ?? ''}` } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const balanceOfKaiBefore = await personaBalance('kai');
    await grant(f.db, f.ids.kai ?? '', 1000);

    await t.test('GET /user/balance answers data.balance for the caller', async (t) => {
      const response = await request('kai', 'GET', '/user/balance');
      t.equal(response.statusCode, 200);
      t.equal(response.json().data.attributes.balance, balanceOfKaiBefore + 1000);
      t.equal((await request(null, 'GET', '/user/balance')).statusCode, 401);
    });

    const kaiStart = await personaBalance('kai');
    const novaStart = await personaBalance('nova');

    await t.test('the cart: add, list, refuse what cannot be bought, remove', async (t) => {
      const added = await request('kai', 'POST', '/users/cart', {
        data: { type: 'cartItem', attributes: { productId: f.products.lamp } },
      });
      t.equal(added.statusCode, 201);
      const again = await request('kai', 'POST', '/users/cart', {
        data: { type: 'cartItem', attributes: { productId: f.products.lamp } },
      });
      t.equal(again.statusCode, 200, 'adding twice keeps one line');
      t.same(
        again.json().data.attributes.items.map((item: { name: string }) => item.name),
        ['Ledger lamp'],
      );
      t.equal(again.json().data.attributes.total, 300);
      const delisted = await request('kai', 'POST', '/users/cart', {
        data: { type: 'cartItem', attributes: { productId: f.products.delisted } },
      });
      t.equal(delisted.statusCode, 409);
      t.equal(delisted.json().errors[0].code, 'product-unavailable');
      const own = await request('nova', 'POST', '/users/cart', {
        data: { type: 'cartItem', attributes: { productId: f.products.lamp } },
      });
      t.equal(own.statusCode, 422);
      t.equal(own.json().errors[0].code, 'own-product');
      const foreign = await request('kai', 'POST', '/users/cart', {
        data: { type: 'cartItem', attributes: { productId: randomUUID() } },
      });
      t.equal(foreign.statusCode, 404);
      const malformed = await request('kai', 'POST', '/users/cart', {
        data: { type: 'cartItem', attributes: { productId: 'nope' } },
      });
      t.equal(malformed.statusCode, 422);
      t.equal(malformed.json().errors[0].source.pointer, '/data/attributes/productId');
      t.equal((await request(null, 'GET', '/users/cart')).statusCode, 401);
      const miraCart = await request('mira', 'GET', '/users/cart');
      t.same(miraCart.json().data.attributes.items, [], "mira's cart is hers alone");
    });

    await t.test('a product delisted while in the cart moves to the delisted list; the notice clears it', async (t) => {
      await request('kai', 'POST', '/users/cart', {
        data: { type: 'cartItem', attributes: { productId: f.products.rug } },
      });
      await f.db.query(`update products set status = 'delisted' where id = $1`, [f.products.rug]);
      const cart = (await request('kai', 'GET', '/users/cart')).json().data.attributes;
      t.same(
        cart.delistedItems.map((item: { name: string }) => item.name),
        ['Ledger rug'],
      );
      t.equal(cart.total, 300, 'the total counts listed items only');
      const checkout = await request(
        'kai',
        'POST',
        '/orders/cart',
        {
          data: {
            type: 'cartCheckout',
            attributes: { expectedTotal: 750, productIds: [f.products.lamp, f.products.rug] },
          },
        },
        `delisted-${kind}-1`,
      );
      t.equal(checkout.statusCode, 409);
      t.equal(checkout.json().errors[0].code, 'product-unavailable');
      t.equal(await personaBalance('kai'), kaiStart, 'nothing charged');
      t.equal((await request('kai', 'DELETE', '/users/cart/delisted')).statusCode, 204);
      t.same((await request('kai', 'GET', '/users/cart')).json().data.attributes.delistedItems, []);
      await f.db.query(`update products set status = 'listed' where id = $1`, [f.products.rug]);
    });

    await t.test('checkout: one order, buyer debited, seller credited, cart emptied, replay-safe', async (t) => {
      const body = {
        data: { type: 'cartCheckout', attributes: { expectedTotal: 300, productIds: [f.products.lamp] } },
      };
      const noKey = await request('kai', 'POST', '/orders/cart', body);
      t.equal(noKey.statusCode, 400);
      t.equal(noKey.json().errors[0].code, 'idempotency-key-required');
      const stale = await request(
        'kai',
        'POST',
        '/orders/cart',
        { data: { type: 'cartCheckout', attributes: { expectedTotal: 250, productIds: [f.products.lamp] } } },
        `stale-${kind}`,
      );
      t.equal(stale.statusCode, 409);
      t.equal(stale.json().errors[0].code, 'price-changed');
      const notInCart = await request(
        'kai',
        'POST',
        '/orders/cart',
        {
          data: {
            type: 'cartCheckout',
            attributes: { expectedTotal: 750, productIds: [f.products.lamp, f.products.rug] },
          },
        },
        `not-in-cart-${kind}`,
      );
      t.equal(notInCart.statusCode, 409);
      t.equal(notInCart.json().errors[0].code, 'cart-changed');
      const key = `checkout-${kind}-1`;
      const first = await request('kai', 'POST', '/orders/cart', body, key);
      t.equal(first.statusCode, 201);
      const order = first.json().data;
      t.match(order.attributes, { kind: 'cart', status: 'completed', total: 300 });
      t.equal(await personaBalance('kai'), kaiStart - 300);
      t.equal(await personaBalance('nova'), novaStart + 300);
      t.same((await request('kai', 'GET', '/users/cart')).json().data.attributes.items, []);
      const replay = await request('kai', 'POST', '/orders/cart', body, key);
      t.equal(replay.statusCode, 200, 'a replay answers the same order');
      t.equal(replay.json().data.id, order.id);
      t.equal(await personaBalance('kai'), kaiStart - 300, 'and charges nothing');
      const reused = await request(
        'kai',
        'POST',
        '/orders/cart',
        { data: { type: 'cartCheckout', attributes: { expectedTotal: 450, productIds: [f.products.rug] } } },
        key,
      );
      t.equal(reused.statusCode, 422);
      t.equal(reused.json().errors[0].code, 'idempotency-key-reused');
      const owned = await request('kai', 'POST', '/users/cart', {
        data: { type: 'cartItem', attributes: { productId: f.products.lamp } },
      });
      t.equal(owned.statusCode, 409);
      t.equal(owned.json().errors[0].code, 'already-owned');
      const mine = await request('kai', 'GET', `/user/orders/${order.id as string}`);
      t.equal(mine.statusCode, 200);
      t.same(
        mine.json().data.attributes.items.map((item: { name: string }) => item.name),
        ['Ledger lamp'],
      );
      t.match(
        mine.json().data.attributes,
        { personaId: f.ids.kai, personaHandle: 'kai' },
        'the order names whose it is',
      );
      const productOrders = await request('nova', 'GET', `/products/${f.products.lamp ?? ''}/orders`);
      t.equal(productOrders.statusCode, 200);
      t.match(productOrders.json().meta, { total: 1, page: 1 });
      t.match(
        productOrders.json().data[0].attributes,
        { personaHandle: 'kai', items: [{ name: 'Ledger lamp', price: 300 }] },
        'the seller sees who bought',
      );
      t.equal(
        (await request('kai', 'GET', `/products/${f.products.lamp ?? ''}/orders`)).statusCode,
        403,
        'only the seller reads them',
      );
      t.equal(
        (await request('mira', 'GET', `/user/orders/${order.id as string}`)).statusCode,
        404,
        "another's order reads as missing",
      );
      const sales = (await request('nova', 'GET', '/user/sales')).json();
      t.ok(sales.data.some((sale: { attributes: { orderId: string } }) => sale.attributes.orderId === order.id));
      t.equal((await request('kai', 'GET', '/users/nova/sales')).statusCode, 403);
      t.equal(await ledgerSum(), 0, 'the ledger sums to zero');
    });

    await t.test('insufficient funds: a clear refusal that changes nothing', async (t) => {
      const before = await personaBalance('theo');
      const response = await request(
        'theo',
        'POST',
        '/orders',
        { data: { type: 'order', attributes: { productId: f.products.pricey, expectedPrice: 100_000 } } },
        `poor-${kind}`,
      );
      t.equal(response.statusCode, 402);
      t.match(response.json().errors[0], {
        code: 'insufficient-funds',
        meta: { total: 100_000, needed: 100_000 - before },
      });
      t.equal(await personaBalance('theo'), before);
      t.same(await f.db.query(`select 1 from orders where idempotency_key = $1`, [`poor-${kind}`]), [], 'no order row');
    });

    await t.test('a free product checks out with no funds and moves no money', async (t) => {
      const entriesBefore = await f.db.query<{ n: number }>('select count(*)::int as n from ledger_entries');
      const response = await request(
        'theo',
        'POST',
        '/orders',
        { data: { type: 'order', attributes: { productId: f.products.free, expectedPrice: 0 } } },
        `free-${kind}`,
      );
      t.equal(response.statusCode, 201);
      t.equal(response.json().data.attributes.total, 0);
      const entriesAfter = await f.db.query<{ n: number }>('select count(*)::int as n from ledger_entries');
      t.same(entriesAfter, entriesBefore);
    });

    await t.test('bad amounts are refused before anything happens', async (t) => {
      for (const expectedPrice of [-1, 1.5, '300']) {
        const response = await request(
          'kai',
          'POST',
          '/orders',
          { data: { type: 'order', attributes: { productId: f.products.rug, expectedPrice } } },
          `bad-${kind}-${String(expectedPrice)}`,
        );
        t.equal(response.statusCode, 422, `expectedPrice ${JSON.stringify(expectedPrice)}`);
      }
      const badKey = await request(
        'kai',
        'POST',
        '/orders',
        { data: { type: 'order', attributes: { productId: f.products.rug, expectedPrice: 450 } } },
        'short',
      );
      t.equal(badKey.statusCode, 400);
    });

    await t.test('50 concurrent purchases by one buyer: exactly the affordable ones succeed', async (t) => {
      const buyer = f.ids.mira ?? '';
      await grant(f.db, buyer, 1000 - (await balanceOf(f.db, buyer)));
      t.equal(await balanceOf(f.db, buyer), 1000);
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, index) =>
          purchase(f.db, {
            buyerId: buyer,
            idempotencyKey: `race-${kind}-${index}`,
            kind: 'product',
            productIds: [f.products[`bulk-${index}`] ?? ''],
            expectedTotal: 100,
          }),
        ),
      );
      const succeeded = results.filter((result) => result.status === 'fulfilled').length;
      t.equal(succeeded, 10, '1000 buys ten items of 100');
      const refusals = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      t.ok(
        refusals.every((result) => String((result.reason as Error).message).includes('more Lumen Dollars')),
        'the rest: insufficient funds',
      );
      t.equal(await balanceOf(f.db, buyer), 0, 'never negative');
      t.equal(await ledgerSum(), 0, 'the ledger still sums to zero');
    });

    await t.test('20 concurrent requests with one key make one order', async (t) => {
      const buyer = f.ids.kai ?? '';
      const before = await balanceOf(f.db, buyer);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          purchase(f.db, {
            buyerId: buyer,
            idempotencyKey: `double-click-${kind}`,
            kind: 'product',
            productIds: [f.products['mira-hat'] ?? ''],
            expectedTotal: 200,
          }),
        ),
      );
      t.equal(new Set(results.map((result) => result.order.id)).size, 1);
      t.equal(results.filter((result) => !result.replayed).length, 1);
      t.equal(await balanceOf(f.db, buyer), before - 200, 'charged once');
    });

    await t.test('the database itself refuses unbalanced, negative and edited ledgers', async (t) => {
      await t.rejects(
        f.db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: string }>(
            `insert into ledger_transactions (kind) values ('grant') returning id`,
          );
          await tx.query(
            `insert into ledger_entries (transaction_id, account_id, amount) values ($1, 'system:grants', -5)`,
            [row?.id],
          );
        }),
        'entries that do not sum to zero',
      );
      await t.rejects(
        f.db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: string }>(
            `insert into ledger_transactions (kind) values ('grant') returning id`,
          );
          await tx.query(`insert into ledger_entries (transaction_id, account_id, amount) values ($1, $2, -100000)`, [
            row?.id,
            `persona:${f.ids.theo ?? ''}`,
          ]);
          await tx.query(
            `insert into ledger_entries (transaction_id, account_id, amount) values ($1, 'system:grants', 100000)`,
            [row?.id],
          );
        }),
        'a persona balance below zero',
      );
      await t.rejects(f.db.query('update ledger_entries set amount = amount * 2'), 'entries are append-only');
      await t.rejects(f.db.query('delete from ledger_entries'), 'entries cannot be deleted');
      t.equal(await ledgerSum(), 0);
    });

    await t.test('Lumen Dollar bundles: pending, confirmed once, credited once', async (t) => {
      const bundles = (await request(null, 'GET', '/bundles')).json().data;
      t.ok(bundles.length >= 3);
      const before = await personaBalance('theo');
      const created = await request(
        'theo',
        'POST',
        '/orders/bundle',
        { data: { type: 'bundleOrder', attributes: { bundleId: 'ld-500' } } },
        `bundle-${kind}`,
      );
      t.equal(created.statusCode, 201);
      const order = created.json().data;
      t.equal(order.attributes.status, 'pending');
      const txId = order.attributes.transactionId as string;
      const payment = await request('theo', 'POST', '/steam/payment', { data: { orderId: order.id } });
      t.equal(payment.statusCode, 200);
      t.equal(payment.json().data.id, txId);
      const status = await request('theo', 'GET', `/orders/status/${txId}`);
      t.equal(status.json().data.attributes.status, 'pending');
      t.equal(await personaBalance('theo'), before, 'nothing credited before confirmation');
      const confirmed = await request('theo', 'POST', `/payments/sandbox/${txId}/confirm`, {});
      t.equal(confirmed.statusCode, 200);
      t.equal(confirmed.json().data.attributes.status, 'completed');
      await request('theo', 'POST', `/payments/sandbox/${txId}/confirm`, {});
      t.equal(await personaBalance('theo'), before + 500, 'credited exactly once');
      const cancelLate = await request('theo', 'POST', `/payments/sandbox/${txId}/cancel`, {});
      t.equal(cancelLate.statusCode, 409);
      t.equal(
        (await request('kai', 'POST', `/payments/sandbox/${txId}/confirm`, {})).statusCode,
        404,
        "not kai's payment",
      );
      t.equal(await ledgerSum(), 0);
    });
  });
}
