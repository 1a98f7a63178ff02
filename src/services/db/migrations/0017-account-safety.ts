// Account safety: guessing counters, the sandbox mail outbox, registrations awaiting their email's
// confirmation, and notifications that carry a host's redemption code.
//
// - throttle_counters: failures per key (an address, an account, an account at an address, a persona…)
//   with the last failure's time, for backoff (services/throttle). `key` is a SHA-256 digest of what is
//   counted, so no email or address is kept in the clear; `trusted_until` marks an account at an address
//   that signed in successfully. Replaces redemption_failures (fixed windows that locked every persona
//   at an address).
// - sandbox_mail_outbox: what the development mail sender "sent" (identity/mail.ts). A real provider
//   implements the same MailSender and never writes here.
// - pending_registrations: a sign-up waits here until the link in its email is opened; only then is the
//   account created. The token is stored as a SHA-256 digest.
// - notifications kind 'ticket-code': a host sent the persona a redemption code.
export const id = '0017-account-safety';

export const sql = /* sql */ `
create table throttle_counters (
  key text primary key,
  failures integer not null default 0,
  last_failure_at timestamptz,
  trusted_until timestamptz,
  constraint throttle_counters_failures check (failures >= 0)
);
create index throttle_counters_last_failure_at on throttle_counters (last_failure_at);

drop table redemption_failures;

create table sandbox_mail_outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index sandbox_mail_outbox_recipient on sandbox_mail_outbox (recipient, created_at desc);

create table pending_registrations (
  token_hash text primary key,
  email text not null,
  password_hash text not null,
  persona_handle text,
  persona_name text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint pending_registrations_email_lowercase check (email = lower(email)),
  constraint pending_registrations_persona check ((persona_handle is null) = (persona_name is null))
);
create index pending_registrations_expires_at on pending_registrations (expires_at);

alter table notifications drop constraint notifications_kind;
alter table notifications add constraint notifications_kind check (kind in ('event-reminder', 'event-changed', 'ticket-code'));
alter table notification_preferences drop constraint notification_preferences_kind;
alter table notification_preferences add constraint notification_preferences_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code'));
`;
