// All SQL of favourites. A favourite is a row of `reviews` whose item is an experience (rating 5, docs/product.md §5;
// migration 0012 explains the choice): one per persona and experience, enforced by the unique constraint
// reviews_experience_persona_key, so "favourite twice" can only ever keep one row. Counts are computed
// from the rows (no counter column to keep in step), so concurrent toggles can never make them drift.
import type { Queryable } from '../db/database.ts';
import { EXPERIENCE_COLUMNS, type ExperienceRow } from '../experiences/index.ts';
import type { SummaryRow } from '../commerce/index.ts';

/** Attempts before giving up when a concurrent unfavourite keeps removing the row we collided with. */
const ADD_ATTEMPTS = 5;

/**
 * Favourites the experience for the persona, or finds the favourite it already has.
 * `insert … on conflict do nothing` decides the race between two identical requests; the follow-up read
 * can miss only when a concurrent DELETE removed the row we collided with, and then we insert again.
 */
export async function addFavourite(
  db: Queryable,
  personaId: string,
  experienceId: string,
  rating: number,
  at: Date,
): Promise<{ id: string; created: boolean }> {
  for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt += 1) {
    const [inserted] = await db.query<{ id: string }>(
      `insert into reviews (experience_id, persona_id, rating, review, created_at, updated_at) values ($1, $2, $3, null, $4, $4)
       on conflict (experience_id, persona_id) do nothing returning id`,
      [experienceId, personaId, rating, at],
    );
    if (inserted) return { id: inserted.id, created: true };
    const [existing] = await db.query<{ id: string }>(
      'select id from reviews where experience_id = $1 and persona_id = $2',
      [experienceId, personaId],
    );
    if (existing) return { id: existing.id, created: false };
  }
  throw new Error('favourite kept colliding with concurrent removals');
}

/** The favourite (a review of an experience) with that id, locked for the rest of the transaction. */
export async function lockFavourite(db: Queryable, id: string): Promise<{ persona_id: string } | undefined> {
  const [row] = await db.query<{ persona_id: string }>(
    'select persona_id from reviews where id = $1 and experience_id is not null for update',
    [id],
  );
  return row;
}

export async function deleteFavourite(db: Queryable, id: string): Promise<void> {
  await db.query('delete from reviews where id = $1 and experience_id is not null', [id]);
}

export async function experienceExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.query<{ id: string }>('select id from experiences where id = $1', [id]);
  return row !== undefined;
}

export type FavouriteExperienceRow = ExperienceRow & { favourite_id: string; favourited_at: Date | string };

/** The persona's favourite experiences, newest favourite first (ties by id, so pages never overlap). */
export async function listFavouriteExperiences(
  db: Queryable,
  options: { personaId: string; limit: number; offset: number },
): Promise<{ rows: FavouriteExperienceRow[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    'select count(*)::int as total from reviews where persona_id = $1 and experience_id is not null',
    [options.personaId],
  );
  const rows = await db.query<FavouriteExperienceRow>(
    `select ${EXPERIENCE_COLUMNS},
            r.id as favourite_id, r.created_at as favourited_at
       from reviews r
       join experiences e on e.id = r.experience_id
       join personas p on p.id = e.persona_id
      where r.persona_id = $1
      order by r.created_at desc, r.id desc
      limit $2 offset $3`,
    [options.personaId, options.limit, options.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/**
 * Review summaries of experiences (their favourites), in no particular order; ids naming no experience
 * are left out. Counted through the unique (experience_id, persona_id) index: the general summary query
 * of the reviews service matches products or experiences and cannot use it.
 */
export async function experienceSummaries(db: Queryable, ids: readonly string[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string; favourites: number }>(
    `select e.id, (select count(*)::int from reviews r where r.experience_id = e.id) as favourites
       from experiences e where e.id = any($1::uuid[])`,
    [ids],
  );
  // Every review of an experience is a favourite with rating 5 (migration 0012).
  return rows.map((row) => ({
    id: row.id,
    item_type: 'experience',
    average_rating: row.favourites > 0 ? 5 : null,
    review_count: row.favourites,
    distribution: row.favourites > 0 ? { '5': row.favourites } : null,
  }));
}
