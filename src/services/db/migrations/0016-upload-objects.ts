// The bytes of uploads and their variants, for the PostgreSQL object store (uploads/postgres-store.ts):
// every instance on one database reads and writes the same objects, so an upload signed on one
// instance, sent through another and confirmed on a third works, and its pictures are served by all.
// Keys are the store's keys (src/shared/uploads/object-key.ts); one row per object, replaced on rewrite.
export const id = '0016-upload-objects';

export const sql = /* sql */ `
create table upload_objects (
  key text primary key,
  content_type text not null,
  bytes bytea not null,
  size integer generated always as (octet_length(bytes)) stored,
  stored_at timestamptz not null default now(),
  constraint upload_objects_key check (key ~ '^[a-z0-9][a-z0-9/-]*(\\.[a-z0-9]+)?$'),
  constraint upload_objects_size check (octet_length(bytes) <= 10485760)
);
-- The signing secret of upload addresses when UPLOADS_SECRET is unset, shared by every instance.
create table upload_settings (
  name text primary key,
  value text not null
);
`;
