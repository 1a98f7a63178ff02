// The cart procedures through callers, over HTTP to the embedded services (seeded: kai has 2,500 Lumen
// Dollars and a cart with two listed items and one delisted; mira has 0).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );

t.test("kai's cart: listed items, the delisted one apart, a total", async (t) => {
  const kai = await callerFor('kai');
  const cart = await kai.cart.get();
  t.same(cart.items.map((item) => item.name).sort(), ['Neon Drift Racing Jacket', 'Rain-Slick Street Kit']);
  t.same(
    cart.delistedItems.map((item) => item.name),
    ['Holo Koi Pond'],
  );
  t.equal(
    cart.total,
    cart.items.reduce((sum, item) => sum + item.price, 0),
  );
  t.match(cart.items[0], { storeUrl: /^\/listings\/[0-9a-f-]+\/[a-z0-9-]+$/, thumbUrl: /^\/media\// });
});

t.test('who may use a cart', async (t) => {
  t.equal(await codeOf((await callerFor(undefined)).cart.get()), 'UNAUTHORIZED');
  t.equal(await codeOf((await callerFor(null)).cart.get()), 'FORBIDDEN', 'an account without a persona');
});

t.test('bad input changes nothing', async (t) => {
  const kai = await callerFor('kai');
  const before = await kai.cart.get();
  t.equal(await codeOf(kai.cart.add({ productId: 'not-an-id' })), 'BAD_REQUEST');
  t.equal(
    await codeOf(
      kai.cart.checkout({
        productIds: before.items.map((item) => item.id),
        expectedTotal: -1,
        idempotencyKey: 'bad-total-1',
      }),
    ),
    'BAD_REQUEST',
  );
  t.equal(
    await codeOf(
      kai.cart.checkout({
        productIds: before.items.map((item) => item.id),
        expectedTotal: 1.5,
        idempotencyKey: 'bad-total-2',
      }),
    ),
    'BAD_REQUEST',
  );
  t.equal(await codeOf(kai.cart.add({ productId: '00000000-0000-4000-8000-000000000000' })), 'NOT_FOUND');
  t.same(await kai.cart.get(), before);
});

t.test('checkout: the delisted item is refused by name, then the listed ones are bought once', async (t) => {
  const kai = await callerFor('kai');
  const cart = await kai.cart.get();
  const withDelisted = await kai.cart.checkout({
    productIds: [...cart.items, ...cart.delistedItems].map((item) => item.id),
    expectedTotal: cart.total,
    idempotencyKey: 'kai-with-delisted',
  });
  t.same(withDelisted, { ok: false, reason: 'unavailable', names: ['Holo Koi Pond'] });
  const stale = await kai.cart.checkout({
    productIds: cart.items.map((item) => item.id),
    expectedTotal: cart.total + 1,
    idempotencyKey: 'kai-stale-total',
  });
  t.match(stale, { ok: false, reason: 'price-changed' });
  const request = {
    productIds: cart.items.map((item) => item.id),
    expectedTotal: cart.total,
    idempotencyKey: 'kai-checkout-1',
  };
  const bought = await kai.cart.checkout(request);
  t.match(bought, { ok: true, total: cart.total, replayed: false });
  const again = await kai.cart.checkout(request);
  t.match(again, { ok: true, replayed: true });
  t.equal(again.ok && bought.ok && again.orderId === bought.orderId, true, 'the same order');
  const after = await kai.cart.get();
  t.same(after.items, [], 'bought items leave the cart');
  t.same((await kai.cart.clearDelisted()).delistedItems, [], 'the notice close clears delisted items');
});

t.test('insufficient funds comes back as a result the modal can use', async (t) => {
  const mira = await callerFor('mira');
  const nova = await stack.db.query<{ id: string; price: number }>(
    `select p.id, p.price from products p join stores s on s.id = p.store_id join personas pe on pe.id = s.persona_id
      where pe.handle = 'nova' and p.status = 'listed' and p.deleted_at is null and p.price > 0 order by p.price limit 1`,
  );
  const product = nova[0];
  if (!product) return t.fail('no priced product in the seed');
  await mira.cart.add({ productId: product.id });
  const result = await mira.cart.checkout({
    productIds: [product.id],
    expectedTotal: product.price,
    idempotencyKey: 'mira-poor-1',
  });
  t.same(result, { ok: false, reason: 'insufficient-funds', total: product.price, balance: 0, needed: product.price });
});
