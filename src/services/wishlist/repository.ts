// All SQL of the wishlist (migration 0028): one row per persona and listing, so "wish twice" keeps one
// row; the size bound is checked under a lock of the persona's row, so two concurrent adds cannot both
// pass it.
import type { Queryable } from '../db/database.ts';

export interface WishlistEntryRow {
  product_id: string;
  created_at: Date | string;
  name: string;
  price: number;
  status: 'listed' | 'delisted';
  deleted: boolean;
  image_seed: string | null;
  image_url: string | null;
  persona_handle: string;
  persona_name: string;
  percent_off: number | null;
  promotion_label: string | null;
  promotion_ends_at: Date | string | null;
}

export type AddOutcome = 'added' | 'already' | 'full' | 'missing';

/** Wishes the listing (not deleted) for the persona, unless the list already holds `max` entries. */
export async function addEntry(
  tx: Queryable,
  personaId: string,
  productId: string,
  max: number,
  at: Date,
): Promise<AddOutcome> {
  await tx.query('select id from personas where id = $1 for update', [personaId]);
  const [product] = await tx.query<{ id: string }>('select id from products where id = $1 and deleted_at is null', [
    productId,
  ]);
  if (!product) return 'missing';
  const [existing] = await tx.query('select 1 as one from wishlist_entries where persona_id = $1 and product_id = $2', [
    personaId,
    productId,
  ]);
  if (existing) return 'already';
  const [count] = await tx.query<{ n: number }>(
    'select count(*)::int as n from wishlist_entries where persona_id = $1',
    [personaId],
  );
  if ((count?.n ?? 0) >= max) return 'full';
  await tx.query('insert into wishlist_entries (persona_id, product_id, created_at) values ($1, $2, $3)', [
    personaId,
    productId,
    at,
  ]);
  return 'added';
}

export async function removeEntry(db: Queryable, personaId: string, productId: string): Promise<void> {
  await db.query('delete from wishlist_entries where persona_id = $1 and product_id = $2', [personaId, productId]);
}

export async function countEntries(db: Queryable, personaId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from wishlist_entries where persona_id = $1', [
    personaId,
  ]);
  return row?.n ?? 0;
}

/** Which of these listings the persona wished. */
export async function wishedAmong(db: Queryable, personaId: string, productIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ product_id: string }>(
    'select product_id from wishlist_entries where persona_id = $1 and product_id = any($2::uuid[]) order by product_id',
    [personaId, [...productIds]],
  );
  return rows.map((row) => row.product_id);
}

const ENTRY_SELECT = `
  select w.product_id, w.created_at, p.name, p.price, p.status, p.deleted_at is not null as deleted,
         im.image_seed, im.url as image_url, pe.handle as persona_handle, pe.name as persona_name,
         pr.percent_off, pr.label as promotion_label, pr.ends_at as promotion_ends_at
    from wishlist_entries w
    join products p on p.id = w.product_id
    join stores s on s.id = p.store_id
    join personas pe on pe.id = s.persona_id
    left join lateral (
      select i.image_seed, i.url from product_images i where i.product_id = p.id order by i.position limit 1
    ) im on true
    left join lateral (
      select x.percent_off, x.label, x.ends_at from promotions x
       where x.product_id = p.id and x.starts_at <= $2 and x.ends_at > $2
       order by x.ends_at, x.id limit 1
    ) pr on true`;

/** The persona's entries, newest wish first (ties by listing id, so pages never overlap). */
export async function listEntries(
  db: Queryable,
  personaId: string,
  now: Date,
  limit: number,
  offset: number,
): Promise<WishlistEntryRow[]> {
  return db.query<WishlistEntryRow>(
    `${ENTRY_SELECT} where w.persona_id = $1 order by w.created_at desc, w.product_id desc limit $3 offset $4`,
    [personaId, now, limit, offset],
  );
}

export async function findEntry(
  db: Queryable,
  personaId: string,
  productId: string,
  now: Date,
): Promise<WishlistEntryRow | undefined> {
  const [row] = await db.query<WishlistEntryRow>(`${ENTRY_SELECT} where w.persona_id = $1 and w.product_id = $3`, [
    personaId,
    now,
    productId,
  ]);
  return row;
}

/** Personas who wished the listing, except `exceptPersonaId` (whoever made the change). */
export async function wishersOf(db: Queryable, productId: string, exceptPersonaId: string | null): Promise<string[]> {
  const rows = await db.query<{ persona_id: string }>(
    `select persona_id from wishlist_entries where product_id = $1 and ($2::uuid is null or persona_id <> $2::uuid) order by persona_id`,
    [productId, exceptPersonaId],
  );
  return rows.map((row) => row.persona_id);
}
