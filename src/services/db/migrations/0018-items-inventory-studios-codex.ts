// A persona's items (what they own and what they wear), the platform studio's showcase of worlds, and
// each persona's codex of discovered worlds (docs/upstream-api-items.md).
//
// - Items are not a table of their own: an item is a listing the persona owns (owned_products, written
//   only by the purchase path), so an item can never exist without the order that paid for it.
// - equipped_items holds what a persona wears. The key (persona, slot) is the rule "at most one item per
//   slot": equipping into a taken slot is one upsert that replaces the item there, so two concurrent
//   equips cannot leave two items in a slot. The foreign key to owned_products means only owned items
//   can be worn, and losing the item (a refund deleting the ownership) takes it off.
// - A studio is named by its slug (the product's name as the address GET /{product}-studios gives it);
//   its showcase is an ordered list of worlds with a curator's note. Deleting a world drops it from
//   every showcase.
// - A codex entry records a persona's discovery of a world: when first, when last, how many visits.
export const id = '0018-items-inventory-studios-codex';

export const sql = /* sql */ `
create table equipped_items (
  persona_id uuid not null,
  slot text not null,
  product_id uuid not null,
  equipped_at timestamptz not null default now(),
  constraint equipped_items_pkey primary key (persona_id, slot),
  constraint equipped_items_product_key unique (persona_id, product_id),
  constraint equipped_items_owned foreign key (persona_id, product_id) references owned_products (persona_id, product_id) on delete cascade,
  constraint equipped_items_slot_format check (char_length(slot) between 1 and 60)
);

create table studios (
  slug text primary key,
  name text not null,
  tagline text not null default '',
  description text not null default '',
  constraint studios_slug_format check (char_length(slug) between 1 and 60 and slug ~ '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$'),
  constraint studios_name_length check (char_length(name) between 1 and 80),
  constraint studios_tagline_length check (char_length(tagline) <= 200),
  constraint studios_description_length check (char_length(description) <= 2000)
);

create table studio_showcase (
  studio_slug text not null references studios (slug) on delete cascade,
  experience_id uuid not null references experiences (id) on delete cascade,
  position integer not null,
  note text not null default '',
  constraint studio_showcase_pkey primary key (studio_slug, experience_id),
  constraint studio_showcase_position_key unique (studio_slug, position),
  constraint studio_showcase_position_range check (position between 0 and 999),
  constraint studio_showcase_note_length check (char_length(note) <= 280)
);

create table codex_entries (
  persona_id uuid not null references personas (id) on delete cascade,
  experience_id uuid not null references experiences (id) on delete cascade,
  discovered_at timestamptz not null,
  last_visited_at timestamptz not null,
  visits integer not null default 1,
  constraint codex_entries_pkey primary key (persona_id, experience_id),
  constraint codex_entries_visits_positive check (visits >= 1),
  constraint codex_entries_order check (last_visited_at >= discovered_at)
);

-- A codex reads newest discovery first.
create index codex_entries_persona_idx on codex_entries (persona_id, discovered_at desc, experience_id);
`;
