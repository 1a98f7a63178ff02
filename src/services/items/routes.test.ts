// Items, the studio showcase and the codex as a caller sees them (app.inject), on PGlite and PostgreSQL:
// the inventory is its persona's (others see only what is worn), only the owner equips, one item per
// slot even under concurrent equips, refusals change nothing; the showcase in curated order; the codex
// readable by its persona only.
import t from 'tap';
import { setupTestApp, SUBJECT_WITHOUT_PERSONA } from '../profiles/testing.ts';
import { errorsOf, type ListDocument, type SingleDocument } from '../commerce/testing.ts';

const put = (equipped: unknown, extra: Record<string, unknown> = {}) => ({
  data: { type: 'item', attributes: { equipped }, ...extra },
});

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, idOf, close } = await setupTestApp(kind);
    t.teardown(close);
    const nova = idOf('nova');
    const owned = await db.query<{ product_id: string; slot: string | null; name: string }>(
      `select o.product_id, case when parent.slug = 'avatars' then c.slug end as slot, p.name
         from owned_products o join products p on p.id = o.product_id
         join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
        where o.persona_id = $1 order by p.name`,
      [nova],
    );
    const outfits = owned.filter((row) => row.slot === 'outfits');
    const hair = owned.find((row) => row.slot === 'hair');
    const prop = owned.find((row) => row.slot === null);
    const [outfitA, outfitB] = outfits;
    if (!outfitA || !outfitB || !hair || !prop) throw new Error('the demo gives nova two outfits, hair and a prop');
    const worn = async () =>
      (
        await db.query<{ slot: string; product_id: string }>(
          'select slot, product_id from equipped_items where persona_id = $1 order by slot',
          [nova],
        )
      ).map((row) => `${row.slot}:${row.product_id}`);

    await t.test('the owner lists every item; others and visitors only what is worn', async (t) => {
      const mine = await request('GET', '/v1/items/nova', { as: 'nova' });
      t.equal(mine.statusCode, 200);
      const doc = mine.json<ListDocument>();
      t.equal(doc.meta.total, owned.length);
      t.equal(doc.meta.owner, true);
      t.same(new Set(doc.data.map((item) => item.id)), new Set(owned.map((row) => row.product_id)));
      const first = doc.data[0];
      t.equal(first?.attributes.equipped, true, 'worn items come first');
      t.match(first?.attributes, { slot: 'outfits', equippable: true, personaHandle: 'nova', imageUrl: /^\/media\// });
      t.match(doc.data.find((item) => item.id === prop.product_id)?.attributes, {
        slot: null,
        equippable: false,
        equipped: false,
      });
      t.equal(mine.headers['cache-control'], 'private, no-store');

      for (const as of [undefined, 'kai']) {
        const theirs = await request('GET', '/v1/items/NOVA', as === undefined ? {} : { as });
        t.equal(theirs.statusCode, 200);
        const seen = theirs.json<ListDocument>();
        t.same(
          seen.data.map((item) => item.attributes.equipped),
          [true],
          `${as ?? 'a visitor'} sees only the worn outfit`,
        );
        t.equal(seen.meta.owner, false);
      }
      const hidden = await request('GET', '/v1/items/nova?filter[equipped]=false', { as: 'kai' });
      t.same(hidden.json<ListDocument>().data, [], 'unworn items stay private');
      const unworn = await request('GET', '/v2/items/nova?filter[equipped]=false&filter[slot]=outfits', { as: 'nova' });
      t.same(
        unworn.json<ListDocument>().data.map((item) => item.id),
        [outfitB.product_id],
      );
      t.same(
        (await request('GET', '/v1/items/kai', { as: 'kai' })).json<ListDocument>().data,
        [],
        'kai owns nothing yet',
      );
    });

    await t.test('one item, under the same rule', async (t) => {
      const own = await request('GET', `/v1/items/nova/${hair.product_id}`, { as: 'nova' });
      t.equal(own.statusCode, 200);
      t.match(own.json<SingleDocument>().data.attributes, { name: hair.name, slot: 'hair', equipped: false });
      t.equal(
        (await request('GET', `/v1/items/nova/${hair.product_id}`, { as: 'kai' })).statusCode,
        404,
        "someone else's unworn item reads as missing",
      );
      t.equal((await request('GET', `/v1/items/nova/${outfitA.product_id}`)).statusCode, 200, 'a worn one is public');
      t.equal((await request('GET', '/v1/items/nova/not-an-id', { as: 'nova' })).statusCode, 404);
      t.equal(
        (await request('GET', '/v1/items/nova/00000000-0000-4000-8000-000000000000', { as: 'nova' })).statusCode,
        404,
      );
      t.equal((await request('GET', '/v1/items/nobody-here')).statusCode, 404);
      t.equal((await request('GET', '/v1/items/Not A Handle!')).statusCode, 404);
    });

    await t.test('filter[id] answers which of these listings the persona owns', async (t) => {
      const notOwned = await db.query<{ id: string }>(
        'select id from products where id not in (select product_id from owned_products where persona_id = $1) order by id limit 1',
        [nova],
      );
      const other = notOwned[0]?.id;
      if (!other) throw new Error('the demo catalogue has listings nova does not own');
      const ids = [hair.product_id.toUpperCase(), other, prop.product_id].join(',');
      const mine = await request('GET', `/v1/items/nova?filter[id]=${ids}`, { as: 'nova' });
      t.equal(mine.statusCode, 200);
      const doc = mine.json<ListDocument>();
      t.same(
        new Set(doc.data.map((item) => item.id)),
        new Set([hair.product_id, prop.product_id]),
        'the owned ones, and only those',
      );
      t.equal(doc.meta.total, 2);
      t.equal(mine.headers['cache-control'], 'private, no-store');
      const theirs = await request('GET', `/v1/items/nova?filter[id]=${ids},${outfitA.product_id}`, { as: 'kai' });
      t.same(
        theirs.json<ListDocument>().data.map((item) => item.id),
        [outfitA.product_id],
        'others learn only what is worn',
      );
      t.same(
        (await request('GET', `/v1/items/kai?filter[id]=${other}`, { as: 'kai' })).json<ListDocument>().data,
        [],
        'kai owns none of them',
      );
    });

    await t.test('bad queries are 400 naming the parameter', async (t) => {
      const tooMany = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000').join(',');
      for (const query of [
        'page=0',
        'perPage=500',
        'filter[equipped]=maybe',
        'filter[slot]=Bad Slot',
        'filter[id]=not-an-id',
        'filter[id]=',
        `filter[id]=${tooMany}`,
      ]) {
        const response = await request('GET', `/v1/items/nova?${query}`, { as: 'nova' });
        t.equal(response.statusCode, 400, query);
        t.equal(errorsOf(response)[0]?.code, 'invalid-parameter');
      }
    });

    await t.test('equipping swaps within a slot; unequipping takes off; both idempotent', async (t) => {
      const swap = await request('PUT', `/v1/items/nova/${outfitB.product_id}`, { as: 'nova', body: put(true) });
      t.equal(swap.statusCode, 200);
      const doc = swap.json<SingleDocument>();
      t.match(doc.data.attributes, { equipped: true, slot: 'outfits' });
      t.same(doc.meta?.unequipped, [outfitA.product_id], 'the outfit it replaced is named');
      t.equal(swap.headers['cache-control'], 'no-store');
      const again = await request('PUT', `/v1/items/nova/${outfitB.product_id}`, {
        as: 'nova',
        body: put(true, { id: outfitB.product_id }),
      });
      t.same(again.json<SingleDocument>().meta?.unequipped, [], 'wearing it again changes nothing');
      t.equal(
        (await request('PUT', `/v2/items/nova/${hair.product_id}`, { as: 'nova', body: put(true) })).statusCode,
        200,
      );
      t.same(await worn(), [`hair:${hair.product_id}`, `outfits:${outfitB.product_id}`]);
      const off = await request('PUT', `/v1/items/nova/${hair.product_id}`, { as: 'nova', body: put(false) });
      t.match(off.json<SingleDocument>().data.attributes, { equipped: false, equippedAt: null });
      t.equal(
        (await request('PUT', `/v1/items/nova/${hair.product_id}`, { as: 'nova', body: put(false) })).statusCode,
        200,
      );
      t.same(await worn(), [`outfits:${outfitB.product_id}`]);
    });

    await t.test('only the owner equips; refusals change nothing', async (t) => {
      const before = await worn();
      const other = await request('PUT', `/v1/items/nova/${outfitA.product_id}`, { as: 'kai', body: put(true) });
      t.equal(other.statusCode, 403);
      t.equal(errorsOf(other)[0]?.code, 'not-owner');
      t.equal((await request('PUT', `/v1/items/nova/${outfitA.product_id}`, { body: put(true) })).statusCode, 401);
      t.equal(
        (
          await request('PUT', `/v1/items/nova/${outfitA.product_id}`, {
            subject: SUBJECT_WITHOUT_PERSONA,
            body: put(true),
          })
        ).statusCode,
        403,
      );
      const notWorn = await request('PUT', `/v1/items/nova/${prop.product_id}`, { as: 'nova', body: put(true) });
      t.equal(notWorn.statusCode, 422);
      t.equal(errorsOf(notWorn)[0]?.code, 'not-equippable');
      t.equal(
        (await request('PUT', '/v1/items/nova/00000000-0000-4000-8000-000000000000', { as: 'nova', body: put(true) }))
          .statusCode,
        404,
        'not owned',
      );
      t.equal(
        (await request('PUT', `/v1/items/ghost/${outfitA.product_id}`, { as: 'nova', body: put(true) })).statusCode,
        404,
      );
      const notBool = await request('PUT', `/v1/items/nova/${outfitA.product_id}`, { as: 'nova', body: put('yes') });
      t.equal(notBool.statusCode, 422);
      t.match(errorsOf(notBool)[0], { code: 'invalid-attribute', source: { pointer: '/data/attributes/equipped' } });
      const extra = await request('PUT', `/v1/items/nova/${outfitA.product_id}`, {
        as: 'nova',
        body: { data: { type: 'item', attributes: { equipped: true, name: 'Mine' } } },
      });
      t.equal(extra.statusCode, 422);
      t.equal(
        (await request('PUT', `/v1/items/nova/${outfitA.product_id}`, { as: 'nova', body: { equipped: true } }))
          .statusCode,
        400,
        'not a document',
      );
      t.equal(
        (
          await request('PUT', `/v1/items/nova/${outfitA.product_id}`, {
            as: 'nova',
            body: { data: { type: 'product', attributes: { equipped: true } } },
          })
        ).statusCode,
        409,
      );
      t.equal(
        (
          await request('PUT', `/v1/items/nova/${outfitA.product_id}`, {
            as: 'nova',
            body: put(true, { id: hair.product_id }),
          })
        ).statusCode,
        409,
      );
      t.same(await worn(), before, 'nothing changed');
    });

    await t.test('concurrent equips in one slot leave exactly one item there', async (t) => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request('PUT', `/v1/items/nova/${(i % 2 === 0 ? outfitA : outfitB).product_id}`, {
            as: 'nova',
            body: put(true),
          }),
        ),
      );
      t.same(new Set(responses.map((response) => response.statusCode)), new Set([200]));
      const slots = (await worn()).filter((entry) => entry.startsWith('outfits:'));
      t.equal(slots.length, 1);
    });

    await t.test('the studio showcase', async (t) => {
      const response = await request('GET', '/v1/lumen-studios');
      t.equal(response.statusCode, 200);
      const doc = response.json<ListDocument>();
      t.match(doc.meta.studio, { slug: 'lumen', name: 'Lumen Studios' });
      t.ok(doc.data.length >= 3);
      t.same(
        doc.data.map((world) => world.attributes.showcasePosition),
        [...doc.data.map((world) => Number(world.attributes.showcasePosition))].sort((a, b) => a - b),
        'in curated order',
      );
      t.equal(doc.data[0]?.attributes.name, 'Neon Drift');
      t.type(doc.data[0]?.attributes.showcaseNote, 'string');
      t.ok(
        doc.included?.some((resource) => resource.type === 'persona'),
        'creators included',
      );
      t.equal((await request('GET', '/v2/LUMEN-studios')).statusCode, 200);
      t.equal((await request('GET', '/v1/nowhere-studios')).statusCode, 404);
      t.equal((await request('GET', '/v1/-studios')).statusCode, 404);
    });

    await t.test('the codex: its persona only', async (t) => {
      const response = await request('GET', `/v1/user/codex/${nova}`, { as: 'nova' });
      t.equal(response.statusCode, 200);
      const doc = response.json<ListDocument>();
      const [stored] = await db.query<{ n: number }>(
        'select count(*)::int as n from codex_entries where persona_id = $1',
        [nova],
      );
      t.equal(doc.meta.total, stored?.n);
      t.ok(Number(doc.meta.worlds) >= doc.meta.total);
      const dates = doc.data.map((entry) => String(entry.attributes.discoveredAt));
      t.same(dates, [...dates].sort().reverse(), 'newest discovery first');
      t.match(doc.data[0]?.attributes, { codexVisits: Number, lastVisitedAt: String, name: String });
      const other = await request('GET', `/v1/user/codex/${nova}`, { as: 'kai' });
      t.equal(other.statusCode, 403);
      t.equal(errorsOf(other)[0]?.code, 'not-owner');
      t.equal((await request('GET', `/v1/user/codex/${nova}`)).statusCode, 401);
      t.equal(
        (await request('GET', '/v1/user/codex/00000000-0000-4000-8000-000000000000', { as: 'nova' })).statusCode,
        404,
      );
      t.equal(
        (await request('GET', '/v1/user/codex/nova', { as: 'nova' })).statusCode,
        404,
        'the id is the persona id',
      );
      t.equal((await request('GET', `/v1/user/codex/${nova}?page=0`, { as: 'nova' })).statusCode, 400);
    });
  });
}
