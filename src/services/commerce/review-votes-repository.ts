// The SQL of helpful votes and of the owner's reply to a review (docs/product.md §16, migration 0029).
import type { Queryable } from '../db/database.ts';

/** The review a vote or a reply is about, locked for the caller's transaction when `lock` is set. */
export interface ReviewTarget {
  id: string;
  authorPersonaId: string;
  productId: string | null;
  experienceId: string | null;
  itemName: string;
  /** The persona who owns the item now: the listing's store's owner or the experience's creator. */
  ownerPersonaId: string;
}

/**
 * A review whose item is still there (reviews of deleted listings go with them everywhere), or undefined.
 * `for update of r` serialises the writes about one review (the reply, its one notice).
 */
export async function findReviewTarget(db: Queryable, id: string, lock = false): Promise<ReviewTarget | undefined> {
  const [row] = await db.query<ReviewTarget>(
    `select r.id, r.persona_id as "authorPersonaId", r.product_id as "productId", r.experience_id as "experienceId",
            coalesce(p.name, e.name, '') as "itemName", coalesce(s.persona_id, e.persona_id) as "ownerPersonaId"
       from reviews r
       left join products p on p.id = r.product_id and p.deleted_at is null
       left join stores s on s.id = p.store_id and s.deleted_at is null
       left join experiences e on e.id = r.experience_id
      where r.id = $1 and (s.persona_id is not null or e.id is not null)
      ${lock ? 'for update of r' : ''}`,
    [id],
  );
  return row;
}

/** Adds the persona's vote; true when it is new (a second vote, even a racing one, adds nothing). */
export async function addVote(db: Queryable, reviewId: string, personaId: string, at: Date): Promise<boolean> {
  const inserted = await db.query(
    'insert into review_votes (review_id, persona_id, created_at) values ($1, $2, $3) on conflict do nothing returning review_id',
    [reviewId, personaId, at],
  );
  return inserted.length > 0;
}

export async function removeVote(db: Queryable, reviewId: string, personaId: string): Promise<void> {
  await db.query('delete from review_votes where review_id = $1 and persona_id = $2', [reviewId, personaId]);
}

export interface VoteStateRow {
  review_id: string;
  helpful: boolean;
  helpful_count: number;
}

/** The persona's vote and the count of each review named that exists, in no particular order. */
export async function voteStates(
  db: Queryable,
  reviewIds: readonly string[],
  personaId: string,
): Promise<VoteStateRow[]> {
  if (reviewIds.length === 0) return [];
  return db.query<VoteStateRow>(
    `select r.id as review_id,
            exists (select 1 from review_votes v where v.review_id = r.id and v.persona_id = $2) as helpful,
            (select count(*)::int from review_votes v where v.review_id = r.id) as helpful_count
       from reviews r where r.id = any($1::uuid[])`,
    [[...reviewIds], personaId],
  );
}

/** Writes the reply (the one reply: a second write edits it); true when it is new. */
export async function upsertReply(
  db: Queryable,
  reviewId: string,
  personaId: string,
  body: string,
  at: Date,
): Promise<boolean> {
  const [existing] = await db.query<{ review_id: string }>(
    'select review_id from review_replies where review_id = $1',
    [reviewId],
  );
  if (existing) {
    await db.query(
      'update review_replies set body = $2, persona_id = $3, updated_at = greatest($4, created_at) where review_id = $1',
      [reviewId, body, personaId, at],
    );
    return false;
  }
  await db.query(
    'insert into review_replies (review_id, persona_id, body, created_at, updated_at) values ($1, $2, $3, $4, $4)',
    [reviewId, personaId, body, at],
  );
  return true;
}

/** True when there was a reply to delete. */
export async function deleteReply(db: Queryable, reviewId: string): Promise<boolean> {
  const deleted = await db.query('delete from review_replies where review_id = $1 returning review_id', [reviewId]);
  return deleted.length > 0;
}
