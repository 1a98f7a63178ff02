// The wishlist (docs/product.md §15; docs/upstream-api-wishlist.md), registered once per API version. Every
// call acts for the bearer token's persona:
//   GET    /user/wishlist?page=&perPage=            the caller's wished listings, newest first; delisted ones
//                                                   stay, marked unavailable
//   GET    /user/wishlist?filter[productId]=a,b     which of these listings the caller wished (cards' hearts)
//   POST   /user/wishlist                           { productId }: wish (201 new, 200 already; 409 when full)
//   DELETE /user/wishlist/{productId}               unwish (204, also when there was nothing)
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { parseAttributes } from '../kit/document.ts';
import { parseQuery } from '../kit/query.ts';
import { intParam } from '../kit/query.ts';
import { isUuid } from '../kit/ids.ts';
import { slugify } from '../kit/slugify.ts';
import { productImageSizes } from '../media/index.ts';
import { parseIdFilter } from '../commerce/index.ts';
import { MAX_WISHLIST_PAGE_SIZE, WISHLIST_MAX_ENTRIES, WISHLIST_PAGE_SIZE } from '../../shared/wishlist/limits.ts';
import {
  addEntry,
  countEntries,
  findEntry,
  listEntries,
  removeEntry,
  wishedAmong,
  type WishlistEntryRow,
} from './repository.ts';

export interface WishlistRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  clock: Clock;
}

const listQuerySchema = z.object({
  page: intParam('page', 1, 1000).default(1),
  perPage: intParam('perPage', 1, MAX_WISHLIST_PAGE_SIZE).default(WISHLIST_PAGE_SIZE),
  'filter[productId]': z.string().optional(),
});

const addSchema = z
  .object({
    productId: z.string({ error: 'productId is required.' }).refine(isUuid, 'productId must be a listing id (a UUID).'),
  })
  .strict();

const iso = (value: Date | string) => new Date(value).toISOString();

export async function wishlistRoutes(app: FastifyInstance, opts: WishlistRoutesOptions): Promise<void> {
  const { db, clock, mediaBaseUrl } = opts;
  const callers = callerResolver(db, opts.verifier);
  // Every answer is the caller's own: private, never shared (the kit's policy for calls with a token).
  registerCacheHeaders(app);
  const send = (reply: FastifyReply, status: number, document: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

  const entryResource = (row: WishlistEntryRow) => {
    const price = Number(row.price);
    const available = row.status === 'listed' && !row.deleted;
    const imageUrl =
      row.image_seed !== null ? (productImageSizes(mediaBaseUrl, row.image_seed).card?.url ?? null) : row.image_url;
    return {
      type: 'wishlist-entry',
      // One entry per caller and listing, so the listing's id names it for this caller.
      id: row.product_id,
      attributes: {
        productId: row.product_id,
        name: row.name,
        slug: slugify(row.name) || 'listing',
        price,
        status: row.deleted ? 'deleted' : row.status,
        available,
        imageUrl,
        creatorHandle: row.persona_handle,
        creatorName: row.persona_name,
        promotion:
          available && row.promotion_ends_at !== null
            ? {
                percentOff: row.percent_off === null ? null : Number(row.percent_off),
                label: row.promotion_label,
                promotionalPrice:
                  row.percent_off === null ? null : Math.floor((price * (100 - Number(row.percent_off))) / 100),
                endsAt: iso(row.promotion_ends_at),
              }
            : null,
        wishedAt: iso(row.created_at),
      },
    };
  };

  app.get('/user/wishlist', async (request, reply) => {
    const persona = await callers.required(request, 'reading your wishlist');
    const query = parseQuery(listQuerySchema, request.query);
    const ids = parseIdFilter(request.query, 'productId');
    if (ids !== undefined) {
      const wished = await wishedAmong(db, persona.id, ids);
      return send(reply, 200, {
        data: wished.map((productId) => ({
          type: 'wishlist-status',
          id: productId,
          attributes: { productId, wished: true },
        })),
        meta: { total: wished.length },
      });
    }
    const [rows, total] = await Promise.all([
      listEntries(db, persona.id, clock(), query.perPage, (query.page - 1) * query.perPage),
      countEntries(db, persona.id),
    ]);
    return send(reply, 200, {
      data: rows.map(entryResource),
      meta: { total, page: query.page, perPage: query.perPage, limit: WISHLIST_MAX_ENTRIES },
    });
  });

  app.post('/user/wishlist', async (request, reply) => {
    const persona = await callers.required(request, 'wishing listings');
    const { productId: raw } = parseAttributes(request.body, 'wishlist-entry', addSchema);
    const productId = raw.toLowerCase();
    const now = clock();
    const outcome = await db.transaction((tx) => addEntry(tx, persona.id, productId, WISHLIST_MAX_ENTRIES, now));
    if (outcome === 'missing') throw notFound(`No listing has the id "${productId}".`);
    if (outcome === 'full') {
      throw new ApiError({
        code: 'wishlist-full',
        detail: `Your wishlist holds ${WISHLIST_MAX_ENTRIES} listings, the most it can. Remove one to add another.`,
        meta: { limit: WISHLIST_MAX_ENTRIES },
      });
    }
    const row = await findEntry(db, persona.id, productId, now);
    if (!row) throw notFound('The listing was removed from your wishlist while you added it.');
    return send(reply, outcome === 'added' ? 201 : 200, {
      data: entryResource(row),
      meta: { limit: WISHLIST_MAX_ENTRIES },
    });
  });

  app.delete<{ Params: { productId: string } }>('/user/wishlist/:productId', async (request, reply) => {
    const persona = await callers.required(request, 'changing your wishlist');
    const { productId } = request.params;
    if (!isUuid(productId)) {
      throw new ApiError({
        code: 'invalid-parameter',
        detail: 'The path names a listing id (a UUID).',
        source: { parameter: 'productId' },
      });
    }
    await removeEntry(db, persona.id, productId.toLowerCase());
    return reply.code(204).send();
  });
}
