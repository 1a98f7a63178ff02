// All SQL of the profiles domain (personas seen as public profiles). Everything takes a Queryable so
// the same function runs on the database or inside a transaction.
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import type { ProfileRef } from './params.ts';

export const PROFILE_COLUMNS = 'p.id, p.handle, p.name, p.avatar_url, p.bio, p.status';

export async function findProfile(db: Queryable, ref: ProfileRef): Promise<PersonaRow | undefined> {
  const [row] =
    'id' in ref
      ? await db.query<PersonaRow>(`select ${PROFILE_COLUMNS} from personas p where p.id = $1`, [ref.id])
      : await db.query<PersonaRow>(`select ${PROFILE_COLUMNS} from personas p where p.handle = $1`, [ref.handle]);
  return row;
}

/** LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const startsPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export interface ProfileListOptions {
  search?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * Public list of profiles. With a search: handle or name containing the words (case-insensitive), an
 * exact handle first, then handles/names starting with it, then by name. Without: by name. Names sort
 * by their lowercase form in the "C" collation (the same on every server); ids break ties.
 */
export async function listProfiles(
  db: Queryable,
  options: ProfileListOptions,
): Promise<{ rows: PersonaRow[]; total: number }> {
  const params: unknown[] = [];
  let where = 'true';
  let rank = '';
  if (options.search !== undefined) {
    params.push(containsPattern(options.search), startsPattern(options.search), options.search.toLowerCase());
    where = `(p.handle like $1 or lower(p.name) like $1)`;
    rank = `(p.handle = $3) desc, (p.handle like $2 or lower(p.name) like $2) desc, `;
  }
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from personas p where ${where}`,
    params.slice(0, 1),
  );
  const rows = await db.query<PersonaRow>(
    `select ${PROFILE_COLUMNS} from personas p where ${where}
      order by ${rank}lower(p.name) collate "C", p.name collate "C", p.id
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, options.limit, options.offset],
  );
  return { rows, total: count?.total ?? 0 };
}
