// All SQL of friend requests and friendships (docs/product.md §6 friend states). Every change of one pair runs in a
// transaction that first takes a transaction-scoped advisory lock on the pair, so two callers acting on
// the same pair at once (opposite requests, request vs accept, double accept…) run one after the other
// and each sees the other's result. Unique keys (one request per direction, one friendship per pair in
// canonical order) back this up. PGlite has one connection and serialises anyway.
import { FRIEND_STATUSES, type FriendStatus } from '../../shared/friends/friend-status.ts';
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { relationError, PROFILE_COLUMNS } from '../profiles/index.ts';

// docs/product.md §6 statuses, shared with the web tier: SELF, FRIENDS, FRIEND_REQUEST_SENT, REQUESTING_FRIENDSHIP,
// MUTUAL_FRIEND_REQUESTS, NOT_FRIENDS, and PROFILE (a caller who cannot have relations: anonymous).
export { FRIEND_STATUSES, type FriendStatus };

/** Arbitrary, fixed: the namespace of per-pair advisory locks (next to the migration and seed keys). */
export const FRIEND_PAIR_LOCK_KEY = 7_454_301_003;

interface RelationFlags {
  other: string;
  friends: boolean;
  sent: boolean;
  received: boolean;
}

export function statusOf(me: string, flags: RelationFlags): FriendStatus {
  if (flags.other === me) return 'SELF';
  if (flags.friends) return 'FRIENDS';
  if (flags.sent && flags.received) return 'MUTUAL_FRIEND_REQUESTS';
  if (flags.sent) return 'FRIEND_REQUEST_SENT';
  if (flags.received) return 'REQUESTING_FRIENDSHIP';
  return 'NOT_FRIENDS';
}

/** The status of `me` towards each of `others`, in one query. */
export async function friendStatuses(
  db: Queryable,
  me: string,
  others: readonly string[],
): Promise<Map<string, FriendStatus>> {
  if (others.length === 0) return new Map();
  const rows = await db.query<RelationFlags>(
    `select o.id::text as other,
            exists(select 1 from friendships f
                    where f.persona_low = least($1::uuid, o.id) and f.persona_high = greatest($1::uuid, o.id)) as friends,
            exists(select 1 from friend_requests r where r.from_persona = $1::uuid and r.to_persona = o.id) as sent,
            exists(select 1 from friend_requests r where r.from_persona = o.id and r.to_persona = $1::uuid) as received
       from unnest($2::uuid[]) as o(id)`,
    [me, [...new Set(others)]],
  );
  return new Map(rows.map((row) => [row.other, statusOf(me, row)]));
}

export async function friendStatus(db: Queryable, me: string, other: string): Promise<FriendStatus> {
  return (await friendStatuses(db, me, [other])).get(other) ?? 'NOT_FRIENDS';
}

/** The pair's lock: a gift between friends holds it, so a block or an unfriend waits for it or is seen by it. */
export async function lockFriendPair(tx: Queryable, a: string, b: string): Promise<void> {
  await tx.query(
    `select pg_advisory_xact_lock(
       hashtextextended(least($1::uuid, $2::uuid)::text || ':' || greatest($1::uuid, $2::uuid)::text, $3::bigint))`,
    [a, b, FRIEND_PAIR_LOCK_KEY],
  );
}

const areFriends = async (tx: Queryable, a: string, b: string) =>
  (
    await tx.query(
      `select 1 from friendships where persona_low = least($1::uuid, $2::uuid) and persona_high = greatest($1::uuid, $2::uuid)`,
      [a, b],
    )
  ).length > 0;

/** Either persona blocked the other (docs/product.md §17): no request may be sent between them. */
const blockedEitherWay = async (tx: Queryable, a: string, b: string) =>
  (
    await tx.query(
      'select 1 from persona_blocks where (blocker = $1 and blocked = $2) or (blocker = $2 and blocked = $1)',
      [a, b],
    )
  ).length > 0;

const hasRequest = async (tx: Queryable, from: string, to: string) =>
  (await tx.query('select 1 from friend_requests where from_persona = $1 and to_persona = $2', [from, to])).length > 0;

export type FriendAction = 'request' | 'accept' | 'reject' | 'unfriend';
export const FRIEND_ACTIONS: readonly FriendAction[] = ['request', 'accept', 'reject', 'unfriend'];

/**
 * Applies one action of `me` towards `other` (never the same persona: the caller checks) inside `tx`,
 * and returns the resulting status from `me`'s point of view.
 *
 * - request: 409 already-friends when friends; 409 friend-request-unavailable when either blocked the other
 *   (docs/product.md §17; a block ends the friendship first, so friends are never blocked); otherwise my request exists afterwards (idempotent). If
 *   the other already asked me, both requests exist: MUTUAL_FRIEND_REQUESTS (accept makes them friends).
 * - accept: needs their request to me (409 no-friend-request), or we are already friends (idempotent);
 *   deletes the requests of both directions and records the friendship.
 * - reject: when they asked me, deletes their request, and mine too if both asked (MUTUAL): ignoring
 *   someone means not becoming friends, so the result is NOT_FRIENDS (the web tier's nextStatus rule).
 *   When they did not ask, nothing changes (idempotent; it never cancels a lone request of mine nor
 *   ends a friendship).
 * - unfriend: deletes the friendship, if any (idempotent).
 */
export async function applyFriendAction(
  tx: Queryable,
  action: FriendAction,
  me: string,
  other: string,
): Promise<FriendStatus> {
  await lockFriendPair(tx, me, other);
  switch (action) {
    case 'request':
      if (await areFriends(tx, me, other)) {
        throw relationError('already-friends', 'You are already friends with this persona.');
      }
      // The same words whichever side blocked (docs/product.md §17): the refusal does not say who did.
      if (await blockedEitherWay(tx, me, other)) {
        throw relationError('friend-request-unavailable', 'You cannot send this persona a friend request.');
      }
      await tx.query(
        `insert into friend_requests (from_persona, to_persona) values ($1, $2)
         on conflict (from_persona, to_persona) do nothing`,
        [me, other],
      );
      break;
    case 'accept':
      if (await areFriends(tx, me, other)) return 'FRIENDS';
      if (!(await hasRequest(tx, other, me))) {
        throw relationError('no-friend-request', 'This persona has not sent you a friend request.');
      }
      await tx.query(
        `delete from friend_requests
          where (from_persona = $1 and to_persona = $2) or (from_persona = $2 and to_persona = $1)`,
        [me, other],
      );
      await tx.query(
        `insert into friendships (persona_low, persona_high)
         values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid))
         on conflict (persona_low, persona_high) do nothing`,
        [me, other],
      );
      break;
    case 'reject':
      if (await hasRequest(tx, other, me)) {
        await tx.query(
          `delete from friend_requests
            where (from_persona = $1 and to_persona = $2) or (from_persona = $2 and to_persona = $1)`,
          [me, other],
        );
      }
      break;
    case 'unfriend':
      await tx.query(
        'delete from friendships where persona_low = least($1::uuid, $2::uuid) and persona_high = greatest($1::uuid, $2::uuid)',
        [me, other],
      );
      break;
  }
  return friendStatus(tx, me, other);
}

/**
 * Ends every relation of the pair: the friendship and the requests of both directions (docs/product.md §17,
 * a block). Under the pair's lock, so a request racing the block either lands before it (and is deleted
 * here) or runs after it (and sees the block).
 */
export async function endRelations(tx: Queryable, a: string, b: string): Promise<void> {
  await lockFriendPair(tx, a, b);
  await tx.query(
    'delete from friendships where persona_low = least($1::uuid, $2::uuid) and persona_high = greatest($1::uuid, $2::uuid)',
    [a, b],
  );
  await tx.query(
    'delete from friend_requests where (from_persona = $1 and to_persona = $2) or (from_persona = $2 and to_persona = $1)',
    [a, b],
  );
}

export type FriendRow = PersonaRow & { friends_since: Date | string };

export async function listFriends(
  db: Queryable,
  me: string,
  paging: { limit: number; offset: number },
): Promise<{ rows: FriendRow[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    'select count(*)::int as total from friendships where persona_low = $1 or persona_high = $1',
    [me],
  );
  const rows = await db.query<FriendRow>(
    `select ${PROFILE_COLUMNS}, f.created_at as friends_since
       from friendships f
       join personas p on p.id = case when f.persona_low = $1 then f.persona_high else f.persona_low end
      where f.persona_low = $1 or f.persona_high = $1
      order by lower(p.name) collate "C", p.name collate "C", p.id
      limit $2 offset $3`,
    [me, paging.limit, paging.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

export type RequestRow = PersonaRow & { incoming: boolean; outgoing: boolean; requested_at: Date | string };

/** One row per other persona with a pending request either way; newest first. */
export async function listFriendRequests(
  db: Queryable,
  me: string,
  paging: { limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number; incoming: number; outgoing: number }> {
  const [count] = await db.query<{ total: number; incoming: number; outgoing: number }>(
    `select count(distinct case when from_persona = $1 then to_persona else from_persona end)::int as total,
            count(*) filter (where to_persona = $1)::int as incoming,
            count(*) filter (where from_persona = $1)::int as outgoing
       from friend_requests where from_persona = $1 or to_persona = $1`,
    [me],
  );
  const rows = await db.query<RequestRow>(
    `select ${PROFILE_COLUMNS},
            bool_or(r.to_persona = $1) as incoming,
            bool_or(r.from_persona = $1) as outgoing,
            max(r.created_at) as requested_at
       from friend_requests r
       join personas p on p.id = case when r.from_persona = $1 then r.to_persona else r.from_persona end
      where r.from_persona = $1 or r.to_persona = $1
      group by p.id
      order by requested_at desc, p.id
      limit $2 offset $3`,
    [me, paging.limit, paging.offset],
  );
  return { rows, total: count?.total ?? 0, incoming: count?.incoming ?? 0, outgoing: count?.outgoing ?? 0 };
}
