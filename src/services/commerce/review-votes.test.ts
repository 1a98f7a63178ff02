// Helpful votes and the owner's reply (docs/product.md §16) as callers see them (app.inject), on PGlite and
// on PostgreSQL: votes are one per persona however they race, the author cannot vote, only the listing's
// seller replies (once, editable, deletable), and the reviewer is told of a new reply once.
import t from 'tap';
import { setupTestApp } from '../profiles/testing.ts';
import { errorsOf, type ListDocument, type SingleDocument } from './testing.ts';

interface Vote {
  helpful: boolean;
  helpfulCount: number;
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, close } = await setupTestApp(kind);
    t.teardown(close);

    // A listing of nova's store that nobody has reviewed yet; theo reviews it.
    const [fresh] = await db.query<{ id: string }>(
      `select p.id from products p join stores s on s.id = p.store_id join personas pe on pe.id = s.persona_id
        where pe.handle = 'nova' and p.status = 'listed' and p.deleted_at is null
          and not exists (select 1 from reviews r where r.product_id = p.id)
        order by p.name limit 1`,
    );
    const listingId = fresh?.id ?? '';
    const created = await request('POST', '/v2/review', {
      as: 'theo',
      body: {
        data: {
          type: 'review',
          attributes: { item: { type: 'product', id: listingId }, rating: 4, review: 'Sturdy and pretty.' },
        },
      },
    });
    t.equal(created.statusCode, 201);
    const reviewId = created.json<SingleDocument>().data.id;
    const voteUrl = `/v2/review/${reviewId}/helpful`;
    const replyUrl = `/v2/review/${reviewId}/reply`;
    const voteOf = (response: { json<T>(): T }) => response.json<SingleDocument>().data.attributes as unknown as Vote;
    const listed = async () => {
      const list = await request('GET', `/v2/reviews?filter[reviewSummaryId]=${listingId}`);
      t.equal(list.statusCode, 200);
      return list.json<ListDocument>().data.find((review) => review.id === reviewId)?.attributes ?? {};
    };

    await t.test('a vote is one per persona, idempotent, and the author cannot vote', async (t) => {
      t.match(await listed(), { helpfulCount: 0, reply: null });
      const first = await request('PUT', voteUrl, { as: 'mira' });
      t.equal(first.statusCode, 201, 'a new vote');
      t.same(voteOf(first), { helpful: true, helpfulCount: 1 });
      const again = await request('PUT', voteUrl, { as: 'mira' });
      t.equal(again.statusCode, 200, 'the same vote again');
      t.same(voteOf(again), { helpful: true, helpfulCount: 1 }, 'still one vote');

      const own = await request('PUT', voteUrl, { as: 'theo' });
      t.equal(own.statusCode, 403);
      t.equal(errorsOf(own)[0]?.code, 'own-review');
      t.equal((await request('PUT', voteUrl)).statusCode, 401, 'visitors cannot vote');
      t.equal(
        (await request('PUT', '/v2/review/00000000-0000-4000-8000-000000000000/helpful', { as: 'mira' })).statusCode,
        404,
      );
      t.equal((await request('PUT', '/v2/review/not-an-id/helpful', { as: 'mira' })).statusCode, 404);

      const states = await request('GET', `/v2/user/review-votes?filter[reviewId]=${reviewId}`, { as: 'kai' });
      t.equal(states.statusCode, 200);
      t.equal(states.headers['cache-control'], 'private, no-store');
      t.same(
        states.json<ListDocument>().data.map((state) => state.attributes),
        [{ helpful: false, helpfulCount: 1 }],
        'another persona sees the count and their own (absent) vote',
      );
      t.equal((await request('GET', '/v2/user/review-votes', { as: 'kai' })).statusCode, 400, 'the filter is required');

      const back = await request('DELETE', voteUrl, { as: 'mira' });
      t.equal(back.statusCode, 200);
      t.same(voteOf(back), { helpful: false, helpfulCount: 0 });
      const backAgain = await request('DELETE', voteUrl, { as: 'mira' });
      t.same(voteOf(backAgain), { helpful: false, helpfulCount: 0 }, 'taking back twice is harmless');
    });

    await t.test('racing votes of the same persona stay one; of many personas all count', async (t) => {
      const same = await Promise.all(Array.from({ length: 6 }, () => request('PUT', voteUrl, { as: 'kai' })));
      t.same(
        same.map((answer) => answer.statusCode).sort(),
        [200, 200, 200, 200, 200, 201],
        'one of the racing votes is new',
      );
      const [stored] = await db.query<{ n: number }>(
        'select count(*)::int as n from review_votes where review_id = $1',
        [reviewId],
      );
      t.equal(stored?.n, 1);
      const others = await Promise.all(['mira', 'amara', 'rafa', 'nova'].map((as) => request('PUT', voteUrl, { as })));
      t.same(
        others.map((answer) => answer.statusCode),
        [201, 201, 201, 201],
      );
      t.match(await listed(), { helpfulCount: 5 }, 'the list shows every vote');
    });

    await t.test('the most helpful reviews come first when asked', async (t) => {
      await request('POST', '/v2/review', {
        as: 'mira',
        body: { data: { type: 'review', attributes: { item: { type: 'product', id: listingId }, rating: 2 } } },
      });
      const newest = await request('GET', `/v2/reviews?filter[reviewSummaryId]=${listingId}`);
      t.not(newest.json<ListDocument>().data[0]?.id, reviewId, 'newest first by default');
      const helpful = await request('GET', `/v2/reviews?filter[reviewSummaryId]=${listingId}&sort=helpful`);
      t.equal(helpful.statusCode, 200);
      t.equal(helpful.json<ListDocument>().data[0]?.id, reviewId, 'the voted review first');
      t.match(helpful.json<ListDocument>().links, { self: /sort=helpful/ });
      t.equal((await request('GET', `/v2/reviews?filter[reviewSummaryId]=${listingId}&sort=loudest`)).statusCode, 400);
    });

    await t.test('only the seller replies, once; they edit and delete it; the reviewer is told once', async (t) => {
      const body = (text: unknown) => ({ data: { type: 'review-reply', attributes: { body: text } } });
      const notices = async () =>
        db.query<{ title: string; body: string; product_id: string | null }>(
          `select n.title, n.body, n.product_id from notifications n join personas p on p.id = n.persona_id
            where p.handle = 'theo' and n.kind = 'review-reply' order by n.created_at`,
        );

      for (const as of ['mira', 'theo']) {
        const refused = await request('PUT', replyUrl, { as, body: body('Not mine to answer.') });
        t.equal(refused.statusCode, 403, `${as} is not the seller`);
        t.equal(errorsOf(refused)[0]?.code, 'not-item-owner');
      }
      t.equal((await request('PUT', replyUrl, { body: body('Hi') })).statusCode, 401);
      const blank = await request('PUT', replyUrl, { as: 'nova', body: body('   ') });
      t.equal(blank.statusCode, 422, 'a blank reply is refused');
      t.match(errorsOf(blank)[0], { code: 'invalid-attribute', source: { pointer: '/data/attributes/body' } });
      t.equal(
        (await request('PUT', replyUrl, { as: 'nova', body: body('x'.repeat(1001)) })).statusCode,
        422,
        'at most 1000 characters',
      );
      t.same(await notices(), [], 'refusals tell nobody');

      const posted = await request('PUT', replyUrl, { as: 'nova', body: body('  Thank you, Theo!  ') });
      t.equal(posted.statusCode, 201);
      t.match(posted.json<SingleDocument>().data.attributes, {
        reply: { body: 'Thank you, Theo!', personaHandle: 'nova', createdAt: String },
      });
      t.match(
        await listed(),
        { reply: { body: 'Thank you, Theo!', personaHandle: 'nova', personaName: String } },
        'shown with the review',
      );
      const told = await notices();
      t.equal(told.length, 1);
      t.match(told[0], { title: /replied to your review of "/, body: 'Thank you, Theo!', product_id: listingId });

      const edited = await request('PUT', replyUrl, { as: 'nova', body: body('Thank you, Theo! A fix is coming.') });
      t.equal(edited.statusCode, 200, 'the second write edits the one reply');
      t.match(await listed(), { reply: { body: 'Thank you, Theo! A fix is coming.' } });
      t.equal((await notices()).length, 1, 'an edit tells nobody again');

      t.equal((await request('DELETE', replyUrl, { as: 'mira' })).statusCode, 403, 'nobody else deletes it');
      t.equal((await request('DELETE', replyUrl, { as: 'nova' })).statusCode, 204);
      t.match(await listed(), { reply: null });
      t.equal((await request('DELETE', replyUrl, { as: 'nova' })).statusCode, 404, 'nothing left to delete');
    });

    await t.test(
      'a reviewer who turned replies off is not told; deleting the review takes its votes and reply',
      async (t) => {
        const off = await request('POST', '/v2/notification-subscriptions', {
          as: 'theo',
          body: { data: { type: 'notification-subscription', attributes: { kind: 'review-reply', enabled: false } } },
        });
        t.ok(off.statusCode < 300, 'the kind can be turned off');
        const before = await db.query('select 1 from notifications where kind = $1', ['review-reply']);
        t.equal(
          (
            await request('PUT', replyUrl, {
              as: 'nova',
              body: { data: { type: 'review-reply', attributes: { body: 'Again, thanks.' } } },
            })
          ).statusCode,
          201,
        );
        t.equal(
          (await db.query('select 1 from notifications where kind = $1', ['review-reply'])).length,
          before.length,
        );

        t.equal((await request('DELETE', `/v2/review/${reviewId}`, { as: 'theo' })).statusCode, 204);
        const [left] = await db.query<{ votes: number; replies: number }>(
          'select (select count(*)::int from review_votes where review_id = $1) as votes, (select count(*)::int from review_replies where review_id = $1) as replies',
          [reviewId],
        );
        t.same(left, { votes: 0, replies: 0 });
        t.equal((await request('PUT', voteUrl, { as: 'kai' })).statusCode, 404);
      },
    );
  });
}
