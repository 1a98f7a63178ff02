// One order's page, "you bought this" on a listing and a listing's sales, through the procedures:
// only the buyer reads an order (anyone else: NOT_FOUND, never a hint that it exists), only the seller
// reads who bought a listing.
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const kai = await callerFor('kai');
const cart = await kai.cart.get();
const jacket = cart.items.find((item) => item.name === 'Neon Drift Racing Jacket');
if (!jacket) throw new Error('the demo cart has no jacket');
const checkout = await kai.cart.checkout({
  productIds: cart.items.map((item) => item.id),
  expectedTotal: cart.total,
  idempotencyKey: 'kai-order-page-1',
});
if (!checkout.ok) throw new Error(`checkout refused: ${checkout.reason}`);
const orderId = checkout.orderId;

t.test('the buyer reads the order: what, for how much, when, for which persona', async (t) => {
  const order = await kai.orders.detail({ id: orderId });
  t.equal(order.id, orderId);
  t.equal(order.personaHandle, 'kai');
  t.equal(order.status, 'completed');
  t.equal(order.total, cart.total);
  t.same(order.items.map((item) => item.name).sort(), cart.items.map((item) => item.name).sort());
  t.ok(Date.parse(order.createdAt) > 0);
});

t.test("someone else's order is NOT_FOUND, like one that does not exist", async (t) => {
  await t.rejects((await callerFor('mira')).orders.detail({ id: orderId }), { code: 'NOT_FOUND' });
  await t.rejects(
    (await callerFor('nova')).orders.detail({ id: orderId }),
    { code: 'NOT_FOUND' },
    'not even the seller',
  );
  const theirs = (await (await callerFor('theo')).orders.mine({ page: 1 })).items[0];
  if (!theirs) throw new Error('theo bought nothing');
  await t.rejects(kai.orders.detail({ id: theirs.id }), { code: 'NOT_FOUND' });
  await t.rejects(kai.orders.detail({ id: '00000000-0000-4000-8000-000000000000' }), { code: 'NOT_FOUND' });
  await t.rejects(kai.orders.detail({ id: 'not-an-id' }), { code: 'BAD_REQUEST' });
  await t.rejects((await callerFor(undefined)).orders.detail({ id: orderId }), { code: 'UNAUTHORIZED' });
  await t.rejects((await callerFor(null)).orders.detail({ id: orderId }), { code: 'FORBIDDEN' });
});

t.test('a listing says when the viewer bought it, and only theirs', async (t) => {
  t.same(await kai.orders.purchaseOf({ productId: jacket.id }), {
    orderId,
    createdAt: (await kai.orders.detail({ id: orderId })).createdAt,
  });
  t.equal(await (await callerFor('mira')).orders.purchaseOf({ productId: jacket.id }), null);
  await t.rejects(kai.orders.purchaseOf({ productId: 'x' }), { code: 'BAD_REQUEST' });
});

t.test('the seller sees who bought the listing, when and for how much; nobody else does', async (t) => {
  const nova = await callerFor('nova');
  const sales = await nova.orders.productSales({ productId: jacket.id, page: 1 });
  const kaiSale = sales.items.find((sale) => sale.orderId === orderId);
  t.match(kaiSale, { buyerHandle: 'kai', name: 'Neon Drift Racing Jacket', price: jacket.price });
  t.ok(
    sales.items.every((sale) => sale.name === 'Neon Drift Racing Jacket'),
    'only this listing, never the rest of the cart',
  );
  t.equal(sales.total, sales.items.length);
  t.equal(sales.pageCount, 1);
  await t.rejects(kai.orders.productSales({ productId: jacket.id, page: 1 }), { code: 'FORBIDDEN' });
  await t.rejects(nova.orders.productSales({ productId: '00000000-0000-4000-8000-000000000000', page: 1 }), {
    code: 'NOT_FOUND',
  });
  await t.rejects(nova.orders.productSales({ productId: jacket.id, page: 0 }), { code: 'BAD_REQUEST' });
});

t.test('a free order costs nothing and reads as an order like any other', async (t) => {
  const free = (await kai.listings.byCreator({ personaHandle: 'nova', page: 1, perPage: 48 })).items.find(
    (item) => item.price === 0,
  );
  if (!free) throw new Error('nova sells nothing free');
  await kai.cart.add({ productId: free.id });
  const now = await kai.cart.get();
  const paid = await kai.cart.checkout({
    productIds: now.items.map((item) => item.id),
    expectedTotal: now.total,
    idempotencyKey: 'kai-order-page-free',
  });
  if (!paid.ok) throw new Error(`checkout refused: ${paid.reason}`);
  const order = await kai.orders.detail({ id: paid.orderId });
  t.equal(order.total, 0);
  t.same(
    order.items.map((item) => item.price),
    [0],
  );
});
