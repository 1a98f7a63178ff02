// Following stores and asking for a purchase to be delivered again (docs/upstream-api.md GET /user/subscriptions,
// POST /products/{id}/redelivery).
//
// - In a store marketplace a subscription is a persona
//   following a creator's store (to hear about new listings), so it is one row per persona and store.
// - product_deliveries is the queue the desktop client reads: a 'redelivery' row asks it to download an
//   owned product again. Rows are never updated; the route dedupes double clicks by time, not by state.
export const id = '0007-subscriptions-and-deliveries';

export const sql = /* sql */ `
create table store_subscriptions (
  persona_id uuid not null references personas (id) on delete cascade,
  store_id uuid not null references stores (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint store_subscriptions_pkey primary key (persona_id, store_id)
);
create index store_subscriptions_store on store_subscriptions (store_id);

create table product_deliveries (
  id uuid primary key default gen_random_uuid(),
  persona_id uuid not null references personas (id) on delete cascade,
  product_id uuid not null references products (id),
  order_id uuid not null references orders (id),
  kind text not null,
  requested_at timestamptz not null default now(),
  constraint product_deliveries_kind check (kind in ('purchase', 'redelivery'))
);
create index product_deliveries_recent on product_deliveries (persona_id, product_id, requested_at desc);
`;
