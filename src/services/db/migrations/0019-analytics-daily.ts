// First-party analytics, kept only as daily totals: one row per subject (an experience or a listing),
// event and UTC day, whose count goes up by one per event. No raw event, no address, no account or
// persona and no hash of any of them is stored, so nothing here can tell two visitors apart; a row
// older than the retention window is deleted by the sweep (services/maintenance.ts).
// Subjects are not foreign keys: the totals of a deleted listing stay until they age out.
export const id = '0019-analytics-daily';

export const sql = /* sql */ `
create table analytics_daily (
  subject_kind text not null,
  subject_id uuid not null,
  event text not null,
  day date not null,
  count integer not null default 0,
  constraint analytics_daily_pkey primary key (subject_kind, subject_id, event, day),
  constraint analytics_daily_kind check (subject_kind in ('experience', 'listing')),
  constraint analytics_daily_event check (event in ('page-view', 'visit-started', 'add-to-cart', 'purchase')),
  constraint analytics_daily_count check (count >= 0)
);
create index analytics_daily_day on analytics_daily (day);
`;
