// All SQL of the events domain (migration 0008). Every function takes a Queryable so it runs on the
// database or inside a transaction, and every "now" is a parameter: the routes pass their clock.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { notBlockedBy } from '../blocking/index.ts';
import { goingPersonaIds } from './going.ts';

export interface EventRow {
  id: string;
  host_persona_id: string;
  experience_id: string;
  series_id: string | null;
  title: string;
  description: string;
  image_seed: string;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  curation: number;
  streaming: boolean;
  stream_channel: string | null;
  cancelled_at: Date | string | null;
  updated_at: Date | string;
  sequence: number;
  category: string;
  host_handle: string;
  host_name: string;
  host_avatar_url: string | null;
  experience_handle: string;
  experience_name: string;
  /** null when the caller has no persona (nothing to be saved for). */
  saved: boolean | null;
}

/** $1 is always the caller's persona id (or null). */
const EVENT_SELECT = `
  select ev.id, ev.host_persona_id, ev.experience_id, ev.series_id, ev.title, ev.description, ev.image_seed,
         ev.starts_at, ev.ends_at, ev.time_zone, ev.curation, ev.streaming, ev.stream_channel, ev.cancelled_at,
         ev.updated_at, ev.sequence, ev.category,
         pe.handle as host_handle, pe.name as host_name, pe.avatar_url as host_avatar_url,
         ex.handle as experience_handle, ex.name as experience_name,
         case when $1::uuid is null then null
              else exists (select 1 from calendar_saves cs where cs.persona_id = $1::uuid and cs.event_id = ev.id) end as saved
    from events ev
    join personas pe on pe.id = ev.host_persona_id
    join experiences ex on ex.id = ev.experience_id`;

export interface EventListFilter {
  viewerPersonaId: string | null;
  now: Date;
  /** Not ended at `now` (live ones included). */
  upcoming?: boolean;
  /** Ended at `now`. */
  ended?: boolean;
  includeCancelled?: boolean;
  search?: string | undefined;
  /** Overlapping [from, to). */
  range?: { from: Date; to: Date } | undefined;
  live?: boolean | undefined;
  featured?: boolean | undefined;
  hostHandle?: string | undefined;
  hostPersonaId?: string | undefined;
  savedBy?: string | undefined;
  /** One category's events only (docs/product.md §21). */
  category?: string | undefined;
  /** Leave out events hosted by personas the viewer blocked (docs/product.md §17: browsing and search). */
  hideBlocked?: boolean;
  order: 'soonest' | 'latest-ended' | 'curation';
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listEvents(db: Queryable, f: EventListFilter): Promise<{ rows: EventRow[]; total: number }> {
  const params: unknown[] = [f.viewerPersonaId];
  const where: string[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const now = f.now.toISOString();
  if (f.upcoming) where.push(`ev.ends_at > ${p(now)}::timestamptz`);
  if (f.ended) where.push(`ev.ends_at <= ${p(now)}::timestamptz`);
  if (!f.includeCancelled) where.push('ev.cancelled_at is null');
  if (f.search) {
    const like = p(`%${escapeLike(f.search)}%`);
    where.push(
      `(ev.title ilike ${like} or ev.description ilike ${like} or pe.name ilike ${like} or ex.name ilike ${like})`,
    );
  }
  if (f.range) {
    const from = p(f.range.from.toISOString());
    const to = p(f.range.to.toISOString());
    where.push(`ev.starts_at < ${to}::timestamptz and ev.ends_at > ${from}::timestamptz`);
  }
  if (f.live) {
    const at = p(now);
    where.push(`ev.starts_at <= ${at}::timestamptz and ev.ends_at > ${at}::timestamptz`);
  }
  if (f.featured) where.push('ev.curation > 0');
  if (f.category) where.push(`ev.category = ${p(f.category)}`);
  if (f.hostHandle) where.push(`pe.handle = ${p(f.hostHandle)}`);
  if (f.hostPersonaId) where.push(`ev.host_persona_id = ${p(f.hostPersonaId)}::uuid`);
  if (f.hideBlocked && f.viewerPersonaId !== null) where.push(notBlockedBy('$1::uuid', 'ev.host_persona_id'));
  if (f.savedBy)
    where.push(
      `exists (select 1 from calendar_saves s2 where s2.persona_id = ${p(f.savedBy)}::uuid and s2.event_id = ev.id)`,
    );
  const whereSql = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const orderSql =
    f.order === 'latest-ended'
      ? 'order by ev.ends_at desc, ev.id'
      : f.order === 'curation'
        ? 'order by ev.curation desc, ev.starts_at, ev.id'
        : 'order by ev.starts_at, ev.id';
  // One round trip: the total rides on every row (a window count). Only a page past the end (no rows)
  // needs a separate count. PGlite has one connection, so queries saved are requests served.
  const countParams = [...params];
  const rows = await db.query<EventRow & { total_count: number | string }>(
    `${EVENT_SELECT.replace('from events ev', ', count(*) over () as total_count\n    from events ev')} ${whereSql} ${orderSql} limit ${p(f.limit)} offset ${p(f.offset)}`,
    params,
  );
  if (rows.length > 0 || f.offset === 0) {
    return { rows: rows.map(({ total_count: _total, ...row }) => row), total: Number(rows[0]?.total_count ?? 0) };
  }
  // $1 (the viewer) is not used by the count; naming its type keeps both drivers from refusing it.
  const [count] = await db.query<{ total: number | string }>(
    `select count(*) as total from events ev join personas pe on pe.id = ev.host_persona_id join experiences ex on ex.id = ev.experience_id
      ${whereSql === '' ? 'where' : `${whereSql} and`} ($1::uuid is null or $1::uuid is not null)`,
    countParams,
  );
  return { rows: [], total: Number(count?.total ?? 0) };
}

export async function findEventByAddress(
  db: Queryable,
  viewerPersonaId: string | null,
  address: { hostHandle: string; experienceHandle: string; eventId: string },
): Promise<EventRow | undefined> {
  const [row] = await db.query<EventRow>(
    `${EVENT_SELECT} where ev.id = $2::uuid and pe.handle = $3 and ex.handle = $4`,
    [viewerPersonaId, address.eventId, address.hostHandle, address.experienceHandle],
  );
  return row;
}

export async function findEventById(
  db: Queryable,
  viewerPersonaId: string | null,
  eventId: string,
): Promise<EventRow | undefined> {
  const [row] = await db.query<EventRow>(`${EVENT_SELECT} where ev.id = $2::uuid`, [viewerPersonaId, eventId]);
  return row;
}

/** Saves an event for a persona; true when it was not saved before (idempotent). */
export async function saveEvent(db: Queryable, personaId: string, eventId: string): Promise<boolean> {
  const rows = await db.query(
    'insert into calendar_saves (persona_id, event_id) values ($1, $2) on conflict do nothing returning event_id',
    [personaId, eventId],
  );
  return rows.length > 0;
}

export async function unsaveEvent(db: Queryable, personaId: string, eventId: string): Promise<void> {
  await db.query('delete from calendar_saves where persona_id = $1 and event_id = $2', [personaId, eventId]);
}

// ---- who is going (docs/product.md §21) ---------------------------------------------------------

export interface AttendeeRow {
  id: string;
  handle: string;
  name: string;
  avatar_url: string | null;
  /** Whether the viewer and this persona are friends; null for a viewer without a persona. */
  friend: boolean | null;
}

/**
 * The personas going to an event (going.ts: a ticket for it that was not refunded, or the event saved to their
 * calendar); one row per persona. For a persona viewer, the pairs where either blocked the other are left out (both ways: neither meets the
 * other here) and the viewer's friends come first; then by name. `found` is false when no event has the id.
 */
export async function listAttendees(
  db: Queryable,
  eventId: string,
  viewerPersonaId: string | null,
  paging: { limit: number; offset: number },
): Promise<{ found: boolean; rows: AttendeeRow[]; total: number }> {
  const rows = await db.query<AttendeeRow & { found: boolean; total: number; id: string | null }>(
    `with going as (${goingPersonaIds('$1::uuid')}),
          visible as (
            select g.id,
                   case when $2::uuid is null then null
                        else exists (select 1 from friendships f
                                      where f.persona_low = least(g.id, $2::uuid) and f.persona_high = greatest(g.id, $2::uuid)) end as friend
              from going g
             where $2::uuid is null
                or (${notBlockedBy('$2::uuid', 'g.id')}
                    and not exists (select 1 from persona_blocks bb where bb.blocker = g.id and bb.blocked = $2::uuid))),
          page as (
            select p.id, p.handle, p.name, p.avatar_url, v.friend
              from visible v join personas p on p.id = v.id
             order by v.friend desc nulls last, lower(p.name) collate "C", p.name collate "C", p.id
             limit $3 offset $4)
     select exists (select 1 from events where id = $1::uuid) as found, (select count(*)::int from visible) as total, page.*
       from (values (1)) as one (x)
       left join page on true
      order by page.friend desc nulls last, lower(page.name) collate "C", page.name collate "C", page.id`,
    [eventId, viewerPersonaId, paging.limit, paging.offset],
  );
  const first = rows[0];
  return {
    found: first?.found ?? false,
    total: first?.total ?? 0,
    rows: rows
      .filter((row): row is typeof row & { id: string } => row.id !== null)
      .map(({ id, handle, name, avatar_url, friend }) => ({ id, handle, name, avatar_url, friend })),
  };
}

/** The persona behind a host page (docs/product.md §21), by handle. */
export async function findHost(
  db: Queryable,
  handle: string,
): Promise<{ id: string; handle: string; name: string; avatar_url: string | null } | undefined> {
  const [row] = await db.query<{ id: string; handle: string; name: string; avatar_url: string | null }>(
    'select id, handle, name, avatar_url from personas where handle = $1',
    [handle],
  );
  return row;
}

// ---- calendar feeds ----------------------------------------------------------------------------

export function hashFeedSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export async function feedOf(db: Queryable, personaId: string): Promise<{ created_at: Date | string } | undefined> {
  const [row] = await db.query<{ created_at: Date | string }>(
    'select created_at from calendar_feeds where persona_id = $1',
    [personaId],
  );
  return row;
}

/** Replaces the persona's feed secret (the old address stops working at once). */
export async function replaceFeed(db: Queryable, personaId: string, secret: string, now: Date): Promise<Date> {
  const [row] = await db.query<{ created_at: Date | string }>(
    `insert into calendar_feeds (persona_id, token_hash, created_at) values ($1, $2, $3)
       on conflict (persona_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at
     returning created_at`,
    [personaId, hashFeedSecret(secret), now.toISOString()],
  );
  return new Date(row?.created_at ?? now);
}

export async function personaOfFeed(db: Queryable, secret: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db.query<{ id: string; name: string }>(
    'select pe.id, pe.name from calendar_feeds f join personas pe on pe.id = f.persona_id where f.token_hash = $1',
    [hashFeedSecret(secret)],
  );
  return row;
}
