// Blocks between personas (docs/product.md §17 Blocking, docs/upstream-api-blocking.md): one row per blocker
// and blocked persona (the primary key), newest first by `created_at`. Deleting either persona deletes the
// row. "Whom did I block" is the primary key's prefix; "who blocked this persona" (a friend request's check)
// is the index on `blocked`.
export const id = '0030-persona-blocks';

export const sql = /* sql */ `
create table persona_blocks (
  blocker uuid not null references personas (id) on delete cascade,
  blocked uuid not null references personas (id) on delete cascade,
  created_at timestamptz not null,
  constraint persona_blocks_pkey primary key (blocker, blocked),
  constraint persona_blocks_not_self check (blocker <> blocked)
);
create index persona_blocks_blocked on persona_blocks (blocked, blocker);
create index persona_blocks_newest on persona_blocks (blocker, created_at desc, blocked);
`;
