// Receipts and sales through the procedures (seeded: theo, amara and rafa bought from nova's store).
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

t.test("nova's sales: who bought what, and the revenue", async (t) => {
  const sales = await (await callerFor('nova')).orders.sales({ page: 1 });
  t.ok(sales.total > 0);
  t.equal(
    sales.revenue,
    sales.items.reduce((sum, sale) => sum + sale.price, 0),
    'one page holds them all here',
  );
  t.ok(sales.items.every((sale) => ['theo', 'amara', 'rafa'].includes(sale.buyerHandle)));
});

t.test("theo's receipts name what he bought; kai has none until he buys", async (t) => {
  const theo = await (await callerFor('theo')).orders.mine({ page: 1 });
  t.ok(theo.total > 0);
  t.ok(theo.items.every((order) => order.status === 'completed' && order.items.length === 1));
  const kai = await callerFor('kai');
  t.same((await kai.orders.mine({ page: 1 })).items, []);
  const cart = await kai.cart.get();
  await kai.cart.checkout({
    productIds: cart.items.map((item) => item.id),
    expectedTotal: cart.total,
    idempotencyKey: 'kai-orders-1',
  });
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

t.test(
  'redeliver: theo asks for what he bought again; a double click is one request; others are refused',
  async (t) => {
    const theo = await callerFor('theo');
    const bought = (await theo.orders.mine({ page: 1 })).items[0]?.items[0];
    if (!bought) throw new Error('theo bought nothing');
    const first = await theo.orders.redeliver({ productId: bought.productId });
    t.match(first, { productId: bought.productId, orderId: /^[0-9a-f-]{36}$/ });
    t.same(await theo.orders.redeliver({ productId: bought.productId }), first, 'within a minute: the same request');
    await t.rejects((await callerFor('mira')).orders.redeliver({ productId: bought.productId }), { code: 'FORBIDDEN' });
    await t.rejects(theo.orders.redeliver({ productId: '00000000-0000-4000-8000-000000000000' }), {
      code: 'NOT_FOUND',
    });
    await t.rejects(theo.orders.redeliver({ productId: 'nope' }), { code: 'BAD_REQUEST' });
    await t.rejects((await callerFor(undefined)).orders.redeliver({ productId: bought.productId }), {
      code: 'UNAUTHORIZED',
    });
  },
);
