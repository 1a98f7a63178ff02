// All SQL of saved event searches (docs/product.md §23, migration 0034). A search belongs to the persona that
// saved it; its filters are stored as columns and as one canonical key (src/shared/event-searches/filters.ts).
import type { Queryable } from '../db/database.ts';
import type { EventCategory } from '../../shared/events/categories.ts';

export interface SavedSearchRow {
  id: string;
  persona_id: string;
  name: string;
  q: string | null;
  category: EventCategory | null;
  day: string | null;
  date_from: string | null;
  date_to: string | null;
  time_zone: string;
  created_at: Date | string;
}

const COLUMNS = `id, persona_id, name, q, category, day, to_char(date_from, 'YYYY-MM-DD') as date_from,
  to_char(date_to, 'YYYY-MM-DD') as date_to, time_zone, created_at`;

/** Locks the persona's row for the caller's transaction: two saves by one persona take turns, so the limit holds. */
export async function lockPersona(tx: Queryable, personaId: string): Promise<void> {
  await tx.query('select 1 from personas where id = $1 for update', [personaId]);
}

export async function countSearches(db: Queryable, personaId: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'select count(*)::int as total from saved_event_searches where persona_id = $1',
    [personaId],
  );
  return row?.total ?? 0;
}

/** The persona's search with these filters, if any. */
export async function findByKey(db: Queryable, personaId: string, key: string): Promise<{ id: string } | undefined> {
  const [row] = await db.query<{ id: string }>(
    'select id from saved_event_searches where persona_id = $1 and filters_key = $2',
    [personaId, key],
  );
  return row;
}

export async function insertSearch(
  tx: Queryable,
  search: {
    personaId: string;
    name: string;
    q: string | null;
    category: string | null;
    day: string | null;
    from: string | null;
    to: string | null;
    timeZone: string;
    key: string;
    at: Date;
  },
): Promise<SavedSearchRow> {
  const [row] = await tx.query<SavedSearchRow>(
    `insert into saved_event_searches (persona_id, name, q, category, day, date_from, date_to, time_zone, filters_key, created_at)
     values ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9, $10) returning ${COLUMNS}`,
    [
      search.personaId,
      search.name,
      search.q,
      search.category,
      search.day,
      search.from,
      search.to,
      search.timeZone,
      search.key,
      search.at,
    ],
  );
  if (!row) throw new Error('insert into saved_event_searches returned no row');
  return row;
}

/** The persona's searches, newest first (there are at most 20). */
export function listSearches(db: Queryable, personaId: string): Promise<SavedSearchRow[]> {
  return db.query<SavedSearchRow>(
    `select ${COLUMNS} from saved_event_searches where persona_id = $1 order by created_at desc, id desc`,
    [personaId],
  );
}

/** Deletes the persona's search; false when the persona has no search with this id. */
export async function deleteSearch(db: Queryable, personaId: string, id: string): Promise<boolean> {
  const rows = await db.query('delete from saved_event_searches where id = $1 and persona_id = $2 returning id', [
    id,
    personaId,
  ]);
  return rows.length > 0;
}

/**
 * The searches that may match a new event of `hostId` in `category`: not the host's own, none of a persona the
 * host blocked or who blocked the host (docs/product.md §17), and only those without a category or with this one.
 * The words and days are checked by the pure rule (src/shared/event-searches/filters.ts).
 */
export function candidateSearches(tx: Queryable, hostId: string, category: string): Promise<SavedSearchRow[]> {
  return tx.query<SavedSearchRow>(
    `select ${COLUMNS} from saved_event_searches s
      where s.persona_id <> $1
        and (s.category is null or s.category = $2)
        and not exists (select 1 from persona_blocks b
                         where (b.blocker = $1 and b.blocked = s.persona_id)
                            or (b.blocker = s.persona_id and b.blocked = $1))
      order by s.created_at, s.id`,
    [hostId, category],
  );
}
