// What keeps the catalogue's lists fast at a million listings, checked on the demo catalogue: counts
// stop at a cap and say so, and the review summary the rating sort reads stays equal to the reviews.
import t from 'tap';
import { openTestDatabase, type TestDatabaseKind } from '../testing/test-database.ts';
import { listExperiences } from '../experiences/repository.ts';
import { listProducts } from './products-repository.ts';

const kinds: TestDatabaseKind[] = ['pglite', 'postgres'];

for (const kind of kinds) {
  t.test(kind, async (t) => {
    const testDb = await openTestDatabase(kind);
    t.teardown(() => testDb.close());
    const { db } = testDb;

    await t.test('a count past its cap stops there and says it is capped', async (t) => {
      const exact = await listExperiences(db, { sort: 'popular', limit: 5, offset: 0 });
      t.ok(exact.total > 3, 'the demo has more than 3 experiences');
      t.equal(exact.totalCapped, false, 'below the cap the total is exact');
      const capped = await listExperiences(db, { sort: 'popular', limit: 5, offset: 0, countCap: 3 });
      t.equal(capped.total, 3);
      t.equal(capped.totalCapped, true);
      t.same(
        capped.rows.map((row) => row.id),
        exact.rows.map((row) => row.id),
        'the page itself is unchanged',
      );
      const atCap = await listExperiences(db, { sort: 'popular', limit: 5, offset: 0, countCap: exact.total });
      t.same([atCap.total, atCap.totalCapped], [exact.total, false], 'exactly the cap is still exact');

      const listings = await listProducts(db, { sort: 'newest', limit: 5, offset: 0 });
      const cappedListings = await listProducts(db, { sort: 'newest', limit: 5, offset: 0, countCap: 2 });
      t.ok(listings.total > 2);
      t.same([cappedListings.total, cappedListings.totalCapped, listings.totalCapped], [2, true, false]);
    });

    await t.test('sorting by rating follows the reviews as they change', async (t) => {
      const summary = async () =>
        db.query<{ id: string; stored: string | null; count: number; computed: string | null; n: number }>(
          `select p.id, p.rating_average::text as stored, p.review_count as count,
                  (select round(avg(r.rating), 2)::text from reviews r where r.product_id = p.id) as computed,
                  (select count(*)::int from reviews r where r.product_id = p.id) as n
             from products p`,
        );
      const drift = (rows: Awaited<ReturnType<typeof summary>>) =>
        rows.filter((row) => row.stored !== row.computed || row.count !== row.n);
      t.same(drift(await summary()), [], 'the seeded summaries equal their reviews');

      const page = await listProducts(db, { sort: 'newest', limit: 1, offset: 0 });
      const product = page.rows[0];
      if (!product) throw new Error('no listing');
      const [persona] = await db.query<{ id: string }>(`select id from personas where handle = 'mira'`);
      await db.query(`delete from reviews where product_id = $1 and persona_id = $2`, [product.id, persona?.id]);
      await db.query(`insert into reviews (product_id, persona_id, rating) values ($1, $2, 0.5)`, [
        product.id,
        persona?.id,
      ]);
      t.same(drift(await summary()), [], 'after a review is added');
      await db.query(`update reviews set rating = 5 where product_id = $1 and persona_id = $2`, [
        product.id,
        persona?.id,
      ]);
      t.same(drift(await summary()), [], 'after a rating changes');

      const byRating = await listProducts(db, { sort: 'rating', limit: 100, offset: 0 });
      const ratings = byRating.rows.map((row) => (row.average_rating === null ? -1 : Number(row.average_rating)));
      t.same(
        ratings,
        [...ratings].sort((a, b) => b - a),
        'listings come best rated first, unrated last',
      );
      t.ok(
        byRating.rows.some((row) => row.id === product.id && Number(row.average_rating) > 0),
        'the changed listing is rated',
      );

      await db.query(`delete from reviews where product_id = $1`, [product.id]);
      t.same(drift(await summary()), [], 'after its reviews are removed');
      const [unrated] = await db.query<{ stored: string | null; count: number }>(
        `select rating_average::text as stored, review_count as count from products where id = $1`,
        [product.id],
      );
      t.same(unrated, { stored: null, count: 0 }, 'a listing without reviews is unrated');
    });
  });
}
