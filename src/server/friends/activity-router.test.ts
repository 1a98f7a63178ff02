// friends.mutual, friends.going and friends.owners (docs/product.md §18) through tRPC callers, as real users
// (bearer tokens the embedded upstream accepts), over HTTP, on PGlite and on PostgreSQL. Demo relations:
// kai and nova are friends; here mira asks nova and nova accepts, so kai and mira share nova.
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import type { SessionUser } from '../trpc/context.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`on ${kind}`, async (t) => {
    const stack = await startTestUpstream({ kind });
    const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
    const closers: Array<() => Promise<void>> = [];
    const as = (user: SessionUser | null) => {
      const { caller, close } = createTestCaller({ upstream, user });
      closers.push(close);
      return caller;
    };
    t.teardown(async () => {
      for (const close of closers) await close();
      await stack.close();
    });

    const kai = as(await stack.userFor('kai'));
    const nova = as(await stack.userFor('nova'));
    const mira = as(await stack.userFor('mira'));
    const theo = as(await stack.userFor('theo'));
    const sam = as(await stack.userFor(null));
    const anonymous = as(null);
    await mira.friends.request({ handle: 'nova' });
    await nova.friends.accept({ handle: 'mira' });

    const [ticket] = await stack.db.query<{ event_id: string }>(
      `select t.event_id::text from tickets t join personas p on p.id = t.holder_persona_id where p.handle = 'kai' limit 1`,
    );
    const [owned] = await stack.db.query<{ product_id: string }>(
      `select o.product_id::text from owned_products o join personas p on p.id = o.persona_id where p.handle = 'theo' limit 1`,
    );
    if (!ticket || !owned) throw new Error('the demo gives kai a ticket and theo a purchase');

    t.test('mutual friends', async (t) => {
      const page = await kai.friends.mutual({ handle: 'mira' });
      t.same(
        page.items.map((friend) => friend.avatarHandle),
        ['nova'],
      );
      t.match(page, { total: 1, page: 1, perPage: 24, pageCount: 1 });
      t.match(page.items[0], { avatarName: 'Nova Reyes', friendStatus: 'FRIENDS', going: null, avatarImageUrl: /\S/ });
      t.same(
        (await mira.friends.mutual({ handle: 'Kai' })).items.map((friend) => friend.avatarHandle),
        ['nova'],
      );
      t.same((await theo.friends.mutual({ handle: 'kai' })).total, 0, 'nothing in common');
      await t.rejects(kai.friends.mutual({ handle: 'kai' }), { code: 'BAD_REQUEST' }, 'oneself: 422 self-relation');
      await t.rejects(kai.friends.mutual({ handle: 'nobody-at-all' }), { code: 'NOT_FOUND' });
    });

    t.test('friends going to an event', async (t) => {
      const going = await nova.friends.going({ eventId: ticket.event_id });
      t.same(
        going.items.map((friend) => friend.avatarHandle),
        ['kai'],
      );
      t.match(going.items[0]?.going, { hasTicket: true });
      t.equal((await mira.friends.going({ eventId: ticket.event_id })).total, 0, 'kai is not mira’s friend');
      await t.rejects(kai.friends.going({ eventId: UNKNOWN_UUID }), { code: 'NOT_FOUND' });
    });

    t.test('friends who own a listing', async (t) => {
      await kai.friends.request({ handle: 'theo' });
      await theo.friends.accept({ handle: 'kai' });
      const owners = await kai.friends.owners({ listingId: owned.product_id, perPage: 5 });
      t.same(
        owners.items.map((friend) => friend.avatarHandle),
        ['theo'],
      );
      t.match(owners, { total: 1, perPage: 5, pageCount: 1 });
      t.equal((await mira.friends.owners({ listingId: owned.product_id })).total, 0);
      await t.rejects(kai.friends.owners({ listingId: UNKNOWN_UUID }), { code: 'NOT_FOUND' });
    });

    t.test('visitors, accounts without a persona and bad input', async (t) => {
      const calls = [
        (caller: typeof kai) => caller.friends.mutual({ handle: 'nova' }),
        (caller: typeof kai) => caller.friends.going({ eventId: ticket.event_id }),
        (caller: typeof kai) => caller.friends.owners({ listingId: owned.product_id }),
      ];
      for (const call of calls) {
        await t.rejects(call(anonymous), { code: 'UNAUTHORIZED' });
        await t.rejects(call(sam), { code: 'FORBIDDEN' });
      }
      const bad: Array<() => Promise<unknown>> = [
        () => kai.friends.mutual({ handle: '' }),
        () => kai.friends.mutual({ handle: 'nova', perPage: 101 }),
        () => kai.friends.mutual({ handle: 'nova', page: 0 }),
        // @ts-expect-error: an unknown key is refused, not ignored
        () => kai.friends.mutual({ handle: 'nova', personaId: UNKNOWN_UUID }),
        () => kai.friends.going({ eventId: 'not-an-id' }),
        () => kai.friends.owners({ listingId: '../../profiles' }),
      ];
      for (const call of bad) await t.rejects(call(), { code: 'BAD_REQUEST' });
    });
  });
}
