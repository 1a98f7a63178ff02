// All SQL of the store front's editorial parts: categories, collections, featured images, promotions.
import type { Queryable } from '../db/database.ts';
import type { CategoryRef } from './params.ts';

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  slug: string;
  name: string;
  position: number;
  /** Live listed products in the category and all its subcategories. */
  product_count: number;
}

export async function listCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `with recursive tree(root, id) as (
       select id, id from categories
       union all select t.root, c.id from tree t join categories c on c.parent_id = t.id
     ),
     counts as (
       select t.root, count(p.id)::int as product_count
         from tree t
         left join products p on p.category_id = t.id and p.deleted_at is null and p.status = 'listed'
                             and exists (select 1 from stores s where s.id = p.store_id and s.deleted_at is null)
        group by t.root
     )
     select c.id, c.parent_id, c.slug, c.name, c.position, coalesce(n.product_count, 0) as product_count
       from categories c left join counts n on n.root = c.id
      order by c.parent_id nulls first, c.position, c.name, c.id`,
  );
}

export function findCategoryIn(rows: readonly CategoryRow[], ref: CategoryRef): CategoryRow | undefined {
  return rows.find((row) => ('id' in ref ? row.id === ref.id : row.slug === ref.slug));
}

export interface CollectionRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  position: number;
  image_seed: string | null;
  product_ids: string[];
}

/** Collections with their member ids in order (only listings a visitor can see). */
export async function listCollections(
  db: Queryable,
  ref?: { id: string } | { slug: string },
): Promise<CollectionRow[]> {
  const params: unknown[] = [];
  let where = '';
  if (ref !== undefined) {
    params.push('id' in ref ? ref.id : ref.slug);
    where = 'id' in ref ? 'where c.id = $1' : 'where c.slug = $1';
  }
  return db.query<CollectionRow>(
    `select c.id, c.slug, c.name, c.description, c.position, c.image_seed,
            coalesce((select array_agg(cp.product_id order by cp.position, cp.product_id)
                        from collection_products cp
                        join products p on p.id = cp.product_id and p.deleted_at is null and p.status = 'listed'
                        join stores s on s.id = p.store_id and s.deleted_at is null
                       where cp.collection_id = c.id), '{}') as product_ids
       from collections c ${where}
      order by c.position, c.name, c.id`,
    params,
  );
}

export interface FeaturedImageRow {
  id: string;
  title: string;
  subtitle: string;
  link_url: string;
  image_seed: string | null;
  url: string | null;
  position: number;
  product_id: string | null;
  collection_id: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
}

/** Banners running now: started (or no start) and not yet ended (or no end). */
export async function listFeaturedImages(db: Queryable): Promise<FeaturedImageRow[]> {
  return db.query<FeaturedImageRow>(
    `select id, title, subtitle, link_url, image_seed, url, position, product_id, collection_id, starts_at, ends_at
       from featured_images
      where (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
      order by position, id`,
  );
}

export interface PromotionRow {
  id: string;
  product_id: string;
  percent_off: number | null;
  label: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
}

/** Promotions of a product running now, earliest ending first. */
export async function listActivePromotions(db: Queryable, productId: string): Promise<PromotionRow[]> {
  return db.query<PromotionRow>(
    `select id, product_id, percent_off, label, starts_at, ends_at
       from promotions where product_id = $1 and starts_at <= now() and ends_at > now()
      order by ends_at, id`,
    [productId],
  );
}
