// Snapshots (docs/product.md §5; the screenshots service and POST /report/screenshots of
// docs/upstream-api-snapshots.md). The wire calls them screenshots; the product and its folders call them snapshots.
//
// - A snapshot belongs to the persona who took it; deleting the persona deletes their snapshots.
// - The experience it was taken in is optional, and a deleted experience leaves the picture standing
//   (experience_id becomes null) rather than taking someone's pictures with it.
// - The picture is generated art (image_seed), served by /media like experiences and listings.
// - Reports about a snapshot go with it (cascade): deleting a snapshot leaves nothing dangling. One
//   report per reporter and snapshot: a second report from the same persona is the first one again.
export const id = '0013-snapshots';

export const sql = /* sql */ `
create table snapshots (
  id uuid primary key default gen_random_uuid(),
  persona_id uuid not null references personas (id) on delete cascade,
  experience_id uuid references experiences (id) on delete set null,
  caption text not null default '',
  image_seed text not null,
  created_at timestamptz not null default now(),
  constraint snapshots_caption_length check (char_length(caption) <= 280),
  constraint snapshots_image_seed_format check (image_seed ~ '^[A-Za-z0-9_-]{1,64}$')
);

-- Newest first, for everyone, for one persona (profile pages) and for one experience (experience pages).
create index snapshots_newest_idx on snapshots (created_at desc, id desc);
create index snapshots_persona_idx on snapshots (persona_id, created_at desc, id desc);
create index snapshots_experience_idx on snapshots (experience_id, created_at desc, id desc) where experience_id is not null;

create table snapshot_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_persona uuid not null references personas (id) on delete cascade,
  snapshot_id uuid not null references snapshots (id) on delete cascade,
  reason text not null,
  description text not null default '',
  status text not null default 'open',
  created_at timestamptz not null default now(),
  constraint snapshot_reports_once unique (reporter_persona, snapshot_id),
  constraint snapshot_reports_reason_length check (char_length(reason) between 1 and 1200),
  constraint snapshot_reports_description_length check (char_length(description) <= 1000),
  constraint snapshot_reports_status_value check (status in ('open', 'reviewed', 'dismissed'))
);

create index snapshot_reports_snapshot_idx on snapshot_reports (snapshot_id, created_at desc);
create index snapshot_reports_open_idx on snapshot_reports (created_at) where status = 'open';
`;
