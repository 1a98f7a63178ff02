// Event reminders and in-app notifications (docs/upstream-api-notifications.md GET /event-notifications, POST
// /event-notification-subscriptions, GET/POST /notification-subscriptions).
//
// - event_reminder_subscriptions: a persona asked to be reminded of one event ("Remind me").
//   `seen_starts_at` is the start the persona last heard about, so the reminder sweep can tell that an
//   event moved (an 'event-changed' notification) without the events service having to call us.
// - notification_preferences: per persona and kind, on or off. No row = the kind's default (on).
// - notifications: what a persona sees under the bell. `dedupe_key` is unique per persona and is the
//   final guard of "delivered once": however many job runs, sweeps or instances race to deliver the same
//   reminder, one insert wins and the others do nothing (insert … on conflict do nothing).
// The jobs themselves live in pg-boss's own schema (pgboss), created by pg-boss at worker start.
export const id = '0011-event-notifications';

export const sql = /* sql */ `
create table event_reminder_subscriptions (
  persona_id uuid not null references personas (id) on delete cascade,
  event_id uuid not null references events (id) on delete cascade,
  seen_starts_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint event_reminder_subscriptions_pkey primary key (persona_id, event_id)
);
create index event_reminder_subscriptions_event on event_reminder_subscriptions (event_id);

create table notification_preferences (
  persona_id uuid not null references personas (id) on delete cascade,
  kind text not null,
  enabled boolean not null,
  updated_at timestamptz not null default now(),
  constraint notification_preferences_pkey primary key (persona_id, kind),
  constraint notification_preferences_kind check (kind in ('event-reminder', 'event-changed'))
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  persona_id uuid not null references personas (id) on delete cascade,
  event_id uuid references events (id) on delete cascade,
  kind text not null,
  title text not null,
  body text not null default '',
  dedupe_key text not null,
  created_at timestamptz not null,
  read_at timestamptz,
  constraint notifications_kind check (kind in ('event-reminder', 'event-changed')),
  constraint notifications_dedupe_key unique (persona_id, dedupe_key)
);
create index notifications_persona on notifications (persona_id, created_at desc);
create index notifications_unread on notifications (persona_id) where read_at is null;
`;
