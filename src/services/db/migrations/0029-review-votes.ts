// Helpful votes on reviews and the one reply of the item's owner (docs/product.md §16,
// the wire calls in docs/upstream-api.md "Reviews and favourites",
// docs/decisions/0048-review-votes-counted-from-rows.md).
//
// - review_votes: one row per persona and review. The primary key makes a vote idempotent under
//   concurrency (a second insert of the same pair does nothing, even while the first is uncommitted);
//   the count a review shows is counted from these rows by the key's leading column, so it cannot drift.
// - review_replies: at most one reply per review (the review's id is the key), written by the persona
//   who owned the item when it was written; it goes with its review.
// - The notice a reviewer gets when a reply is posted points at the listing (notifications.product_id,
//   migration 0028) and has a kind of its own, with its on/off setting.
export const id = '0029-review-votes';

export const sql = /* sql */ `
create table review_votes (
  review_id uuid not null references reviews (id) on delete cascade,
  persona_id uuid not null references personas (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint review_votes_pkey primary key (review_id, persona_id)
);
-- A persona's votes (the viewer's state on a page of reviews, and the cascade when a persona is deleted).
create index review_votes_persona on review_votes (persona_id, review_id);

create table review_replies (
  review_id uuid primary key references reviews (id) on delete cascade,
  persona_id uuid not null references personas (id) on delete cascade,
  body text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint review_replies_body_length check (char_length(body) between 1 and 1000),
  constraint review_replies_updated_after_created check (updated_at >= created_at)
);

alter table notifications drop constraint notifications_kind;
alter table notifications add constraint notifications_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply'));
alter table notification_preferences drop constraint notification_preferences_kind;
alter table notification_preferences add constraint notification_preferences_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply'));
`;
