// All SQL of listings (products) and their images. Routes never build SQL; every function takes a
// Queryable so it runs on the database or inside a transaction. User text only ever travels as a
// parameter; the ORDER BY fragments are static strings chosen by key.
import type { Queryable } from '../db/database.ts';
import { COUNT_CAP, cappedCountSql, cappedTotal } from '../kit/paging.ts';
import { prefixQuery } from '../kit/search.ts';
import { notBlockedBy } from '../blocking/index.ts';
import type { CategoryRef, ProductSort, StoreRef } from './params.ts';

export interface ProductImageJson {
  id: string;
  position: number;
  imageSeed: string | null;
  url: string | null;
}

export interface ProductRow {
  id: string;
  name: string;
  description: string;
  price: number;
  status: 'listed' | 'delisted';
  tags: string[];
  created_at: Date | string;
  updated_at: Date | string;
  store_id: string;
  store_handle: string;
  store_name: string;
  store_description: string;
  store_created_at: Date | string;
  store_updated_at: Date | string;
  persona_id: string;
  persona_handle: string;
  persona_name: string;
  persona_avatar_url: string | null;
  category_id: string | null;
  category_slug: string | null;
  category_name: string | null;
  category_parent_id: string | null;
  category_position: number | null;
  average_rating: string | number | null;
  review_count: number;
  images: ProductImageJson[] | null;
}

/** Everything a product read shows, in one statement (review summary and images by lateral joins). */
const PRODUCT_SELECT = `
  select p.id, p.name, p.description, p.price, p.status, p.tags, p.created_at, p.updated_at,
         s.id as store_id, s.handle as store_handle, s.name as store_name, s.description as store_description,
         s.created_at as store_created_at, s.updated_at as store_updated_at,
         pe.id as persona_id, pe.handle as persona_handle, pe.name as persona_name, pe.avatar_url as persona_avatar_url,
         c.id as category_id, c.slug as category_slug, c.name as category_name, c.parent_id as category_parent_id,
         c.position as category_position,
         rs.average_rating, rs.review_count, im.images
    from products p
    join stores s on s.id = p.store_id
    join personas pe on pe.id = s.persona_id
    left join categories c on c.id = p.category_id
    left join lateral (
      select round(avg(r.rating), 2) as average_rating, count(*)::int as review_count
        from reviews r where r.product_id = p.id
    ) rs on true
    left join lateral (
      select json_agg(json_build_object('id', i.id, 'position', i.position, 'imageSeed', i.image_seed, 'url', i.url)
                      order by i.position) as images
        from product_images i where i.product_id = p.id
    ) im on true`;

/** Deleted listings, and listings of deleted stores, are invisible to every read. */
const VISIBLE = 'p.deleted_at is null and s.deleted_at is null';

// Static strings only. Every order ends with p.id so pages never overlap or skip.
const ORDER_BY: Record<ProductSort, string> = {
  relevance: 'p.created_at desc',
  newest: 'p.created_at desc',
  'price-asc': 'p.price asc, p.created_at desc',
  'price-desc': 'p.price desc, p.created_at desc',
  // The listing's kept review summary (migration 0019): the same values the lateral join computes.
  rating: 'p.rating_average desc nulls last, p.review_count desc, p.created_at desc',
};

export interface ProductListOptions {
  search?: string | undefined;
  /** Only listings carrying this (normalised) tag. */
  tag?: string | undefined;
  categoryId?: string | undefined;
  storeId?: string | undefined;
  /** The caller's own listings: every store of this persona, delisted ones included. */
  ownerPersonaId?: string | undefined;
  /** The persona asking: listings of creators it blocked are left out (docs/product.md §17). */
  viewerId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  free?: boolean | undefined;
  sort: ProductSort;
  limit: number;
  offset: number;
  /** Count matches up to this many (default COUNT_CAP). */
  countCap?: number | undefined;
}

export async function listProducts(
  db: Queryable,
  options: ProductListOptions,
): Promise<{ rows: ProductRow[]; total: number; totalCapped: boolean }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [VISIBLE];
  let searchJoin = '';
  let rankOrder = '';
  if (options.ownerPersonaId !== undefined) where.push(`s.persona_id = ${param(options.ownerPersonaId)}`);
  else where.push(`p.status = 'listed'`);
  if (options.storeId !== undefined) where.push(`s.id = ${param(options.storeId)}`);
  if (options.viewerId !== undefined) where.push(notBlockedBy(`${param(options.viewerId)}::uuid`, 's.persona_id'));
  if (options.categoryId !== undefined) {
    // A category includes its subcategories, at any depth.
    where.push(`p.category_id in (
      with recursive sub(id) as (
        select id from categories where id = ${param(options.categoryId)}
        union all select c.id from categories c join sub on c.parent_id = sub.id
      ) select id from sub)`);
  }
  if (options.tag !== undefined) where.push(`p.tags @> array[${param(options.tag)}]::text[]`);
  if (options.minPrice !== undefined) where.push(`p.price >= ${param(options.minPrice)}`);
  if (options.maxPrice !== undefined) where.push(`p.price <= ${param(options.maxPrice)}`);
  if (options.free === true) where.push('p.price = 0');
  if (options.free === false) where.push('p.price > 0');
  if (options.search !== undefined) {
    // Same reading of q as the experiences service: web-search syntax OR every word as a prefix.
    const prefix = prefixQuery(options.search);
    const query = prefix
      ? `websearch_to_tsquery('english', ${param(options.search)}) || to_tsquery('english', ${param(prefix)})`
      : `websearch_to_tsquery('english', ${param(options.search)})`;
    searchJoin = `cross join lateral (select ${query} as query) sq`;
    where.push('p.search @@ sq.query');
    if (options.sort === 'relevance') rankOrder = 'ts_rank(p.search, sq.query) desc, ';
  }
  const filter = `${searchJoin} where ${where.join(' and ')}`;
  const cap = options.countCap ?? COUNT_CAP;
  const [count] = await db.query<{ total: number }>(
    cappedCountSql(`products p join stores s on s.id = p.store_id ${filter}`, cap),
    params,
  );
  const rows = await db.query<ProductRow>(
    `${PRODUCT_SELECT} ${filter}
      order by ${rankOrder}${ORDER_BY[options.sort]}, p.id
      limit ${param(options.limit)} offset ${param(options.offset)}`,
    params,
  );
  return { rows, ...cappedTotal(count?.total, cap) };
}

/** A visible listing (listed or delisted), or undefined when it does not exist or was deleted. */
export async function findProduct(db: Queryable, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(`${PRODUCT_SELECT} where ${VISIBLE} and p.id = $1`, [id]);
  return row;
}

/** Visible, listed products by id, in the given order (collections). */
export async function findListedProducts(db: Queryable, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductRow>(
    `${PRODUCT_SELECT} where ${VISIBLE} and p.status = 'listed' and p.id = any($1::uuid[])`,
    [ids],
  );
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** Locks a visible listing for this transaction and tells whose it is. */
export async function lockProductOwner(
  db: Queryable,
  id: string,
): Promise<{ persona_id: string; price: number; status: 'listed' | 'delisted' } | undefined> {
  const [row] = await db.query<{ persona_id: string; price: number; status: 'listed' | 'delisted' }>(
    `select s.persona_id, p.price, p.status from products p join stores s on s.id = p.store_id
      where p.id = $1 and ${VISIBLE} for update of p`,
    [id],
  );
  return row;
}

export async function findCategoryId(db: Queryable, ref: CategoryRef): Promise<string | undefined> {
  const [row] =
    'id' in ref
      ? await db.query<{ id: string }>('select id from categories where id = $1', [ref.id])
      : await db.query<{ id: string }>('select id from categories where slug = $1', [ref.slug]);
  return row?.id;
}

export interface StoreOwnerRow {
  id: string;
  persona_id: string;
}

export async function findStoreRef(db: Queryable, ref: StoreRef): Promise<StoreOwnerRow | undefined> {
  const [row] =
    'id' in ref
      ? await db.query<StoreOwnerRow>('select id, persona_id from stores where id = $1 and deleted_at is null', [
          ref.id,
        ])
      : await db.query<StoreOwnerRow>('select id, persona_id from stores where handle = $1 and deleted_at is null', [
          ref.handle,
        ]);
  return row;
}

export async function storesOfPersona(db: Queryable, personaId: string): Promise<StoreOwnerRow[]> {
  return db.query<StoreOwnerRow>(
    'select id, persona_id from stores where persona_id = $1 and deleted_at is null order by created_at, id',
    [personaId],
  );
}

export async function insertProduct(
  db: Queryable,
  product: {
    storeId: string;
    categoryId: string | null;
    name: string;
    description: string;
    price: number;
    status: 'listed' | 'delisted';
    tags: string[];
    imageSeed: string;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into products (store_id, category_id, name, description, price, status, tags, image_seed)
     values ($1, $2, $3, $4, $5, $6, $7::text[], $8) returning id`,
    [
      product.storeId,
      product.categoryId,
      product.name,
      product.description,
      product.price,
      product.status,
      product.tags,
      product.imageSeed,
    ],
  );
  if (!row) throw new Error('insert into products returned no row');
  // A new listing gets a generated picture, like a new experience: a card never lacks an image.
  await db.query('insert into product_images (product_id, position, image_seed) values ($1, 0, $2)', [
    row.id,
    product.imageSeed,
  ]);
  return row.id;
}

export interface ProductColumns {
  name?: string | undefined;
  description?: string | undefined;
  price?: number | undefined;
  status?: 'listed' | 'delisted' | undefined;
  tags?: string[] | undefined;
  /** null clears the category. */
  categoryId?: string | null | undefined;
}

const PATCH_COLUMNS: Record<keyof ProductColumns, string> = {
  name: 'name',
  description: 'description',
  price: 'price',
  status: 'status',
  tags: 'tags',
  categoryId: 'category_id',
};

export async function updateProduct(db: Queryable, id: string, patch: ProductColumns): Promise<void> {
  const params: unknown[] = [id];
  const sets: string[] = [];
  for (const [key, column] of Object.entries(PATCH_COLUMNS) as [keyof ProductColumns, string][]) {
    const value = patch[key];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}${key === 'tags' ? '::text[]' : ''}`);
  }
  // greatest(): demo rows may be dated after the server clock; updated_at never precedes created_at.
  sets.push('updated_at = greatest(now(), created_at)');
  await db.query(`update products set ${sets.join(', ')} where id = $1`, params);
}

export async function softDeleteProduct(db: Queryable, id: string): Promise<void> {
  await db.query('update products set deleted_at = now(), updated_at = greatest(now(), created_at) where id = $1', [
    id,
  ]);
}

// ---- images -------------------------------------------------------------------------------------

export interface ImageRow {
  id: string;
  product_id: string;
  position: number;
  image_seed: string | null;
  url: string | null;
}

export async function countImages(db: Queryable, productId: string): Promise<{ count: number; next: number }> {
  const [row] = await db.query<{ count: number; next: number }>(
    'select count(*)::int as count, coalesce(max(position) + 1, 0)::int as next from product_images where product_id = $1',
    [productId],
  );
  return row ?? { count: 0, next: 0 };
}

export async function findImage(db: Queryable, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.query<ImageRow>(
    'select id, product_id, position, image_seed, url from product_images where id = $1',
    [id],
  );
  return row;
}

/** Puts an image at `position`; an image already there moves to the inserted one's old place (or the end). */
export async function placeImage(
  db: Queryable,
  productId: string,
  imageId: string,
  position: number,
  from: number,
): Promise<void> {
  // The (product_id, position) key is checked at commit, so this swap is one consistent change.
  await db.query('update product_images set position = $3 where product_id = $1 and position = $2 and id <> $4', [
    productId,
    position,
    from,
    imageId,
  ]);
  await db.query('update product_images set position = $2 where id = $1', [imageId, position]);
}

export async function insertImage(
  db: Queryable,
  image: { productId: string; position: number; imageSeed: string | null; url: string | null },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into product_images (product_id, position, image_seed, url) values ($1, $2, $3, $4) returning id',
    [image.productId, image.position, image.imageSeed, image.url],
  );
  if (!row) throw new Error('insert into product_images returned no row');
  return row.id;
}

export async function setImageSource(
  db: Queryable,
  id: string,
  source: { imageSeed: string | null; url: string | null },
): Promise<void> {
  await db.query('update product_images set image_seed = $2, url = $3 where id = $1', [
    id,
    source.imageSeed,
    source.url,
  ]);
}

export async function deleteImage(db: Queryable, id: string): Promise<void> {
  await db.query('delete from product_images where id = $1', [id]);
}
