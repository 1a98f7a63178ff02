// Buying Lumen Dollars through the procedures: a pending payment, confirmed once, credited once.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestStack } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));
const balanceOf = async (handle: string) => {
  const [row] = await stack.db.query<{ balance: string | number }>(
    `select a.balance from ledger_accounts a join personas p on p.id = a.persona_id where p.handle = $1`,
    [handle],
  );
  return Number(row?.balance ?? 0);
};

t.test('anyone sees the bundles', async (t) => {
  const bundles = await (await callerFor(undefined)).funds.bundles();
  t.ok(bundles.length >= 3);
  t.match(bundles[0], { id: String, amount: Number, priceCents: Number, currency: 'USD' });
});

t.test("the sandbox provider's payment methods and their icons", async (t) => {
  const methods = await (await callerFor('mira')).funds.paymentMethods();
  t.ok(methods.length >= 2);
  for (const method of methods) {
    t.match(method, { id: String, display_string: String, method_class: String, provider: /^[a-z0-9-]+$/ });
    const icon = await stack.app.inject(`/assets/images/payments/${method.provider}.png`);
    t.equal(icon.statusCode, 200, `${method.provider}.png is served`);
    t.equal(icon.headers['content-type'], 'image/png');
  }
  await t.rejects((await callerFor(undefined)).funds.paymentMethods(), { code: 'UNAUTHORIZED' });
  await t.rejects(
    (await callerFor('mira')).funds.buy({
      bundleId: 'ld-500',
      paymentMethodId: 'someone-elses-card',
      idempotencyKey: 'mira-bad-card',
    }),
    { code: 'BAD_REQUEST' },
  );
});

t.test('mira buys 500: pending until paid, then credited exactly once', async (t) => {
  const mira = await callerFor('mira');
  const before = await balanceOf('mira');
  const payment = await mira.funds.buy({ bundleId: 'ld-500', idempotencyKey: 'mira-bundle-1' });
  t.match(payment, { status: 'pending', amount: 500 });
  const retried = await mira.funds.buy({ bundleId: 'ld-500', idempotencyKey: 'mira-bundle-1' });
  t.equal(retried.transactionId, payment.transactionId, 'a retry of the same attempt is the same payment');
  t.equal(await balanceOf('mira'), before);
  t.match(await mira.funds.status({ transactionId: payment.transactionId }), { status: 'pending' });
  const kai = await callerFor('kai');
  await t.rejects(
    kai.funds.decide({ transactionId: payment.transactionId, decision: 'confirm' }),
    { code: 'NOT_FOUND' },
    "kai cannot pay mira's order",
  );
  t.match(await mira.funds.decide({ transactionId: payment.transactionId, decision: 'confirm' }), {
    status: 'completed',
  });
  t.match(await mira.funds.decide({ transactionId: payment.transactionId, decision: 'confirm' }), {
    status: 'completed',
  });
  t.equal(await balanceOf('mira'), before + 500, 'credited once');
  await t.rejects(mira.funds.decide({ transactionId: payment.transactionId, decision: 'cancel' }), {
    code: 'CONFLICT',
  });
});

t.test('refusals', async (t) => {
  const sam = await callerFor(null);
  await t.rejects(sam.funds.buy({ bundleId: 'ld-500', idempotencyKey: 'sam-bundle-1' }), { code: 'FORBIDDEN' });
  const mira = await callerFor('mira');
  await t.rejects(mira.funds.buy({ bundleId: 'ld-500', idempotencyKey: 'short' }), { code: 'BAD_REQUEST' });
  await t.rejects(mira.funds.buy({ bundleId: 'no-such-bundle', idempotencyKey: 'mira-bundle-2' }), {
    code: 'NOT_FOUND',
  });
  const malformed = await mira.funds
    .decide({ transactionId: 'x y', decision: 'confirm' })
    .catch((error: unknown) => error);
  t.ok(malformed instanceof TRPCError && malformed.code === 'BAD_REQUEST', 'a malformed transaction id');
});
