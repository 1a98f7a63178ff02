// Receipts and sales through the procedures (seeded: theo, amara and rafa bought from nova's store).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
const callerFor = async (handle: string | null | undefined) => {
  const { caller, close } = createTestCaller({ upstream, user: handle === undefined ? null : await stack.userFor(handle) });
  t.teardown(close);
  return caller;
};

t.test("nova's sales: who bought what, and the revenue", async (t) => {
  const sales = await (await callerFor('nova')).orders.sales({ page: 1 });
  t.ok(sales.total > 0);
  t.equal(sales.revenue, sales.items.reduce((sum, sale) => sum + sale.price, 0), 'one page holds them all here');
  t.ok(sales.items.every((sale) => ['theo', 'amara', 'rafa'].includes(sale.buyerHandle)));
});

t.test("theo's receipts name what he bought; kai has none until he buys", async (t) => {
  const theo = await (await callerFor('theo')).orders.mine({ page: 1 });
  t.ok(theo.total > 0);
  t.ok(theo.items.every((order) => order.status === 'completed' && order.items.length === 1));
  const kai = await callerFor('kai');
  t.same((await kai.orders.mine({ page: 1 })).items, []);
  const cart = await kai.cart.get();
  await kai.cart.checkout({ productIds: cart.items.map((item) => item.id), expectedTotal: cart.total, idempotencyKey: 'kai-orders-1' });
  const after = await kai.orders.mine({ page: 1 });
  t.equal(after.total, 1);
  t.match(after.items[0], { kind: 'cart', status: 'completed', total: cart.total });
  t.same(after.items[0]?.items.map((item) => item.name).sort(), cart.items.map((item) => item.name).sort());
});

t.test('only personas; pages are validated', async (t) => {
  await t.rejects((await callerFor(undefined)).orders.mine({ page: 1 }), { code: 'UNAUTHORIZED' });
  await t.rejects((await callerFor(null)).orders.sales({ page: 1 }), { code: 'FORBIDDEN' });
  await t.rejects((await callerFor('kai')).orders.mine({ page: 0 }), { code: 'BAD_REQUEST' });
});
