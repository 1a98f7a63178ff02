// The uploads service of docs/upstream-api-uploads.md (registered under /v1 and /v2):
//   GET  /images/sign?file_name&file_type[&purpose][&size]   -> a signed upload address (v2 style)
//   GET  /sign?application&contentType&resource[&size]        -> the same, v1 parameter names
//   POST /uploaded-images {uploadId}                           -> the image service makes the variants
//   GET  /uploaded-images/{id}                                 -> an image by id (other services reference it)
// Signing needs a persona (the owner of what is uploaded): 401 without a token, 403 without a persona.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../kit/ids.ts';
import { parseQuery } from '../kit/query.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound, serializeResource, type JsonApiModel } from '../kit/jsonapi.ts';
import type { Clock } from '../kit/clock.ts';
import {
  MAX_FILE_NAME_LENGTH,
  MAX_SIGNATURES_PER_WINDOW,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_PURPOSES,
  UPLOAD_URL_TTL_SECONDS,
  VARIANTS_BY_PURPOSE,
  formatBytes,
  isUploadPurpose,
  type UploadPurpose,
} from '../../shared/uploads/limits.ts';
import { matchesDeclaredType } from '../../shared/uploads/magic-bytes.ts';
import { originalKey, variantKey } from '../../shared/uploads/object-key.ts';
import { InvalidImageError, makeVariants } from './image-service.ts';
import { QueueFullError, type WorkQueue } from './work-queue.ts';
import type { ObjectStore } from './object-store.ts';
import {
  abandonedUploads,
  countRecentUploads,
  deleteUpload,
  findImage,
  findUpload,
  insertImage,
  insertUpload,
  markConfirmed,
  type ImageRow,
  type UploadRow,
} from './repository.ts';

export interface UploadsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  store: ObjectStore;
  clock: Clock;
  mediaBaseUrl: string;
  /** Where variants are made, a few at a time (one queue per process). */
  imageWork: WorkQueue;
}

export const UPLOAD_SIGNATURE_TYPE = 'uploadSignature';
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
/** How long a caller turned away by a full image queue is asked to wait. */
const BUSY_RETRY_AFTER_SECONDS = 5;
export const UPLOADED_IMAGE_TYPE = 'uploadedImage';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, `${name} is required.`)
    .max(max, `${name} can be at most ${max} characters.`)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${name} cannot contain control characters.`);
const contentType = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z.enum(UPLOAD_CONTENT_TYPES, {
        error: `${name} must be one of ${UPLOAD_CONTENT_TYPES.join(', ')} (SVG is not accepted).`,
      }),
    );
const purpose = (name: string) =>
  z.enum(UPLOAD_PURPOSES, { error: `${name} must be one of ${UPLOAD_PURPOSES.join(', ')}.` });
const size = z.coerce
  .number({ error: 'size must be a number of bytes.' })
  .int('size must be a whole number of bytes.')
  .min(1, 'size must be at least 1 byte.')
  .max(MAX_UPLOAD_BYTES, `size can be at most ${MAX_UPLOAD_BYTES} bytes (${formatBytes(MAX_UPLOAD_BYTES)}).`)
  .optional();

const imagesSignQuery = z.object({
  file_name: text('file_name', MAX_FILE_NAME_LENGTH),
  file_type: contentType('file_type'),
  purpose: purpose('purpose').default('product-image'),
  size,
});

const v1SignQuery = z.object({
  application: purpose('application'),
  contentType: contentType('contentType'),
  resource: text('resource', MAX_FILE_NAME_LENGTH),
  size,
});

const confirmBody = z.object({
  data: z.object({
    type: z.literal(UPLOADED_IMAGE_TYPE, { error: `data.type must be "${UPLOADED_IMAGE_TYPE}".` }),
    attributes: z.object({ uploadId: z.string().refine(isUuid, 'uploadId must be an upload id.') }),
  }),
});

export function uploadedImageModel(row: ImageRow, mediaBaseUrl: string): JsonApiModel {
  return {
    type: UPLOADED_IMAGE_TYPE,
    id: row.id,
    purpose: row.purpose,
    width: row.width,
    height: row.height,
    // docs/product.md §5 shape: image.sizes is a list; experiences read index 1, products read by name.
    sizes: row.sizes.map((spec) => ({ ...spec, url: `${mediaBaseUrl}/uploads/${row.id}/${spec.name}.webp` })),
    ownerId: row.owner_persona_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function uploadsRoutes(
  app: FastifyInstance,
  opts: UploadsRoutesOptions & { prefix?: string },
): Promise<void> {
  const { db, store, clock, mediaBaseUrl, imageWork } = opts;
  const callers = callerResolver(db, opts.verifier);
  const prefix = opts.prefix ?? '';

  app.addHook('onSend', async (_request, reply) => {
    // Signed addresses and private image records are never shared by caches.
    reply.header('cache-control', 'no-store');
  });

  async function sign(
    reply: FastifyReply,
    ownerId: string,
    input: { purpose: UploadPurpose; fileName: string; contentType: string; size: number | undefined },
  ) {
    const now = clock();
    const recent = await countRecentUploads(db, ownerId, new Date(now.getTime() - UPLOAD_URL_TTL_SECONDS * 1000));
    if (recent >= MAX_SIGNATURES_PER_WINDOW) {
      throw new ApiError(
        {
          code: 'too-many-uploads',
          detail: `You asked for ${recent} upload addresses in the last few minutes. Wait a few minutes, then try again.`,
        },
        { 'retry-after': String(UPLOAD_URL_TTL_SECONDS) },
      );
    }
    await sweepAbandoned(ownerId, now);
    const id = randomUUID();
    const key = originalKey(ownerId, id);
    const expiresAt = new Date((Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS) * 1000);
    const maxBytes = input.size ?? MAX_UPLOAD_BYTES;
    await insertUpload(db, {
      id,
      ownerId,
      purpose: input.purpose,
      key,
      fileName: input.fileName,
      contentType: input.contentType,
      maxBytes,
      expiresAt,
      createdAt: now,
    });
    const signed = await store.signPut({ key, contentType: input.contentType, maxBytes, ownerId, expiresAt });
    const document = serializeResource(
      {
        type: UPLOAD_SIGNATURE_TYPE,
        id,
        url: signed.url,
        method: 'PUT',
        headers: signed.headers,
        contentType: input.contentType,
        maxBytes,
        purpose: input.purpose,
        fileName: input.fileName,
        expiresAt: expiresAt.toISOString(),
      },
      { links: { confirm: `${prefix}/uploaded-images` } },
    );
    return reply.code(200).type(JSON_API_CONTENT_TYPE).send(document);
  }

  app.get('/images/sign', async (request, reply) => {
    const persona = await callers.required(request, 'uploading pictures');
    const query = parseQuery(imagesSignQuery, request.query);
    return sign(reply, persona.id, {
      purpose: query.purpose,
      fileName: query.file_name,
      contentType: query.file_type,
      size: query.size,
    });
  });

  app.get('/sign', async (request, reply) => {
    const persona = await callers.required(request, 'uploading pictures');
    const query = parseQuery(v1SignQuery, request.query);
    return sign(reply, persona.id, {
      purpose: query.application,
      fileName: query.resource,
      contentType: query.contentType,
      size: query.size,
    });
  });

  app.post('/uploaded-images', async (request, reply) => {
    const persona = await callers.required(request, 'uploading pictures');
    const parsed = confirmBody.safeParse(request.body);
    if (!parsed.success) {
      throw new ApiError(
        parsed.error.issues.map((issue) => ({
          code: 'invalid-document' as const,
          detail: issue.message,
          source: { pointer: `/${issue.path.join('/')}` },
        })),
      );
    }
    const uploadId = parsed.data.data.attributes.uploadId.toLowerCase();
    const upload = await findUpload(db, uploadId);
    // Someone else's upload is "not found" to this caller: ids are not a way to learn what others upload.
    if (!upload || upload.owner_persona_id !== persona.id) throw notFound(`No upload has the id "${uploadId}".`);
    const existing = await findImage(db, uploadId);
    if (existing) return reply.code(200).type(JSON_API_CONTENT_TYPE).send(imageDocument(existing));
    const row = await confirm(upload);
    reply.header('location', `${prefix}/uploaded-images/${row.id}`);
    return reply.code(201).type(JSON_API_CONTENT_TYPE).send(imageDocument(row));
  });

  app.get<{ Params: { id: string } }>('/uploaded-images/:id', async (request, reply) => {
    const id = request.params.id.toLowerCase();
    const row = isUuid(id) ? await findImage(db, id) : undefined;
    if (!row) throw notFound(`No uploaded image has the id "${request.params.id}".`);
    return reply.code(200).type(JSON_API_CONTENT_TYPE).send(imageDocument(row));
  });

  // Each persona's own signing clears its abandoned uploads (no scheduler needed): an hour is far past any
  // address's lifetime, so nothing still in use is touched.
  async function sweepAbandoned(ownerId: string, now: Date): Promise<void> {
    for (const upload of await abandonedUploads(db, ownerId, new Date(now.getTime() - ABANDONED_AFTER_MS))) {
      await store.delete(upload.object_key);
      await deleteUpload(db, upload.id);
    }
  }

  function imageDocument(row: ImageRow) {
    return serializeResource(uploadedImageModel(row, mediaBaseUrl), {
      links: { self: `${prefix}/uploaded-images/${row.id}` },
    });
  }

  async function confirm(upload: UploadRow): Promise<ImageRow> {
    if (!isUploadPurpose(upload.purpose)) throw new Error(`unknown purpose ${upload.purpose}`);
    const original = await store.get(upload.object_key);
    if (!original) {
      throw new ApiError({
        code: 'upload-missing',
        detail: 'The file has not arrived. Upload it to the signed address first, then confirm.',
      });
    }
    // The disk store checked these as the bytes arrived; an S3 PUT reaches us only now.
    if (original.length > upload.max_bytes || !matchesDeclaredType(original, upload.content_type)) {
      await store.delete(upload.object_key);
      throw new ApiError({
        code: 'invalid-image',
        detail: 'The file is not the picture that was signed for (type or size differ). Upload it again.',
      });
    }
    let processed;
    try {
      const purpose = upload.purpose;
      processed = await imageWork.run(() => makeVariants(original, upload.content_type, VARIANTS_BY_PURPOSE[purpose]));
    } catch (error) {
      if (error instanceof InvalidImageError) throw new ApiError({ code: 'invalid-image', detail: error.message });
      if (error instanceof QueueFullError) {
        throw new ApiError(
          { code: 'images-busy', detail: 'Many pictures are being processed right now. Try again in a few seconds.' },
          { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
        );
      }
      throw error;
    }
    for (const variant of processed.variants)
      await store.put(variantKey(upload.id, variant.spec.name), variant.bytes, 'image/webp');
    await db.transaction(async (tx) => {
      await insertImage(tx, {
        id: upload.id,
        ownerId: upload.owner_persona_id,
        purpose: upload.purpose,
        width: processed.width,
        height: processed.height,
        sizes: processed.variants.map((variant) => variant.spec),
        createdAt: clock(),
      });
      await markConfirmed(tx, upload.id);
    });
    // The original may carry EXIF/GPS: it is never served, and once the variants exist it is not kept.
    await store.delete(upload.object_key);
    const row = await findImage(db, upload.id);
    if (!row) throw new Error('confirmed image vanished');
    return row;
  }
}
