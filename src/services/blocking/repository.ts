// All SQL of blocks (docs/product.md §17 Blocking): one row per blocker and blocked persona. A block ends
// the pair's friendship and requests in the same transaction (friends' endRelations, under the pair's lock).
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { PROFILE_COLUMNS } from '../profiles/index.ts';
import { endRelations } from '../friends/index.ts';

/** Blocks `blocked` for `blocker` (idempotent: true when the block is new), ending their relations. */
export async function addBlock(tx: Queryable, blocker: string, blocked: string, now: Date): Promise<boolean> {
  await endRelations(tx, blocker, blocked);
  const rows = await tx.query(
    `insert into persona_blocks (blocker, blocked, created_at) values ($1, $2, $3)
     on conflict (blocker, blocked) do nothing returning blocked`,
    [blocker, blocked, now],
  );
  return rows.length > 0;
}

/** Lifts the block (idempotent). Friendships and requests it ended stay ended. */
export async function removeBlock(db: Queryable, blocker: string, blocked: string): Promise<void> {
  await db.query('delete from persona_blocks where blocker = $1 and blocked = $2', [blocker, blocked]);
}

export async function isBlocking(db: Queryable, blocker: string, blocked: string): Promise<boolean> {
  return (
    (await db.query('select 1 from persona_blocks where blocker = $1 and blocked = $2', [blocker, blocked])).length > 0
  );
}

/** Which of `others` the persona `blocker` blocked. */
export async function blockedAmong(db: Queryable, blocker: string, others: readonly string[]): Promise<string[]> {
  if (others.length === 0) return [];
  const rows = await db.query<{ blocked: string }>(
    'select blocked::text as blocked from persona_blocks where blocker = $1 and blocked = any($2::uuid[])',
    [blocker, [...new Set(others)]],
  );
  return rows.map((row) => row.blocked);
}

export type BlockRow = PersonaRow & { blocked_at: Date | string };

/** The personas `blocker` blocked, newest first. */
export async function listBlocks(
  db: Queryable,
  blocker: string,
  paging: { limit: number; offset: number },
): Promise<{ rows: BlockRow[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    'select count(*)::int as total from persona_blocks where blocker = $1',
    [blocker],
  );
  const rows = await db.query<BlockRow>(
    `select ${PROFILE_COLUMNS}, b.created_at as blocked_at
       from persona_blocks b join personas p on p.id = b.blocked
      where b.blocker = $1
      order by b.created_at desc, b.blocked desc
      limit $2 offset $3`,
    [blocker, paging.limit, paging.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/**
 * The SQL condition that keeps what `column` (a persona id) wrote out of the answers of the viewer whose id
 * is the parameter `viewerParam` (docs/product.md §17: what a persona blocked is hidden from them). One
 * anti-join on the block's primary key; callers add it only when a persona is calling.
 */
export function notBlockedBy(viewerParam: string, column: string): string {
  return `not exists (select 1 from persona_blocks blk where blk.blocker = ${viewerParam} and blk.blocked = ${column})`;
}
