// Uploading a picture from the browser, in three steps: sign (tRPC uploads.sign: a short-lived address
// bound to this file's type, size and owner), PUT the file straight to that address (with progress and
// abort; the bytes never go through tRPC), confirm (tRPC uploads.confirm: the image service makes the
// sizes the cards use). The result's imageId is what forms save; sizes carry the urls.
//
// Usage in a component:
//
//   const upload = useImageUpload();
//   const controller = new AbortController();
//   try {
//     const { imageId, sizes } = await upload(file, 'experience-cover', {
//       onProgress: (fraction) => setProgress(fraction),   // 0..1 while the file is sent
//       signal: controller.signal,                          // controller.abort() cancels
//     });
//   } catch (error) {
//     if (error instanceof UploadError) show(error.message);  // words a person can act on; error.kind to branch
//   }
//
// Outside React, call uploadImage(file, purpose, { sign, confirm }) with the two mutations' mutateAsync.
// Or use <ImagePicker> (components/image-picker.tsx), which does all of this with a preview.
import { useCallback } from 'react';
import { trpc } from '../trpc.ts';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  formatBytes,
  isUploadContentType,
  type UploadPurpose,
} from '../../shared/uploads/limits.ts';
import type { SignUploadInput, SignedUpload, UploadedImage } from '../../shared/uploads/schema.ts';

export type UploadErrorKind = 'type' | 'size' | 'expired' | 'signed-out' | 'aborted' | 'network' | 'rejected';

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const UPLOAD_ERROR_MESSAGES = {
  type: 'Choose a PNG, JPEG, WebP or GIF picture.',
  size: `Choose a picture of at most ${formatBytes(MAX_UPLOAD_BYTES)}.`,
  empty: 'That file is empty. Choose another.',
  expired: 'The upload took too long and its address expired. Try again.',
  signedOut: 'Log in to upload pictures.',
  aborted: 'Upload cancelled.',
  network: 'The upload did not go through. Check your connection and try again.',
} as const;

export interface UploadImageOptions {
  /** 0..1 while the file is sent (the sizes are made after that). */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

export interface UploadSteps {
  sign(input: SignUploadInput): Promise<SignedUpload>;
  confirm(input: { uploadId: string }): Promise<UploadedImage>;
}

/** The file's own problems, before anything is sent (the server checks again). */
export function checkImageFile(file: { type: string; size: number }): UploadError | undefined {
  if (!isUploadContentType(file.type)) return new UploadError('type', UPLOAD_ERROR_MESSAGES.type);
  if (file.size === 0) return new UploadError('size', UPLOAD_ERROR_MESSAGES.empty);
  if (file.size > MAX_UPLOAD_BYTES) return new UploadError('size', UPLOAD_ERROR_MESSAGES.size);
  return undefined;
}

/** The accept attribute of file inputs for pictures. */
export const IMAGE_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

export async function uploadImage(
  file: File,
  purpose: UploadPurpose,
  steps: UploadSteps,
  options: UploadImageOptions = {},
): Promise<UploadedImage> {
  const problem = checkImageFile(file);
  if (problem) throw problem;
  if (options.signal?.aborted) throw new UploadError('aborted', UPLOAD_ERROR_MESSAGES.aborted);
  const signed = await steps
    .sign({
      purpose,
      fileName: file.name || 'picture',
      contentType: file.type as SignUploadInput['contentType'],
      size: file.size,
    })
    .catch((error: unknown) => {
      throw fromProcedureError(error);
    });
  await putFile(signed, file, options);
  options.onProgress?.(1);
  return steps.confirm({ uploadId: signed.uploadId }).catch((error: unknown) => {
    throw fromProcedureError(error);
  });
}

/** uploadImage bound to this app's tRPC mutations. */
export function useImageUpload(): (
  file: File,
  purpose: UploadPurpose,
  options?: UploadImageOptions,
) => Promise<UploadedImage> {
  const sign = trpc.uploads.sign.useMutation();
  const confirm = trpc.uploads.confirm.useMutation();
  const signAsync = sign.mutateAsync;
  const confirmAsync = confirm.mutateAsync;
  return useCallback(
    (file, purpose, options) => uploadImage(file, purpose, { sign: signAsync, confirm: confirmAsync }, options),
    [signAsync, confirmAsync],
  );
}

function fromProcedureError(error: unknown): UploadError {
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    data?: { code?: unknown } | null;
  };
  const message =
    typeof candidate.message === 'string' && candidate.message ? candidate.message : UPLOAD_ERROR_MESSAGES.network;
  if (candidate.data?.code === 'UNAUTHORIZED') return new UploadError('signed-out', UPLOAD_ERROR_MESSAGES.signedOut);
  return new UploadError('rejected', message);
}

/** PUT with XMLHttpRequest: fetch has no upload progress in browsers yet. */
function putFile(signed: SignedUpload, file: File, options: UploadImageOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(signed.method, signed.url);
    for (const [name, value] of Object.entries(signed.headers)) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(errorForStatus(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError('network', UPLOAD_ERROR_MESSAGES.network));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadError('aborted', UPLOAD_ERROR_MESSAGES.aborted));
    };
    xhr.send(file);
  });
}

/** The store's refusal in words: our store answers JSON:API errors or { message }, S3 answers XML. */
export function errorForStatus(status: number, body: string): UploadError {
  let detail: string | undefined;
  let code: string | undefined;
  try {
    const parsed = JSON.parse(body) as { errors?: { code?: unknown; detail?: unknown }[]; message?: unknown };
    const first = parsed.errors?.[0];
    if (typeof first?.detail === 'string') detail = first.detail;
    if (typeof first?.code === 'string') code = first.code;
    if (detail === undefined && typeof parsed.message === 'string') detail = parsed.message;
  } catch {
    // S3's XML or an empty body: the status alone decides.
  }
  if (status === 401) return new UploadError('signed-out', UPLOAD_ERROR_MESSAGES.signedOut);
  if (status === 413) return new UploadError('size', detail ?? UPLOAD_ERROR_MESSAGES.size);
  if (status === 415) return new UploadError('type', detail ?? UPLOAD_ERROR_MESSAGES.type);
  if (status === 403 && (code === 'signature-expired' || /expired/i.test(body)))
    return new UploadError('expired', UPLOAD_ERROR_MESSAGES.expired);
  return new UploadError('rejected', detail ?? UPLOAD_ERROR_MESSAGES.network);
}
