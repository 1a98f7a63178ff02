// All SQL of ratings of past events (docs/product.md §24, migration 0035). Who may rate is decided by the routes
// with src/shared/event-ratings/rules.ts; who attended is the events domain's definition (its index.ts).
import type { Queryable } from '../db/database.ts';
import { notBlockedBy } from '../blocking/index.ts';

export interface RatedEventRow {
  id: string;
  host_persona_id: string;
  ends_at: Date | string;
  cancelled: boolean;
}

export interface RatingRow {
  event_id: string;
  persona_id: string;
  stars: number;
  comment: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  rater_handle: string;
  rater_name: string;
  rater_avatar_url: string | null;
}

export interface HostRatingRow extends RatingRow {
  event_title: string;
  experience_handle: string;
  host_handle: string;
}

export interface SummaryRow {
  sum: number;
  count: number;
}

/** The event a rating is about; undefined when no event has the id. */
export async function findRatedEvent(db: Queryable, eventId: string): Promise<RatedEventRow | undefined> {
  const [row] = await db.query<RatedEventRow>(
    'select id, host_persona_id, ends_at, cancelled_at is not null as cancelled from events where id = $1',
    [eventId],
  );
  return row;
}

const RATING_SELECT = `
  select r.event_id, r.persona_id, r.stars, r.comment, r.created_at, r.updated_at,
         p.handle as rater_handle, p.name as rater_name, p.avatar_url as rater_avatar_url
    from event_ratings r
    join personas p on p.id = r.persona_id`;

/** The persona's rating of the event, if any. */
export async function findRating(db: Queryable, eventId: string, personaId: string): Promise<RatingRow | undefined> {
  const [row] = await db.query<RatingRow>(`${RATING_SELECT} where r.event_id = $1 and r.persona_id = $2`, [
    eventId,
    personaId,
  ]);
  return row;
}

/**
 * Makes or changes the persona's rating of the event in one statement: two racing first ratings leave one row
 * (the primary key), the later write's stars and comment. `created` tells whether this call made the row.
 */
export async function upsertRating(
  db: Queryable,
  rating: { eventId: string; personaId: string; stars: number; comment: string | null; at: Date },
): Promise<{ created: boolean }> {
  const [row] = await db.query<{ created: boolean }>(
    `insert into event_ratings (event_id, persona_id, stars, comment, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (event_id, persona_id) do update
       set stars = excluded.stars, comment = excluded.comment,
           updated_at = greatest(excluded.updated_at, event_ratings.created_at)
     returning (xmax = 0) as created`,
    [rating.eventId, rating.personaId, rating.stars, rating.comment, rating.at],
  );
  return { created: row?.created === true };
}

/** Removes the persona's rating of the event; whether there was one. */
export async function deleteRating(db: Queryable, eventId: string, personaId: string): Promise<boolean> {
  const rows = await db.query('delete from event_ratings where event_id = $1 and persona_id = $2 returning 1', [
    eventId,
    personaId,
  ]);
  return rows.length > 0;
}

/** The condition that leaves out ratings by personas the viewer blocked or who blocked the viewer. */
function visibleTo(viewerParam: string): string {
  return `(${viewerParam}::uuid is null
           or (${notBlockedBy(`${viewerParam}::uuid`, 'r.persona_id')}
               and not exists (select 1 from persona_blocks bb where bb.blocker = r.persona_id and bb.blocked = ${viewerParam}::uuid)))`;
}

/** Every rating of the event counted (blocks do not change the average). */
export async function eventSummary(db: Queryable, eventId: string): Promise<SummaryRow> {
  const [row] = await db.query<SummaryRow>(
    'select coalesce(sum(stars), 0)::int as sum, count(*)::int as count from event_ratings where event_id = $1',
    [eventId],
  );
  return { sum: row?.sum ?? 0, count: row?.count ?? 0 };
}

/** The event's ratings the viewer may see, newest first. */
export async function listEventRatings(
  db: Queryable,
  eventId: string,
  viewerPersonaId: string | null,
  paging: { limit: number; offset: number },
): Promise<{ rows: RatingRow[]; total: number }> {
  const where = `where r.event_id = $1 and ${visibleTo('$2')}`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from event_ratings r ${where}`, [
    eventId,
    viewerPersonaId,
  ]);
  const rows = await db.query<RatingRow>(
    `${RATING_SELECT} ${where} order by r.updated_at desc, r.persona_id desc limit $3 offset $4`,
    [eventId, viewerPersonaId, paging.limit, paging.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/** Every rating of every event the host hosts. */
export async function hostSummary(db: Queryable, hostPersonaId: string): Promise<SummaryRow> {
  const [row] = await db.query<SummaryRow>(
    `select coalesce(sum(r.stars), 0)::int as sum, count(*)::int as count
       from events ev join event_ratings r on r.event_id = ev.id
      where ev.host_persona_id = $1`,
    [hostPersonaId],
  );
  return { sum: row?.sum ?? 0, count: row?.count ?? 0 };
}

/** The most recent ratings of the host's events the viewer may see, with the event they are about. */
export async function recentHostRatings(
  db: Queryable,
  hostPersonaId: string,
  viewerPersonaId: string | null,
  limit: number,
): Promise<HostRatingRow[]> {
  return db.query<HostRatingRow>(
    `select r.event_id, r.persona_id, r.stars, r.comment, r.created_at, r.updated_at,
            p.handle as rater_handle, p.name as rater_name, p.avatar_url as rater_avatar_url,
            ev.title as event_title, ex.handle as experience_handle, hp.handle as host_handle
       from events ev
       join event_ratings r on r.event_id = ev.id
       join personas p on p.id = r.persona_id
       join personas hp on hp.id = ev.host_persona_id
       join experiences ex on ex.id = ev.experience_id
      where ev.host_persona_id = $1 and ${visibleTo('$2')}
      order by r.updated_at desc, r.event_id desc, r.persona_id desc
      limit $3`,
    [hostPersonaId, viewerPersonaId, limit],
  );
}
