// Mutual friends and friends' activity (docs/product.md §18): which of the caller's friends are also friends
// of another persona, hold a ticket for or saved an event, or own a listing. Every list is one query that
// answers the page, the total and whether the thing named exists (docs/decisions/0050-…):
//
// - `my_friends` is the caller's side of `friendships` (the primary key serves the low side, the
//   `friendships_high_idx` the high side), so a list never reads beyond the caller's own friends;
// - each friend is then looked up by primary key or an existing index: their friendships (same two
//   indexes), `calendar_saves` (primary key persona, event), `tickets_holder` (holder, created_at),
//   `owned_products` (primary key persona, product).
//
// The cost grows with the caller's friend count, never with the event's attendance or a listing's sales,
// which is why no new index is needed.
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { PROFILE_COLUMNS } from '../profiles/index.ts';

export interface Paging {
  limit: number;
  offset: number;
}

export interface ActivityPage<R> {
  /** False when the persona, event or listing named does not exist. */
  found: boolean;
  rows: R[];
  total: number;
}

/** The persona ids who are friends of `$1`, as a CTE body. */
const FRIENDS_OF = (param: string) => /* sql */ `
  select persona_high as id from friendships where persona_low = ${param}
  union all
  select persona_low as id from friendships where persona_high = ${param}`;

const ORDER_BY_NAME = 'lower(p.name) collate "C", p.name collate "C", p.id';

type Flagged<R> = R & { found: boolean; total: number; id: string | null };

/**
 * One query: `matches` (a CTE of the personas on the list, one row each, with any extra columns) and
 * `exists` (whether the subject exists) become the page of profiles, the total and `found`. The page is
 * left-joined to a single row, so an empty page still carries the total and `found`.
 */
async function pageOf<R extends PersonaRow>(
  db: Queryable,
  sql: { matches: string; extraColumns: string; exists: string },
  params: unknown[],
  paging: Paging,
): Promise<ActivityPage<R>> {
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const rows = await db.query<Flagged<R>>(
    `with my_friends as (${FRIENDS_OF('$1::uuid')}),
          matches as (${sql.matches}),
          page as (
            select ${PROFILE_COLUMNS}${sql.extraColumns} from matches m
              join personas p on p.id = m.id
             order by ${ORDER_BY_NAME}
             limit ${limit} offset ${offset})
     select (${sql.exists}) as found, (select count(*)::int from matches) as total, page.*
       from (values (1)) as one (x)
       left join page on true
      order by lower(page.name) collate "C", page.name collate "C", page.id`,
    [...params, paging.limit, paging.offset],
  );
  const first = rows[0];
  return {
    found: first?.found ?? false,
    total: first?.total ?? 0,
    rows: rows.filter((row) => row.id !== null) as R[],
  };
}

/** The caller's friends who are also friends of `other` (never the caller or `other` themselves). */
export function listMutualFriends(
  db: Queryable,
  me: string,
  other: string,
  paging: Paging,
): Promise<ActivityPage<PersonaRow>> {
  return pageOf<PersonaRow>(
    db,
    {
      matches: `select id from my_friends intersect select id from (${FRIENDS_OF('$2::uuid')}) as theirs`,
      extraColumns: '',
      exists: 'select exists(select 1 from personas where id = $2::uuid)',
    },
    [me, other],
    paging,
  );
}

export type GoingRow = PersonaRow & { has_ticket: boolean; saved: boolean };

/**
 * The caller's friends going to an event: holding a ticket for it (not refunded) or having saved it to
 * their calendar. One row per friend, both reasons as flags.
 */
export function listFriendsGoing(
  db: Queryable,
  me: string,
  eventId: string,
  paging: Paging,
): Promise<ActivityPage<GoingRow>> {
  return pageOf<GoingRow>(
    db,
    {
      matches: `select * from (
                select f.id,
                       exists(select 1 from tickets t
                               where t.holder_persona_id = f.id and t.event_id = $2::uuid
                                 and not exists(select 1 from ticket_orders o where o.id = t.order_id and o.refunded_at is not null)) as has_ticket,
                       exists(select 1 from calendar_saves s where s.persona_id = f.id and s.event_id = $2::uuid) as saved
                  from my_friends f) as flagged
                 where has_ticket or saved`,
      extraColumns: ', m.has_ticket, m.saved',
      exists: 'select exists(select 1 from events where id = $2::uuid)',
    },
    [me, eventId],
    paging,
  );
}

/** The caller's friends who own a listing (bought it, or were given it). */
export function listFriendOwners(
  db: Queryable,
  me: string,
  productId: string,
  paging: Paging,
): Promise<ActivityPage<PersonaRow>> {
  return pageOf<PersonaRow>(
    db,
    {
      matches: `select f.id from my_friends f
                 where exists(select 1 from owned_products o where o.persona_id = f.id and o.product_id = $2::uuid)`,
      extraColumns: '',
      exists: 'select exists(select 1 from products where id = $2::uuid and deleted_at is null)',
    },
    [me, productId],
    paging,
  );
}
