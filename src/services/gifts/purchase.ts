// Giving a listing to a friend (docs/product.md §20, docs/decisions/0052-gift-order-is-the-givers.md): one database
// transaction that checks the pair (friends, no block either way), the listing (listed, not the giver's own),
// the friend (does not own it yet, does not sell it) and the giver's balance, then records the giver's order
// of kind 'gift', its line, the friend's ownership, one balanced ledger transaction (giver debited, seller
// credited) and the friend's notice.
//
// Locks, in this order: the ledger accounts of giver and friend, in id order (so the giver's purchases, the
// friend's own purchases and every gift between them run one at a time, and two gifts in opposite
// directions cannot deadlock), then the pair's friendship lock (a block or an unfriend racing the gift runs
// wholly before or after it). The ownership's primary key backs up "owned once" against any other writer.
//
// Idempotent by the giver's key, as checkout is: a repeated key with the same request answers the first
// order, never a second charge; the same key with a different request is refused.
import type { Database, Queryable } from '../db/database.ts';
import { databaseErrorOf } from '../db/database.ts';
import { ApiError } from '../kit/jsonapi.ts';
import {
  countedPurchase,
  inTransaction,
  lockPersonaBalance,
  personaAccountId,
  postTransaction,
} from '../ledger/index.ts';
import { ORDER_COLUMNS, itemsOf, requestHash, type OrderItemRow, type OrderRow } from '../orders/index.ts';
import { lockFriendPair } from '../friends/index.ts';
import { notifyPersonas } from '../notifications/index.ts';
import { RANDOM_SHARD } from '../analytics/index.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { GIFT_UNAVAILABLE } from '../../shared/gifts/limits.ts';

export interface GiftRequest {
  giver: PersonaRow;
  recipient: PersonaRow;
  productId: string;
  /** The price the giver saw and agreed to. */
  expectedPrice: number;
  /** Trimmed; null when the giver wrote none. */
  message: string | null;
  idempotencyKey: string;
  now: Date;
}

export interface GiftResult {
  order: OrderRow;
  items: OrderItemRow[];
  /** True when this request repeated an earlier one (same key, same request): nothing was charged now. */
  replayed: boolean;
}

interface GiftRead {
  previous: OrderRow | null;
  product: {
    id: string;
    name: string;
    price: number;
    status: string;
    deleted: boolean;
    store_id: string;
    seller_id: string;
  } | null;
  friends: boolean;
  blocked: boolean;
  recipient_owns: boolean;
}

const OWNED_PKEY = 'owned_products_pkey';
const UNIQUE_VIOLATION = '23505';

function recipientOwns(recipient: PersonaRow, name: string): ApiError {
  return new ApiError({
    code: 'recipient-owns',
    detail: `@${recipient.handle} already has ${name}.`,
    meta: { recipientHandle: recipient.handle },
  });
}

export async function giftListing(db: Database, request: GiftRequest): Promise<GiftResult> {
  const { giver, recipient } = request;
  if (giver.id === recipient.id) {
    throw new ApiError({ code: 'self-relation', detail: 'You cannot send a gift to yourself.' });
  }
  const hash = requestHash({
    kind: 'gift',
    productId: request.productId,
    recipientId: recipient.id,
    expectedPrice: request.expectedPrice,
    message: request.message,
  });

  return countedPurchase(
    'gift',
    inTransaction(db, async (tx) => {
      const accounts = [giver.id, recipient.id].sort();
      let balance = 0;
      for (const id of accounts) {
        const locked = await lockPersonaBalance(tx, id);
        if (id === giver.id) balance = locked;
      }
      await lockFriendPair(tx, giver.id, recipient.id);
      // Read after the locks: a concurrent gift with the same key has either committed its order (seen here)
      // or not started; so has a block, an unfriend or the friend's own purchase.
      const [read] = await tx.query<GiftRead>(
        `select (select row_to_json(o) from (select ${ORDER_COLUMNS} from orders o where o.persona_id = $1 and o.idempotency_key = $2) o) as previous,
              (select json_build_object('id', p.id, 'name', p.name, 'price', p.price, 'status', p.status,
                        'deleted', p.deleted_at is not null, 'store_id', p.store_id, 'seller_id', s.persona_id)
                 from products p join stores s on s.id = p.store_id where p.id = $4) as product,
              exists (select 1 from friendships f
                       where f.persona_low = least($1::uuid, $3::uuid) and f.persona_high = greatest($1::uuid, $3::uuid)) as friends,
              exists (select 1 from persona_blocks b
                       where (b.blocker = $1 and b.blocked = $3) or (b.blocker = $3 and b.blocked = $1)) as blocked,
              exists (select 1 from owned_products w where w.persona_id = $3 and w.product_id = $4) as recipient_owns`,
        [giver.id, request.idempotencyKey, recipient.id, request.productId],
      );
      if (!read) throw new Error('the gift read returned no row');
      const previous = read.previous;
      if (previous) {
        if (previous.request_hash !== hash) {
          throw new ApiError({
            code: 'idempotency-key-reused',
            detail: 'This idempotency key was used for a different purchase. Use a new key for a new gift.',
            source: { header: 'Idempotency-Key' },
          });
        }
        return { order: previous, items: await itemsOf(tx, [previous.id]), replayed: true };
      }

      // Blocks first, in words that do not say who blocked (a block also ended the friendship).
      if (read.blocked) throw new ApiError({ code: 'gift-unavailable', detail: GIFT_UNAVAILABLE });
      if (!read.friends) {
        throw new ApiError({
          code: 'not-friends',
          detail: `You can send gifts only to friends; @${recipient.handle} is not one yet.`,
        });
      }
      const product = read.product;
      if (!product) throw new ApiError({ code: 'not-found', detail: 'No listing has this id.' });
      if (product.deleted || product.status !== 'listed') {
        throw new ApiError({
          code: 'product-unavailable',
          detail: `${product.name} is no longer available for purchase.`,
          meta: { names: [product.name] },
        });
      }
      if (product.seller_id === giver.id) {
        throw new ApiError({ code: 'own-product', detail: `${product.name} is sold by your own store.` });
      }
      // A listing the friend has, or sells, would be a wasted gift.
      if (read.recipient_owns || product.seller_id === recipient.id) throw recipientOwns(recipient, product.name);
      if (product.price !== request.expectedPrice) {
        throw new ApiError({
          code: 'price-changed',
          detail: `The price changed: ${product.name} now costs ${product.price}, not ${request.expectedPrice}.`,
          meta: { total: product.price, expectedTotal: request.expectedPrice },
        });
      }
      if (product.price > balance) {
        throw new ApiError({
          code: 'insufficient-funds',
          detail: `You need ${product.price - balance} more Lumen Dollars for this gift.`,
          meta: { balance, total: product.price, needed: product.price - balance },
        });
      }

      const transactionId = await postTransaction(tx, 'purchase', [
        { accountId: personaAccountId(giver.id), amount: -product.price },
        { accountId: personaAccountId(product.seller_id), amount: product.price },
      ]);
      let placed: OrderRow | undefined;
      try {
        [placed] = await tx.query<OrderRow>(
          `with placed as (
           insert into orders (persona_id, kind, status, total, idempotency_key, request_hash, transaction_id, completed_at,
                               gift_recipient_id, gift_message)
           values ($1, 'gift', 'completed', $2, $3, $4, $5, $6, $7, $8) returning *
         ), line as (
           insert into order_items (order_id, product_id, store_id, seller_persona_id, name, price)
           select placed.id, $9, $10, $11, $12, $2 from placed
         ), ownership as (
           insert into owned_products (persona_id, product_id, order_id, acquired_at) select $7, $9, placed.id, $6 from placed
         ), counted as (
           insert into analytics_daily (subject_kind, subject_id, event, day, shard, count)
           values ('listing', $9, 'purchase', ($6::timestamptz at time zone 'UTC')::date, ${RANDOM_SHARD}, 1)
           on conflict (subject_kind, subject_id, event, day, shard) do update set count = analytics_daily.count + 1
         )
         select placed.*, $13::text as gift_recipient_handle from placed`,
          [
            giver.id,
            product.price,
            request.idempotencyKey,
            hash,
            transactionId,
            request.now,
            recipient.id,
            request.message,
            product.id,
            product.store_id,
            product.seller_id,
            product.name,
            recipient.handle,
          ],
        );
      } catch (error) {
        // Someone else gave or sold the friend this listing in the same instant: the key says it is theirs.
        const failure = databaseErrorOf(error);
        if (failure?.code === UNIQUE_VIOLATION && failure.constraint === OWNED_PKEY)
          throw recipientOwns(recipient, product.name);
        throw error;
      }
      if (!placed) throw new Error('insert into orders returned no row');
      await notifyPersonas(tx, [recipient.id], {
        eventId: null,
        productId: product.id,
        kind: 'gift-received',
        actorPersonaId: giver.id,
        title: `${giver.name || giver.handle} sent you a gift: ${product.name}`,
        body: request.message ?? '',
        dedupeKey: `gift-received:${placed.id}`,
        createdAt: request.now,
      });
      const items: OrderItemRow[] = [
        {
          order_id: placed.id,
          product_id: product.id,
          store_id: product.store_id,
          seller_persona_id: product.seller_id,
          name: product.name,
          price: product.price,
        },
      ];
      return { order: placed, items, replayed: false };
    }),
  );
}

/** The gifts a persona received, newest first (the friend's side: who gave what, and their words). */
export async function receivedGifts(db: Queryable, recipientId: string, paging: { limit: number; offset: number }) {
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from orders where gift_recipient_id = $1 and kind = 'gift' and status = 'completed'`,
    [recipientId],
  );
  const rows = await db.query<{
    order_id: string;
    product_id: string;
    name: string;
    giver_handle: string;
    giver_name: string;
    message: string | null;
    created_at: Date | string;
  }>(
    `select o.id as order_id, i.product_id, i.name, g.handle as giver_handle, g.name as giver_name,
            o.gift_message as message, o.created_at
       from orders o join order_items i on i.order_id = o.id join personas g on g.id = o.persona_id
      where o.gift_recipient_id = $1 and o.kind = 'gift' and o.status = 'completed'
      order by o.created_at desc, o.id limit $2 offset $3`,
    [recipientId, paging.limit, paging.offset],
  );
  return { rows, total: count?.total ?? 0 };
}
