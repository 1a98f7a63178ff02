// Defect reports (docs/product.md §22; docs/upstream-api-defects.md), registered once per API version. Every
// call acts for the bearer token's persona:
//   POST  /defect-reports                                   a buyer who owns the listing files a report (201)
//   GET   /user/defect-reports?page=&perPage=               the reports the caller filed, newest first
//   GET   /user/received-defect-reports?filter[productId]=  the reports about the caller's listings, newest first
//   PATCH /defect-reports/{id}                              the listing's seller sets the status, with a note
// The seller hears of a new report, the buyer of each status change, by in-app notices written in the same
// transaction as the write. A block between the two changes nothing here: a report is about a purchase
// (docs/decisions/0054-defect-reports-owned-by-purchase.md).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import { databaseErrorOf, type Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import {
  ApiError,
  JSON_API_CONTENT_TYPE,
  notFound,
  pageLinks,
  serializeCollection,
  serializeResource,
} from '../kit/jsonapi.ts';
import { registerCacheHeaders } from '../kit/cache-headers.ts';
import { parseAttributes } from '../kit/document.ts';
import { intParam, parseQuery, single } from '../kit/query.ts';
import { isUuid } from '../kit/ids.ts';
import { slugify } from '../kit/slugify.ts';
import { notifyPersonas } from '../notifications/index.ts';
import { attachmentModel, attachmentPointer, checkAttachment } from '../uploads/index.ts';
import type { PersonaRow } from '../personas/repository.ts';
import {
  DEFECT_DESCRIPTION_MAX_LENGTH,
  DEFECT_NOTE_MAX_LENGTH,
  DEFECT_TITLE_MAX_LENGTH,
  DEFECTS_PAGE_SIZE,
  MAX_DEFECTS_PAGE_SIZE,
  MAX_DEFECTS_PER_HOUR,
  MAX_UNFIXED_DEFECTS_PER_LISTING,
} from '../../shared/defects/limits.ts';
import { canMoveDefect, DEFECT_STATUSES } from '../../shared/defects/status.ts';
import { DEFECT_MESSAGES } from '../../shared/defects/schema.ts';
import {
  countFiledSince,
  countUnfixed,
  findDefect,
  findListing,
  insertDefect,
  listFiled,
  listReceived,
  lockOwnership,
  updateStatus,
  type DefectRow,
} from './repository.ts';

export interface DefectsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  clock: Clock;
}

export const DEFECT_TYPE = 'defect-report';
const HOUR_MS = 60 * 60 * 1000;
const FK_VIOLATION = '23503';
/** How much of a report or note a notice quotes. */
const NOTICE_QUOTE_LENGTH = 140;

const text = (name: string, max: number, required: string, tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? required : `${name} must be text.`) })
    .trim()
    .min(1, required)
    .max(max, tooLong);

const fileSchema = z.strictObject({
  productId: z.string({ error: 'productId is required.' }).refine(isUuid, 'productId must be a listing id (a UUID).'),
  title: text('title', DEFECT_TITLE_MAX_LENGTH, DEFECT_MESSAGES.titleRequired, DEFECT_MESSAGES.titleTooLong),
  description: text(
    'description',
    DEFECT_DESCRIPTION_MAX_LENGTH,
    DEFECT_MESSAGES.descriptionRequired,
    DEFECT_MESSAGES.descriptionTooLong,
  ),
  attachmentId: z.string({ error: 'attachmentId must be the id of an uploaded picture, or null.' }).nullish(),
});

const statusSchema = z.strictObject({
  status: z.enum(DEFECT_STATUSES, { error: `status is one of: ${DEFECT_STATUSES.join(', ')}.` }),
  note: z
    .string({ error: 'note must be text, or null.' })
    .trim()
    .max(DEFECT_NOTE_MAX_LENGTH, DEFECT_MESSAGES.noteTooLong)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
});

const pagingSchema = {
  page: intParam('page', 1, 1000).default(1),
  perPage: intParam('perPage', 1, MAX_DEFECTS_PAGE_SIZE).default(DEFECTS_PAGE_SIZE),
};
const filedQuerySchema = z.object(pagingSchema);
const receivedQuerySchema = z.object({
  ...pagingSchema,
  'filter[productId]': z
    .string(single('filter[productId]'))
    .refine(isUuid, 'filter[productId] must be a listing id (a UUID).')
    .transform((value) => value.toLowerCase())
    .optional(),
});

const iso = (value: Date | string) => new Date(value).toISOString();

function quote(value: string): string {
  return value.length <= NOTICE_QUOTE_LENGTH ? value : `${value.slice(0, NOTICE_QUOTE_LENGTH - 1).trimEnd()}…`;
}

export async function defectsRoutes(app: FastifyInstance, opts: DefectsRoutesOptions): Promise<void> {
  const { db, clock, mediaBaseUrl } = opts;
  const prefix = app.prefix;
  const callers = callerResolver(db, opts.verifier);
  // Every answer is the caller's own: private, never shared (the kit's policy for calls with a token).
  registerCacheHeaders(app);
  const send = (reply: FastifyReply, status: number, document: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);

  const model = (row: DefectRow) => ({
    type: DEFECT_TYPE,
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    productSlug: slugify(row.product_name) || 'listing',
    buyerHandle: row.buyer_handle,
    buyerName: row.buyer_name,
    title: row.title,
    description: row.description,
    status: row.status,
    note: row.note,
    createdAt: iso(row.created_at),
    statusChangedAt: iso(row.status_changed_at),
    attachment: attachmentModel(row, mediaBaseUrl),
  });
  const missing = (id: string) => notFound(`No defect report has the id "${id}".`);
  const one = async (id: string) => {
    const row = await findDefect(db, id);
    if (!row) throw missing(id);
    return serializeResource(model(row), { links: { self: `${prefix}/defect-reports/${row.id}` } });
  };
  const collection = (
    result: { rows: DefectRow[]; total: number },
    path: string,
    query: Record<string, string | undefined>,
    paging: { page: number; perPage: number },
  ) =>
    serializeCollection(result.rows.map(model), {
      meta: { total: result.total, page: paging.page, perPage: paging.perPage },
      links: pageLinks(path, query, { ...paging, total: result.total }),
    });

  app.post('/defect-reports', async (request, reply) => {
    const buyer = await callers.required(request, 'reporting defects');
    const input = parseAttributes(request.body, DEFECT_TYPE, fileSchema);
    const productId = input.productId.toLowerCase();
    const listing = await findListing(db, productId);
    if (!listing) throw notFound(`No listing has the id "${productId}".`);
    const attachmentImageId =
      (await checkAttachment(db, buyer.id, input.attachmentId, attachmentPointer(request.body))) ?? null;
    const id = await db
      .transaction(async (tx) => {
        if (!(await lockOwnership(tx, buyer.id, productId))) {
          throw new ApiError({ code: 'not-listing-owner', detail: DEFECT_MESSAGES.notOwner });
        }
        const now = clock();
        if ((await countFiledSince(tx, buyer.id, new Date(now.getTime() - HOUR_MS))) >= MAX_DEFECTS_PER_HOUR) {
          throw new ApiError({
            code: 'too-many-defect-reports',
            detail: `You can report at most ${MAX_DEFECTS_PER_HOUR} defects an hour. Try again later.`,
          });
        }
        if ((await countUnfixed(tx, buyer.id, productId)) >= MAX_UNFIXED_DEFECTS_PER_LISTING) {
          throw new ApiError({
            code: 'defect-limit',
            detail: `You have ${MAX_UNFIXED_DEFECTS_PER_LISTING} reports about this listing that are not fixed yet. Wait until the seller fixes one.`,
          });
        }
        const created = await insertDefect(tx, {
          productId,
          buyerId: buyer.id,
          title: input.title,
          description: input.description,
          attachmentImageId,
          at: now,
        });
        await notifyPersonas(tx, [listing.seller_persona_id], {
          eventId: null,
          productId,
          kind: 'defect-reported',
          title: `${buyer.name || buyer.handle} reported a defect in "${listing.name}"`,
          body: quote(input.title),
          dedupeKey: `defect-reported:${created}`,
          createdAt: now,
        });
        return created;
      })
      .catch((error: unknown) => {
        // The listing was deleted after we looked it up.
        throw databaseErrorOf(error)?.code === FK_VIOLATION ? notFound(`No listing has the id "${productId}".`) : error;
      });
    return send(reply, 201, await one(id));
  });

  app.get('/user/defect-reports', async (request, reply) => {
    const buyer = await callers.required(request, 'reading your defect reports');
    const query = parseQuery(filedQuerySchema, request.query);
    const paging = { page: query.page, perPage: query.perPage };
    const result = await listFiled(db, buyer.id, { limit: query.perPage, offset: (query.page - 1) * query.perPage });
    return send(reply, 200, collection(result, `${prefix}/user/defect-reports`, {}, paging));
  });

  app.get('/user/received-defect-reports', async (request, reply) => {
    const seller = await callers.required(request, 'reading the defect reports about your listings');
    const query = parseQuery(receivedQuerySchema, request.query);
    const productId = query['filter[productId]'];
    const paging = { page: query.page, perPage: query.perPage };
    const result = await listReceived(db, seller.id, productId, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return send(
      reply,
      200,
      collection(result, `${prefix}/user/received-defect-reports`, { 'filter[productId]': productId }, paging),
    );
  });

  app.patch<{ Params: { id: string } }>('/defect-reports/:id', async (request, reply) => {
    const seller: PersonaRow = await callers.required(request, 'changing the status of defect reports');
    const { id: rawId } = request.params;
    if (!isUuid(rawId)) throw missing(rawId);
    const id = rawId.toLowerCase();
    const change = parseAttributes(request.body, DEFECT_TYPE, statusSchema);
    await db.transaction(async (tx) => {
      const row = await findDefect(tx, id, true);
      if (!row) throw missing(id);
      // The buyer may read their own report but not move it; anyone else learns nothing more than a 403.
      if (row.seller_persona_id !== seller.id)
        throw new ApiError({ code: 'not-seller', detail: DEFECT_MESSAGES.notSeller });
      if (row.status === change.status) {
        throw new ApiError({
          code: 'defect-status',
          detail: DEFECT_MESSAGES.statusUnchanged,
          source: { pointer: '/data/attributes/status' },
        });
      }
      if (!canMoveDefect(row.status, change.status)) {
        throw new ApiError({
          code: 'defect-status',
          detail: DEFECT_MESSAGES.statusNotAllowed,
          source: { pointer: '/data/attributes/status' },
        });
      }
      const now = clock();
      await updateStatus(tx, id, { status: change.status, note: change.note, at: now });
      await notifyPersonas(tx, [row.buyer_persona_id], {
        eventId: null,
        productId: row.product_id,
        kind: 'defect-status',
        title: `Your defect report about "${row.product_name}" is now ${change.status}`,
        body: quote(change.note === null ? row.title : `${row.title}: ${change.note}`),
        dedupeKey: `defect-status:${id}:${now.toISOString()}`,
        createdAt: now,
      });
    });
    return send(reply, 200, await one(id));
  });
}
