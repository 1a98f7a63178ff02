// Gifts (docs/product.md §20, docs/upstream-api-gifts.md, docs/decisions/0052-gift-order-is-the-givers.md):
// a listing bought by one persona for a friend.
//
// - A gift is an order of kind 'gift': it is the giver's (orders.persona_id, their idempotency key, their
//   receipt), its one line is the listing, and it names the recipient and the giver's optional message.
//   The ownership it creates (owned_products) is the recipient's, with this order as its order_id.
// - The recipient is a persona other than the giver; only a gift names one, and every gift does.
// - The recipient's notice has a kind of its own, with its on/off setting; it points at the listing and names
//   the persona who caused it (notifications.actor_persona_id), so the browser words its title in the
//   reader's language.
export const id = '0031-gifts';

export const sql = /* sql */ `
alter table orders drop constraint orders_kind;
alter table orders add constraint orders_kind check (kind in ('cart', 'product', 'bundle', 'gift'));
alter table orders add column gift_recipient_id uuid references personas (id);
alter table orders add column gift_message text;
alter table orders add constraint orders_gift_recipient check ((kind = 'gift') = (gift_recipient_id is not null));
alter table orders add constraint orders_gift_not_self check (gift_recipient_id is null or gift_recipient_id <> persona_id);
alter table orders add constraint orders_gift_message check (
  gift_message is null or (kind = 'gift' and char_length(gift_message) between 1 and 280)
);
-- The gifts a persona received (the recipient's side, and the cascade check when a persona is deleted).
create index orders_gift_recipient on orders (gift_recipient_id, created_at desc) where gift_recipient_id is not null;

alter table notifications add column actor_persona_id uuid references personas (id) on delete set null;
alter table notifications drop constraint notifications_kind;
alter table notifications add constraint notifications_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply', 'gift-received'));
alter table notification_preferences drop constraint notification_preferences_kind;
alter table notification_preferences add constraint notification_preferences_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply', 'gift-received'));
`;
