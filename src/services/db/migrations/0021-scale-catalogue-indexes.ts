// The catalogue's reads stay fast with a million listings (measured in docs/performance/catalogue-scale.md).
//
// - Every sort order of the experiences browse gets an index in its exact order (the featured index of
//   0001 only holds curated experiences, which the featured list reads; browse sorts everything).
// - Listings sorted by price break ties by newest, so their indexes carry created_at too.
// - A listing's review summary (average rating rounded to 2 places, number of reviews) is kept on the
//   listing by a trigger on reviews, so sorting by rating reads an index instead of averaging the reviews
//   of every listing. Reads still compute the summary they show from the reviews themselves.
//
// Plain PostgreSQL, no extension: the same on PGlite.
export const id = '0021-scale-catalogue-indexes';

export const sql = /* sql */ `
create index experiences_browse_featured_idx on experiences (curation desc, head_count desc, id);
create index experiences_browse_popular_idx on experiences (head_count desc, visits desc, id);
create index experiences_browse_newest_idx on experiences (created_at desc, id);
create index experiences_browse_name_idx on experiences ((lower(name) collate "C"), (name collate "C"), id);

drop index products_listed_price_idx;
create index products_listed_price_asc_idx on products (price, created_at desc, id)
  where deleted_at is null and status = 'listed';
create index products_listed_price_desc_idx on products (price desc, created_at desc, id)
  where deleted_at is null and status = 'listed';

alter table products
  add column rating_average numeric(3, 2),
  add column review_count integer not null default 0;

update products p set rating_average = r.average, review_count = r.n
  from (select product_id, round(avg(rating), 2) as average, count(*)::int as n
          from reviews where product_id is not null group by product_id) r
 where r.product_id = p.id;

create function lumen_products_refresh_rating(product uuid) returns void
language sql as $$
  update products p set rating_average = r.average, review_count = r.n
    from (select round(avg(rating), 2) as average, count(*)::int as n from reviews where product_id = product) r
   where p.id = product and (p.rating_average is distinct from r.average or p.review_count <> r.n)
$$;

create function lumen_reviews_refresh_product_rating() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.product_id is not null then
    perform lumen_products_refresh_rating(old.product_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.product_id is not null
     and (tg_op = 'INSERT' or new.product_id is distinct from old.product_id or new.rating <> old.rating) then
    perform lumen_products_refresh_rating(new.product_id);
  end if;
  return null;
end
$$;

create trigger reviews_refresh_product_rating
  after insert or update or delete on reviews
  for each row execute function lumen_reviews_refresh_product_rating();

create index products_listed_rating_idx on products (rating_average desc nulls last, review_count desc, created_at desc, id)
  where deleted_at is null and status = 'listed';
`;
