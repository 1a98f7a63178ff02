// Money (docs/product.md §9): a double-entry ledger, carts, orders and Lumen Dollar bundles.
//
// - Every movement of Lumen Dollars is one ledger transaction whose entries sum to zero: a deferred
//   constraint trigger checks it at commit, so no code path can create or destroy money.
// - Entries are append-only (a trigger refuses UPDATE and DELETE).
// - ledger_accounts.balance is maintained by a trigger from the entries, in the same transaction; a
//   check constraint keeps persona balances >= 0, so an overspend rolls the whole purchase back even if
//   the application's own check raced. System accounts (payments in, grants) may go negative: they are
//   where money enters the economy.
// - owned_products makes "bought twice" impossible: one row per persona and product.
// - orders.idempotency_key is unique per buyer: a retried or replayed checkout finds its order.
export const id = '0006-ledger';

export const sql = /* sql */ `
create table ledger_accounts (
  id text primary key,
  kind text not null,
  persona_id uuid unique references personas (id) on delete restrict,
  balance bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_kind check (kind in ('persona', 'system')),
  constraint ledger_accounts_persona_link check ((kind = 'persona') = (persona_id is not null)),
  constraint ledger_accounts_nonnegative check (kind = 'system' or balance >= 0)
);

create table ledger_transactions (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  created_at timestamptz not null default now(),
  constraint ledger_transactions_kind check (kind in ('purchase', 'top-up', 'grant'))
);

create table ledger_entries (
  id bigint generated always as identity primary key,
  transaction_id uuid not null references ledger_transactions (id),
  account_id text not null references ledger_accounts (id),
  amount bigint not null,
  constraint ledger_entries_nonzero check (amount <> 0)
);
create index ledger_entries_account on ledger_entries (account_id);
create index ledger_entries_transaction on ledger_entries (transaction_id);

create function lumen_ledger_apply_entry() returns trigger
language plpgsql as $$
begin
  update ledger_accounts set balance = balance + new.amount where id = new.account_id;
  return new;
end
$$;
create trigger ledger_entries_apply after insert on ledger_entries
  for each row execute function lumen_ledger_apply_entry();

create function lumen_ledger_check_balanced() returns trigger
language plpgsql as $$
begin
  if (select coalesce(sum(amount), 0) from ledger_entries where transaction_id = new.transaction_id) <> 0 then
    raise exception 'ledger transaction % does not balance', new.transaction_id using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred
  for each row execute function lumen_ledger_check_balanced();

create function lumen_ledger_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'ledger entries are append-only' using errcode = '42501';
end
$$;
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function lumen_ledger_append_only();

create table cart_items (
  persona_id uuid not null references personas (id) on delete cascade,
  product_id uuid not null references products (id),
  price_at_add integer not null,
  added_at timestamptz not null default now(),
  constraint cart_items_pkey primary key (persona_id, product_id),
  constraint cart_items_price check (price_at_add >= 0)
);

create table bundles (
  id text primary key,
  name text not null,
  amount integer not null,
  price_cents integer not null,
  currency text not null default 'USD',
  position integer not null default 0,
  constraint bundles_amount check (amount > 0),
  constraint bundles_price check (price_cents > 0)
);

create table orders (
  id uuid primary key default gen_random_uuid(),
  persona_id uuid not null references personas (id),
  kind text not null,
  status text not null,
  total integer not null,
  idempotency_key text not null,
  request_hash text not null,
  transaction_id uuid references ledger_transactions (id),
  bundle_id text references bundles (id),
  payment_provider text,
  payment_tx_id text unique,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint orders_kind check (kind in ('cart', 'product', 'bundle')),
  constraint orders_status check (status in ('pending', 'completed', 'failed', 'cancelled')),
  constraint orders_total check (total >= 0),
  constraint orders_idempotency unique (persona_id, idempotency_key),
  constraint orders_idempotency_key_length check (char_length(idempotency_key) between 8 and 200)
);
create index orders_persona on orders (persona_id, created_at desc);

create table order_items (
  order_id uuid not null references orders (id),
  product_id uuid not null references products (id),
  store_id uuid not null references stores (id),
  seller_persona_id uuid not null references personas (id),
  name text not null,
  price integer not null,
  constraint order_items_pkey primary key (order_id, product_id),
  constraint order_items_price check (price >= 0)
);
create index order_items_seller on order_items (seller_persona_id);
create index order_items_product on order_items (product_id);

create table owned_products (
  persona_id uuid not null references personas (id),
  product_id uuid not null references products (id),
  order_id uuid not null references orders (id),
  acquired_at timestamptz not null default now(),
  constraint owned_products_pkey primary key (persona_id, product_id)
);

insert into ledger_accounts (id, kind) values ('system:payments', 'system'), ('system:grants', 'system');
`;
