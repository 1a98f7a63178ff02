// Saved event searches (docs/product.md §23, docs/upstream-api-saved-searches.md,
// docs/decisions/0055-saved-searches-matched-in-the-hosts-write.md).
//
// - saved_event_searches: one row per search a persona keeps: its name and the filters of /events (words,
//   category, a named day or a date, or a from–to range of dates) with the zone the days are read in.
//   `filters_key` is the filters in one canonical form (src/shared/event-searches/filters.ts), unique per
//   persona, so the same filters twice are refused by the key even under racing saves. The limit of 20 per
//   persona is held by the service under the persona row's lock. Deleting the persona deletes its searches.
// - Index: the persona's list (newest first) is the unique key's neighbour; the match on a new event reads
//   every search, narrowed by category when the search has one.
// - The notification kind `event-search-match` with its on/off setting; every earlier kind is kept.
export const id = '0034-saved-event-searches';

export const sql = /* sql */ `
create table saved_event_searches (
  id uuid primary key default gen_random_uuid(),
  persona_id uuid not null references personas (id) on delete cascade,
  name text not null,
  q text,
  category text,
  day text,
  date_from date,
  date_to date,
  time_zone text not null,
  filters_key text not null,
  created_at timestamptz not null,
  constraint saved_event_searches_name_length check (char_length(name) between 1 and 80),
  constraint saved_event_searches_q_length check (q is null or char_length(q) between 1 and 100),
  constraint saved_event_searches_category check (category is null or category in ('music', 'social', 'games', 'education', 'art', 'sports', 'other')),
  constraint saved_event_searches_range check ((date_from is null) = (date_to is null) and (date_from is null or date_to >= date_from)),
  constraint saved_event_searches_day_or_range check (day is null or date_from is null),
  constraint saved_event_searches_some_filter check (q is not null or category is not null or day is not null or date_from is not null),
  constraint saved_event_searches_filters unique (persona_id, filters_key)
);
create index saved_event_searches_persona on saved_event_searches (persona_id, created_at desc, id);
create index saved_event_searches_category on saved_event_searches (category);

alter table notifications drop constraint notifications_kind;
alter table notifications add constraint notifications_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply', 'gift-received', 'defect-reported', 'defect-status', 'event-search-match'));
alter table notification_preferences drop constraint notification_preferences_kind;
alter table notification_preferences add constraint notification_preferences_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply', 'gift-received', 'defect-reported', 'defect-status', 'event-search-match'));
`;
