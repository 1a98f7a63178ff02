// A buyer's cart (docs/product.md §9): one line per product, kept server-side so it follows the
// user across devices. Listed lines and delisted ones (delisted or deleted since they were added) are
// separate lists; the total counts listed lines at today's price.
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../kit/jsonapi.ts';
import { slugify } from '../kit/slugify.ts';

export interface CartLine {
  productId: string;
  name: string;
  price: number;
  /** The price when it was added (the UI can say the price changed). */
  priceAtAdd: number;
  storeUrl: string;
  thumbUrl: string;
  addedAt: string;
}

export interface DelistedCartLine {
  productId: string;
  name: string;
}

export interface Cart {
  items: CartLine[];
  delistedItems: DelistedCartLine[];
  total: number;
}

interface CartRow {
  product_id: string;
  name: string;
  price: number;
  price_at_add: number;
  image_seed: string | null;
  status: string;
  deleted: boolean;
  added_at: Date | string;
}

export function productThumbUrl(mediaBaseUrl: string, imageSeed: string | null): string {
  return imageSeed
    ? `${mediaBaseUrl}/generated/product/${encodeURIComponent(imageSeed)}/thumb.svg`
    : `${mediaBaseUrl}/no-image.svg`;
}

export async function readCart(db: Queryable, personaId: string, mediaBaseUrl: string): Promise<Cart> {
  const rows = await db.query<CartRow>(
    `select c.product_id, p.name, p.price, c.price_at_add, p.image_seed, p.status, (p.deleted_at is not null) as deleted, c.added_at
       from cart_items c join products p on p.id = c.product_id
      where c.persona_id = $1
      order by c.added_at, p.name`,
    [personaId],
  );
  const items: CartLine[] = [];
  const delistedItems: DelistedCartLine[] = [];
  for (const row of rows) {
    if (row.deleted || row.status !== 'listed') {
      delistedItems.push({ productId: row.product_id, name: row.name });
      continue;
    }
    items.push({
      productId: row.product_id,
      name: row.name,
      price: row.price,
      priceAtAdd: row.price_at_add,
      storeUrl: `/listings/${row.product_id}/${slugify(row.name) || 'listing'}`,
      thumbUrl: productThumbUrl(mediaBaseUrl, row.image_seed),
      addedAt: new Date(row.added_at).toISOString(),
    });
  }
  return { items, delistedItems, total: items.reduce((sum, item) => sum + item.price, 0) };
}

/** Adds a product (once: adding it again changes nothing). Refuses what cannot be bought. */
export async function addToCart(db: Queryable, personaId: string, productId: string): Promise<'added' | 'present'> {
  const [product] = await db.query<{
    name: string;
    price: number;
    status: string;
    deleted: boolean;
    seller_id: string;
  }>(
    `select p.name, p.price, p.status, (p.deleted_at is not null) as deleted, s.persona_id as seller_id
       from products p join stores s on s.id = p.store_id where p.id = $1`,
    [productId],
  );
  if (!product || product.deleted) throw new ApiError({ code: 'not-found', detail: 'No product has this id.' });
  if (product.status !== 'listed') {
    throw new ApiError({ code: 'product-unavailable', detail: `${product.name} is no longer available for purchase.` });
  }
  if (product.seller_id === personaId) {
    throw new ApiError({ code: 'own-product', detail: `${product.name} is sold by your own store.` });
  }
  const [owned] = await db.query('select 1 from owned_products where persona_id = $1 and product_id = $2', [
    personaId,
    productId,
  ]);
  if (owned) throw new ApiError({ code: 'already-owned', detail: `You already own ${product.name}.` });
  const inserted = await db.query(
    `insert into cart_items (persona_id, product_id, price_at_add) values ($1, $2, $3)
     on conflict (persona_id, product_id) do nothing returning product_id`,
    [personaId, productId, product.price],
  );
  return inserted.length > 0 ? 'added' : 'present';
}

export async function removeFromCart(db: Queryable, personaId: string, productId: string): Promise<void> {
  await db.query('delete from cart_items where persona_id = $1 and product_id = $2', [personaId, productId]);
}

export async function clearCart(db: Queryable, personaId: string): Promise<void> {
  await db.query('delete from cart_items where persona_id = $1', [personaId]);
}

/** docs/product.md §12: the delisted notice's close button clears the delisted lines. */
export async function clearDelisted(db: Queryable, personaId: string): Promise<void> {
  await db.query(
    `delete from cart_items c using products p
      where c.persona_id = $1 and p.id = c.product_id and (p.status <> 'listed' or p.deleted_at is not null)`,
    [personaId],
  );
}
