// Gifting over the upstream client (docs/product.md §20, docs/upstream-api-gifts.md). The caller's token decides who
// gives; the handle names the friend. The refusals a person can cause come back as results the dialog says
// in the reader's language (the insufficient-funds one with what is missing, like checkout); anything else
// throws and goes through the error catalogue.
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import { deserializeDocument } from '../upstream-client/json-api.ts';
import type { GiftRefusal, ReceivedGiftsPage, SendGiftResult } from '../../shared/gifts/schema.ts';
import { GIFT_UNAVAILABLE, RECEIVED_GIFTS_PER_PAGE, normaliseGiftMessage } from '../../shared/gifts/limits.ts';
import { listingPath } from '../../shared/listings/listing-rules.ts';
import { pageCountOf } from '../experiences/mapping.ts';
import { upstreamPagingMetaSchema } from '../profiles/upstream-schema.ts';
import { upstreamGiftErrorMetaSchema, upstreamGiftOrderSchema, upstreamReceivedGiftSchema } from './upstream-schema.ts';

/** The upstream's refusal codes and the dialog's reasons. */
const REFUSALS: Partial<Record<string, Exclude<GiftRefusal, 'insufficient-funds'>>> = {
  'not-friends': 'not-friends',
  'gift-unavailable': 'unavailable-between',
  'recipient-owns': 'recipient-owns',
  'product-unavailable': 'listing-unavailable',
  'own-product': 'own-listing',
  'self-relation': 'self',
  'price-changed': 'price-changed',
};

export async function sendGift(
  upstream: UpstreamClient,
  input: {
    productId: string;
    recipientHandle: string;
    expectedPrice: number;
    message?: string | undefined;
    idempotencyKey: string;
  },
): Promise<SendGiftResult> {
  try {
    const response = await upstream.raw('POST', '/user/gifts', {
      version: 'v2',
      mediaType: 'jsonapi',
      headers: { 'idempotency-key': input.idempotencyKey },
      body: {
        data: {
          type: 'gift',
          attributes: {
            productId: input.productId,
            recipient: input.recipientHandle,
            expectedPrice: input.expectedPrice,
            message: normaliseGiftMessage(input.message),
          },
        },
      },
    });
    const order = upstreamGiftOrderSchema.parse(deserializeDocument(JSON.parse(response.text)).data);
    return { ok: true, orderId: order.id, total: order.total, replayed: response.status === 200 };
  } catch (error) {
    if (!(error instanceof BadResponseError)) throw error;
    const first = jsonApiErrorOf(error);
    if (first?.code === 'insufficient-funds') {
      const meta = upstreamGiftErrorMetaSchema.safeParse(first.meta ?? {});
      const info = meta.success ? meta.data : {};
      return {
        ok: false,
        reason: 'insufficient-funds',
        total: info.total ?? input.expectedPrice,
        balance: info.balance ?? 0,
        needed: info.needed ?? input.expectedPrice,
      };
    }
    const code = first?.code;
    const reason = typeof code === 'string' ? REFUSALS[code] : undefined;
    if (reason === undefined) throw error;
    // One set of words whichever side blocked (docs/product.md §17).
    const message = reason === 'unavailable-between' ? GIFT_UNAVAILABLE : (first?.detail ?? GIFT_UNAVAILABLE);
    return { ok: false, reason, message };
  }
}

/** The gifts the caller received, newest first, a page at a time. */
export async function receivedGifts(upstream: UpstreamClient, page: number): Promise<ReceivedGiftsPage> {
  const document = await upstream.getCollection('/user/gifts/received', {
    version: 'v2',
    query: { page, perPage: RECEIVED_GIFTS_PER_PAGE },
    schema: upstreamReceivedGiftSchema,
  });
  const meta = upstreamPagingMetaSchema.parse(document.meta);
  return {
    items: document.data.map((gift) => ({
      id: gift.id,
      listing: { id: gift.productId, name: gift.name, path: listingPath({ id: gift.productId, name: gift.name }) },
      giver: { handle: gift.giverHandle, name: gift.giverName },
      message: gift.message,
      receivedAt: gift.createdAt,
    })),
    total: meta.total,
    page,
    perPage: RECEIVED_GIFTS_PER_PAGE,
    pageCount: pageCountOf(meta.total, RECEIVED_GIFTS_PER_PAGE),
  };
}
