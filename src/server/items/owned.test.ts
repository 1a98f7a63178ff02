// Ownership through the procedures, against the embedded upstream over HTTP (PGlite): items.owned
// answers which listings the session's persona owns (after a real checkout, not before), cart.has
// follows one product, and a cart line the persona already owns is set aside with nothing to pay.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );

t.test('ownership of listings, the cart and checkout', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const anonymous = createTestCaller({ upstream, user: null });
  const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(async () => {
    await Promise.all([kai.close(), anonymous.close(), noPersona.close()]);
    await stack.close();
  });

  const cart = await kai.caller.cart.get();
  const [first, second] = cart.items;
  if (!first || !second) throw new Error('the demo gives kai a cart of two listed items');
  t.same(cart.ownedItems, [], 'nothing in the demo cart is owned yet');
  const [elsewhere] = await stack.db.query<{ id: string }>(
    `select p.id from products p join stores s on s.id = p.store_id join personas o on o.id = s.persona_id
      where p.status = 'listed' and p.deleted_at is null and o.handle <> 'kai' and p.id <> all($1::uuid[]) order by p.id limit 1`,
    [[first.id, second.id]],
  );
  if (!elsewhere) throw new Error('the demo catalogue has other listed products');

  t.same(
    (await kai.caller.items.owned({ listingIds: [first.id, second.id, elsewhere.id] })).items,
    [],
    'kai owns none of them yet',
  );
  t.same(await kai.caller.cart.has({ productId: first.id }), { inCart: true });
  t.same(await kai.caller.cart.has({ productId: elsewhere.id }), { inCart: false }, 'a product not in the cart');

  const result = await kai.caller.cart.checkout({
    productIds: [first.id, second.id],
    expectedTotal: cart.total,
    idempotencyKey: 'owned-test-checkout-1',
  });
  t.match(result, { ok: true });

  const owned = await kai.caller.items.owned({ listingIds: [first.id.toUpperCase(), second.id, elsewhere.id] });
  t.same(
    owned.items.map((item) => item.listingId).sort(),
    [first.id, second.id].sort(),
    'after checkout: exactly the bought ones',
  );
  t.same(await kai.caller.cart.has({ productId: first.id }), { inCart: false }, 'bought lines leave the cart');

  // A line that became owned while in the cart (bought on another device, say) cannot be bought again.
  const [kaiRow] = await stack.db.query<{ id: string }>("select id from personas where handle = 'kai'");
  await stack.db.query('insert into cart_items (persona_id, product_id, price_at_add) values ($1, $2, 1)', [
    kaiRow?.id,
    first.id,
  ]);
  await kai.caller.cart.add({ productId: elsewhere.id });
  const mixed = await kai.caller.cart.get();
  t.same(
    mixed.ownedItems.map((item) => item.id),
    [first.id],
    'the owned line is set aside',
  );
  t.same(
    mixed.items.map((item) => item.id),
    [elsewhere.id],
    'checkout buys only the rest',
  );
  t.equal(mixed.total, mixed.items[0]?.price, 'and the total is theirs alone');
  const removed = await kai.caller.cart.remove({ productId: first.id });
  t.same(removed.ownedItems, [], 'removing it empties the list');
  t.equal(
    await failure(kai.caller.cart.add({ productId: first.id })),
    'CONFLICT',
    'adding an owned listing is refused',
  );

  t.equal(await failure(anonymous.caller.items.owned({ listingIds: [first.id] })), 'UNAUTHORIZED');
  t.equal(await failure(noPersona.caller.items.owned({ listingIds: [first.id] })), 'FORBIDDEN');
  t.equal(await failure(kai.caller.items.owned({ listingIds: [] })), 'BAD_REQUEST');
  t.equal(await failure(kai.caller.items.owned({ listingIds: ['not-an-id'] })), 'BAD_REQUEST');
  t.equal(await failure(anonymous.caller.cart.has({ productId: first.id })), 'UNAUTHORIZED');
});
