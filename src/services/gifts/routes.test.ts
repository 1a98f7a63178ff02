// Gifts (docs/product.md §20) as callers see them (app.inject), on PGlite and on PostgreSQL: a gift is the giver's
// order and the friend's item, paid in one balanced ledger transaction, with the friend's notice; every
// refusal changes nothing; a retried key is the same order; racing gifts never own twice or charge twice.
import t from 'tap';
import { signHs256AccessToken } from '../auth/index.ts';
import { grant } from '../orders/index.ts';
import { JSON_API, TEST_SECRET, setupTestApp } from '../profiles/testing.ts';

interface GiftOrder {
  id: string;
  attributes: {
    personaId: string;
    personaHandle?: string;
    kind: string;
    status: string;
    total: number;
    items: { productId: string; name: string; price: number }[];
    gift: { recipientId: string | null; recipientHandle: string | null; message: string | null } | null;
  };
}
interface ErrorsDocument {
  errors: { code: string; detail?: string; meta?: Record<string, unknown> }[];
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { app, db, idOf, request, close } = await setupTestApp(kind);
    t.teardown(close);

    let keys = 0;
    const newKey = () => `gift-test-${kind}-${(keys += 1)}-key`;
    const gift = async (as: string | undefined, attributes: Record<string, unknown>, key: string | null = newKey()) => {
      const headers: Record<string, string> = { 'content-type': JSON_API };
      if (as !== undefined)
        headers.authorization = `Bearer ${await signHs256AccessToken(TEST_SECRET, `account-${as}`)}`;
      if (key !== null) headers['idempotency-key'] = key;
      return app.inject({
        method: 'POST',
        url: '/v2/user/gifts',
        headers,
        payload: JSON.stringify({ data: { type: 'gift', attributes } }),
      });
    };
    const codeOf = (response: { json<T>(): T }) => response.json<ErrorsDocument>().errors[0]?.code;
    const detailOf = (response: { json<T>(): T }) => response.json<ErrorsDocument>().errors[0]?.detail;
    const balance = async (handle: string) => {
      const response = await request('GET', '/v2/user/balance', { as: handle });
      return response.json<{ data: { attributes: { balance: number } } }>().data.attributes.balance;
    };
    const befriend = async (a: string, b: string) => {
      await db.query(
        `insert into friendships (persona_low, persona_high) values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid))
         on conflict do nothing`,
        [idOf(a), idOf(b)],
      );
    };
    const owns = async (handle: string, productId: string) =>
      (
        await db.query('select 1 from owned_products where persona_id = $1 and product_id = $2', [
          idOf(handle),
          productId,
        ])
      ).length > 0;
    const ordersOf = async (handle: string) =>
      (await db.query<{ n: number }>('select count(*)::int as n from orders where persona_id = $1', [idOf(handle)]))[0]
        ?.n ?? 0;
    /** Listed listings nobody owns yet, of sellers these tests do not act as: nova's first (she is kai's friend). */
    const listings = await db.query<{ id: string; name: string; price: number }>(
      `select p.id, p.name, p.price from products p join stores s on s.id = p.store_id join personas pe on pe.id = s.persona_id
        where pe.handle not in ('kai', 'mira', 'theo', 'amara', 'rafa') and p.status = 'listed' and p.deleted_at is null
          and p.price > 0 and not exists (select 1 from owned_products w where w.product_id = p.id)
        order by pe.handle = 'nova' desc, p.price, p.id limit 12`,
    );
    const novaListings = await db.query<{ n: number }>(
      `select count(*)::int as n from products p join stores s on s.id = p.store_id join personas pe on pe.id = s.persona_id
        where pe.handle = 'nova' and p.id = any($1::uuid[])`,
      [listings.slice(0, 3).map((row) => row.id)],
    );
    if (novaListings[0]?.n !== 3) throw new Error('nova needs 3 unowned listings in the demo data');
    const listing = (index: number) => {
      const row = listings[index];
      if (!row) throw new Error(`nova needs ${index + 1} unowned listings in the demo data`);
      return row;
    };

    await befriend('kai', 'mira');
    await befriend('kai', 'theo');
    await befriend('kai', 'amara');
    await befriend('rafa', 'theo');
    await grant(db, idOf('kai'), 100_000);
    await grant(db, idOf('rafa'), 100_000);

    await t.test(
      'a gift is the giver’s order and the friend’s item, paid once, with the friend’s notice',
      async (t) => {
        const item = listing(0);
        const [kaiBefore, novaBefore, miraBefore] = [
          await balance('kai'),
          await balance('nova'),
          await balance('mira'),
        ];
        const key = newKey();
        const body = {
          productId: item.id,
          recipient: 'mira',
          expectedPrice: item.price,
          message: '  Happy birthday, Mira!  ',
        };
        const created = await gift('kai', body, key);
        t.equal(created.statusCode, 201, created.body);
        t.match(created.headers['cache-control'], /no-store/);
        const order = created.json<{ data: GiftOrder }>().data;
        t.match(order.attributes, {
          personaId: idOf('kai'),
          personaHandle: 'kai',
          kind: 'gift',
          status: 'completed',
          total: item.price,
          items: [{ productId: item.id, name: item.name, price: item.price }],
          gift: { recipientId: idOf('mira'), recipientHandle: 'mira', message: 'Happy birthday, Mira!' },
        });
        t.ok(await owns('mira', item.id), 'the friend owns it');
        t.notOk(await owns('kai', item.id), 'the giver does not');
        t.equal(await balance('kai'), kaiBefore - item.price, 'the giver paid the price');
        t.equal(await balance('nova'), novaBefore + item.price, 'the seller was paid');
        t.equal(await balance('mira'), miraBefore, 'the friend paid nothing');
        const [ledger] = await db.query<{ n: number; sum: number }>(
          `select count(*)::int as n, sum(e.amount)::int as sum from ledger_entries e
          where e.transaction_id = (select transaction_id from orders where id = $1)`,
          [order.id],
        );
        t.same(ledger, { n: 2, sum: 0 }, 'one transaction: debit and credit sum to zero');

        const notices = await db.query<{ kind: string; title: string; body: string; product_id: string }>(
          `select kind, title, body, product_id from notifications where persona_id = $1 and kind = 'gift-received'`,
          [idOf('mira')],
        );
        t.equal(notices.length, 1, 'the friend is told once');
        t.match(notices[0], {
          body: 'Happy birthday, Mira!',
          product_id: item.id,
          title: new RegExp(`gift: ${item.name}`),
        });
        t.match(notices[0]?.title, /Kai|kai/, 'the notice names the giver');
        const listed = await request('GET', '/v2/event-notifications', { as: 'mira' });
        t.match(
          listed
            .json<{ data: { attributes: Record<string, unknown> }[] }>()
            .data.find((row) => row.attributes.kind === 'gift-received')?.attributes,
          { actorHandle: 'kai', productId: item.id, productName: item.name, body: 'Happy birthday, Mira!' },
          'the list names the giver and the listing, so the browser words the title in its language',
        );

        const receipt = await request('GET', `/v2/user/orders/${order.id}`, { as: 'kai' });
        t.match(receipt.json<{ data: GiftOrder }>().data.attributes.gift, {
          recipientHandle: 'mira',
          message: 'Happy birthday, Mira!',
        });
        const list = await request('GET', '/v2/user/orders', { as: 'kai' });
        t.ok(
          list
            .json<{ data: GiftOrder[] }>()
            .data.some((row) => row.id === order.id && row.attributes.gift?.recipientHandle === 'mira'),
        );
        t.equal(
          (await request('GET', `/v2/user/orders/${order.id}`, { as: 'mira' })).statusCode,
          404,
          'the order is not the friend’s',
        );
        const received = await request('GET', '/v2/user/gifts/received', { as: 'mira' });
        t.equal(received.statusCode, 200);
        t.match(received.json<{ data: { id: string; attributes: Record<string, unknown> }[] }>().data[0], {
          id: order.id,
          attributes: { productId: item.id, giverHandle: 'kai', message: 'Happy birthday, Mira!' },
        });

        const again = await gift('kai', body, key);
        t.equal(again.statusCode, 200, 'a retried gift answers the same order');
        t.equal(again.json<{ data: GiftOrder }>().data.id, order.id);
        t.equal(await balance('kai'), kaiBefore - item.price, 'and charges nothing more');
        const reused = await gift('kai', { ...body, message: 'Another' }, key);
        t.equal(reused.statusCode, 422);
        t.equal(codeOf(reused), 'idempotency-key-reused');
      },
    );

    await t.test('every refusal says why and changes nothing', async (t) => {
      const item = listing(1);
      const kaiBefore = await balance('kai');
      const ordersBefore = await ordersOf('kai');
      const base = { productId: item.id, recipient: 'theo', expectedPrice: item.price };

      const anonymous = await gift(undefined, base);
      t.equal(anonymous.statusCode, 401);
      const noKey = await gift('kai', base, null);
      t.equal(noKey.statusCode, 400);
      t.equal(codeOf(noKey), 'idempotency-key-required');
      const self = await gift('kai', { ...base, recipient: 'kai' });
      t.equal(self.statusCode, 422);
      t.equal(codeOf(self), 'self-relation');
      const stranger = await gift('kai', { ...base, recipient: 'rafa' });
      t.equal(stranger.statusCode, 409);
      t.equal(codeOf(stranger), 'not-friends');
      const nobody = await gift('kai', { ...base, recipient: 'no-such-persona' });
      t.equal(nobody.statusCode, 404);
      const missing = await gift('kai', { ...base, productId: '00000000-0000-4000-8000-000000000000' });
      t.equal(missing.statusCode, 404);
      const tooLong = await gift('kai', { ...base, message: 'x'.repeat(281) });
      t.equal(tooLong.statusCode, 422);
      t.equal(codeOf(tooLong), 'invalid-attribute');
      t.equal(
        (await gift('kai', { ...base, message: '🎁'.repeat(280) })).statusCode,
        201,
        '280 characters is the limit, emoji count once',
      );
      // theo owns it now.
      const owned = await gift('rafa', { ...base });
      t.equal(owned.statusCode, 409);
      t.equal(codeOf(owned), 'recipient-owns');
      t.match(detailOf(owned), /@theo already has/);
      const changed = await gift('kai', {
        productId: listing(2).id,
        recipient: 'theo',
        expectedPrice: listing(2).price + 1,
      });
      t.equal(codeOf(changed), 'price-changed');
      const poor = await gift('theo', { productId: listing(2).id, recipient: 'kai', expectedPrice: listing(2).price });
      t.equal(poor.statusCode, 402);
      t.equal(codeOf(poor), 'insufficient-funds');
      t.match(poor.json<ErrorsDocument>().errors[0]?.meta, { total: listing(2).price });
      const own = await gift('nova', { productId: item.id, recipient: 'kai', expectedPrice: item.price });
      t.equal(codeOf(own), 'own-product', 'a seller cannot gift their own listing');
      const toSeller = await gift('kai', {
        productId: listing(2).id,
        recipient: 'nova',
        expectedPrice: listing(2).price,
      });
      t.equal(codeOf(toSeller), 'recipient-owns', 'the seller has their own listing');

      await db.query(`update products set status = 'delisted' where id = $1`, [listing(3).id]);
      const unlisted = await gift('kai', {
        productId: listing(3).id,
        recipient: 'theo',
        expectedPrice: listing(3).price,
      });
      t.equal(unlisted.statusCode, 409);
      t.equal(codeOf(unlisted), 'product-unavailable');
      await db.query(`update products set status = 'listed' where id = $1`, [listing(3).id]);

      // Blocking either way: the same words, whoever blocked (a block also ends the friendship).
      await request('PUT', `/v2/user/blocks/amara`, { as: 'kai' });
      const giverBlocked = await gift('kai', {
        productId: listing(3).id,
        recipient: 'amara',
        expectedPrice: listing(3).price,
      });
      await request('DELETE', `/v2/user/blocks/amara`, { as: 'kai' });
      await befriend('kai', 'amara');
      await request('PUT', `/v2/user/blocks/kai`, { as: 'amara' });
      const recipientBlocked = await gift('kai', {
        productId: listing(3).id,
        recipient: 'amara',
        expectedPrice: listing(3).price,
      });
      await request('DELETE', `/v2/user/blocks/kai`, { as: 'amara' });
      t.equal(giverBlocked.statusCode, 409);
      t.equal(codeOf(giverBlocked), 'gift-unavailable');
      t.equal(codeOf(recipientBlocked), 'gift-unavailable');
      t.equal(detailOf(giverBlocked), detailOf(recipientBlocked), 'one set of words either way');

      t.equal(await ordersOf('kai'), ordersBefore + 1, 'only the one accepted gift made an order');
      t.equal(await balance('kai'), kaiBefore - item.price);
      t.notOk(await owns('amara', listing(3).id));
    });

    await t.test(
      'racing gifts: one order per key, one ownership per friend, balances never doubled or negative',
      async (t) => {
        const item = listing(4);
        const kaiBefore = await balance('kai');
        const key = newKey();
        const body = {
          productId: item.id,
          recipient: 'theo',
          expectedPrice: item.price,
          message: 'Same click, many times',
        };
        const sameKey = await Promise.all(Array.from({ length: 5 }, () => gift('kai', body, key)));
        t.same(sameKey.map((r) => r.statusCode).sort(), [200, 200, 200, 200, 201], 'one created, the rest replayed');
        t.equal(new Set(sameKey.map((r) => r.json<{ data: GiftOrder }>().data.id)).size, 1, 'all name the same order');
        t.equal(await balance('kai'), kaiBefore - item.price, 'charged once');

        const other = listing(5);
        const kaiMid = await balance('kai');
        const rafaMid = await balance('rafa');
        const racing = await Promise.all([
          gift('kai', { productId: other.id, recipient: 'theo', expectedPrice: other.price }),
          gift('kai', { productId: other.id, recipient: 'theo', expectedPrice: other.price }),
          gift('rafa', { productId: other.id, recipient: 'theo', expectedPrice: other.price }),
          gift('rafa', { productId: other.id, recipient: 'theo', expectedPrice: other.price }),
        ]);
        const statuses = racing.map((r) => r.statusCode);
        t.equal(statuses.filter((s) => s === 201).length, 1, 'one gift lands');
        t.same(racing.filter((r) => r.statusCode !== 201).map(codeOf), [
          'recipient-owns',
          'recipient-owns',
          'recipient-owns',
        ]);
        t.equal(
          kaiMid - (await balance('kai')) + (rafaMid - (await balance('rafa'))),
          other.price,
          'one price paid in all',
        );
        const [owners] = await db.query<{ n: number }>(
          'select count(*)::int as n from owned_products where product_id = $1',
          [other.id],
        );
        t.equal(owners?.n, 1);

        // Just enough for one of two gifts: one lands, the other is refused, the balance is never negative.
        const [a, b] = [listing(6), listing(7)];
        await grant(db, idOf('mira'), 1000);
        await befriend('mira', 'theo');
        await befriend('mira', 'rafa');
        const miraBalance = await balance('mira');
        const price = Math.floor(miraBalance / 2) + 1;
        await db.query('update products set price = $2 where id = any($1::uuid[])', [[a.id, b.id], price]);
        const pair = await Promise.all([
          gift('mira', { productId: a.id, recipient: 'theo', expectedPrice: price }),
          gift('mira', { productId: b.id, recipient: 'rafa', expectedPrice: price }),
        ]);
        const after = await balance('mira');
        t.ok(after >= 0, 'never negative');
        t.same(pair.map((r) => r.statusCode).sort(), [201, 402], 'one lands, the other finds too little left');
        const paid = pair
          .filter((r) => r.statusCode === 201)
          .reduce((sum, r) => sum + r.json<{ data: GiftOrder }>().data.attributes.total, 0);
        t.equal(after, miraBalance - paid, 'exactly what landed was paid');
      },
    );
  });
}
