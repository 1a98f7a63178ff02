// Reviews (docs/upstream-api.md): POST /review, PATCH /review/{id}, DELETE /review/{id} (author only),
// GET /user/reviews (the caller's), GET /reviews (anyone's, by item), GET /reviewsummary (filter[id]) and
// GET /reviewsummary/{id}. An item is a product or an experience (favourites: docs/product.md §5); one review per
// persona and item; a summary is keyed by the item's id and follows every write at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { listQuerySchema } from '../experiences/index.ts';
import {
  ApiError,
  notFound,
  pageLinks,
  serializeCollection,
  serializeResource,
  type JsonApiModel,
} from '../kit/jsonapi.ts';
import { parseQuery } from '../kit/query.ts';
import { isUuid } from '../kit/ids.ts';
import { parseIdFilter, parseReviewCreate, parseReviewPatch } from './params.ts';
import { iso, ratingOf } from './resource.ts';
import {
  deleteReview,
  findReview,
  findReviewable,
  insertReview,
  listReviews,
  lockReviewAuthor,
  reviewSummaries,
  updateReview,
  type ReviewRow,
  type SummaryRow,
} from './reviews-repository.ts';
import type { CommerceContext } from './routes.ts';
import { attachmentModel, checkAttachment } from '../uploads/index.ts';
import { REVIEW_SORTS, type ReviewSort } from '../../shared/reviews/replies.ts';
import { blockingViewer } from '../blocking/index.ts';

const DEFAULT_MEDIA_BASE_URL = '/media';
const pagingSchema = listQuerySchema.pick({ page: true, perPage: true });
/** Every rating a review may have, as the keys of a summary's distribution. */
const RATING_STEPS = Array.from({ length: 10 }, (_, index) => String((index + 1) / 2));

/** A review as the reviews service answers it (docs/product.md §5 Review, Favourite). */
export function reviewModel(row: ReviewRow, mediaBaseUrl = DEFAULT_MEDIA_BASE_URL): JsonApiModel {
  const itemType = row.product_id !== null ? 'product' : 'experience';
  const itemId = row.product_id ?? row.experience_id ?? '';
  return {
    type: 'review',
    id: row.id,
    item: { type: itemType, id: itemId, name: row.item_name },
    reviewSummaryId: itemId,
    rating: Number(row.rating),
    review: row.review,
    personaId: row.persona_id,
    personaHandle: row.persona_handle,
    personaName: row.persona_name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    attachment: attachmentModel(row, mediaBaseUrl, row.attachment_alt),
    helpfulCount: Number(row.helpful_count ?? 0),
    reply: replyModel(row),
  };
}

/** The item owner's one reply under a review (docs/product.md §16), or null. */
function replyModel(row: ReviewRow) {
  if (row.reply_body === null || row.reply_created_at === null) return null;
  return {
    body: row.reply_body,
    personaHandle: row.reply_persona_handle ?? '',
    personaName: row.reply_persona_name ?? '',
    createdAt: iso(row.reply_created_at),
    updatedAt: iso(row.reply_updated_at ?? row.reply_created_at),
  };
}

/** `sort=newest|helpful` on review lists (docs/upstream-api.md "Reviews and favourites"); newest by default. */
function parseReviewSort(query: unknown): ReviewSort {
  const raw = (query as Record<string, unknown> | undefined)?.['sort'];
  if (raw === undefined) return 'newest';
  const sort = REVIEW_SORTS.find((known) => known === raw);
  if (sort === undefined) {
    throw new ApiError({
      code: 'invalid-parameter',
      detail: `sort is one of: ${REVIEW_SORTS.join(', ')}.`,
      source: { parameter: 'sort' },
    });
  }
  return sort;
}

export function summaryModel(row: SummaryRow): JsonApiModel {
  const count = Number(row.review_count);
  const given = row.distribution ?? {};
  const byRating = new Map(Object.entries(given).map(([rating, n]) => [String(Number(rating)), Number(n)]));
  return {
    type: 'reviewsummary',
    id: row.id,
    itemType: row.item_type,
    averageRating: count > 0 ? ratingOf(row.average_rating) : null,
    count,
    distribution: Object.fromEntries(RATING_STEPS.map((step) => [step, byRating.get(step) ?? 0])),
  };
}

/** docs/product.md §5: a review of an experience is a favourite, and a favourite's rating is fixed at 5. */
export const FAVOURITE_RATING = 5;
export const favouriteRatingError = () =>
  new ApiError({
    code: 'invalid-attribute',
    detail: `A review of an experience is a favourite: its rating is ${FAVOURITE_RATING}.`,
    source: { pointer: '/data/attributes/rating' },
  });

export function reviewsRoutes(
  app: FastifyInstance,
  { db, callers, prefix, send, mediaBaseUrl }: CommerceContext,
): void {
  const model = (row: ReviewRow) => reviewModel(row, mediaBaseUrl);
  const single = (row: ReviewRow) => serializeResource(model(row), { links: { self: `${prefix}/review/${row.id}` } });
  const ATTACHMENT_POINTER = '/data/attributes/attachmentId';

  const requirePersona = (request: FastifyRequest): Promise<PersonaRow> => callers.required(request, 'writing reviews');
  const missingReview = (id: string) => notFound(`No review has the id "${id}".`);

  app.post('/review', async (request, reply) => {
    const persona = await requirePersona(request);
    const attributes = parseReviewCreate(request.body);
    const itemId = attributes.item.id.toLowerCase();
    if (attributes.item.type === 'experience' && attributes.rating !== FAVOURITE_RATING) throw favouriteRatingError();
    const item = await findReviewable(db, attributes.item.type, itemId);
    if (!item) throw notFound(`No ${attributes.item.type} has the id "${attributes.item.id}".`);
    if (attributes.item.type === 'product' && item.ownerPersonaId === persona.id) {
      throw new ApiError({
        code: 'self-review',
        detail: 'You cannot review a listing of your own store.',
        source: { pointer: '/data/attributes/item' },
      });
    }
    const attachmentImageId = await checkAttachment(db, persona.id, attributes.attachmentId, ATTACHMENT_POINTER);
    const result = await insertReview(db, {
      type: attributes.item.type,
      itemId,
      personaId: persona.id,
      rating: attributes.rating,
      review: attributes.review ?? null,
      attachmentImageId,
      attachmentAlt: attributes.attachmentAlt,
    });
    if (!result.created) {
      throw new ApiError({
        code: 'review-exists',
        detail: 'You have already reviewed this; change that review with PATCH /review/{id}.',
        source: { pointer: '/data/attributes/item' },
        meta: { id: result.id },
      });
    }
    const row = await findReview(db, result.id);
    if (!row) throw new Error('created review vanished');
    reply.header('location', `${prefix}/review/${row.id}`);
    return send(reply, 201, single(row));
  });

  async function authorTarget(request: FastifyRequest<{ Params: { id: string } }>) {
    const persona = await requirePersona(request);
    const { id } = request.params;
    if (!isUuid(id)) throw missingReview(id);
    return { persona, id: id.toLowerCase() };
  }

  async function lockAuthored(tx: Queryable, id: string, persona: PersonaRow, action: string): Promise<void> {
    const author = await lockReviewAuthor(tx, id);
    if (author === undefined) throw missingReview(id);
    if (author !== persona.id)
      throw new ApiError({ code: 'not-owner', detail: `Only its author can ${action} this review.` });
  }

  app.patch<{ Params: { id: string } }>('/review/:id', async (request, reply) => {
    const { persona, id } = await authorTarget(request);
    const parsed = parseReviewPatch(request.body, id);
    const patch = {
      ...parsed,
      attachmentImageId: await checkAttachment(db, persona.id, parsed.attachmentId, ATTACHMENT_POINTER),
    };
    const row = await db.transaction(async (tx) => {
      await lockAuthored(tx, id, persona, 'change');
      if (
        patch.rating !== undefined &&
        patch.rating !== FAVOURITE_RATING &&
        (await findReview(tx, id))?.experience_id
      ) {
        throw favouriteRatingError();
      }
      await updateReview(tx, id, patch);
      return findReview(tx, id);
    });
    if (!row) throw missingReview(id);
    return send(reply, 200, single(row));
  });

  app.delete<{ Params: { id: string } }>('/review/:id', async (request, reply) => {
    const { persona, id } = await authorTarget(request);
    await db.transaction(async (tx) => {
      await lockAuthored(tx, id, persona, 'delete');
      await deleteReview(tx, id);
    });
    return reply.code(204).send();
  });

  async function reviewList(request: FastifyRequest, personaId: string | undefined, path: string) {
    const query = parseQuery(pagingSchema, request.query);
    const productIds = parseIdFilter(request.query, 'productId');
    const itemIds = parseIdFilter(request.query, 'reviewSummaryId');
    const sort = parseReviewSort(request.query);
    const { rows, total } = await listReviews(db, {
      sort,
      personaId,
      productIds,
      itemIds,
      // Someone's own reviews are never hidden from them; others' are, when the caller blocked the author.
      viewerId: personaId === undefined ? await blockingViewer(callers, request) : undefined,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const linkQuery = {
      'filter[productId]': productIds?.join(','),
      'filter[reviewSummaryId]': itemIds?.join(','),
      sort: sort === 'newest' ? undefined : sort,
    };
    return serializeCollection(rows.map(model), {
      meta: { total, page: query.page, perPage: query.perPage },
      links: pageLinks(`${prefix}${path}`, linkQuery, { ...query, total }),
    });
  }

  app.get('/user/reviews', async (request, reply) => {
    const persona = await callers.required(request, 'listing your reviews');
    return send(reply, 200, await reviewList(request, persona.id, '/user/reviews'));
  });

  // Public reviews of items (a listing page shows them); needs a filter so it never dumps every review.
  app.get('/reviews', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (query['filter[productId]'] === undefined && query['filter[reviewSummaryId]'] === undefined) {
      throw new ApiError({
        code: 'invalid-parameter',
        detail: 'Give filter[productId] or filter[reviewSummaryId].',
        source: { parameter: 'filter[reviewSummaryId]' },
      });
    }
    return send(reply, 200, await reviewList(request, undefined, '/reviews'));
  });

  app.get('/reviewsummary', async (request, reply) => {
    const ids = parseIdFilter(request.query, 'id');
    if (ids === undefined) {
      throw new ApiError({
        code: 'invalid-parameter',
        detail: 'Give filter[id]: a comma-separated list of item ids.',
        source: { parameter: 'filter[id]' },
      });
    }
    const rows = await reviewSummaries(db, ids);
    // In the order asked; ids that name nothing are left out.
    const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id));
    return send(reply, 200, serializeCollection(ordered.map(summaryModel), { meta: { total: ordered.length } }));
  });

  app.get<{ Params: { id: string } }>('/reviewsummary/:id', async (request, reply) => {
    const { id } = request.params;
    const [row] = isUuid(id) ? await reviewSummaries(db, [id.toLowerCase()]) : [];
    if (!row) throw notFound(`No product or experience has the id "${id}".`);
    return send(
      reply,
      200,
      serializeResource(summaryModel(row), { links: { self: `${prefix}/reviewsummary/${row.id}` } }),
    );
  });
}
