// All SQL of the experiences domain. Routes never build SQL; everything here takes a Queryable so the
// same function runs on the database or inside a transaction.
import type { Queryable } from '../db/database.ts';
import { COUNT_CAP, cappedCountSql, cappedTotal } from '../kit/paging.ts';
import { prefixQuery } from '../kit/search.ts';
import { notBlockedBy } from '../blocking/index.ts';
import type { ExperienceAttributes, ExperiencePatch, ExperienceSort } from './params.ts';

export interface ExperienceRow {
  id: string;
  handle: string;
  name: string;
  summary: string;
  description: string;
  head_count: number;
  like_count: number;
  curation: number;
  capacity: number;
  visits: number | string;
  compat_version: string;
  tags: string[];
  image_seed: string;
  cover_url: string | null;
  gallery_urls: string[];
  created_at: Date | string;
  updated_at: Date | string;
  persona_id: string;
  persona_handle: string;
  persona_name: string;
  persona_avatar_url: string | null;
  persona_bio: string;
  persona_status: string;
}

/** The columns every experience read selects (aliases e and p): other services' joins reuse it. */
export const EXPERIENCE_COLUMNS = `
  e.id, e.handle, e.name, e.summary, e.description, e.head_count, e.like_count, e.curation, e.capacity, e.visits,
  e.compat_version, e.tags, e.image_seed, e.cover_url, e.gallery_urls, e.created_at, e.updated_at,
  p.id as persona_id, p.handle as persona_handle, p.name as persona_name,
  p.avatar_url as persona_avatar_url, p.bio as persona_bio, p.status as persona_status`;

// Static strings only (never user text). Every order ends with e.id so pages never overlap or skip.
// Names sort by their lowercase form in the "C" collation: the same order on every server, whatever its
// locale (Debian's cluster and PGlite differ).
const ORDER_BY: Record<ExperienceSort, string> = {
  featured: 'e.curation desc, e.head_count desc',
  popular: 'e.head_count desc, e.visits desc',
  newest: 'e.created_at desc',
  name: 'lower(e.name) collate "C" asc, e.name collate "C" asc',
  // docs/product.md §5 Likes: most liked, and most active now (the people in it now); ties by id.
  'most-liked': 'e.like_count desc',
  'most-active': 'e.head_count desc',
};

export interface ListOptions {
  search?: string | undefined;
  sort: ExperienceSort;
  limit: number;
  offset: number;
  personaId?: string | undefined;
  /** Only experiences carrying this (normalised) tag. */
  tag?: string | undefined;
  featuredOnly?: boolean | undefined;
  /** The persona asking: experiences of creators it blocked are left out (docs/product.md §17). */
  viewerId?: string | undefined;
  /** Count matches up to this many (default COUNT_CAP). */
  countCap?: number | undefined;
}

export async function listExperiences(
  db: Queryable,
  options: ListOptions,
): Promise<{ rows: ExperienceRow[]; total: number; totalCapped: boolean }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  let searchJoin = '';
  let rankOrder = '';
  if (options.personaId !== undefined) where.push(`e.persona_id = ${param(options.personaId)}`);
  if (options.featuredOnly) where.push('e.curation > 0');
  if (options.viewerId !== undefined) where.push(notBlockedBy(`${param(options.viewerId)}::uuid`, 'e.persona_id'));
  if (options.tag !== undefined) where.push(`e.tags @> array[${param(options.tag)}]::text[]`);
  if (options.search !== undefined) {
    // Full-text (stemmed, websearch syntax) OR every word as a prefix; ranked by ts_rank first.
    // The prefix query uses the same english configuration, so stop words drop out of it too.
    const prefix = prefixQuery(options.search);
    const query = prefix
      ? `websearch_to_tsquery('english', ${param(options.search)}) || to_tsquery('english', ${param(prefix)})`
      : `websearch_to_tsquery('english', ${param(options.search)})`;
    searchJoin = `cross join lateral (select ${query} as query) s`;
    where.push('e.search @@ s.query');
    rankOrder = 'ts_rank(e.search, s.query) desc, ';
  }
  const filter = `${searchJoin} where ${where.length > 0 ? where.join(' and ') : 'true'}`;

  const cap = options.countCap ?? COUNT_CAP;
  const [count] = await db.query<{ total: number }>(cappedCountSql(`experiences e ${filter}`, cap), params);
  const rows = await db.query<ExperienceRow>(
    `select ${EXPERIENCE_COLUMNS}
       from experiences e join personas p on p.id = e.persona_id ${filter}
      order by ${rankOrder}${ORDER_BY[options.sort]}, e.id
      limit ${param(options.limit)} offset ${param(options.offset)}`,
    params,
  );
  return { rows, ...cappedTotal(count?.total, cap) };
}

export async function findExperienceById(db: Queryable, id: string): Promise<ExperienceRow | undefined> {
  const [row] = await db.query<ExperienceRow>(
    `select ${EXPERIENCE_COLUMNS} from experiences e join personas p on p.id = e.persona_id where e.id = $1`,
    [id],
  );
  return row;
}

export async function findExperienceByHandles(
  db: Queryable,
  personaHandle: string,
  handle: string,
): Promise<ExperienceRow | undefined> {
  const [row] = await db.query<ExperienceRow>(
    `select ${EXPERIENCE_COLUMNS} from experiences e join personas p on p.id = e.persona_id
      where p.handle = $1 and e.handle = $2`,
    [personaHandle, handle],
  );
  return row;
}

export async function insertExperience(
  db: Queryable,
  personaId: string,
  attributes: ExperienceAttributes,
  imageSeed: string,
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into experiences (persona_id, handle, name, summary, description, tags, capacity, compat_version, image_seed, cover_url, gallery_urls)
     values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11::text[])
     returning id`,
    [
      personaId,
      attributes.handle,
      attributes.name,
      attributes.summary,
      attributes.description,
      attributes.tags,
      attributes.capacity,
      attributes.compatVersion,
      imageSeed,
      attributes.coverUrl,
      attributes.galleryUrls,
    ],
  );
  if (!row) throw new Error('insert into experiences returned no row');
  return row.id;
}

/** Locks the row for the rest of the transaction and tells who owns it. */
export async function lockExperienceOwner(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ persona_id: string }>('select persona_id from experiences where id = $1 for update', [
    id,
  ]);
  return row?.persona_id;
}

const PATCH_COLUMNS: Record<keyof ExperiencePatch, string> = {
  name: 'name',
  handle: 'handle',
  summary: 'summary',
  description: 'description',
  tags: 'tags',
  capacity: 'capacity',
  compatVersion: 'compat_version',
  coverUrl: 'cover_url',
  galleryUrls: 'gallery_urls',
};

export async function updateExperience(db: Queryable, id: string, patch: ExperiencePatch): Promise<void> {
  const params: unknown[] = [id];
  const sets: string[] = [];
  for (const [key, column] of Object.entries(PATCH_COLUMNS) as [keyof ExperiencePatch, string][]) {
    const value = patch[key];
    // null is a value here (coverUrl: null clears the cover); only absent attributes stay as they are.
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}${key === 'tags' || key === 'galleryUrls' ? '::text[]' : ''}`);
  }
  // greatest(): demo rows may be dated after the server clock; updated_at never precedes created_at.
  sets.push('updated_at = greatest(now(), created_at)');
  await db.query(`update experiences set ${sets.join(', ')} where id = $1`, params);
}

export async function deleteExperience(db: Queryable, id: string): Promise<void> {
  await db.query('delete from experiences where id = $1', [id]);
}

// ---- likes (migration 0027: the trigger keeps experiences.like_count) ------------------------------

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

/** Whether this persona likes the experience, and its count; undefined when the experience does not exist. */
export async function findLikeState(
  db: Queryable,
  experienceId: string,
  personaId: string,
): Promise<LikeState | undefined> {
  const [row] = await db.query<{ like_count: number; liked: boolean }>(
    `select e.like_count,
            exists (select 1 from experience_likes l where l.experience_id = e.id and l.persona_id = $2) as liked
       from experiences e where e.id = $1`,
    [experienceId, personaId],
  );
  return row ? { liked: Boolean(row.liked), likeCount: Number(row.like_count) } : undefined;
}

/** Adds the like; false when the persona already liked it (the primary key decides, also under concurrency). */
export async function insertLike(db: Queryable, experienceId: string, personaId: string): Promise<boolean> {
  const rows = await db.query<{ experience_id: string }>(
    `insert into experience_likes (experience_id, persona_id) values ($1, $2)
     on conflict (experience_id, persona_id) do nothing
     returning experience_id`,
    [experienceId, personaId],
  );
  return rows.length > 0;
}

/** Removes the like; false when there was none. */
export async function deleteLike(db: Queryable, experienceId: string, personaId: string): Promise<boolean> {
  const rows = await db.query<{ experience_id: string }>(
    'delete from experience_likes where experience_id = $1 and persona_id = $2 returning experience_id',
    [experienceId, personaId],
  );
  return rows.length > 0;
}
