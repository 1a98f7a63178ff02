// listings.reviewSummary through a tRPC caller, against the embedded reviews service over HTTP (PGlite):
// the average, the count and the star rows agree with the listing's reviews; a listing nobody reviewed
// has the empty summary; unknown and malformed ids are refused.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );

t.test('listings.reviewSummary', async (t) => {
  const stack = await startTestUpstream();
  const { caller, close } = createTestCaller({
    upstream: { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` },
  });
  t.teardown(async () => {
    await close();
    await stack.close();
  });

  const [reviewed] = await stack.db.query<{ id: string }>(
    `select r.product_id as id from reviews r join products p on p.id = r.product_id
      where p.status = 'listed' group by r.product_id having count(*) between 2 and 48 order by count(*) desc, r.product_id limit 1`,
  );
  const [unreviewed] = await stack.db.query<{ id: string }>(
    `select p.id from products p where p.status = 'listed' and p.deleted_at is null
        and not exists (select 1 from reviews r where r.product_id = p.id) order by p.id limit 1`,
  );
  if (!reviewed || !unreviewed) throw new Error('the demo catalogue has reviewed and unreviewed listings');

  const summary = await caller.listings.reviewSummary({ id: reviewed.id });
  const reviews = await caller.listings.reviews({ id: reviewed.id, perPage: 48 });
  t.equal(summary.count, reviews.total, 'the count is the number of reviews');
  t.same(
    summary.rows.map((row) => row.stars),
    [5, 4, 3, 2, 1],
  );
  t.equal(
    summary.rows.reduce((sum, row) => sum + row.count, 0),
    summary.count,
    'every review is in one row',
  );
  for (const row of summary.rows) {
    const inRow = reviews.items.filter((review) => Math.ceil(review.rating) === row.stars).length;
    t.equal(row.count, inRow, `${row.stars} stars`);
  }
  const mean = reviews.items.reduce((sum, review) => sum + review.rating, 0) / reviews.items.length;
  t.ok(summary.averageRating !== null && Math.abs(summary.averageRating - mean) < 0.01, 'the average of the ratings');
  const detail = await caller.listings.detail({ id: reviewed.id });
  t.same(
    { averageRating: summary.averageRating, count: summary.count },
    detail.reviewSummary,
    'the same figures as the listing',
  );

  const empty = await caller.listings.reviewSummary({ id: unreviewed.id });
  t.same({ averageRating: empty.averageRating, count: empty.count }, { averageRating: null, count: 0 });
  t.same(
    empty.rows.map((row) => row.count),
    [0, 0, 0, 0, 0],
  );

  t.equal(await codeOf(caller.listings.reviewSummary({ id: '00000000-0000-4000-8000-000000000000' })), 'NOT_FOUND');
  t.equal(await codeOf(caller.listings.reviewSummary({ id: 'not-an-id' })), 'BAD_REQUEST');
});
