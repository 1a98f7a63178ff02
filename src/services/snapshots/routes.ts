// The screenshots service of docs/upstream-api-snapshots.md (GET /screenshots, GET /screenshots/{id}, DELETE /screenshots/{id})
// and its report call (POST /report/screenshots), registered once per API version. Thin: parse ->
// repository -> JSON:API document. Deleting and reporting act as the bearer token's persona.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../kit/clock.ts';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import { databaseErrorOf, type Database } from '../db/database.ts';
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
import { isUuid } from '../kit/ids.ts';
import { SCREENSHOT_REPORT_TYPE, parseScreenshotReport, parseSnapshotListQuery } from './params.ts';
import { deleteOwnSnapshot, fileSnapshotReport, findSnapshot, listSnapshots } from './repository.ts';
import { checkAttachment } from '../uploads/index.ts';
import { snapshotModel } from './resource.ts';
import { blockedAmong, blockingViewer } from '../blocking/index.ts';

export interface SnapshotsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  mediaBaseUrl: string;
  /** The service's "now", sent as meta.now so callers can say how old a snapshot is by our clock. */
  clock?: Clock | undefined;
}

const FK_VIOLATION = '23503';

export async function snapshotsRoutes(app: FastifyInstance, opts: SnapshotsRoutesOptions): Promise<void> {
  const { db, mediaBaseUrl } = opts;
  const clock = opts.clock ?? (() => new Date());
  const prefix = app.prefix;
  const callers = callerResolver(db, opts.verifier);
  // Anonymous reads may be shared for a few seconds; reads with a token are private; writes no-store.
  registerCacheHeaders(app);

  const send = (reply: FastifyReply, status: number, document: JsonApiDocument<ResourceObject | ResourceObject[]>) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(document);
  const missing = (id: string) => notFound(`No snapshot has the id "${id}".`);
  /** A lowercase uuid, or a 404: an id that cannot exist names nothing. */
  const idOf = (value: string) => {
    if (!isUuid(value)) throw missing(value);
    return value.toLowerCase();
  };

  app.get('/screenshots', async (request, reply) => {
    const query = parseSnapshotListQuery(request.query);
    const { rows, total } = await listSnapshots(db, {
      personaHandle: query.persona,
      experienceId: query.experience,
      viewerId: await blockingViewer(callers, request),
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const path = request.url.split('?')[0] ?? request.url;
    return send(
      reply,
      200,
      serializeCollection(
        rows.map((row) => snapshotModel(row, mediaBaseUrl)),
        {
          meta: { total, page: query.page, perPage: query.perPage, now: clock().toISOString() },
          links: pageLinks(
            path,
            { 'filter[persona]': query.persona, 'filter[experience]': query.experience },
            { ...query, total },
          ),
        },
      ),
    );
  });

  app.get<{ Params: { id: string } }>('/screenshots/:id', async (request, reply) => {
    const row = await findSnapshot(db, idOf(request.params.id));
    if (!row) throw missing(request.params.id);
    // A snapshot by a persona the caller blocked is not there for them (docs/product.md §17).
    const viewerId = await blockingViewer(callers, request);
    if (viewerId !== undefined && (await blockedAmong(db, viewerId, [row.persona_id])).length > 0)
      throw missing(request.params.id);
    return send(
      reply,
      200,
      serializeResource(snapshotModel(row, mediaBaseUrl), {
        meta: { now: clock().toISOString() },
        links: { self: `${prefix}/screenshots/${row.id}` },
      }),
    );
  });

  app.delete<{ Params: { id: string } }>('/screenshots/:id', async (request, reply) => {
    const persona = await callers.required(request, 'deleting snapshots');
    const id = idOf(request.params.id);
    const deleted = await db.transaction(async (tx) => {
      const row = await findSnapshot(tx, id);
      if (!row) throw missing(request.params.id);
      if (row.persona_id !== persona.id) {
        throw new ApiError({ code: 'not-owner', detail: 'Only the persona who took a snapshot can delete it.' });
      }
      return deleteOwnSnapshot(tx, id, persona.id);
    });
    // Deleted by its owner from elsewhere in the meantime: it is gone either way.
    if (!deleted) throw missing(request.params.id);
    return reply.code(204).send();
  });

  app.post('/report/screenshots', async (request, reply) => {
    const reporter = await callers.required(request, 'reporting snapshots');
    const input = parseScreenshotReport(request.body);
    if (!isUuid(input.screenshotId)) throw missing(input.screenshotId);
    const snapshot = await findSnapshot(db, input.screenshotId.toLowerCase());
    if (!snapshot) throw missing(input.screenshotId);
    if (snapshot.persona_id === reporter.id) {
      throw new ApiError({ code: 'self-report', detail: 'You cannot report your own snapshot.' });
    }
    const attachmentImageId =
      (await checkAttachment(db, reporter.id, input.attachmentId, '/data/attributes/attachmentId')) ?? null;
    const filed = await fileSnapshotReport(db, {
      reporter: reporter.id,
      snapshotId: snapshot.id,
      reason: input.reason,
      description: input.description,
      attachmentImageId,
    }).catch((error: unknown) => {
      throw databaseErrorOf(error)?.code === FK_VIOLATION ? missing(input.screenshotId) : error;
    });
    if (!filed) throw missing(input.screenshotId);
    const { row, created } = filed;
    return send(
      reply,
      created ? 201 : 200,
      serializeResource({
        type: SCREENSHOT_REPORT_TYPE,
        id: row.id,
        screenshotId: row.snapshot_id,
        reason: row.reason,
        description: row.description,
        status: row.status,
        attachmentId: row.attachment_image_id,
        createdAt: new Date(row.created_at).toISOString(),
      }),
    );
  });
}
