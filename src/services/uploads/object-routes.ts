// The object endpoints of the embedded store, outside /v1 and /v2 (like /media):
//   PUT /uploads/originals/{owner}/{upload}?type&max&owner&expires&signature  (stores with an UploadSigner)
//     receives the bytes of one signed upload: 403 tampered or expired, 415 another content type or bytes
//     that are not the declared image type, 413 more than the signed limit (refused from Content-Length
//     before reading, or as soon as the count passes it), 409 a second PUT to the same address.
//     Nothing is stored on any refusal.
//   GET /media/uploads/{imageId}/{size}.webp
//     serves the image service's variants from the store (shared by every instance on the PostgreSQL and
//     S3 stores): immutable (a variant never changes), nosniff; a miss is no-store, so a picture asked
//     for before it exists is not remembered as missing by any cache.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound, serializeResource } from '../kit/jsonapi.ts';
import type { Clock } from '../kit/clock.ts';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads/limits.ts';
import { MAGIC_BYTES_NEEDED, matchesDeclaredType } from '../../shared/uploads/magic-bytes.ts';
import { isVariantKey, parseOriginalKey } from '../../shared/uploads/object-key.ts';
import { SIGNED_QUERY } from '../../shared/uploads/signature.ts';
import type { ObjectStore } from './object-store.ts';
import { claimUpload, findUpload, markStored, releaseUpload } from './repository.ts';

export interface ObjectRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  store: ObjectStore;
  clock: Clock;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function uploadObjectRoutes(app: FastifyInstance, opts: ObjectRoutesOptions): Promise<void> {
  const { db, store, clock } = opts;

  app.get<{ Params: { id: string; file: string } }>('/media/uploads/:id/:file', async (request, reply) => {
    const size = request.params.file.endsWith('.webp') ? request.params.file.slice(0, -'.webp'.length) : '';
    const key = `images/${request.params.id.toLowerCase()}/${size}.webp`;
    const bytes = isVariantKey(key) ? await store.get(key) : undefined;
    if (!bytes) {
      reply.header('cache-control', 'no-store');
      throw notFound(`No uploaded image at ${request.url}.`);
    }
    return reply
      .type('image/webp')
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });

  const signer = store.uploadSigner;
  if (!signer) return;
  const callers = callerResolver(db, opts.verifier);

  // The body is read here, bounded by the signed limit, not by a parser (which would buffer first).
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const parsedKey = parseOriginalKey(key);
    if (!parsedKey) throw notFound('No upload address here.');
    const query = request.query as Record<string, unknown>;
    const field = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const maxBytes = Number(field(SIGNED_QUERY.maxBytes));
    const expires = Number(field(SIGNED_QUERY.expires));
    const declaredType = field(SIGNED_QUERY.contentType);
    const ownerId = field(SIGNED_QUERY.ownerId);
    const tampered = () =>
      refuse(
        reply,
        new ApiError({ code: 'signature-invalid', detail: 'The upload address is not valid. Ask for a new one.' }),
      );
    if (
      !Number.isSafeInteger(maxBytes) ||
      maxBytes <= 0 ||
      maxBytes > MAX_UPLOAD_BYTES ||
      !Number.isSafeInteger(expires) ||
      expires <= 0 ||
      !/^[a-z]+\/[a-z0-9.+-]+$/.test(declaredType) ||
      ownerId !== parsedKey.ownerId
    ) {
      return tampered();
    }
    const check = signer.verify(
      { method: 'PUT', key, contentType: declaredType, maxBytes, ownerId, expires },
      field(SIGNED_QUERY.signature),
      clock(),
    );
    if (check === 'tampered') return tampered();
    if (check === 'expired') {
      return refuse(
        reply,
        new ApiError({
          code: 'signature-expired',
          detail: 'The upload address has expired. Choose the file again to get a new one.',
        }),
      );
    }
    // A bearer token is optional (the address is the permission), but when one comes it must be the owner's.
    if (request.headers.authorization) {
      const caller = await callers.optional(request);
      if (caller.kind !== 'persona' || caller.persona.id !== ownerId) {
        return refuse(
          reply,
          new ApiError({ code: 'signature-invalid', detail: 'This upload address belongs to someone else.' }),
        );
      }
    }
    const sentType =
      String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    if (sentType !== declaredType) {
      return refuse(
        reply,
        new ApiError({
          code: 'unsupported-media-type',
          detail: `Send the file with Content-Type: ${declaredType}, as signed.`,
        }),
      );
    }
    const length = Number(request.headers['content-length'] ?? Number.NaN);
    if (Number.isFinite(length) && length > maxBytes) return refuse(reply, tooLarge(maxBytes));

    const claimed = await claimUpload(db, parsedKey.uploadId, key);
    if (!claimed) {
      const upload = await findUpload(db, parsedKey.uploadId);
      if (!upload) throw notFound('No upload address here.');
      return refuse(
        reply,
        new ApiError({
          code: 'upload-used',
          detail: 'This upload address has been used. Ask for a new one to upload another file.',
        }),
      );
    }
    try {
      // An empty body may reach us without a stream at all: it is simply no picture.
      const stream = request.body as Readable | undefined;
      const body = stream && typeof stream.on === 'function' ? await readBounded(stream, maxBytes) : Buffer.alloc(0);
      if (!body) {
        await releaseUpload(db, claimed.id);
        return refuse(reply, tooLarge(maxBytes));
      }
      if (body.length < MAGIC_BYTES_NEEDED || !matchesDeclaredType(body, declaredType)) {
        await releaseUpload(db, claimed.id);
        return refuse(
          reply,
          new ApiError({
            code: 'unsupported-media-type',
            detail: `The file is not a ${declaredType.replace('image/', '').toUpperCase()} picture.`,
          }),
        );
      }
      await store.put(key, body, declaredType);
      await markStored(db, claimed.id, body.length);
      const document = serializeResource({
        type: 'uploadObject',
        id: claimed.id,
        key,
        bytes: body.length,
        contentType: declaredType,
      });
      return reply.code(201).type(JSON_API_CONTENT_TYPE).header('cache-control', 'no-store').send(document);
    } catch (error) {
      await releaseUpload(db, claimed.id);
      throw error;
    }
  });
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError({
    code: 'payload-too-large',
    detail: `The file is larger than the ${maxBytes} bytes signed for.`,
  });
}

/** Refusals close the connection: an unread body is not worth keeping a socket for. */
function refuse(reply: FastifyReply, error: ApiError): never {
  reply.header('connection', 'close');
  throw error;
}

/** The whole body, or undefined as soon as it passes maxBytes (the rest is never read). */
function readBounded(stream: Readable, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        cleanup();
        stream.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
