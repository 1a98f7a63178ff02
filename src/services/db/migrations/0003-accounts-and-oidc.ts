// Local accounts of the embedded identity provider, and the store behind its oidc-provider adapter.
//
// accounts.email is stored lowercased (the application lowercases; the check keeps it honest) with a plain
// unique constraint, so no citext extension is needed. password_hash is a self-describing scrypt string
// (see identity/passwords.ts). A persona links to its account through personas.account_subject = accounts.id.
//
// oidc_store holds every stateful oidc-provider model (sessions, interactions, grants, codes, refresh
// tokens…) as a JSON payload keyed by (model, id), so grants survive restarts and are shared between
// instances. Rows past expires_at are treated as absent and may be swept at any time.
export const id = '0003-accounts-and-oidc';

export const sql = /* sql */ `
create table accounts (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  created_at timestamptz not null default now(),
  constraint accounts_email_key unique (email),
  constraint accounts_email_lowercase check (email = lower(email)),
  constraint accounts_email_length check (char_length(email) between 3 and 254)
);

create table oidc_store (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  constraint oidc_store_pkey primary key (model, id)
);

create index oidc_store_grant_id on oidc_store (grant_id) where grant_id is not null;
create index oidc_store_uid on oidc_store (model, uid) where uid is not null;
create index oidc_store_user_code on oidc_store (model, user_code) where user_code is not null;
create index oidc_store_expires_at on oidc_store (expires_at) where expires_at is not null;
`;
