// The friends procedures through tRPC callers, as real users (bearer tokens the embedded upstream
// accepts), over HTTP, on PGlite and on PostgreSQL. Demo relations: kai and nova are friends; mira has
// asked kai. Each database gets its own stack, and the steps below run in order on it.
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import type { SessionUser } from '../trpc/context.ts';

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
    const theo = as(await stack.userFor('theo'));
    const amara = as(await stack.userFor('amara'));
    const nova = as(await stack.userFor('nova'));
    const lena = as(await stack.userFor('lena'));
    const sam = as(await stack.userFor(null));
    const anonymous = as(null);
    const statusOf = async (viewer: typeof kai, handle: string) =>
      (await viewer.profiles.byHandle({ handle })).friendStatus;

    t.test('the demo relations, from kai', async (t) => {
      const friends = await kai.friends.list();
      t.same(
        friends.items.map((f) => f.avatarHandle),
        ['nova'],
      );
      t.equal(friends.total, 1);
      t.equal(friends.items[0]?.friendStatus, 'FRIENDS');
      t.ok(friends.items[0]?.friendsSince, 'friendsSince is passed on');
      const requests = await kai.friends.requests();
      t.same(
        requests.incoming.map((r) => r.avatarHandle),
        ['mira'],
      );
      t.equal(requests.incoming[0]?.friendStatus, 'REQUESTING_FRIENDSHIP');
      t.same(requests.outgoing, []);
      t.same(requests.mutual, []);
      t.equal(requests.total, 1);
      t.equal(await statusOf(kai, 'nova'), 'FRIENDS');
      t.equal(await statusOf(kai, 'mira'), 'REQUESTING_FRIENDSHIP');
      t.equal(await statusOf(kai, 'theo'), 'NOT_FRIENDS');
      t.equal(await statusOf(kai, 'kai'), 'SELF');
    });

    t.test('accept: mira asked kai', async (t) => {
      t.same(await kai.friends.accept({ handle: 'mira' }), { handle: 'mira', status: 'FRIENDS' });
      t.same(
        await kai.friends.accept({ handle: 'Mira' }),
        { handle: 'mira', status: 'FRIENDS' },
        'idempotent, handle normalised',
      );
      t.same((await kai.friends.list()).items.map((f) => f.avatarHandle).sort(), ['mira', 'nova']);
      t.same((await kai.friends.requests()).incoming, [], 'the request is gone');
      t.equal(await statusOf(as(await stack.userFor('mira')), 'kai'), 'FRIENDS', 'both sides see it');
    });

    t.test('request, mutual, accept', async (t) => {
      t.same(await kai.friends.request({ handle: 'theo' }), { handle: 'theo', status: 'FRIEND_REQUEST_SENT' });
      t.same(
        await kai.friends.request({ handle: 'theo' }),
        { handle: 'theo', status: 'FRIEND_REQUEST_SENT' },
        'repeat changes nothing',
      );
      t.same(
        (await kai.friends.requests()).outgoing.map((r) => r.avatarHandle),
        ['theo'],
      );
      t.equal(await statusOf(theo, 'kai'), 'REQUESTING_FRIENDSHIP');
      t.same(await theo.friends.request({ handle: 'kai' }), { handle: 'kai', status: 'MUTUAL_FRIEND_REQUESTS' });
      const mutual = await kai.friends.requests();
      t.same(
        mutual.mutual.map((r) => r.avatarHandle),
        ['theo'],
      );
      t.equal(mutual.mutual[0]?.friendStatus, 'MUTUAL_FRIEND_REQUESTS');
      t.same(await kai.friends.accept({ handle: 'theo' }), { handle: 'theo', status: 'FRIENDS' });
      t.equal(await statusOf(theo, 'kai'), 'FRIENDS');
      t.equal((await theo.friends.requests()).total, 0, 'both requests are gone');
    });

    t.test('ignore', async (t) => {
      await amara.friends.request({ handle: 'kai' });
      t.equal(await statusOf(kai, 'amara'), 'REQUESTING_FRIENDSHIP');
      t.same(await kai.friends.ignore({ handle: 'amara' }), { handle: 'amara', status: 'NOT_FRIENDS' });
      t.equal(await statusOf(amara, 'kai'), 'NOT_FRIENDS');
      t.same(await kai.friends.ignore({ handle: 'amara' }), { handle: 'amara', status: 'NOT_FRIENDS' }, 'idempotent');
      await kai.friends.request({ handle: 'amara' });
      t.same(
        await kai.friends.ignore({ handle: 'amara' }),
        { handle: 'amara', status: 'FRIEND_REQUEST_SENT' },
        'ignore never cancels a request of mine',
      );
    });

    t.test('unfriend', async (t) => {
      t.same(await kai.friends.unfriend({ handle: 'nova' }), { handle: 'nova', status: 'NOT_FRIENDS' });
      t.same(await kai.friends.unfriend({ handle: 'nova' }), { handle: 'nova', status: 'NOT_FRIENDS' }, 'idempotent');
      t.equal(await statusOf(nova, 'kai'), 'NOT_FRIENDS');
      t.notOk((await kai.friends.list()).items.some((f) => f.avatarHandle === 'nova'));
    });

    t.test('conflicts and impossible actions', async (t) => {
      await t.rejects(kai.friends.request({ handle: 'mira' }), { code: 'CONFLICT' }, 'already friends');
      await t.rejects(kai.friends.accept({ handle: 'rafa' }), { code: 'CONFLICT' }, 'no request to accept');
      await t.rejects(kai.friends.accept({ handle: 'amara' }), { code: 'CONFLICT' }, 'only the addressee accepts');
      await t.rejects(kai.friends.request({ handle: 'kai' }), { code: 'BAD_REQUEST' }, 'not with yourself');
    });

    t.test('someone who does not exist is 404', async (t) => {
      for (const act of [kai.friends.request, kai.friends.accept, kai.friends.ignore, kai.friends.unfriend]) {
        await t.rejects(act({ handle: 'nobody-here' }), { code: 'NOT_FOUND' });
      }
      await t.rejects(kai.profiles.byHandle({ handle: 'nobody-here' }), { code: 'NOT_FOUND' });
    });

    t.test('malformed input is BAD_REQUEST and changes nothing', async (t) => {
      const before = { friends: await kai.friends.list(), requests: await kai.friends.requests() };
      const bad: unknown[] = [
        { handle: '../theo' },
        { handle: 'a' },
        { handle: '' },
        {},
        { handle: 'rafa', as: 'nova' },
        { handle: 7 },
      ];
      for (const input of bad) {
        // Deliberately outside the input type: what a hand-made HTTP call could send.
        await t.rejects(
          kai.friends.request(input as { handle: string }),
          { code: 'BAD_REQUEST' },
          JSON.stringify(input),
        );
      }
      await t.rejects(kai.friends.list({ perPage: 1000 }), { code: 'BAD_REQUEST' });
      t.same(await kai.friends.list(), before.friends);
      t.same(await kai.friends.requests(), before.requests);
      t.equal(await statusOf(kai, 'rafa'), 'NOT_FRIENDS');
    });

    t.test('anonymous is UNAUTHORIZED, no persona is FORBIDDEN', async (t) => {
      await t.rejects(anonymous.friends.list(), { code: 'UNAUTHORIZED' });
      await t.rejects(anonymous.friends.requests(), { code: 'UNAUTHORIZED' });
      await t.rejects(anonymous.friends.request({ handle: 'kai' }), { code: 'UNAUTHORIZED' });
      await t.rejects(sam.friends.list(), { code: 'FORBIDDEN' });
      await t.rejects(sam.friends.accept({ handle: 'kai' }), { code: 'FORBIDDEN' });
      t.equal(await statusOf(anonymous, 'kai'), 'PROFILE', 'visitors see no relation');
      t.equal(await statusOf(sam, 'kai'), 'PROFILE', 'nor do accounts without a persona');
    });

    t.test('kai can never act as someone else', async (t) => {
      // The session names nova, but the token is kai's: the upstream acts for the token's persona.
      const kaiUser = await stack.userFor('kai');
      const novaUser = await stack.userFor('nova');
      const forged = as({
        ...kaiUser,
        personaId: novaUser.personaId,
        personaHandle: 'nova',
        personaName: 'Nova Reyes',
      });
      t.same(await forged.friends.request({ handle: 'lena' }), { handle: 'lena', status: 'FRIEND_REQUEST_SENT' });
      t.equal(await statusOf(lena, 'kai'), 'REQUESTING_FRIENDSHIP', 'the request is from kai');
      t.equal(await statusOf(lena, 'nova'), 'NOT_FRIENDS', 'nova asked nobody');
      t.equal(await statusOf(nova, 'lena'), 'NOT_FRIENDS');
      // No input names who acts: extra members are refused, not ignored.
      await t.rejects(kai.friends.accept({ handle: 'lena', personaId: novaUser.personaId } as { handle: string }), {
        code: 'BAD_REQUEST',
      });
    });
  });
}
