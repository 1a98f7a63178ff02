// Events (docs/upstream-api-events.md): a host persona's gathering in one of the experiences, at instants stored in UTC
// with the host's IANA time zone kept beside them (so a weekly series keeps the host's wall-clock time
// across DST changes and pages can say "19:00 in Berlin" as the host meant it).
//
// - A weekly series is a row in event_series; its occurrences are ordinary rows of events (series_id set),
//   materialised ahead of time, so saving, tickets and reminders always point at one concrete occurrence.
// - The three parts of the public address /events/{a}/{b}/{c} are the host's persona handle, the
//   experience's handle and the event id (docs/upstream-api.md).
// - Streaming events carry a stream channel name, unique, used for the live-video token (agora-token).
// - Saving an event to one's calendar is a row in calendar_saves; the personal ICS feed is reached by a
//   secret token per persona (calendar_feeds), which the owner can replace.
export const id = '0008-events';

export const sql = /* sql */ `
create table event_series (
  id uuid primary key default gen_random_uuid(),
  host_persona_id uuid not null references personas (id) on delete cascade,
  time_zone text not null,
  -- ISO weekday of the host's local date (1 = Monday .. 7 = Sunday) and the local start time.
  weekday smallint not null,
  local_start time not null,
  duration_minutes integer not null,
  created_at timestamptz not null default now(),
  constraint event_series_weekday check (weekday between 1 and 7),
  constraint event_series_duration check (duration_minutes between 5 and 1440)
);

create table events (
  id uuid primary key default gen_random_uuid(),
  host_persona_id uuid not null references personas (id) on delete cascade,
  experience_id uuid not null references experiences (id) on delete cascade,
  series_id uuid references event_series (id) on delete cascade,
  title text not null,
  description text not null default '',
  image_seed text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- The host's IANA zone (e.g. Europe/Berlin); validated by the service, which knows the zone database.
  time_zone text not null,
  -- Above 0: featured (like experiences.curation).
  curation integer not null default 0,
  streaming boolean not null default false,
  stream_channel text,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- RFC 5545 SEQUENCE of the event's calendar entry: bumped by the trigger below whenever the times
  -- or the cancellation change, so calendar apps polling the feed replace their copy.
  sequence integer not null default 0,
  constraint events_title_length check (char_length(title) between 1 and 120),
  constraint events_description_length check (char_length(description) <= 4000),
  constraint events_time_order check (ends_at > starts_at),
  constraint events_stream_channel_key unique (stream_channel),
  constraint events_stream_channel_when_streaming check (streaming = (stream_channel is not null))
);
create index events_starts_at on events (starts_at);
create index events_ends_at on events (ends_at);
create index events_host on events (host_persona_id, starts_at);
create index events_series on events (series_id, starts_at);

create table calendar_saves (
  persona_id uuid not null references personas (id) on delete cascade,
  event_id uuid not null references events (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint calendar_saves_pkey primary key (persona_id, event_id)
);
create index calendar_saves_event on calendar_saves (event_id);

create table calendar_feeds (
  persona_id uuid primary key references personas (id) on delete cascade,
  -- sha256 of the secret in the feed's address; the secret itself is shown to its owner only.
  token_hash text not null,
  created_at timestamptz not null default now(),
  constraint calendar_feeds_token_hash_key unique (token_hash)
);

-- A moved or cancelled event gets a new SEQUENCE and LAST-MODIFIED whoever changes it (the service,
-- the demo re-anchoring, an operator's SQL), so feeds can never publish a change calendar apps ignore.
create function events_touch() returns trigger language plpgsql as $$
begin
  if new.starts_at is distinct from old.starts_at or new.ends_at is distinct from old.ends_at
     or new.cancelled_at is distinct from old.cancelled_at then
    new.sequence := old.sequence + 1;
  end if;
  if row(new.*) is distinct from row(old.*) then
    new.updated_at := now();
  end if;
  return new;
end $$;
create trigger events_touch before update on events for each row execute function events_touch();

-- The demo events (seed/seed-events.ts) and the instant they were last anchored: on every start the
-- demo is moved to keep its shape relative to the current day (a "live now" event stays live). Only
-- rows listed here are ever moved.
create table demo_events (
  key text primary key,
  event_id uuid not null unique references events (id) on delete cascade
);
create table demo_events_anchor (
  singleton boolean primary key default true,
  anchored_at timestamptz not null,
  constraint demo_events_anchor_singleton check (singleton)
);
`;
