// Favourites (docs/product.md §5; GET /favorites and the reviews proxy of docs/upstream-api-favourites.md),
// registered once per API version. A favourite is a `review` of an experience with rating 5, kept by the
// reviews service (the `reviews` table, see migration 0012); the experiences service reaches it through
// its reviews proxy:
//   GET    /reviews-proxy/user/reviews?filter[reviewSummaryId]=a,b   the caller's favourites of those experiences
//   GET    /reviews-proxy/reviewsummary?filter[id]=a,b               favourite counts (public)
//   POST   /reviews-proxy/review                                     favourite (idempotent: 201 new, 200 already)
//   DELETE /reviews-proxy/review/{id}                                unfavourite (author only)
//   GET    /favorites                                                the caller's favourite experiences as cards
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { listQuerySchema, EXPERIENCE_FIELDS, experienceModel, withFields } from '../experiences/index.ts';
import {
  ApiError,
  JSON_API_CONTENT_TYPE,
  notFound,
  pageLinks,
  serializeCollection,
  serializeResource,
  type JsonApiDocument,
  type ResourceObject,
} from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { parseQuery } from '../kit/query.ts';
import { isUuid } from '../kit/ids.ts';
import {
  parseIdFilter,
  findReview,
  listReviews,
  FAVOURITE_RATING,
  reviewModel,
  summaryModel,
} from '../commerce/index.ts';
import {
  addFavourite,
  deleteFavourite,
  experienceExists,
  experienceSummaries,
  listFavouriteExperiences,
  lockFavourite,
} from './repository.ts';
import { isRecord } from '../kit/document.ts';

export interface FavouritesRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  clock: Clock;
}

const pagingSchema = listQuerySchema.pick({ page: true, perPage: true });

/** POST /reviews-proxy/review attributes: an experience, and the one rating a favourite has. */
const favouriteCreateSchema = z.strictObject({
  item: z.object(
    {
      type: z.literal('experience', { error: 'item.type must be experience: only experiences are favourited here.' }),
      id: z.string({ error: 'item.id must be an experience id.' }).refine(isUuid, 'item.id must be an experience id.'),
      name: z.string().optional(),
    },
    { error: 'item must be { "type": "experience", "id": "…" }.' },
  ),
  rating: z.literal(FAVOURITE_RATING, { error: `rating must be ${FAVOURITE_RATING}: a favourite's rating is fixed.` }),
  review: z.null().optional(),
});

function parseFavouriteCreate(body: unknown): z.output<typeof favouriteCreateSchema> {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || !isRecord(data.attributes)) {
    throw new ApiError({
      code: 'invalid-document',
      detail:
        'Send { "data": { "type": "review", "attributes": { "item": { "type": "experience", "id": "…" }, "rating": 5 } } }.',
      source: { pointer: '/data' },
    });
  }
  if (data.type !== 'review')
    throw new ApiError({
      code: 'type-mismatch',
      detail: 'data.type must be "review".',
      source: { pointer: '/data/type' },
    });
  const parsed = favouriteCreateSchema.safeParse(data.attributes);
  if (parsed.success) return parsed.data;
  throw new ApiError(
    parsed.error.issues.map((issue) => ({
      code: 'invalid-attribute' as const,
      detail:
        issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} not accepted on a favourite.` : issue.message,
      source: { pointer: `/data/attributes/${issue.path.map(String).join('/')}` },
    })),
  );
}

/** `fields[experience]` (JSON:API sparse fieldsets) as on GET /experiences. */
function sparseFields(request: FastifyRequest): ReadonlySet<string> | null {
  const raw = (request.query as Record<string, unknown>)['fields[experience]'];
  if (raw === undefined) return null;
  const names =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
  if (typeof raw !== 'string' || names.some((name) => !(EXPERIENCE_FIELDS as readonly string[]).includes(name))) {
    throw new ApiError({
      code: 'invalid-parameter',
      detail: `fields[experience] lists attributes from: ${EXPERIENCE_FIELDS.join(', ')}.`,
      source: { parameter: 'fields[experience]' },
    });
  }
  return new Set(names);
}

export async function favouritesRoutes(app: FastifyInstance, opts: FavouritesRoutesOptions): Promise<void> {
  const { db, mediaBaseUrl, clock } = opts;
  const prefix = app.prefix;
  const callers = callerResolver(db, opts.verifier);
  // Anonymous reads (counts) are public for a few seconds; the caller's own favourites never shared.
  registerCacheHeaders(app);
  const send = (reply: FastifyReply, status: number, document: JsonApiDocument<ResourceObject | ResourceObject[]>) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);
  const missingFavourite = (id: string) => notFound(`No favourite has the id "${id}".`);

  app.get('/reviews-proxy/user/reviews', async (request, reply) => {
    const persona = await callers.required(request, 'listing your favourites');
    const query = parseQuery(pagingSchema, request.query);
    const itemIds = parseIdFilter(request.query, 'reviewSummaryId');
    const { rows, total } = await listReviews(db, {
      personaId: persona.id,
      itemIds,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return send(
      reply,
      200,
      serializeCollection(
        rows.map((row) => reviewModel(row, mediaBaseUrl)),
        {
          meta: { total, page: query.page, perPage: query.perPage },
          links: pageLinks(
            `${prefix}/reviews-proxy/user/reviews`,
            { 'filter[reviewSummaryId]': itemIds?.join(',') },
            { ...query, total },
          ),
        },
      ),
    );
  });

  app.get('/reviews-proxy/reviewsummary', async (request, reply) => {
    const ids = parseIdFilter(request.query, 'id');
    if (ids === undefined) {
      throw new ApiError({
        code: 'invalid-parameter',
        detail: 'Give filter[id]: a comma-separated list of experience ids.',
        source: { parameter: 'filter[id]' },
      });
    }
    const rows = await experienceSummaries(db, ids);
    const ordered = ids.flatMap((id) => rows.filter((row) => row.id === id));
    return send(reply, 200, serializeCollection(ordered.map(summaryModel), { meta: { total: ordered.length } }));
  });

  app.post('/reviews-proxy/review', async (request, reply) => {
    const persona = await callers.required(request, 'favouriting experiences');
    const attributes = parseFavouriteCreate(request.body);
    const experienceId = attributes.item.id.toLowerCase();
    if (!(await experienceExists(db, experienceId)))
      throw notFound(`No experience has the id "${attributes.item.id}".`);
    const result = await addFavourite(db, persona.id, experienceId, FAVOURITE_RATING, clock());
    const row = await findReview(db, result.id);
    // Unfavourited by a concurrent request between the two statements: report it as gone, not as a 500.
    if (!row) throw missingFavourite(result.id);
    reply.header('location', `${prefix}/reviews-proxy/review/${row.id}`);
    return send(
      reply,
      result.created ? 201 : 200,
      serializeResource(reviewModel(row, mediaBaseUrl), {
        links: { self: `${prefix}/reviews-proxy/review/${row.id}` },
      }),
    );
  });

  app.delete<{ Params: { id: string } }>('/reviews-proxy/review/:id', async (request, reply) => {
    const persona = await callers.required(request, 'removing favourites');
    const { id } = request.params;
    if (!isUuid(id)) throw missingFavourite(id);
    await db.transaction(async (tx) => {
      const favourite = await lockFavourite(tx, id.toLowerCase());
      if (!favourite) throw missingFavourite(id);
      if (favourite.persona_id !== persona.id)
        throw new ApiError({ code: 'not-owner', detail: 'Only the persona who favourited this can remove it.' });
      await deleteFavourite(tx, id.toLowerCase());
    });
    return reply.code(204).send();
  });

  app.get('/favorites', async (request, reply) => {
    const persona = await callers.required(request, 'listing your favourites');
    const query = parseQuery(pagingSchema, request.query);
    const fields = sparseFields(request);
    const { rows, total } = await listFavouriteExperiences(db, {
      personaId: persona.id,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const models = rows.map((row) => ({
      ...withFields(experienceModel(row, mediaBaseUrl), fields),
      favouriteId: row.favourite_id,
      favouritedAt: new Date(row.favourited_at).toISOString(),
    }));
    const document = serializeCollection(models, {
      include: ['persona'],
      meta: { total, page: query.page, perPage: query.perPage },
      links: pageLinks(`${prefix}/favorites`, {}, { ...query, total }),
    });
    return send(reply, 200, document);
  });
}
