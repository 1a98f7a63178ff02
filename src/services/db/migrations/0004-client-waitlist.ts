// The unsupported-OS mailing list (docs/product.md §6, §7; the client waitlist of docs/upstream-api.md): people who could not install the desktop client and want to hear when it runs on
// their system.
//
// One row per address: email is stored lowercased (the application lowercases; the check keeps it
// honest) under a plain unique constraint, so a repeated signup finds the first row instead of adding
// one, and no citext extension is needed. platform is the OS family the browser detected
// (src/shared/visit/os-support.ts OS_FAMILIES), kept free-form but short so a new family needs no
// migration.
export const id = '0004-client-waitlist';

export const sql = /* sql */ `
create table client_waitlist (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  platform text not null,
  created_at timestamptz not null default now(),
  constraint client_waitlist_email_key unique (email),
  constraint client_waitlist_email_lowercase check (email = lower(email)),
  constraint client_waitlist_email_length check (char_length(email) between 3 and 254),
  constraint client_waitlist_platform_format check (platform ~ '^[a-z][a-z0-9-]{0,31}$')
);

-- Exports read the list by platform, oldest first.
create index client_waitlist_platform_idx on client_waitlist (platform, created_at);
`;
