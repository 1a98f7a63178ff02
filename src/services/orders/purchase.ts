// Buying products with Lumen Dollars (docs/product.md §9): one database transaction that checks availability,
// prices, ownership and the buyer's balance, then records the order, the items, the ownerships and one
// balanced ledger transaction (buyer debited, each seller credited) and empties the bought cart lines.
//
// Idempotent by the buyer's key: the buyer's balance row is locked first, so requests of one buyer run
// one at a time; a repeated key with the same request returns the first order (a double click, a retry,
// a replay never charges twice); the same key with a different request is refused.
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../kit/jsonapi.ts';
import {
  SYSTEM_ACCOUNTS,
  countedPurchase,
  inTransaction,
  lockPersonaBalance,
  personaAccountId,
  postTransaction,
} from '../ledger/index.ts';
import { itemsOf, type OrderItemRow } from './resource.ts';
import { RANDOM_SHARD } from '../analytics/index.ts';

export interface PurchaseRequest {
  buyerId: string;
  idempotencyKey: string;
  kind: 'cart' | 'product';
  /** What the buyer saw and agreed to: these products, for this total. */
  productIds: readonly string[];
  expectedTotal: number;
}

export interface OrderRow {
  id: string;
  persona_id: string;
  kind: 'cart' | 'product' | 'bundle' | 'gift';
  status: 'pending' | 'completed' | 'failed' | 'cancelled';
  total: number;
  idempotency_key: string;
  request_hash: string;
  transaction_id: string | null;
  bundle_id: string | null;
  payment_tx_id: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
  /** A gift's friend and message (docs/product.md §20); null for every other order. */
  gift_recipient_id?: string | null;
  gift_message?: string | null;
  /** The friend's handle, where the read joined it (the orders lists, one order, a gift's answer). */
  gift_recipient_handle?: string | null;
}

export interface PurchaseResult {
  order: OrderRow;
  /** The order's lines, as GET /user/orders/{id} lists them. */
  items: OrderItemRow[];
  /** True when this request repeated an earlier one (same key, same request): nothing was charged now. */
  replayed: boolean;
}

interface ProductForSale {
  id: string;
  name: string;
  price: number;
  status: string;
  deleted: boolean;
  store_id: string;
  seller_id: string;
  owned: boolean;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export function requestHash(parts: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export async function findOrderByKey(db: Queryable, buyerId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>('select * from orders where persona_id = $1 and idempotency_key = $2', [
    buyerId,
    key,
  ]);
  return row;
}

function unavailable(names: string[]): ApiError {
  return new ApiError({
    code: 'product-unavailable',
    detail: `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} no longer available for purchase.`,
    meta: { names },
  });
}

export async function purchase(db: Database, request: PurchaseRequest): Promise<PurchaseResult> {
  const productIds = [...new Set(request.productIds)].sort();
  const hash = requestHash({ kind: request.kind, productIds, expectedTotal: request.expectedTotal });
  if (productIds.length === 0) throw new ApiError({ code: 'cart-empty', detail: 'There is nothing to buy.' });

  // Six round trips in all (BEGIN, lock, read, ledger write, order write, COMMIT), whatever the number of
  // products: checkout throughput is bound by round trips and by how long rows stay locked.
  return countedPurchase(
    request.kind,
    inTransaction(db, async (tx) => {
      const balance = await lockPersonaBalance(tx, request.buyerId);
      // Read after the lock, in a statement of its own: a concurrent request with the same key has either
      // committed its order (seen here) or not started.
      const [read] = await tx.query<{ previous: OrderRow | null; products: ProductForSale[] }>(
        `select (select row_to_json(o) from orders o where o.persona_id = $1 and o.idempotency_key = $2) as previous,
              (select coalesce(json_agg(json_build_object(
                        'id', p.id, 'name', p.name, 'price', p.price, 'status', p.status, 'deleted', p.deleted_at is not null,
                        'store_id', p.store_id, 'seller_id', s.persona_id,
                        'owned', exists (select 1 from owned_products w where w.persona_id = $1 and w.product_id = p.id))
                      order by p.id), '[]'::json)
                 from products p join stores s on s.id = p.store_id
                where p.id = any($3::uuid[])) as products`,
        [request.buyerId, request.idempotencyKey, productIds],
      );
      const previous = read?.previous;
      if (previous) {
        if (previous.request_hash !== hash) {
          throw new ApiError({
            code: 'idempotency-key-reused',
            detail: 'This idempotency key was used for a different purchase. Use a new key for a new purchase.',
            source: { header: 'Idempotency-Key' },
          });
        }
        return { order: previous, items: await itemsOf(tx, [previous.id]), replayed: true };
      }

      const products = read?.products ?? [];
      if (products.length !== productIds.length)
        throw new ApiError({ code: 'not-found', detail: 'A product in this purchase does not exist.' });
      const gone = products.filter((product) => product.deleted || product.status !== 'listed');
      if (gone.length > 0) throw unavailable(gone.map((product) => product.name));
      const own = products.filter((product) => product.seller_id === request.buyerId);
      if (own.length > 0) {
        throw new ApiError({
          code: 'own-product',
          detail: `${own.map((p) => p.name).join(', ')} is sold by your own store.`,
        });
      }
      const owned = products.filter((product) => product.owned);
      if (owned.length > 0) {
        throw new ApiError({
          code: 'already-owned',
          detail: `You already own ${owned.map((row) => row.name).join(', ')}.`,
        });
      }
      const total = products.reduce((sum, product) => sum + product.price, 0);
      if (total !== request.expectedTotal) {
        throw new ApiError({
          code: 'price-changed',
          detail: `The price changed: the total is now ${total}, not ${request.expectedTotal}. Review your cart and try again.`,
          meta: { total, expectedTotal: request.expectedTotal },
        });
      }
      if (total > balance) {
        throw new ApiError({
          code: 'insufficient-funds',
          detail: `You need ${total - balance} more Lumen Dollars for this purchase.`,
          meta: { balance, total, needed: total - balance },
        });
      }

      const transactionId = await postTransaction(tx, 'purchase', [
        { accountId: personaAccountId(request.buyerId), amount: -total },
        ...products.map((product) => ({ accountId: personaAccountId(product.seller_id), amount: product.price })),
      ]);
      // The order, its lines, the ownerships and the emptied cart lines: one statement.
      const [order] = await tx.query<OrderRow>(
        `with placed as (
         insert into orders (persona_id, kind, status, total, idempotency_key, request_hash, transaction_id, completed_at)
         values ($1, $2, 'completed', $3, $4, $5, $6, now()) returning *
       ), lines as (
         insert into order_items (order_id, product_id, store_id, seller_persona_id, name, price)
         select placed.id, l.product_id, l.store_id, l.seller_id, l.name, l.price
           from placed, unnest($7::uuid[], $8::uuid[], $9::uuid[], $10::text[], $11::int[]) as l(product_id, store_id, seller_id, name, price)
       ), ownerships as (
         insert into owned_products (persona_id, product_id, order_id)
         select $1, l.product_id, placed.id from placed, unnest($7::uuid[]) as l(product_id)
       ), emptied as (
         delete from cart_items where persona_id = $1 and product_id = any($7::uuid[])
       ), counted as (
         -- The seller's sales chart counts the sale here, where it happens, never on the browser's word.
         insert into analytics_daily (subject_kind, subject_id, event, day, shard, count)
         select 'listing', l.product_id, 'purchase', (now() at time zone 'UTC')::date, ${RANDOM_SHARD}, 1 from unnest($7::uuid[]) as l(product_id)
         on conflict (subject_kind, subject_id, event, day, shard) do update set count = analytics_daily.count + 1
       )
       select * from placed`,
        [
          request.buyerId,
          request.kind,
          total,
          request.idempotencyKey,
          hash,
          transactionId,
          products.map((product) => product.id),
          products.map((product) => product.store_id),
          products.map((product) => product.seller_id),
          products.map((product) => product.name),
          products.map((product) => product.price),
        ],
      );
      if (!order) throw new Error('insert into orders returned no row');
      const items: OrderItemRow[] = products
        .map((product) => ({
          order_id: order.id,
          product_id: product.id,
          store_id: product.store_id,
          seller_persona_id: product.seller_id,
          name: product.name,
          price: product.price,
        }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      return { order, items, replayed: false };
    }),
  );
}

/** Demo and goodwill money: credits a persona from the platform's grants account. */
export async function grant(db: Database, personaId: string, amount: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockPersonaBalance(tx, personaId);
    await postTransaction(tx, 'grant', [
      { accountId: SYSTEM_ACCOUNTS.grants, amount: -amount },
      { accountId: personaAccountId(personaId), amount },
    ]);
  });
}
