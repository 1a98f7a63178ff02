// Hosting events through the creator procedures, over HTTP to the embedded services: a host creates an
// event in their zone, adds a ticket, moves it (an attendee's bell hears of it), makes codes another
// persona redeems once, revokes one (kept, and refused as revoked), and cancels. Refusals come back on
// the form's fields; others cannot touch it. "This and following events" of a weekly series moves the
// later occurrences through the upstream too.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { instantToLocal } from '../../shared/events/hosting.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '', fields: [] as string[] }),
    (error: unknown) => {
      if (!(error instanceof TRPCError)) return { code: String(error), message: '', fields: [] as string[] };
      const cause = error.cause as { issues?: { path: PropertyKey[] }[] } | undefined;
      return {
        code: error.code,
        message: error.message,
        fields: (cause?.issues ?? []).map((issue) => issue.path.map(String).join('.')),
      };
    },
  );

const ZONE = 'America/New_York';
const DAY = 86_400_000;
/** A wall-clock reading in ZONE `days` from now at hh:00. */
const local = (days: number, hour: number) =>
  `${instantToLocal(new Date(Date.now() + days * DAY), ZONE).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

t.test('a host creates, tickets, moves and cancels an event; attendees hear of it; codes work once', async (t) => {
  const nova = await callerFor('nova');
  const kai = await callerFor('kai');
  const mira = await callerFor('mira');
  const [world] = await nova.creator.experiences();
  if (!world) throw new Error('nova has experiences');

  const event = await nova.creator.createEvent({
    title: 'Harbour Lights',
    experienceId: world.id,
    localStart: local(10, 19),
    localEnd: local(10, 21),
    timeZone: ZONE,
  });
  t.match(event, {
    title: 'Harbour Lights',
    timeZone: ZONE,
    localStart: local(10, 19),
    localEnd: local(10, 21),
    status: 'upcoming',
    experienceName: world.name,
  });
  t.ok(
    (await nova.creator.events()).some((e) => e.id === event.id),
    'on the dashboard',
  );
  t.match(await failure(kai.creator.event({ id: event.id })), { code: 'NOT_FOUND' }, 'not someone else’s to open');

  const ticket = await nova.creator.createTicket({
    eventId: event.id,
    timeZone: ZONE,
    name: 'Deck pass',
    price: 0,
    quantity: 20,
    saleStartsAt: local(-1, 9),
    saleEndsAt: local(10, 18),
  });
  t.match(ticket, {
    name: 'Deck pass',
    price: 0,
    quantity: 20,
    sold: 0,
    localSaleEndsAt: local(10, 18),
    saleState: 'on-sale',
  });
  const detail = await nova.creator.event({ id: event.id });
  t.same(
    detail.tickets.map((x) => x.id),
    [ticket.id],
  );

  // kai saves it: kai is an attendee.
  await kai.events.save({ eventId: event.id, tz: 'UTC' });
  const moved = await nova.creator.updateEvent({ id: event.id, localStart: local(11, 20), localEnd: local(11, 22) });
  t.match(moved, { localStart: local(11, 20) });
  const bell = await kai.notifications.list();
  t.ok(
    bell.items.some((n) => n.title === '"Harbour Lights" moved'),
    'kai’s bell shows the move',
  );

  // Refusals land on fields, and only the host may write.
  t.match(await failure(nova.creator.updateEvent({ id: event.id, localEnd: local(11, 19) })), {
    code: 'BAD_REQUEST',
    fields: ['localEnd'],
  });
  t.match(await failure(nova.creator.updateTicket({ id: ticket.id, timeZone: ZONE, saleEndsAt: local(12, 9) })), {
    code: 'BAD_REQUEST',
    fields: ['saleEndsAt'],
  });
  t.match(
    await failure(
      nova.creator.createEvent({
        title: 'Bad zone',
        experienceId: world.id,
        localStart: local(3, 1),
        localEnd: local(3, 2),
        timeZone: 'Mars/Base',
      }),
    ),
    { code: 'BAD_REQUEST' },
  );
  t.match(await failure(kai.creator.updateEvent({ id: event.id, title: 'Taken' })), { code: 'FORBIDDEN' });
  t.match(await failure(kai.creator.cancelEvent({ id: event.id })), { code: 'FORBIDDEN' });

  // Codes: made, one redeemed by mira, listed with its state, the spent one cannot be revoked; the other
  // is revoked, stays listed, and tells kai it was revoked.
  t.same(await nova.creator.generateCodes({ definitionId: ticket.id, count: 2 }), { created: 2 });
  const codes = await nova.creator.redemptionCodes({ definitionId: ticket.id });
  t.equal(codes.total, 2);
  const [first, second] = codes.items;
  if (!first || !second) throw new Error('two codes');
  t.match(await mira.tickets.redeem({ code: first.code, eventId: event.id }), {
    ok: true,
    ticket: { name: 'Deck pass', source: 'redemption' },
  });
  t.match(
    await kai.tickets.redeem({ code: first.code, eventId: event.id }),
    { ok: false, reason: 'used' },
    'a code works once',
  );
  const after = await nova.creator.redemptionCodes({ definitionId: ticket.id });
  t.match(after, { total: 2, redeemed: 1 });
  t.match(
    after.items.find((c) => c.id === first.id),
    { redeemed: true, redeemedByHandle: 'mira' },
  );
  t.match(await failure(nova.creator.revokeCode({ id: first.id })), { code: 'CONFLICT' });
  t.same(await nova.creator.revokeCode({ id: second.id }), { id: second.id });
  t.same(await nova.creator.revokeCode({ id: second.id }), { id: second.id }, 'revoking twice answers the same');
  const revoked = await nova.creator.redemptionCodes({ definitionId: ticket.id });
  t.match(revoked, { total: 2, redeemed: 1, revoked: 1 }, 'a revoked code stays on the host’s list');
  t.match(
    revoked.items.find((c) => c.id === second.id),
    { code: second.code, redeemed: false, revoked: true, revokedAt: String },
  );
  const revokedMessage = 'This code was revoked by the host.';
  t.same(await kai.tickets.checkCode({ code: second.code, eventId: event.id }), {
    ok: false,
    reason: 'revoked',
    message: revokedMessage,
  });
  t.same(await kai.tickets.checkCode({ code: second.code }), { ok: false, reason: 'revoked', message: revokedMessage });
  t.same(await kai.tickets.redeem({ code: second.code, eventId: event.id }), {
    ok: false,
    reason: 'revoked',
    message: revokedMessage,
  });
  t.match(await failure(kai.creator.redemptionCodes({ definitionId: ticket.id })), { code: 'FORBIDDEN' });

  const cancelled = await nova.creator.cancelEvent({ id: event.id });
  t.equal(cancelled.status, 'cancelled');
  const miraBell = await mira.notifications.list();
  t.ok(
    miraBell.items.some((n) => n.title === '"Harbour Lights" was cancelled'),
    'the ticket holder hears of the cancellation',
  );
  t.match(await failure(nova.creator.updateEvent({ id: event.id, title: 'Again' })), { code: 'CONFLICT' });
});

t.test('stock cannot go below what was sold', async (t) => {
  const nova = await callerFor('nova');
  const kai = await callerFor('kai');
  const [world] = await nova.creator.experiences();
  if (!world) throw new Error('nova has experiences');
  const event = await nova.creator.createEvent({
    title: 'Small room',
    experienceId: world.id,
    localStart: local(5, 19),
    localEnd: local(5, 20),
    timeZone: ZONE,
  });
  const ticket = await nova.creator.createTicket({
    eventId: event.id,
    timeZone: ZONE,
    name: 'Seat',
    price: 0,
    quantity: 5,
    saleStartsAt: local(-1, 9),
    saleEndsAt: local(5, 18),
  });
  t.match(
    await failure(nova.creator.updateTicket({ id: ticket.id, timeZone: ZONE, quantity: 0 })),
    { code: 'BAD_REQUEST', fields: ['quantity'] },
    'zero is refused before anything is sent',
  );
  await kai.tickets.buy({ definitionId: ticket.id, idempotencyKey: `stock-${Date.now()}-a` });
  await kai.tickets.buy({ definitionId: ticket.id, idempotencyKey: `stock-${Date.now()}-b` });
  t.match(await failure(nova.creator.updateTicket({ id: ticket.id, timeZone: ZONE, quantity: 1 })), {
    code: 'BAD_REQUEST',
    fields: ['quantity'],
    message: /already sold/,
  });
  t.match(await nova.creator.updateTicket({ id: ticket.id, timeZone: ZONE, quantity: 2 }), {
    quantity: 2,
    sold: 2,
    remaining: 0,
  });
});

t.test(
  '"This and following events" reaches the upstream: the later occurrences of a weekly series move too',
  async (t) => {
    const nova = await callerFor('nova');
    const [world] = await nova.creator.experiences();
    if (!world) throw new Error('nova has experiences');
    const first = await nova.creator.createEvent({
      title: 'Weekly Jam',
      experienceId: world.id,
      localStart: local(20, 19),
      localEnd: local(20, 20),
      timeZone: ZONE,
      weeklyCount: 4,
    });
    const series = async () =>
      (await nova.creator.events())
        .filter((e) => e.seriesId !== null && e.seriesId === first.seriesId)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    const before = await series();
    t.equal(before.length, 4, 'four weekly occurrences');
    const [, second, third, fourth] = before;
    if (!second || !third || !fourth) throw new Error('a series of four');
    const dateOf = (e: { localStart: string }) => e.localStart.slice(0, 10);

    // From the second on: 20:00 in the host's zone and a new title; each keeps its own date.
    const moved = await nova.creator.updateEvent({
      id: second.id,
      scope: 'following',
      title: 'Late Jam',
      localStart: `${dateOf(second)}T20:00`,
      localEnd: `${dateOf(second)}T21:00`,
    });
    t.match(moved, { id: second.id, title: 'Late Jam', localStart: `${dateOf(second)}T20:00` });
    const after = await series();
    t.same(
      after.map((e) => [e.title, e.localStart, e.localEnd]),
      [
        ['Weekly Jam', first.localStart, first.localEnd],
        ['Late Jam', `${dateOf(second)}T20:00`, `${dateOf(second)}T21:00`],
        ['Late Jam', `${dateOf(third)}T20:00`, `${dateOf(third)}T21:00`],
        ['Late Jam', `${dateOf(fourth)}T20:00`, `${dateOf(fourth)}T21:00`],
      ],
      'the first stays; the second and every later one move to 20:00 on their own dates',
    );

    // "This event only" (the default) changes one occurrence.
    await nova.creator.updateEvent({ id: third.id, title: 'Drum Jam' });
    t.same(
      (await series()).map((e) => e.title),
      ['Weekly Jam', 'Late Jam', 'Drum Jam', 'Late Jam'],
    );
  },
);

t.test(
  'the host chooses the category in the editor; an unknown one is refused on the field and changes nothing',
  async (t) => {
    const nova = await callerFor('nova');
    const [world] = await nova.creator.experiences();
    if (!world) throw new Error('nova has worlds');
    const plain = await nova.creator.createEvent({
      title: 'Plain gathering',
      experienceId: world.id,
      localStart: local(4, 19),
      localEnd: local(4, 20),
      timeZone: ZONE,
    });
    t.equal(plain.category, 'other', 'other unless chosen');
    const event = await nova.creator.createEvent({
      title: 'Harbour choir',
      experienceId: world.id,
      category: 'music',
      localStart: local(4, 19),
      localEnd: local(4, 20),
      timeZone: ZONE,
    });
    t.equal(event.category, 'music');
    // @ts-expect-error: not a category
    t.match(await failure(nova.creator.updateEvent({ id: event.id, category: 'opera' })), {
      code: 'BAD_REQUEST',
      fields: ['category'],
    });
    t.equal((await nova.creator.event({ id: event.id })).event.category, 'music', 'nothing changed');
    const edited = await nova.creator.updateEvent({ id: event.id, category: 'art' });
    t.equal(edited.category, 'art');
    t.equal(edited.title, 'Harbour choir');
    await t.rejects((await callerFor('kai')).creator.updateEvent({ id: event.id, category: 'games' }), {
      code: 'FORBIDDEN',
    });
  },
);
