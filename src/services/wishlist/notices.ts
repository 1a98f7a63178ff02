// Telling the personas who wished a listing that it went on promotion or came back to the store
// (docs/product.md §15), inside the owner's write: the change and its notices commit together. Each notice
// has a dedupe key, so saving the same promotion again (same promotion id) or replaying the write tells
// nobody twice; a new promotion, or a second return after another delisting, is news again.
import type { Queryable } from '../db/database.ts';
import { notifyPersonas } from '../notifications/index.ts';
import { wishersOf } from './repository.ts';

export interface PromotionNoticeInput {
  productId: string;
  promotionId: string;
  percentOff: number | null;
  label: string | null;
  endsAt: Date;
  /** The owner who made the change: never notified about their own listing. */
  actorPersonaId: string;
  now: Date;
}

async function listingOf(tx: Queryable, productId: string) {
  const [row] = await tx.query<{ name: string; price: number; status: string; deleted: boolean }>(
    'select name, price, status, deleted_at is not null as deleted from products where id = $1',
    [productId],
  );
  return row;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** The number of wishers newly notified. A promotion on a listing that cannot be bought tells nobody. */
export async function noticeWishersOfPromotion(tx: Queryable, input: PromotionNoticeInput): Promise<number> {
  const listing = await listingOf(tx, input.productId);
  if (!listing || listing.deleted || listing.status !== 'listed') return 0;
  const price = Number(listing.price);
  const offer =
    input.percentOff === null
      ? (input.label ?? 'On promotion')
      : `${input.percentOff}% off: ${Math.floor((price * (100 - input.percentOff)) / 100)} Lumen Dollars instead of ${price}`;
  return notifyPersonas(tx, await wishersOf(tx, input.productId, input.actorPersonaId), {
    eventId: null,
    productId: input.productId,
    kind: 'wishlist',
    title: `"${listing.name}" from your wishlist is on promotion`,
    body: `${offer}, until ${day(input.endsAt)} (UTC).`,
    dedupeKey: `wishlist-promotion:${input.promotionId}`,
    createdAt: input.now,
  });
}

/** A delisted listing is listed again: its wishers hear it once per return. */
export async function noticeWishersOfReturn(
  tx: Queryable,
  input: { productId: string; actorPersonaId: string; now: Date },
): Promise<number> {
  const listing = await listingOf(tx, input.productId);
  if (!listing || listing.deleted || listing.status !== 'listed') return 0;
  return notifyPersonas(tx, await wishersOf(tx, input.productId, input.actorPersonaId), {
    eventId: null,
    productId: input.productId,
    kind: 'wishlist',
    title: `"${listing.name}" from your wishlist is back in the store`,
    body: 'It was unavailable for a while and can be bought again.',
    dedupeKey: `wishlist-relisted:${input.productId}:${input.now.toISOString()}`,
    createdAt: input.now,
  });
}
