// Ratings of past events and their hosts (docs/product.md §24, docs/upstream-api-event-ratings.md,
// docs/decisions/0056-event-ratings-by-attendees.md).
//
// - event_ratings: one row per persona and event (the primary key, so two racing first ratings by one persona
//   leave one row). Who may rate (an attendee, not the host, after the end and within the window, not on a
//   cancelled event) is checked by the service with src/shared/event-ratings/rules.ts; the table holds 1–5
//   stars and an optional comment of at most 1000 characters. Deleting the event or the persona deletes
//   the ratings.
// - Indexes: an event's ratings newest first; a host's ratings go through events_host (the host's events)
//   joined to the event's index.
// No notification kind is added.
export const id = '0035-event-ratings';

export const sql = /* sql */ `
create table event_ratings (
  event_id uuid not null references events (id) on delete cascade,
  persona_id uuid not null references personas (id) on delete cascade,
  stars smallint not null,
  comment text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (event_id, persona_id),
  constraint event_ratings_stars check (stars between 1 and 5),
  constraint event_ratings_comment_length check (comment is null or char_length(comment) between 1 and 1000),
  constraint event_ratings_updated_after_created check (updated_at >= created_at)
);
create index event_ratings_event_newest on event_ratings (event_id, updated_at desc, persona_id);
create index event_ratings_persona on event_ratings (persona_id);
`;
