// Signed uploads over the upstream client (docs/upstream-api-uploads.md Uploads: GET /images/sign; confirmation makes the
// picture's sizes). The browser sends the file itself, straight to the signed address: the bytes never
// pass through a tRPC call.
import { TRPCError } from '@trpc/server';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import type { SignUploadInput, SignedUpload, UploadedImage } from '../../shared/uploads/schema.ts';
import {
  upstreamUploadSignatureSchema,
  upstreamUploadedImageSchema,
  type UpstreamUploadedImage,
} from './upstream-schema.ts';

const UPLOADS = { version: 'v2', mediaType: 'jsonapi' } as const;
const CONFIRM_TIMEOUT_MS = 30_000;

export const UPLOAD_MESSAGES = {
  missing: 'The file did not arrive. Choose it again and retry.',
  notFound: 'That upload no longer exists. Choose the file again.',
  tooMany: 'You have started many uploads in the last few minutes. Wait a few minutes, then try again.',
  busy: 'Many pictures are being processed right now. Try again in a few seconds.',
} as const;

function toUploadedImage(image: UpstreamUploadedImage): UploadedImage {
  return { imageId: image.id, purpose: image.purpose, sizes: image.sizes, createdAt: image.createdAt };
}

export async function signUpload(upstream: UpstreamClient, input: SignUploadInput): Promise<SignedUpload> {
  const document = await upstream
    .getResource('/images/sign', {
      ...UPLOADS,
      query: { file_name: input.fileName, file_type: input.contentType, purpose: input.purpose, size: input.size },
      schema: upstreamUploadSignatureSchema,
    })
    .catch((error: unknown) => {
      if (error instanceof BadResponseError && error.status === 429) {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: UPLOAD_MESSAGES.tooMany, cause: error });
      }
      throw error;
    });
  const signed = document.data;
  return {
    uploadId: signed.id,
    url: signed.url,
    method: 'PUT',
    headers: signed.headers,
    contentType: signed.contentType,
    maxBytes: signed.maxBytes,
    expiresAt: signed.expiresAt,
  };
}

export async function confirmUpload(upstream: UpstreamClient, uploadId: string): Promise<UploadedImage> {
  try {
    const document = await upstream.sendResource('POST', '/uploaded-images', {
      ...UPLOADS,
      // Making the sizes of a large picture takes a second or two (more on a busy machine); confirming
      // is idempotent, so a retry after a timeout gets the same image.
      timeoutMs: CONFIRM_TIMEOUT_MS,
      body: { data: { type: 'uploadedImage', attributes: { uploadId } } },
      schema: upstreamUploadedImageSchema,
    });
    return toUploadedImage(document.data);
  } catch (error) {
    if (error instanceof BadResponseError) {
      const problem = jsonApiErrorOf(error);
      if (error.status === 409 && problem?.code === 'upload-missing') {
        throw new TRPCError({ code: 'CONFLICT', message: UPLOAD_MESSAGES.missing, cause: error });
      }
      if (error.status === 422 && problem?.code === 'invalid-image') {
        throw new TRPCError({
          code: 'UNPROCESSABLE_CONTENT',
          message: problem.detail ?? 'That file is not a picture we can use.',
          cause: error,
        });
      }
      if (error.status === 404)
        throw new TRPCError({ code: 'NOT_FOUND', message: UPLOAD_MESSAGES.notFound, cause: error });
      // The image queue is full: nothing was made, and the same confirmation works a moment later.
      if (error.status === 503 && problem?.code === 'images-busy') {
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: UPLOAD_MESSAGES.busy, cause: error });
      }
    }
    throw error;
  }
}

export async function uploadedImage(upstream: UpstreamClient, imageId: string): Promise<UploadedImage> {
  const document = await upstream.getResource(`/uploaded-images/${encodeURIComponent(imageId)}`, {
    ...UPLOADS,
    schema: upstreamUploadedImageSchema,
  });
  return toUploadedImage(document.data);
}
