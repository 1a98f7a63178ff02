// One ticket's page and checking a code before redeeming it, through the procedures (the embedded
// upstream seeded at TEST_NOW: kai holds a General admission ticket; nova sent mira three codes).
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { TEST_NOW } from '../../services/testing/test-database.ts';

const stack = await startTestUpstream({ clock: () => TEST_NOW });
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

/** The demo codes nova sent mira, as her bell shows them. */
const miraCodes = async () => {
  const mira = await callerFor('mira');
  const page = await mira.notifications.list({ page: 1 });
  return page.items
    .filter((item) => item.kind === 'ticket-code')
    .map((item) => ({ code: /Your code: ([A-Z0-9-]+)\./.exec(item.body)?.[1] ?? '', title: item.title }));
};

t.test('the holder reads one ticket; anyone else gets NOT_FOUND', async (t) => {
  const kai = await callerFor('kai');
  const [held] = (await kai.tickets.mine({ when: 'upcoming' })).items;
  if (!held) throw new Error('kai holds no ticket');
  const ticket = await kai.tickets.detail({ id: held.id });
  t.equal(ticket.code, held.code);
  t.equal(ticket.eventTitle, held.eventTitle);
  t.match(ticket.eventPath, /^\/events\//);
  await t.rejects((await callerFor('mira')).tickets.detail({ id: held.id }), { code: 'NOT_FOUND' });
  await t.rejects(kai.tickets.detail({ id: '00000000-0000-4000-8000-000000000000' }), { code: 'NOT_FOUND' });
  await t.rejects(kai.tickets.detail({ id: 'TKT-1' }), { code: 'BAD_REQUEST' });
  await t.rejects((await callerFor(undefined)).tickets.detail({ id: held.id }), { code: 'UNAUTHORIZED' });
});

t.test('a code is checked before it is redeemed: what it gives, and nothing is used up', async (t) => {
  const [sent] = await miraCodes();
  if (!sent?.code) throw new Error('mira has no code');
  const mira = await callerFor('mira');
  const check = await mira.tickets.checkCode({ code: sent.code.toLowerCase() });
  t.match(check, {
    ok: true,
    code: sent.code,
    eventTitle: 'Neon Drift Launch Party',
    ticketName: /General admission|VIP/,
  });
  t.same(await mira.tickets.checkCode({ code: sent.code }), check, 'checking twice changes nothing');
  const redeemed = await mira.tickets.redeem({ code: sent.code });
  t.equal(redeemed.ok, true, 'the checked code still redeems');
  t.match(await mira.tickets.checkCode({ code: sent.code }), {
    ok: false,
    reason: 'used',
    message: /already been redeemed/,
  });
});

t.test('a bad code says why', async (t) => {
  const kai = await callerFor('kai');
  t.match(await kai.tickets.checkCode({ code: 'NOPE-0000-0000' }), {
    ok: false,
    reason: 'invalid',
    message: /does not exist/,
  });
  const [, other] = await miraCodes();
  if (!other?.code) throw new Error('mira has a second code');
  const [held] = (await kai.tickets.mine({ when: 'upcoming' })).items;
  const elsewhere = (await kai.events.browse({ tz: 'UTC' })).items.find((event) => event.id !== held?.eventId);
  if (!elsewhere) throw new Error('the demo has one event only');
  t.match(await kai.tickets.checkCode({ code: other.code, eventId: elsewhere.id }), {
    ok: false,
    reason: 'foreign',
    message: /another event/,
  });
  await t.rejects(kai.tickets.checkCode({ code: '' }), { code: 'BAD_REQUEST' });
  await t.rejects((await callerFor(null)).tickets.checkCode({ code: 'ABCD-EFGH-JKMN' }), { code: 'FORBIDDEN' });
});
