// The wishlist (docs/product.md §15, docs/upstream-api-wishlist.md): a persona wishes listings, one entry per
// persona and listing (the primary key), newest first by `created_at`. Deleting a listing or a persona
// deletes its entries; a delisted listing keeps them, so the list can say it is unavailable and the
// persona hears when it comes back.
//
// Notifications about a wished listing (a promotion, a return to the store) point at the listing:
// `notifications.product_id`, and the kind 'wishlist' with its on/off setting.
export const id = '0028-wishlist';

export const sql = /* sql */ `
create table wishlist_entries (
  persona_id uuid not null references personas (id) on delete cascade,
  product_id uuid not null references products (id) on delete cascade,
  created_at timestamptz not null,
  constraint wishlist_entries_pkey primary key (persona_id, product_id)
);
create index wishlist_entries_newest on wishlist_entries (persona_id, created_at desc, product_id desc);
create index wishlist_entries_product on wishlist_entries (product_id);

alter table notifications add column product_id uuid references products (id) on delete cascade;
alter table notifications drop constraint notifications_kind;
alter table notifications add constraint notifications_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist'));
alter table notification_preferences drop constraint notification_preferences_kind;
alter table notification_preferences add constraint notification_preferences_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist'));
`;
