// The gifts procedure through a tRPC caller against the embedded upstream over HTTP (PGlite): a gift lands once per
// key and shows on the giver's receipt as a gift to the friend; each refusal comes back as a reason the
// dialog says (blocking in one set of words either way); input is checked by zod before anything moves
// (docs/product.md §20).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { GIFT_UNAVAILABLE } from '../../shared/gifts/limits.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );

const listings = await stack.db.query<{ id: string; name: string; price: number }>(
  `select p.id, p.name, p.price from products p join stores s on s.id = p.store_id join personas pe on pe.id = s.persona_id
    where pe.handle = 'nova' and p.status = 'listed' and p.deleted_at is null and p.price > 0
      and not exists (select 1 from owned_products w where w.product_id = p.id)
    order by p.price, p.id limit 3`,
);
const [first, second] = listings;
if (!first || !second) throw new Error('nova needs two unowned priced listings in the demo data');

const kai = await callerFor('kai');
const mira = await callerFor('mira');
const theo = await callerFor('theo');
// The demo has mira asking kai; kai accepts, so they are friends.
await kai.friends.accept({ handle: 'mira' });

t.test('a gift lands once per key and is the giver’s receipt, a gift to the friend', async (t) => {
  const balance = (await kai.balance.get()).balance;
  t.ok(balance >= first.price, 'kai can pay for it');
  const input = {
    productId: first.id,
    recipientHandle: 'mira',
    expectedPrice: first.price,
    message: 'For you!',
    idempotencyKey: 'router-gift-0001',
  };
  const sent = await kai.gifts.send(input);
  t.match(sent, { ok: true, total: first.price, replayed: false });
  const again = await kai.gifts.send(input);
  t.match(again, { ok: true, replayed: true }, 'a retry is the same gift');
  t.equal(sent.ok && again.ok && sent.orderId === again.orderId, true);
  t.equal((await kai.balance.get()).balance, balance - first.price, 'paid once');
  if (!sent.ok) return;
  const detail = await kai.orders.detail({ id: sent.orderId });
  t.match(detail, {
    kind: 'gift',
    gift: { recipientHandle: 'mira', message: 'For you!' },
    items: [{ productId: first.id }],
  });
  const list = await kai.orders.mine({ page: 1 });
  t.ok(list.items.some((order) => order.id === sent.orderId && order.gift?.recipientHandle === 'mira'));
  t.equal(await codeOf(mira.orders.detail({ id: sent.orderId })), 'NOT_FOUND', 'the order is the giver’s');
  t.equal((await mira.items.owned({ listingIds: [first.id] })).items.length, 1, 'the friend owns it');
  t.equal((await kai.items.owned({ listingIds: [first.id] })).items.length, 0, 'the giver does not');
  const notices = await mira.notifications.list({ page: 1 });
  t.match(
    notices.items.find((notice) => notice.kind === 'gift-received'),
    { body: 'For you!', actor: { handle: 'kai' }, listing: { id: first.id, name: first.name } },
    'the friend is told who gave what',
  );
  // The friend's page of received gifts lists it, newest first; the giver's holds nothing of it.
  const received = await mira.gifts.received({ page: 1 });
  t.match(received, { page: 1, perPage: 24, total: 1, pageCount: 1 });
  t.match(received.items[0], {
    id: sent.orderId,
    listing: { id: first.id, name: first.name },
    giver: { handle: 'kai' },
    message: 'For you!',
  });
  t.match(received.items[0]?.listing.path, new RegExp(`^/listings/${first.id}/`));
  t.same((await kai.gifts.received({})).items, [], 'the giver received nothing');
});

t.test('refusals come back as reasons the dialog says', async (t) => {
  const base = { productId: second.id, expectedPrice: second.price };
  t.match(
    await kai.gifts.send({
      ...base,
      recipientHandle: 'mira',
      idempotencyKey: 'router-gift-0002',
      productId: first.id,
      expectedPrice: first.price,
    }),
    {
      ok: false,
      reason: 'recipient-owns',
    },
  );
  t.match(await kai.gifts.send({ ...base, recipientHandle: 'theo', idempotencyKey: 'router-gift-0003' }), {
    ok: false,
    reason: 'not-friends',
  });
  t.match(await kai.gifts.send({ ...base, recipientHandle: 'kai', idempotencyKey: 'router-gift-0004' }), {
    ok: false,
    reason: 'self',
  });
  t.match(
    await kai.gifts.send({
      ...base,
      recipientHandle: 'mira',
      expectedPrice: second.price + 5,
      idempotencyKey: 'router-gift-0005',
    }),
    {
      ok: false,
      reason: 'price-changed',
    },
  );
  t.match(await mira.gifts.send({ ...base, recipientHandle: 'kai', idempotencyKey: 'router-gift-0006' }), {
    ok: false,
    reason: 'insufficient-funds',
    total: second.price,
    needed: Number,
  });
  t.match(
    await (await callerFor('nova')).gifts.send({ ...base, recipientHandle: 'kai', idempotencyKey: 'router-gift-0007' }),
    {
      ok: false,
      reason: 'own-listing',
    },
  );
  await mira.blocking.block({ handle: 'kai' });
  const blocked = await kai.gifts.send({ ...base, recipientHandle: 'mira', idempotencyKey: 'router-gift-0008' });
  await mira.blocking.unblock({ handle: 'kai' });
  t.same(
    blocked,
    { ok: false, reason: 'unavailable-between', message: GIFT_UNAVAILABLE },
    'the same words whoever blocked',
  );
  t.equal(
    await codeOf(kai.gifts.send({ ...base, recipientHandle: 'nobody-here', idempotencyKey: 'router-gift-0009' })),
    'NOT_FOUND',
  );
});

t.test('input is checked before anything moves; visitors cannot give', async (t) => {
  const valid = {
    productId: second.id,
    recipientHandle: 'theo',
    expectedPrice: second.price,
    idempotencyKey: 'router-gift-0010',
  };
  const countOrders = async () =>
    (
      await stack.db.query<{ n: number }>(
        `select count(*)::int as n from orders where persona_id = (select id from personas where handle = 'theo')`,
      )
    )[0]?.n;
  const before = await countOrders();
  const anonymous = await callerFor(undefined);
  t.equal(await codeOf(anonymous.gifts.send(valid)), 'UNAUTHORIZED');
  t.equal(await codeOf(anonymous.gifts.received({ page: 1 })), 'UNAUTHORIZED');
  t.equal(await codeOf(theo.gifts.received({ page: 0 })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.received({ page: 1, perPage: 5 } as { page: number })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.send({ ...valid, productId: 'not-a-uuid' })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.send({ ...valid, idempotencyKey: 'short' })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.send({ ...valid, expectedPrice: -1 })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.send({ ...valid, expectedPrice: 1.5 })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.send({ ...valid, message: 'x'.repeat(281) })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.send({ ...valid, message: 'bad\u0000text' })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.send({ ...valid, recipientHandle: '' })), 'BAD_REQUEST');
  t.equal(await codeOf(theo.gifts.send({ ...valid, extra: true } as typeof valid)), 'BAD_REQUEST');
  t.equal(await countOrders(), before, 'nothing was bought');
});
