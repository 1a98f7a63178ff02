// The event rating procedures through a tRPC caller against the embedded upstream over HTTP (PGlite): an attendee
// rates nova's past event, changes and removes the rating, the host page sums it, and who may do what, with
// refusals in words a person can act on and invalid input refused before any call (docs/product.md §24).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestStack } from '../testing/test-stack.ts';
import { TEST_NOW } from '../../services/testing/test-database.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { RATING_MESSAGES } from '../../shared/event-ratings/schema.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '' }),
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: String(error), message: '' },
  );

t.test('event rating procedures', async (t) => {
  // The seed's dates are relative to TEST_NOW: the services' clock stands there.
  const stack = await startTestStack({ clock: () => TEST_NOW });
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const nova = createTestCaller({ upstream, user: await stack.userFor('nova') });
  const mira = createTestCaller({ upstream, user: await stack.userFor('mira') });
  const anonymous = createTestCaller({ upstream, user: null });
  const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(async () => {
    await Promise.all([kai.close(), nova.close(), mira.close(), anonymous.close(), noPersona.close()]);
    await stack.close();
  });
  // nova's past event that kai saved (the demo data, docs/product.md §14), which mira did not.
  const [past] = await stack.db.query<{ id: string; title: string }>(
    `select ev.id, ev.title from events ev
       join personas h on h.id = ev.host_persona_id and h.handle = 'nova'
       join calendar_saves s on s.event_id = ev.id
       join personas k on k.id = s.persona_id and k.handle = 'kai'
      where ev.ends_at < $1 and ev.cancelled_at is null
        and not exists (select 1 from calendar_saves m join personas mp on mp.id = m.persona_id
                         where mp.handle = 'mira' and m.event_id = ev.id)
      order by ev.ends_at desc limit 1`,
    [TEST_NOW],
  );
  if (!past) throw new Error('the seed has no past event of nova saved by kai');
  const eventId = past.id;

  t.test('rate, see the average, change, remove; the host page follows', async (t) => {
    const before = await kai.caller.eventRatings.list({ eventId });
    t.match(before, {
      summary: { average: null, count: 0 },
      items: [],
      viewer: { eligibility: 'allowed', mine: null },
    });
    const made = await kai.caller.eventRatings.rate({ eventId, stars: 4, comment: '  Lovely.  ' });
    t.match(made, { stars: 4, comment: 'Lovely.' });
    const listed = await anonymous.caller.eventRatings.list({ eventId });
    t.match(listed, {
      summary: { average: 4, count: 1 },
      total: 1,
      pageCount: 1,
      viewer: { eligibility: 'visitor', mine: null },
    });
    t.match(listed.items[0], { stars: 4, comment: 'Lovely.', rater: { handle: 'kai', name: String } });
    const host = await anonymous.caller.eventRatings.host({ handle: 'nova' });
    t.match(host.summary, { average: 4, count: 1 });
    t.match(host.recent[0], { stars: 4, event: { id: eventId, title: past.title } });
    t.match(host.recent[0]?.event.path, new RegExp(`^/events/nova/[a-z0-9-]+/${eventId}$`));

    t.match(await kai.caller.eventRatings.rate({ eventId, stars: 2, comment: '' }), { stars: 2, comment: null });
    t.match((await kai.caller.eventRatings.list({ eventId })).viewer.mine, { stars: 2, comment: null });
    t.same(await kai.caller.eventRatings.remove({ eventId }), { removed: true });
    t.match(await kai.caller.eventRatings.list({ eventId }), { summary: { count: 0 }, viewer: { mine: null } });
    t.equal((await failure(kai.caller.eventRatings.remove({ eventId }))).code, 'NOT_FOUND');
  });

  t.test('who may do what', async (t) => {
    t.same(await failure(mira.caller.eventRatings.rate({ eventId, stars: 5 })), {
      code: 'FORBIDDEN',
      message: RATING_MESSAGES.notAttendee,
    });
    t.same(await failure(nova.caller.eventRatings.rate({ eventId, stars: 5 })), {
      code: 'FORBIDDEN',
      message: RATING_MESSAGES.ownEvent,
    });
    t.equal((await failure(anonymous.caller.eventRatings.rate({ eventId, stars: 5 }))).code, 'UNAUTHORIZED');
    t.equal((await failure(noPersona.caller.eventRatings.rate({ eventId, stars: 5 }))).code, 'FORBIDDEN');
    t.equal((await failure(anonymous.caller.eventRatings.remove({ eventId }))).code, 'UNAUTHORIZED');
    const missing = '00000000-0000-4000-8000-000000000000';
    t.equal((await failure(kai.caller.eventRatings.list({ eventId: missing }))).code, 'NOT_FOUND');
    t.equal((await failure(kai.caller.eventRatings.rate({ eventId: missing, stars: 3 }))).code, 'NOT_FOUND');
    t.equal((await failure(anonymous.caller.eventRatings.host({ handle: 'nobody-has-this' }))).code, 'NOT_FOUND');
    t.equal((await kai.caller.eventRatings.list({ eventId })).summary.count, 0, 'refusals store nothing');
  });

  t.test('input is checked before any call', async (t) => {
    for (const stars of [0, 6, 2.5]) {
      t.equal((await failure(kai.caller.eventRatings.rate({ eventId, stars }))).code, 'BAD_REQUEST', `${stars}`);
    }
    t.equal(
      (await failure(kai.caller.eventRatings.rate({ eventId, stars: 3, comment: 'x'.repeat(1001) }))).code,
      'BAD_REQUEST',
    );
    t.equal(
      (await failure(kai.caller.eventRatings.rate({ eventId, stars: 3, comment: 'bad\u0000' }))).code,
      'BAD_REQUEST',
    );
    t.equal((await failure(kai.caller.eventRatings.rate({ eventId: 'nope', stars: 3 }))).code, 'BAD_REQUEST');
    t.equal((await failure(kai.caller.eventRatings.list({ eventId, perPage: 101 }))).code, 'BAD_REQUEST');
    t.equal((await kai.caller.eventRatings.list({ eventId })).summary.count, 0, 'nothing stored');
  });
});
