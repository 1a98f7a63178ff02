// Personas (the public face of an account) and their experiences (worlds).
//
// Search: a stored tsvector over the experience's own text plus its creator's name. A generated column can
// only read its own row, so the creator's name is copied into experiences.persona_name and kept current by
// two triggers (on insert/move of an experience, and on a persona's rename).
//
// Written for PostgreSQL 15 (Debian) and PostgreSQL 18 (PGlite): nothing here needs an extension.
const HANDLE_PATTERN = `'^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`;

export const id = '0001-personas-and-experiences';

export const sql = /* sql */ `
-- array_to_string() is only STABLE, and generated columns need IMMUTABLE expressions. For text[] the
-- result depends on nothing but the input, so this wrapper is honestly immutable.
create function lumen_experience_search_vector(
  name text, tags text[], persona_name text, summary text, description text
) returns tsvector
language sql immutable parallel safe
as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig,
           coalesce(array_to_string(tags, ' '), '') || ' ' || coalesce(persona_name, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'C')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')
$$;

-- Tags (docs/product.md §7): lowercase letters, digits and single inner hyphens, 3 to 40 characters, no duplicates.
create function lumen_tags_valid(tags text[]) returns boolean
language sql immutable parallel safe
as $$
  select coalesce(bool_and(tag ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(tag) between 3 and 40), true)
     and count(*) = count(distinct tag)
  from unnest(tags) as tag
$$;

create table personas (
  id uuid primary key default gen_random_uuid(),
  handle text not null,
  name text not null,
  avatar_url text,
  bio text not null default '',
  status text not null default '',
  -- The identity provider's subject of the account this persona belongs to (linked later).
  account_subject text,
  created_at timestamptz not null default now(),
  constraint personas_handle_key unique (handle),
  constraint personas_account_subject_key unique (account_subject),
  constraint personas_handle_format check (char_length(handle) between 2 and 40 and handle ~ ${HANDLE_PATTERN}),
  constraint personas_name_length check (char_length(name) between 1 and 80),
  constraint personas_bio_length check (char_length(bio) <= 1000),
  constraint personas_status_length check (char_length(status) <= 140)
);

create table experiences (
  id uuid primary key default gen_random_uuid(),
  persona_id uuid not null references personas (id) on delete cascade,
  -- Copy of personas.name for the search vector; maintained by triggers below, never written by the app.
  persona_name text not null default '',
  handle text not null,
  name text not null,
  summary text not null default '',
  description text not null default '',
  head_count integer not null default 0,
  curation integer not null default 0,
  capacity integer not null default 20,
  visits bigint not null default 0,
  compat_version text not null default '1.0.0',
  tags text[] not null default '{}',
  image_seed text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    lumen_experience_search_vector(name, tags, persona_name, summary, description)
  ) stored,
  constraint experiences_persona_handle_key unique (persona_id, handle),
  constraint experiences_handle_format check (char_length(handle) between 2 and 40 and handle ~ ${HANDLE_PATTERN}),
  constraint experiences_name_length check (char_length(name) between 1 and 80),
  constraint experiences_summary_length check (char_length(summary) <= 280),
  constraint experiences_description_length check (char_length(description) <= 10000),
  constraint experiences_head_count_nonnegative check (head_count >= 0),
  constraint experiences_curation_nonnegative check (curation >= 0),
  constraint experiences_capacity_range check (capacity between 1 and 1000),
  constraint experiences_visits_nonnegative check (visits >= 0),
  constraint experiences_compat_version_format check (compat_version ~ '^[0-9]{1,6}\\.[0-9]{1,6}\\.[0-9]{1,6}$'),
  constraint experiences_tags_count check (cardinality(tags) <= 5 and array_position(tags, null) is null),
  constraint experiences_tags_format check (lumen_tags_valid(tags)),
  constraint experiences_image_seed_format check (image_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  constraint experiences_updated_after_created check (updated_at >= created_at)
);

create index experiences_search_idx on experiences using gin (search);
create index experiences_featured_idx on experiences (curation desc, head_count desc, id) where curation > 0;
create index experiences_popular_idx on experiences (head_count desc, visits desc, id);
create index experiences_newest_idx on experiences (created_at desc, id);

create function lumen_experiences_copy_persona_name() returns trigger
language plpgsql
as $$
begin
  select p.name into new.persona_name from personas p where p.id = new.persona_id;
  return new;
end
$$;

create trigger experiences_copy_persona_name
  before insert or update of persona_id on experiences
  for each row execute function lumen_experiences_copy_persona_name();

create function lumen_personas_propagate_name() returns trigger
language plpgsql
as $$
begin
  update experiences set persona_name = new.name where persona_id = new.id;
  return null;
end
$$;

create trigger personas_propagate_name
  after update of name on personas
  for each row when (old.name is distinct from new.name)
  execute function lumen_personas_propagate_name();
`;
