// Friend requests, friendships (docs/product.md §6 friend states, docs/upstream-api.md Profiles and friends) and profile reports
// (docs/upstream-api.md Reports).
//
// A friendship is one row per pair, stored in canonical order (persona_low < persona_high), so "are A and
// B friends" is one primary-key lookup whichever side asks, and a pair can never be stored twice. A friend
// request is directed (from -> to); both directions may exist at once (MUTUAL_FRIEND_REQUESTS). Accepting
// deletes the requests and inserts the friendship in one transaction (see friends/repository.ts, which
// also serialises every change of one pair with a transaction-scoped advisory lock).
//
// Written for PostgreSQL 15 (Debian) and PostgreSQL 18 (PGlite): nothing here needs an extension.
export const id = '0002-friends-and-reports';

export const sql = /* sql */ `
create table friend_requests (
  from_persona uuid not null references personas (id) on delete cascade,
  to_persona uuid not null references personas (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint friend_requests_pkey primary key (from_persona, to_persona),
  constraint friend_requests_not_self check (from_persona <> to_persona)
);

-- "Requests sent to me" (the primary key serves "requests I sent").
create index friend_requests_to_idx on friend_requests (to_persona, created_at desc);

create table friendships (
  persona_low uuid not null references personas (id) on delete cascade,
  persona_high uuid not null references personas (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint friendships_pkey primary key (persona_low, persona_high),
  constraint friendships_canonical_order check (persona_low < persona_high)
);

-- "My friends" when I am the high side (the primary key serves the low side).
create index friendships_high_idx on friendships (persona_high, persona_low);

create table profile_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_persona uuid not null references personas (id) on delete cascade,
  avatar_persona uuid not null references personas (id) on delete cascade,
  reason text not null,
  description text not null default '',
  status text not null default 'open',
  created_at timestamptz not null default now(),
  constraint profile_reports_not_self check (reporter_persona <> avatar_persona),
  constraint profile_reports_reason_length check (char_length(reason) between 1 and 1200),
  constraint profile_reports_description_length check (char_length(description) <= 1000),
  constraint profile_reports_status_value check (status in ('open', 'reviewed', 'dismissed'))
);

-- Moderation reads open reports about one profile, newest first; reporters are looked up on cascade.
create index profile_reports_avatar_idx on profile_reports (avatar_persona, created_at desc);
create index profile_reports_reporter_idx on profile_reports (reporter_persona);
create index profile_reports_open_idx on profile_reports (created_at) where status = 'open';
`;
