// The reviews procedures and reports.reportProduct through a tRPC caller against the embedded upstream
// over HTTP (PGlite). kai has no review of nova's 'Neon Drift Racing Jacket'; nova owns it.
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

t.test('reviews and product reports', async (t) => {
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

  const [jacketCard] = (await anonymous.caller.listings.browse({ q: 'Neon Drift Racing Jacket', perPage: 1 })).items;
  const [kitCard] = (await anonymous.caller.listings.browse({ q: 'Rain-Slick Street Kit', perPage: 1 })).items;
  if (!jacketCard || !kitCard) throw new Error('demo listings missing');
  const productId = jacketCard.id;

  t.test('create, conflict, update, average, delete', async (t) => {
    t.equal(await kai.caller.reviews.mine({ productId }), null, 'kai has no review yet');
    const before = (await kai.caller.listings.detail({ id: productId })).reviewSummary;

    const created = await kai.caller.reviews.create({ productId, rating: 3.5, review: '  Fits well.  ' });
    t.match(created, { id: /^[0-9a-f-]{36}$/, productId, rating: 3.5, review: 'Fits well.' });
    t.same(await kai.caller.reviews.mine({ productId }), created, 'mine answers the new review');

    const afterCreate = (await kai.caller.listings.detail({ id: productId })).reviewSummary;
    t.equal(afterCreate.count, before.count + 1, 'the count follows');

    const again = await failure(kai.caller.reviews.create({ productId, rating: 5, review: null }));
    t.same(again, { code: 'CONFLICT', message: 'You have already reviewed this listing. Edit that review instead.' });

    const updated = await kai.caller.reviews.update({ id: created.id, rating: 0.5, review: '   ' });
    t.match(updated, { id: created.id, rating: 0.5, review: null }, 'blank text becomes null');
    const afterUpdate = (await kai.caller.listings.detail({ id: productId })).reviewSummary;
    t.equal(afterUpdate.count, afterCreate.count);
    t.ok(
      afterUpdate.averageRating !== null &&
        afterCreate.averageRating !== null &&
        afterUpdate.averageRating < afterCreate.averageRating,
      'the average changes',
    );

    t.same(await failure(mira.caller.reviews.update({ id: created.id, rating: 5, review: 'mine now' })), {
      code: 'FORBIDDEN',
      message: 'Only its author can change or delete this review.',
    });
    t.equal((await failure(mira.caller.reviews.remove({ id: created.id }))).code, 'FORBIDDEN');

    t.same(await kai.caller.reviews.remove({ id: created.id }), { id: created.id });
    t.equal(await kai.caller.reviews.mine({ productId }), null, 'gone');
    const afterDelete = (await kai.caller.listings.detail({ id: productId })).reviewSummary;
    t.same(afterDelete, before, 'back to where it was');
    t.equal((await failure(kai.caller.reviews.remove({ id: created.id }))).code, 'NOT_FOUND');
  });

  t.test('who may review', async (t) => {
    t.same(await failure(nova.caller.reviews.create({ productId: kitCard.id, rating: 5, review: null })), {
      code: 'FORBIDDEN',
      message: 'You cannot review your own listing.',
    });
    t.equal((await failure(anonymous.caller.reviews.mine({ productId }))).code, 'UNAUTHORIZED');
    t.equal((await failure(noPersona.caller.reviews.create({ productId, rating: 4, review: null }))).code, 'FORBIDDEN');
    t.equal(
      (
        await failure(
          kai.caller.reviews.create({ productId: '00000000-0000-4000-8000-000000000000', rating: 4, review: null }),
        )
      ).code,
      'NOT_FOUND',
    );
  });

  t.test('bad input', async (t) => {
    for (const rating of [0, 5.5, 3.3]) {
      t.equal(
        (await failure(kai.caller.reviews.create({ productId, rating, review: null }))).code,
        'BAD_REQUEST',
        `rating ${rating}`,
      );
    }
    t.equal(
      (await failure(kai.caller.reviews.create({ productId, rating: 4, review: 'x'.repeat(2001) }))).code,
      'BAD_REQUEST',
    );
    t.equal((await failure(kai.caller.reviews.update({ id: 'nope', rating: 4, review: null }))).code, 'BAD_REQUEST');
    t.equal(await kai.caller.reviews.mine({ productId }), null, 'nothing was written');
  });

  t.test('reporting a listing', async (t) => {
    const receipt = await kai.caller.reports.reportProduct({
      productId,
      reason: 'Other',
      description: 'The jacket glows green, not blue.',
    });
    t.match(receipt, { id: /\S/, status: 'open' });
    const [stored] = await stack.db.query<{ reason: string; description: string | null }>(
      'select reason, description from product_reports where id = $1',
      [receipt.id],
    );
    t.same(
      stored,
      { reason: 'Other', description: 'The jacket glows green, not blue.' },
      'reason and description apart',
    );
    t.match(await kai.caller.reports.reportProduct({ productId, reason: 'Scam or fraud' }), { status: 'open' });

    // A direct caller sees the zod issues as the message (the HTTP error formatter words them).
    t.match(await failure(kai.caller.reports.reportProduct({ productId, reason: 'Other' })), {
      code: 'BAD_REQUEST',
      message: /Describe the issue\./,
    });
    t.match(await failure(kai.caller.reports.reportProduct({ productId, reason: 'Nope' })), {
      code: 'BAD_REQUEST',
      message: /Choose a reason\./,
    });
    t.same(await failure(nova.caller.reports.reportProduct({ productId, reason: 'Scam or fraud' })), {
      code: 'FORBIDDEN',
      message: 'You cannot report your own listing.',
    });
    t.equal(
      (
        await failure(
          kai.caller.reports.reportProduct({
            productId: '00000000-0000-4000-8000-000000000000',
            reason: 'Scam or fraud',
          }),
        )
      ).code,
      'NOT_FOUND',
    );
    t.equal(
      (await failure(anonymous.caller.reports.reportProduct({ productId, reason: 'Scam or fraud' }))).code,
      'UNAUTHORIZED',
    );
    t.equal(
      (await failure(noPersona.caller.reports.reportProduct({ productId, reason: 'Scam or fraud' }))).code,
      'FORBIDDEN',
    );
  });
});
