// The commerce catalogue (docs/product.md §5 Listing/product, Review; docs/upstream-api.md "Catalogue and store", Reviews, Reports):
// categories, creators' stores, products (listings) with images, collections, featured images,
// promotions, reviews with ratings, and product reports.
//
// Products are never hard-deleted by the application: DELETE sets deleted_at, so orders (0006-ledger)
// keep pointing at the row they were placed for. Deleted products are invisible to every read; delisted
// ones are hidden from search but still readable by id (a buyer's cart shows them as no longer available).
// For the same reason stores reference-restrict their products, and a store is deleted softly too.
//
// Reviews carry either a product or an experience (favourites are reviews of experiences, docs/product.md §5), never
// both; one review per persona and item.
//
// Written for PostgreSQL 15 (Debian) and PostgreSQL 18 (PGlite): nothing here needs an extension.
const HANDLE_PATTERN = `'^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`;
const SEED_PATTERN = `'^[A-Za-z0-9_-]{1,64}$'`;

export const id = '0005-catalogue';

export const sql = /* sql */ `
create table categories (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid references categories (id),
  slug text not null,
  name text not null,
  position integer not null default 0,
  constraint categories_slug_key unique (slug),
  constraint categories_slug_format check (char_length(slug) between 2 and 60 and slug ~ ${HANDLE_PATTERN}),
  constraint categories_name_length check (char_length(name) between 1 and 80),
  constraint categories_not_own_parent check (parent_id is null or parent_id <> id)
);

create index categories_parent_idx on categories (parent_id, position);

create table stores (
  id uuid primary key default gen_random_uuid(),
  persona_id uuid not null references personas (id) on delete cascade,
  handle text not null,
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Soft delete: products (and through them orders) keep referencing the store. A deleted store's
  -- handle stays taken, so old links never point at someone else's shop.
  deleted_at timestamptz,
  constraint stores_handle_key unique (handle),
  constraint stores_handle_format check (char_length(handle) between 2 and 40 and handle ~ ${HANDLE_PATTERN}),
  constraint stores_name_length check (char_length(name) between 1 and 80),
  constraint stores_description_length check (char_length(description) <= 2000),
  constraint stores_updated_after_created check (updated_at >= created_at)
);

create index stores_persona_idx on stores (persona_id) where deleted_at is null;

-- The search vector of a product: its name (A), its tags and its seller's names (B), its description (C).
create function lumen_product_search_vector(name text, tags text[], seller_names text, description text) returns tsvector
language sql immutable parallel safe
as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig,
           coalesce(array_to_string(tags, ' '), '') || ' ' || coalesce(seller_names, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;

create table products (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null references stores (id) on delete restrict,
  category_id uuid references categories (id),
  name text not null,
  description text not null default '',
  -- Whole Lumen Dollars.
  price integer not null,
  status text not null default 'listed',
  deleted_at timestamptz,
  tags text[] not null default '{}',
  image_seed text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Copy of the store's and its creator's names for the search vector (a generated column reads only
  -- its own row); maintained by the triggers below, never written by the application.
  seller_names text not null default '',
  search tsvector generated always as (lumen_product_search_vector(name, tags, seller_names, description)) stored,
  constraint products_name_length check (char_length(name) between 1 and 120),
  constraint products_description_length check (char_length(description) <= 10000),
  constraint products_price_range check (price >= 0 and price <= 1000000),
  constraint products_status_value check (status in ('listed', 'delisted')),
  constraint products_tags_count check (cardinality(tags) <= 5 and array_position(tags, null) is null),
  constraint products_tags_format check (lumen_tags_valid(tags)),
  constraint products_image_seed_format check (image_seed is null or image_seed ~ ${SEED_PATTERN}),
  constraint products_updated_after_created check (updated_at >= created_at)
);

create index products_search_idx on products using gin (search);
-- Browsing reads only live listings; these serve the default orders and the store and category filters.
create index products_listed_newest_idx on products (created_at desc, id) where deleted_at is null and status = 'listed';
create index products_listed_price_idx on products (price, id) where deleted_at is null and status = 'listed';
create index products_store_idx on products (store_id, created_at desc) where deleted_at is null;
create index products_category_idx on products (category_id) where deleted_at is null;

create function lumen_products_copy_seller_names() returns trigger
language plpgsql
as $$
begin
  select s.name || ' ' || pe.name into new.seller_names
    from stores s join personas pe on pe.id = s.persona_id where s.id = new.store_id;
  return new;
end
$$;

create trigger products_copy_seller_names
  before insert or update of store_id on products
  for each row execute function lumen_products_copy_seller_names();

create function lumen_stores_propagate_seller_names() returns trigger
language plpgsql
as $$
begin
  update products p set seller_names = s.name || ' ' || pe.name
    from stores s join personas pe on pe.id = s.persona_id
   where s.id = p.store_id and (s.id = new.id or s.persona_id = new.id);
  return null;
end
$$;

-- new.id is the store's id (store renamed) or the persona's id (creator renamed): one function for both.
create trigger stores_propagate_seller_names
  after update of name on stores
  for each row when (old.name is distinct from new.name)
  execute function lumen_stores_propagate_seller_names();

create trigger personas_propagate_seller_names
  after update of name on personas
  for each row when (old.name is distinct from new.name)
  execute function lumen_stores_propagate_seller_names();

create table product_images (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references products (id) on delete cascade,
  position integer not null,
  image_seed text,
  url text,
  created_at timestamptz not null default now(),
  -- Deferred, so reordering can swap two positions in one statement.
  constraint product_images_position_key unique (product_id, position) deferrable initially deferred,
  constraint product_images_position_range check (position between 0 and 99),
  constraint product_images_source check (num_nonnulls(image_seed, url) = 1),
  constraint product_images_seed_format check (image_seed is null or image_seed ~ ${SEED_PATTERN}),
  constraint product_images_url_format check (url is null or (char_length(url) <= 2000 and url ~ '^(https?://|/)'))
);

create table collections (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text not null,
  description text not null default '',
  position integer not null default 0,
  image_seed text,
  created_at timestamptz not null default now(),
  constraint collections_slug_key unique (slug),
  constraint collections_slug_format check (char_length(slug) between 2 and 60 and slug ~ ${HANDLE_PATTERN}),
  constraint collections_name_length check (char_length(name) between 1 and 80),
  constraint collections_image_seed_format check (image_seed is null or image_seed ~ ${SEED_PATTERN})
);

create table collection_products (
  collection_id uuid not null references collections (id) on delete cascade,
  product_id uuid not null references products (id) on delete cascade,
  position integer not null default 0,
  constraint collection_products_pkey primary key (collection_id, product_id)
);

create index collection_products_product_idx on collection_products (product_id);

-- Banners of the store front page: a picture, words and where a click goes.
create table featured_images (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  subtitle text not null default '',
  link_url text not null,
  image_seed text,
  url text,
  position integer not null default 0,
  product_id uuid references products (id) on delete cascade,
  collection_id uuid references collections (id) on delete cascade,
  starts_at timestamptz,
  ends_at timestamptz,
  constraint featured_images_source check (num_nonnulls(image_seed, url) = 1),
  constraint featured_images_title_length check (char_length(title) between 1 and 120),
  constraint featured_images_window check (starts_at is null or ends_at is null or ends_at > starts_at)
);

create table promotions (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references products (id) on delete cascade,
  percent_off integer,
  label text,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint promotions_something check (percent_off is not null or label is not null),
  constraint promotions_percent_range check (percent_off is null or percent_off between 1 and 100),
  constraint promotions_label_length check (label is null or char_length(label) between 1 and 80),
  constraint promotions_window check (ends_at > starts_at)
);

create index promotions_product_idx on promotions (product_id, starts_at);

create table reviews (
  id uuid primary key default gen_random_uuid(),
  product_id uuid references products (id) on delete cascade,
  experience_id uuid references experiences (id) on delete cascade,
  persona_id uuid not null references personas (id) on delete cascade,
  rating numeric(2, 1) not null,
  review text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reviews_product_persona_key unique (product_id, persona_id),
  constraint reviews_experience_persona_key unique (experience_id, persona_id),
  constraint reviews_one_item check (num_nonnulls(product_id, experience_id) = 1),
  -- Half steps from 0.5 to 5 (docs/product.md §7 star rating, §11).
  constraint reviews_rating_range check (rating >= 0.5 and rating <= 5 and rating * 2 = floor(rating * 2)),
  constraint reviews_review_length check (review is null or char_length(review) <= 2000),
  constraint reviews_updated_after_created check (updated_at >= created_at)
);

create index reviews_persona_idx on reviews (persona_id, created_at desc);

create table product_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_persona uuid not null references personas (id) on delete cascade,
  product_id uuid not null references products (id) on delete cascade,
  reason text not null,
  description text not null default '',
  status text not null default 'open',
  created_at timestamptz not null default now(),
  constraint product_reports_reason_length check (char_length(reason) between 1 and 1200),
  constraint product_reports_description_length check (char_length(description) <= 1000),
  constraint product_reports_status_value check (status in ('open', 'reviewed', 'dismissed'))
);

create index product_reports_product_idx on product_reports (product_id, created_at desc);
create index product_reports_open_idx on product_reports (created_at) where status = 'open';
`;
