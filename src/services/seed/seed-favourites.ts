// Demo favourites (docs/product.md §5: reviews of experiences with rating 5), so the hearts on the catalogue carry
// believable counts. Deterministic (seeded generator), dated relative to `now`, and run once per
// database: under an advisory lock, it seeds only when no experience has a favourite yet. kai and mira
// start with none of their own (the demo journeys favourite from an empty list).
import type { Database } from '../db/database.ts';
import { createPrng } from '../kit/prng.ts';

const LOCK_KEY = 'lumen-seed-favourites';
const WITHOUT_FAVOURITES = ['kai', 'mira'];
const MAX_PER_EXPERIENCE = 9;
const SPREAD_MINUTES = 60 * 24 * 60;

export async function seedFavourites(
  db: Database,
  opts: { now: Date },
): Promise<{ seeded: boolean; favourites: number }> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [LOCK_KEY]);
    const [present] = await tx.query<{ found: boolean }>(
      'select exists (select 1 from reviews where experience_id is not null) as found',
    );
    if (present?.found) return { seeded: false, favourites: 0 };
    const personas = await tx.query<{ id: string }>(
      'select id from personas where not (handle = any($1::text[])) order by handle',
      [WITHOUT_FAVOURITES],
    );
    const experiences = await tx.query<{ id: string; curation: number }>(
      'select e.id, e.curation from experiences e join personas p on p.id = e.persona_id order by p.handle, e.handle',
    );
    const prng = createPrng('lumen-demo-favourites');
    const rows: { experienceId: string; personaId: string; at: Date }[] = [];
    for (const experience of experiences) {
      // Featured worlds draw more hearts.
      const most = Math.min(personas.length, experience.curation > 0 ? MAX_PER_EXPERIENCE : 4);
      for (const persona of prng.sample(personas, prng.int(0, most))) {
        rows.push({
          experienceId: experience.id,
          personaId: persona.id,
          at: new Date(opts.now.getTime() - prng.int(5, SPREAD_MINUTES) * 60_000),
        });
      }
    }
    if (rows.length > 0) {
      await tx.query(
        `insert into reviews (experience_id, persona_id, rating, review, created_at, updated_at)
         select e, p, 5, null, t, t from unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) as v(e, p, t)
         on conflict do nothing`,
        [
          rows.map((row) => row.experienceId),
          rows.map((row) => row.personaId),
          rows.map((row) => row.at.toISOString()),
        ],
      );
    }
    return { seeded: true, favourites: rows.length };
  });
}
