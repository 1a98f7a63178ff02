// Tickets and redemptions (docs/product.md §10, docs/upstream-api-tickets.md).
//
// - A ticket definition is what an event's host sells ("General admission", "VIP"): a price in Lumen
//   Dollars (0 = free), a quantity, a sale window and a per-buyer limit. `sold` counts what was sold and
//   a check constraint keeps it within the quantity, so no race can oversell: the purchase increments it
//   conditionally and the database refuses anything past the quantity even if the code raced.
// - Buying is one ticket_orders row per ticket, idempotent by (buyer, payment_id) like orders in 0006,
//   paid by one balanced ledger transaction (buyer debited, host credited; none for a free ticket).
// - A redemption code is issued by the host for one event and grants one ticket of one of its
//   definitions, once: redeeming sets redeemed_by/redeemed_at with a conditional update. Codes are
//   stored normalised (upper case, no spaces), so lookups are case-insensitive by construction. Codes
//   are the host's reserve: they do not draw on the quantity on sale.
// - Every ticket has a unique code its holder shows at the door, and comes either from an order or from
//   a redemption code (exactly one of the two).
// - redemption_failures counts failed redemption attempts per key (persona, client address) in a fixed
//   window, in the database so the limit holds across restarts and instances.
// - Hosts cancel events (events.cancelled_at); an event that is deleted after all (its experience or host
//   deleted) takes its definitions, codes and tickets with it, but never the record of what was paid:
//   ticket_orders keep the ticket's name and the event's title, and the ledger is append-only.
export const id = '0010-tickets';

export const sql = /* sql */ `
create table ticket_definitions (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  name text not null,
  description text not null default '',
  price integer not null,
  quantity integer not null,
  sold integer not null default 0,
  sale_starts_at timestamptz not null,
  sale_ends_at timestamptz not null,
  per_buyer_limit integer not null default 4,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  constraint ticket_definitions_name_length check (char_length(name) between 1 and 80),
  constraint ticket_definitions_description_length check (char_length(description) <= 1000),
  constraint ticket_definitions_price check (price >= 0),
  constraint ticket_definitions_quantity check (quantity between 1 and 1000000),
  constraint ticket_definitions_sold check (sold >= 0 and sold <= quantity),
  constraint ticket_definitions_window check (sale_ends_at > sale_starts_at),
  constraint ticket_definitions_limit check (per_buyer_limit between 1 and 100),
  constraint ticket_definitions_event_name_key unique (event_id, name)
);
create index ticket_definitions_event on ticket_definitions (event_id, position);

create table ticket_orders (
  id uuid primary key default gen_random_uuid(),
  persona_id uuid not null references personas (id),
  -- Null once the definition is deleted with its event; the names below keep the receipt readable.
  definition_id uuid references ticket_definitions (id) on delete set null,
  name text not null,
  event_id uuid,
  event_title text not null,
  total integer not null,
  -- The buyer's payment reference: the idempotency key of this purchase (unique per buyer).
  payment_id text not null,
  request_hash text not null,
  -- Null for a free ticket: nothing moved.
  transaction_id uuid references ledger_transactions (id),
  created_at timestamptz not null default now(),
  constraint ticket_orders_total check (total >= 0),
  constraint ticket_orders_payment_id_length check (char_length(payment_id) between 8 and 200),
  constraint ticket_orders_idempotency unique (persona_id, payment_id)
);
create index ticket_orders_persona on ticket_orders (persona_id, created_at desc);

create table redemption_codes (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references events (id) on delete cascade,
  definition_id uuid not null references ticket_definitions (id) on delete cascade,
  code text not null,
  redeemed_by uuid references personas (id),
  redeemed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint redemption_codes_code_key unique (code),
  constraint redemption_codes_code_format check (code ~ '^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$'),
  constraint redemption_codes_redeemed check ((redeemed_by is null) = (redeemed_at is null))
);
create index redemption_codes_event on redemption_codes (event_id);

create table tickets (
  id uuid primary key default gen_random_uuid(),
  definition_id uuid not null references ticket_definitions (id) on delete cascade,
  event_id uuid not null references events (id) on delete cascade,
  holder_persona_id uuid not null references personas (id),
  code text not null,
  order_id uuid references ticket_orders (id),
  redemption_code_id uuid references redemption_codes (id),
  created_at timestamptz not null default now(),
  constraint tickets_code_key unique (code),
  constraint tickets_order_key unique (order_id),
  constraint tickets_redemption_code_key unique (redemption_code_id),
  constraint tickets_source check ((order_id is null) <> (redemption_code_id is null))
);
create index tickets_holder on tickets (holder_persona_id, created_at desc);
create index tickets_event on tickets (event_id);
create index tickets_definition_holder on tickets (definition_id, holder_persona_id);

create table redemption_failures (
  key text primary key,
  failures integer not null,
  window_ends_at timestamptz not null
);
`;
