// The demo favourites: present after seeding, all rated 5, none of kai's or mira's, and seeding again
// adds nothing.
import t from 'tap';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { seedFavourites } from './seed-favourites.ts';

t.test('demo favourites', async (t) => {
  const { db, close } = await openTestDatabase('pglite');
  t.teardown(close);
  const [stats] = await db.query<{ total: number; experiences: number; not_five: number; future: number }>(
    `select count(*)::int as total, count(distinct experience_id)::int as experiences,
            count(*) filter (where rating <> 5)::int as not_five, count(*) filter (where created_at > $1)::int as future
       from reviews where experience_id is not null`,
    [TEST_NOW],
  );
  t.ok((stats?.total ?? 0) > 50, `${stats?.total} favourites`);
  t.ok((stats?.experiences ?? 0) > 20, 'spread over the catalogue');
  t.equal(stats?.not_five, 0, 'rating 5');
  t.equal(stats?.future, 0, 'dated before now');
  const [own] = await db.query<{ n: number }>(
    `select count(*)::int as n from reviews r join personas p on p.id = r.persona_id where r.experience_id is not null and p.handle in ('kai', 'mira')`,
  );
  t.equal(own?.n, 0, 'kai and mira start with none');
  t.same(await seedFavourites(db, { now: TEST_NOW }), { seeded: false, favourites: 0 }, 'once per database');
  const [after] = await db.query<{ total: number }>(
    'select count(*)::int as total from reviews where experience_id is not null',
  );
  t.equal(after?.total, stats?.total);
});
