// The blocking procedures through a tRPC caller against the embedded upstream over HTTP (PGlite): block twice
// keeps one, unblock twice is fine, the list, the block ends a friendship and refuses friend requests either
// way with the same FORBIDDEN words, what the blocked persona made leaves the blocker's browse, who may do
// what, and input validation (docs/product.md §17).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { FRIEND_REQUEST_UNAVAILABLE } from '../../shared/blocking/limits.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '' }),
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: String(error), message: '' },
  );

t.test('blocking procedures', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const mira = createTestCaller({ upstream, user: await stack.userFor('mira') });
  const anonymous = createTestCaller({ upstream, user: null });
  const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(async () => {
    await Promise.all([kai.close(), mira.close(), anonymous.close(), noPersona.close()]);
    await stack.close();
  });

  t.test('block twice keeps one; the list; unblock twice is fine', async (t) => {
    t.same(await kai.caller.blocking.state({ handle: 'nova' }), { handle: 'nova', blocked: false });
    t.same(await kai.caller.blocking.block({ handle: 'nova' }), { handle: 'nova', blocked: true });
    t.same(await kai.caller.blocking.block({ handle: 'nova' }), { handle: 'nova', blocked: true }, 'twice keeps one');
    t.same(await kai.caller.blocking.state({ handle: 'nova' }), { handle: 'nova', blocked: true });
    const list = await kai.caller.blocking.list({});
    t.equal(list.total, 1);
    t.match(list.items, [{ avatarHandle: 'nova', avatarName: String, avatarImageUrl: String, blockedAt: String }]);
    t.same((await mira.caller.blocking.list({})).items, [], 'blocks are per persona');
    t.same(await kai.caller.blocking.unblock({ handle: 'nova' }), { handle: 'nova', blocked: false });
    t.same(await kai.caller.blocking.unblock({ handle: 'nova' }), { handle: 'nova', blocked: false }, 'twice is fine');
    t.equal((await kai.caller.blocking.list({})).total, 0);
  });

  t.test('a block ends the friendship; requests either way are refused with the same words', async (t) => {
    await kai.caller.friends.request({ handle: 'mira' });
    await mira.caller.friends.accept({ handle: 'kai' });
    t.equal((await kai.caller.profiles.byHandle({ handle: 'mira' })).friendStatus, 'FRIENDS');
    await mira.caller.blocking.block({ handle: 'kai' });
    t.equal((await kai.caller.profiles.byHandle({ handle: 'mira' })).friendStatus, 'NOT_FRIENDS');
    const refused = { code: 'FORBIDDEN', message: FRIEND_REQUEST_UNAVAILABLE };
    t.same(await failure(kai.caller.friends.request({ handle: 'mira' })), refused, 'the blocked one');
    t.same(await failure(mira.caller.friends.request({ handle: 'kai' })), refused, 'the blocker, in the same words');
    await mira.caller.blocking.unblock({ handle: 'kai' });
    t.equal((await kai.caller.friends.request({ handle: 'mira' })).status, 'FRIEND_REQUEST_SENT');
    await kai.caller.friends.unfriend({ handle: 'mira' });
    await mira.caller.friends.ignore({ handle: 'kai' });
  });

  t.test("the blocked creator's worlds leave the blocker's browse, and only theirs", async (t) => {
    const novaIn = (page: { items: { personaHandle: string }[] }) =>
      page.items.some((item) => item.personaHandle === 'nova');
    // Each caller keeps its own upstream cache; in the browser the writer's reads revalidate after a write
    // (the write marker, src/server/freshness), which a test caller does not carry: a new one reads instead.
    const freshKai = async () => {
      const fresh = createTestCaller({ upstream, user: await stack.userFor('kai') });
      t.teardown(() => fresh.close());
      return fresh.caller;
    };
    t.ok(novaIn(await (await freshKai()).experiences.browse({ perPage: 48 })));
    await kai.caller.blocking.block({ handle: 'nova' });
    const blocker = await freshKai();
    t.notOk(novaIn(await blocker.experiences.browse({ perPage: 48 })), 'gone for kai');
    t.notOk(novaIn(await blocker.experiences.browse({ q: 'neon', perPage: 48 })), 'and from search');
    t.notOk(
      (await blocker.listings.browse({ perPage: 48 })).items.some((item) => item.creator.personaHandle === 'nova'),
      'and from the store',
    );
    t.ok(novaIn(await mira.caller.experiences.browse({ perPage: 48 })), 'there for mira');
    t.ok(novaIn(await anonymous.caller.experiences.browse({ perPage: 48 })), 'and for visitors');
    await kai.caller.blocking.unblock({ handle: 'nova' });
    t.ok(novaIn(await (await freshKai()).experiences.browse({ perPage: 48 })), 'back after unblocking');
  });

  t.test('who may block, and what', async (t) => {
    t.equal((await failure(anonymous.caller.blocking.block({ handle: 'nova' }))).code, 'UNAUTHORIZED');
    t.equal((await failure(noPersona.caller.blocking.list({}))).code, 'FORBIDDEN');
    t.same(await failure(kai.caller.blocking.block({ handle: 'kai' })), {
      code: 'BAD_REQUEST',
      message: 'You cannot block yourself.',
    });
    t.equal((await failure(kai.caller.blocking.block({ handle: 'nobody-at-all' }))).code, 'NOT_FOUND');
    t.equal((await failure(kai.caller.blocking.block({ handle: '' }))).code, 'BAD_REQUEST');
    t.equal((await failure(kai.caller.blocking.list({ perPage: 1000 }))).code, 'BAD_REQUEST');
  });
});
