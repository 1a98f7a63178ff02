// Gifts (docs/product.md §20; docs/upstream-api-gifts.md), registered once per API version. Every call acts for the
// bearer token's persona:
//   POST /user/gifts                    give a listing to a friend (Idempotency-Key header; 201 new, 200 replayed);
//                                       the answer is the giver's order, of kind 'gift'
//   GET  /user/gifts/received?page=&perPage=  the gifts the caller received, newest first
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { idempotencyKeyOf, parseAttributes } from '../kit/document.ts';
import { UUID_PATTERN } from '../kit/ids.ts';
import { intParam, parseQuery } from '../kit/query.ts';
import { IDEMPOTENCY_KEY_PATTERN, orderResource } from '../orders/index.ts';
import { findProfile, parseProfileRef } from '../profiles/index.ts';
import { GIFT_MESSAGE_MAX, giftMessageLength, normaliseGiftMessage } from '../../shared/gifts/limits.ts';
import { giftListing, receivedGifts } from './purchase.ts';

export interface GiftsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  clock: Clock;
}

const giftSchema = z.object({
  productId: z.string({ error: 'productId is required.' }).regex(UUID_PATTERN, 'productId must be a listing id.'),
  recipient: z
    .string({ error: 'recipient is required: the friend’s persona id or handle.' })
    .min(1, 'recipient is required: the friend’s persona id or handle.')
    .max(200),
  expectedPrice: z
    .number({ error: 'expectedPrice is required: the price the giver agreed to.' })
    .int('expectedPrice is a whole number of Lumen Dollars.')
    .min(0, 'expectedPrice cannot be negative.'),
  message: z
    .string('message is text.')
    .refine(
      (text) => giftMessageLength(text.trim()) <= GIFT_MESSAGE_MAX,
      `message is at most ${GIFT_MESSAGE_MAX} characters.`,
    )
    .nullish(),
});

const receivedQuerySchema = z.object({
  page: intParam('page', 1, 1000).default(1),
  perPage: intParam('perPage', 1, 100).default(20),
});

export async function giftsRoutes(app: FastifyInstance, opts: GiftsRoutesOptions): Promise<void> {
  const { db, clock } = opts;
  const callers = callerResolver(db, opts.verifier);
  // Every answer is the caller's own: private, never shared.
  registerCacheHeaders(app);
  const send = (reply: FastifyReply, status: number, document: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

  app.post('/user/gifts', async (request, reply) => {
    const giver = await callers.required(request, 'sending gifts');
    const key = idempotencyKeyOf(request.headers, IDEMPOTENCY_KEY_PATTERN);
    const input = parseAttributes(request.body, 'gift', giftSchema);
    const ref = parseProfileRef(input.recipient);
    const recipient = ref === undefined ? undefined : await findProfile(db, ref);
    if (!recipient) throw notFound(`No profile has the id or handle "${input.recipient}".`);
    const result = await giftListing(db, {
      giver,
      recipient,
      productId: input.productId,
      expectedPrice: input.expectedPrice,
      message: normaliseGiftMessage(input.message),
      idempotencyKey: key,
      now: clock(),
    });
    return send(reply, result.replayed ? 200 : 201, { data: orderResource(result.order, result.items, giver.handle) });
  });

  app.get('/user/gifts/received', async (request, reply) => {
    const me = await callers.required(request, 'reading your gifts');
    const query = parseQuery(receivedQuerySchema, request.query);
    const { rows, total } = await receivedGifts(db, me.id, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return send(reply, 200, {
      data: rows.map((row) => ({
        type: 'receivedGift',
        id: row.order_id,
        attributes: {
          productId: row.product_id,
          name: row.name,
          giverHandle: row.giver_handle,
          giverName: row.giver_name,
          message: row.message,
          createdAt: new Date(row.created_at).toISOString(),
        },
      })),
      meta: { total, page: query.page, perPage: query.perPage },
    });
  });
}
