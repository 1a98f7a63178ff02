// Creator tools: an experience's uploaded cover and gallery pictures, and the index that
// makes the tag filter (?tag=…) cheap on experiences and listings alike.
//
// The cover is optional: without one, the generated picture of image_seed stays the experience's image.
// URLs come from the signed upload flow (an http(s) URL or a path on this site), as for listing pictures.
export const id = '0015-creator-tools';

export const sql = /* sql */ `
create function lumen_image_urls_valid(urls text[]) returns boolean
language sql immutable parallel safe
as $$
  select coalesce(bool_and(url is not null and char_length(url) <= 2000 and url ~ '^(https?://|/)'), true)
  from unnest(urls) as url
$$;

alter table experiences
  add column cover_url text,
  add column gallery_urls text[] not null default '{}',
  add constraint experiences_cover_url_format
    check (cover_url is null or (char_length(cover_url) <= 2000 and cover_url ~ '^(https?://|/)')),
  add constraint experiences_gallery_count check (cardinality(gallery_urls) <= 8),
  add constraint experiences_gallery_format check (lumen_image_urls_valid(gallery_urls));

-- The tag filter is written as containment (tags @> array[$tag]), which a GIN index on the array answers.
create index experiences_tags_idx on experiences using gin (tags);
create index products_tags_idx on products using gin (tags);
`;
