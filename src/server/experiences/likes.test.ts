// The like procedures through a tRPC caller against the embedded upstream over HTTP, on PGlite and on
// PostgreSQL (docs/product.md §5 Likes): who may like, what the input must be, idempotent like and
// unlike, the count on the experience page, and the two browse orders.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '' }),
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: String(error), message: '' },
  );

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`on ${kind}`, async (t) => {
    const stack = await startTestUpstream({ kind });
    const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
    const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
    const mira = createTestCaller({ upstream, user: await stack.userFor('mira') });
    const anonymous = createTestCaller({ upstream, user: null });
    const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
    t.teardown(async () => {
      await Promise.all([kai.close(), mira.close(), anonymous.close(), noPersona.close()]);
      await stack.close();
    });

    const { items } = await anonymous.caller.experiences.browse({ sort: 'name', perPage: 3 });
    const [a, b] = items;
    if (!a || !b) throw new Error('the demo catalogue has experiences');

    t.test('a visitor is told to log in; an account without a persona is refused', async (t) => {
      for (const call of [
        anonymous.caller.experiences.like({ experienceId: a.id }),
        anonymous.caller.experiences.unlike({ experienceId: a.id }),
        anonymous.caller.experiences.likeState({ experienceId: a.id }),
      ]) {
        t.same(await failure(call), { code: 'UNAUTHORIZED', message: 'Log in to continue.' });
      }
      t.equal((await failure(noPersona.caller.experiences.like({ experienceId: a.id }))).code, 'FORBIDDEN');
    });

    t.test('input must be one experience id', async (t) => {
      for (const input of [{ experienceId: 'nope' }, { experienceId: '' }, {}, { experienceId: a.id, extra: 1 }]) {
        t.equal(
          (await failure(kai.caller.experiences.like(input as { experienceId: string }))).code,
          'BAD_REQUEST',
          JSON.stringify(input),
        );
      }
      t.same(await failure(kai.caller.experiences.like({ experienceId: '00000000-0000-4000-8000-000000000000' })), {
        code: 'NOT_FOUND',
        message: 'That experience no longer exists.',
      });
    });

    t.test('like twice is one like, the page shows the count, unlike twice is fine', async (t) => {
      const before = await kai.caller.experiences.likeState({ experienceId: a.id });
      t.same(before, { experienceId: a.id, liked: false, likeCount: before.likeCount });
      const first = await kai.caller.experiences.like({ experienceId: a.id.toUpperCase() });
      t.same(first, { experienceId: a.id, liked: true, likeCount: before.likeCount + 1 });
      t.same(await kai.caller.experiences.like({ experienceId: a.id }), first, 'liking again keeps one like');
      const byMira = await mira.caller.experiences.like({ experienceId: a.id });
      t.same(byMira, { experienceId: a.id, liked: true, likeCount: before.likeCount + 2 });
      t.same(
        await kai.caller.experiences.likeState({ experienceId: a.id }),
        { ...byMira },
        'kai still likes it; the count has both',
      );
      const detail = await kai.caller.experiences.detail({ personaHandle: a.personaHandle, handle: a.handle });
      t.equal(detail.likeCount, before.likeCount + 2, 'the experience page carries the count');

      t.same(await kai.caller.experiences.unlike({ experienceId: a.id }), {
        experienceId: a.id,
        liked: false,
        likeCount: before.likeCount + 1,
      });
      t.same(await kai.caller.experiences.unlike({ experienceId: a.id }), {
        experienceId: a.id,
        liked: false,
        likeCount: before.likeCount + 1,
      });
      await mira.caller.experiences.unlike({ experienceId: a.id });
    });

    t.test('most liked and most active now are sorts of the browse procedure', async (t) => {
      await kai.caller.experiences.like({ experienceId: b.id });
      await mira.caller.experiences.like({ experienceId: b.id });
      await kai.caller.experiences.like({ experienceId: a.id });
      const liked = await anonymous.caller.experiences.browse({ sort: 'most-liked', perPage: 2 });
      t.same(
        liked.items.map((item) => item.id),
        [b.id, a.id],
        'two likes, then one',
      );
      t.same(
        liked.items.map((item) => item.likeCount),
        [2, 1],
        'browse cards carry the like count',
      );
      const active = await anonymous.caller.experiences.browse({ sort: 'most-active', perPage: 48 });
      const counts = active.items.map((item) => item.headCount);
      t.ok(
        counts.length > 1 && counts.every((count, i) => i === 0 || (counts[i - 1] ?? 0) >= count),
        'most people first',
      );
      t.equal((await failure(anonymous.caller.experiences.browse({ sort: 'most-loved' }))).code, 'BAD_REQUEST');
    });
  });
}
