// reviews.votes, vote, reply and removeReply (docs/product.md §16) through a tRPC caller against the embedded
// upstream over HTTP (PGlite), and the listing's reviews as every viewer gets them. kai reviews nova's
// 'Neon Drift Racing Jacket'; nova owns it.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { REPLY_MESSAGES } from '../../shared/reviews/replies.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '' }),
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: String(error), message: '' },
  );

t.test('helpful votes and the seller’s reply', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const mira = createTestCaller({ upstream, user: await stack.userFor('mira') });
  const nova = createTestCaller({ upstream, user: await stack.userFor('nova') });
  const anonymous = createTestCaller({ upstream, user: null });
  const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(async () => {
    await Promise.all([kai.close(), mira.close(), nova.close(), anonymous.close(), noPersona.close()]);
    await stack.close();
  });

  const [jacket] = (await anonymous.caller.listings.browse({ q: 'Neon Drift Racing Jacket', perPage: 1 })).items;
  if (!jacket) throw new Error('demo listing missing');
  const review = await kai.caller.reviews.create({ productId: jacket.id, rating: 4, review: 'Warm and bright.' });
  const reviewId = review.id;
  // A new visitor each time: a web tier keeps visitors' upstream answers for a few seconds (decision 0008).
  const shown = async () => {
    const visitor = createTestCaller({ upstream, user: null });
    try {
      return (await visitor.caller.listings.reviews({ id: jacket.id, perPage: 48 })).items.find(
        (item) => item.id === reviewId,
      );
    } finally {
      await visitor.close();
    }
  };

  t.test('a vote counts once, shows to everyone, and is taken back', async (t) => {
    t.match(await shown(), { helpfulCount: 0, reply: null });
    t.same(await mira.caller.reviews.votes({ reviewIds: [reviewId] }), [{ reviewId, helpful: false, helpfulCount: 0 }]);
    t.same(await mira.caller.reviews.vote({ reviewId, helpful: true }), { reviewId, helpful: true, helpfulCount: 1 });
    t.same(
      await mira.caller.reviews.vote({ reviewId, helpful: true }),
      { reviewId, helpful: true, helpfulCount: 1 },
      'twice is once',
    );
    t.same(await mira.caller.reviews.votes({ reviewIds: [reviewId] }), [{ reviewId, helpful: true, helpfulCount: 1 }]);
    t.match(await shown(), { helpfulCount: 1 }, 'visitors see the count');

    t.same(await failure(kai.caller.reviews.vote({ reviewId, helpful: true })), {
      code: 'FORBIDDEN',
      message: REPLY_MESSAGES.ownReview,
    });
    t.equal((await failure(anonymous.caller.reviews.vote({ reviewId, helpful: true }))).code, 'UNAUTHORIZED');
    t.equal((await failure(noPersona.caller.reviews.vote({ reviewId, helpful: true }))).code, 'FORBIDDEN');
    t.equal(
      (await failure(anonymous.caller.reviews.votes({ reviewIds: [reviewId] }))).code,
      'UNAUTHORIZED',
      'visitors have no vote state',
    );
    t.equal((await failure(mira.caller.reviews.vote({ reviewId: 'nope', helpful: true }))).code, 'BAD_REQUEST');
    t.equal((await failure(mira.caller.reviews.votes({ reviewIds: [] }))).code, 'BAD_REQUEST');
    t.equal(
      (await failure(mira.caller.reviews.votes({ reviewIds: Array.from({ length: 51 }, () => reviewId) }))).code,
      'BAD_REQUEST',
    );
    const gone = '00000000-0000-4000-8000-000000000000';
    t.same(await failure(mira.caller.reviews.vote({ reviewId: gone, helpful: true })), {
      code: 'NOT_FOUND',
      message: REPLY_MESSAGES.missing,
    });

    t.same(await mira.caller.reviews.vote({ reviewId, helpful: false }), { reviewId, helpful: false, helpfulCount: 0 });
  });

  t.test('the most helpful come first when asked', async (t) => {
    await nova.caller.reviews.vote({ reviewId, helpful: true });
    const helpful = await mira.caller.listings.reviews({ id: jacket.id, sort: 'helpful' });
    t.equal(helpful.items[0]?.id, reviewId);
    t.equal(
      (await failure(anonymous.caller.listings.reviews({ id: jacket.id, sort: 'loudest' as 'helpful' }))).code,
      'BAD_REQUEST',
    );
  });

  t.test('only the seller replies; the reply shows under the review; edit and delete', async (t) => {
    t.same(await failure(mira.caller.reviews.reply({ reviewId, body: 'I am not the seller.' })), {
      code: 'FORBIDDEN',
      message: REPLY_MESSAGES.notOwner,
    });
    t.same(await failure(kai.caller.reviews.reply({ reviewId, body: 'Replying to myself.' })), {
      code: 'FORBIDDEN',
      message: REPLY_MESSAGES.notOwner,
    });
    t.equal(
      (await failure(nova.caller.reviews.reply({ reviewId, body: '   ' }))).code,
      'BAD_REQUEST',
      'blank is refused before upstream',
    );
    t.equal((await failure(nova.caller.reviews.reply({ reviewId, body: 'x'.repeat(1001) }))).code, 'BAD_REQUEST');

    const posted = await nova.caller.reviews.reply({ reviewId, body: ' Thanks, Kai! ' });
    t.match(posted, { body: 'Thanks, Kai!', personaHandle: 'nova', createdAt: String });
    t.match(await shown(), { reply: { body: 'Thanks, Kai!', personaHandle: 'nova' } });
    const notices = await kai.caller.notifications.list({});
    t.match(
      notices.items.find((notice) => notice.kind === 'review-reply'),
      { body: 'Thanks, Kai!', listing: { path: `/listings/${jacket.id}/${jacket.slug}` } },
      'kai is told, with a link to the listing',
    );

    t.match(await nova.caller.reviews.reply({ reviewId, body: 'Thanks again.' }), { body: 'Thanks again.' }, 'edited');
    t.equal((await failure(mira.caller.reviews.removeReply({ reviewId }))).code, 'FORBIDDEN');
    t.same(await nova.caller.reviews.removeReply({ reviewId }), { reviewId });
    t.match(await shown(), { reply: null });
    t.equal((await failure(nova.caller.reviews.removeReply({ reviewId }))).code, 'NOT_FOUND');
  });
});
