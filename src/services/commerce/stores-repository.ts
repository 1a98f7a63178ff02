// All SQL of stores. A store is deleted softly (its listings, and orders of them, keep pointing at it);
// deleted stores are invisible to every read.
import type { Queryable } from '../db/database.ts';
import type { StoreRef } from './params.ts';
import type { StoreModelInput } from './resource.ts';

export type StoreRow = StoreModelInput & { product_count: number };

const STORE_SELECT = `
  select s.id, s.handle, s.name, s.description, s.created_at, s.updated_at,
         pe.id as persona_id, pe.handle as persona_handle, pe.name as persona_name, pe.avatar_url as persona_avatar_url,
         (select count(*)::int from products p
           where p.store_id = s.id and p.deleted_at is null and p.status = 'listed') as product_count
    from stores s join personas pe on pe.id = s.persona_id`;

export async function findStore(db: Queryable, ref: StoreRef): Promise<StoreRow | undefined> {
  const [row] =
    'id' in ref
      ? await db.query<StoreRow>(`${STORE_SELECT} where s.deleted_at is null and s.id = $1`, [ref.id])
      : await db.query<StoreRow>(`${STORE_SELECT} where s.deleted_at is null and s.handle = $1`, [ref.handle]);
  return row;
}

export async function listStoresOfPersona(db: Queryable, personaId: string): Promise<StoreRow[]> {
  return db.query<StoreRow>(
    `${STORE_SELECT} where s.deleted_at is null and s.persona_id = $1 order by s.created_at, s.id`,
    [personaId],
  );
}

export async function insertStore(
  db: Queryable,
  personaId: string,
  store: { handle: string; name: string; description: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into stores (persona_id, handle, name, description) values ($1, $2, $3, $4) returning id',
    [personaId, store.handle, store.name, store.description],
  );
  if (!row) throw new Error('insert into stores returned no row');
  return row.id;
}

/** Locks a live store for this transaction and tells whose it is. */
export async function lockStoreOwner(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ persona_id: string }>(
    'select persona_id from stores where id = $1 and deleted_at is null for update',
    [id],
  );
  return row?.persona_id;
}

export async function updateStore(
  db: Queryable,
  id: string,
  patch: { handle?: string | undefined; name?: string | undefined; description?: string | undefined },
): Promise<void> {
  const params: unknown[] = [id];
  const sets: string[] = [];
  for (const column of ['handle', 'name', 'description'] as const) {
    const value = patch[column];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  sets.push('updated_at = greatest(now(), created_at)');
  await db.query(`update stores set ${sets.join(', ')} where id = $1`, params);
}

export async function countLiveProducts(db: Queryable, storeId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from products where store_id = $1 and deleted_at is null',
    [storeId],
  );
  return row?.n ?? 0;
}

export async function softDeleteStore(db: Queryable, id: string): Promise<void> {
  await db.query('update stores set deleted_at = now(), updated_at = greatest(now(), created_at) where id = $1', [id]);
}
