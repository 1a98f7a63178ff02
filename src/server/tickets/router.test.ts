// Tickets through the procedures, against the embedded upstream seeded at TEST_NOW (nova's Neon Drift
// Launch Party with General admission 150 and VIP 600, kai holding one General admission ticket, the
// demo codes). Refusals the UI acts on are results; bad input and missing personas are errors.
import t from 'tap';
import { randomUUID } from 'node:crypto';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { TEST_NOW } from '../../services/testing/test-database.ts';

const stack = await startTestUpstream({ clock: () => TEST_NOW });
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const party = async () => {
  const kai = await callerFor('kai');
  const [ticket] = (await kai.tickets.mine({ when: 'upcoming' })).items.filter(
    (item) => item.eventTitle === 'Neon Drift Launch Party',
  );
  if (!ticket) throw new Error('kai has no demo ticket');
  return ticket.eventId;
};

t.test('anyone sees what is on sale; kai buys a VIP ticket and sees it with its code', async (t) => {
  const eventId = await party();
  const anonymous = await (await callerFor(undefined)).tickets.definitions({ eventId });
  t.same(
    anonymous.map((d) => [d.name, d.price, d.remaining, d.saleState, d.owned]),
    [
      ['General admission', 150, 199, 'on-sale', null],
      ['VIP', 600, 20, 'on-sale', null],
    ],
  );
  const kai = await callerFor('kai');
  const vip = anonymous.find((d) => d.name === 'VIP');
  if (!vip) throw new Error('no VIP');
  const key = `test-${randomUUID()}`;
  const bought = await kai.tickets.buy({ definitionId: vip.id, idempotencyKey: key });
  t.match(bought, {
    ok: true,
    replayed: false,
    ticket: { name: 'VIP', paid: 600, eventTitle: 'Neon Drift Launch Party' },
  });
  t.match(bought.ok ? bought.ticket.code : '', /^TKT-/);
  t.match(
    await kai.tickets.buy({ definitionId: vip.id, idempotencyKey: key }),
    { ok: true, replayed: true },
    'a retry is the same ticket',
  );
  const mine = await kai.tickets.mine({ when: 'upcoming' });
  t.same(mine.items.map((ticket) => ticket.name).sort(), ['General admission', 'VIP']);
  const orders = await kai.tickets.orders({ page: 1 });
  t.same(orders.items.map((order) => [order.name, order.total]).sort(), [
    ['General admission', 150],
    ['VIP', 600],
  ]);
  const after = await kai.tickets.definitions({ eventId });
  t.same(
    after.map((d) => [d.name, d.remaining, d.owned]),
    [
      ['General admission', 199, 1],
      ['VIP', 19, 1],
    ],
  );
});

t.test('mira has no money: a result the insufficient-funds modal uses', async (t) => {
  const eventId = await party();
  const mira = await callerFor('mira');
  const [general] = await mira.tickets.definitions({ eventId });
  const result = await mira.tickets.buy({ definitionId: general?.id ?? '', idempotencyKey: `test-${randomUUID()}` });
  t.same(result, { ok: false, reason: 'insufficient-funds', total: 150, balance: 0, needed: 150 });
});

/** The demo codes nova sent mira, as her bell shows them (they are random: the product is where to find them). */
const miraCodes = async (definition: 'General admission' | 'VIP') => {
  const mira = await callerFor('mira');
  const { items } = await mira.notifications.list({ page: 1, perPage: 20 });
  return items
    .filter((item) => item.kind === 'ticket-code' && item.title.includes(`a ${definition} code`))
    .map((item) => /Your code: ([A-Z0-9-]+)\./.exec(item.body)?.[1] ?? '');
};

t.test('redeeming a demo code, then again, then a code that does not exist', async (t) => {
  const eventId = await party();
  const theo = await callerFor('theo');
  const [code = ''] = await miraCodes('General admission');
  t.match(code, /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const first = await theo.tickets.redeem({ code: code.toLowerCase(), eventId });
  t.match(first, { ok: true, ticket: { name: 'General admission', source: 'redemption', paid: 0 } });
  t.match(await theo.tickets.redeem({ code }), { ok: false, reason: 'used', message: /already been redeemed/ });
  t.match(await theo.tickets.redeem({ code: 'NOPE-0000' }), {
    ok: false,
    reason: 'invalid',
    message: /does not exist/,
  });
});

t.test('refusals that are errors: bad input, no persona, signed out', async (t) => {
  await t.rejects(
    (await callerFor(undefined)).tickets.buy({ definitionId: randomUUID(), idempotencyKey: `test-${randomUUID()}` }),
    { code: 'UNAUTHORIZED' },
  );
  await t.rejects((await callerFor(null)).tickets.redeem({ code: 'ABCD-EFGH-JKMN' }), { code: 'FORBIDDEN' });
  await t.rejects((await callerFor('kai')).tickets.buy({ definitionId: 'vip', idempotencyKey: 'short' }), {
    code: 'BAD_REQUEST',
  });
  await t.rejects((await callerFor(undefined)).tickets.definitions({ eventId: 'neon' }), { code: 'BAD_REQUEST' });
  await t.rejects(
    (await callerFor('kai')).tickets.buy({ definitionId: randomUUID(), idempotencyKey: `test-${randomUUID()}` }),
    { code: 'NOT_FOUND' },
  );
});

t.test('too many wrong codes: a result that says how long to wait', async (t) => {
  // These callers share one address (no browser in front); theo's earlier miss does not hold amara up.
  const amara = await callerFor('amara');
  for (let attempt = 0; attempt < 10; attempt += 1) {
    t.match(await amara.tickets.redeem({ code: `WRONG-${attempt}` }), { ok: false, reason: 'invalid' });
  }
  t.same(await amara.tickets.redeem({ code: 'WRONG-10' }), {
    ok: false,
    reason: 'rate-limited',
    retryAfterSeconds: 1,
    message: 'Too many codes that did not work. Try again in 1 second.',
  });
  const [good = ''] = await miraCodes('VIP');
  t.match(await amara.tickets.redeem({ code: good }), { ok: false, reason: 'rate-limited' }, 'a good code waits too');
  t.match(
    await (await callerFor('mira')).tickets.redeem({ code: good }),
    { ok: true },
    'but not for someone else at the address',
  );
});
