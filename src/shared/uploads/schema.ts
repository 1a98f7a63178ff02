// Contracts of the uploads domain (tRPC inputs and the DTOs the browser sees). zod values are used by the
// server; the browser imports only the types (and limits.ts for the numbers).
import { z } from 'zod';
import {
  MAX_FILE_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_PURPOSES,
  formatBytes,
  type UploadContentType,
  type UploadPurpose,
} from './limits.ts';

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES, {
  error: `Choose what the picture is for: ${UPLOAD_PURPOSES.join(', ')}.`,
});

export const uploadContentTypeSchema = z.enum(UPLOAD_CONTENT_TYPES, {
  error: 'Choose a PNG, JPEG, WebP or GIF picture.',
});

export const signUploadInputSchema = z
  .object({
    purpose: uploadPurposeSchema,
    fileName: z
      .string()
      .trim()
      .min(1, 'The file needs a name.')
      .max(MAX_FILE_NAME_LENGTH, `File names can be at most ${MAX_FILE_NAME_LENGTH} characters.`)
      .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'File names cannot contain control characters.'),
    contentType: uploadContentTypeSchema,
    size: z
      .number()
      .int('The size must be a whole number of bytes.')
      .min(1, 'The file is empty.')
      .max(MAX_UPLOAD_BYTES, `Pictures can be at most ${formatBytes(MAX_UPLOAD_BYTES)}.`),
  })
  .strict();

export const confirmUploadInputSchema = z.object({ uploadId: z.uuid({ error: 'That is not an upload id.' }) }).strict();
export const imageIdInputSchema = z.object({ imageId: z.uuid({ error: 'That is not an image id.' }) }).strict();

export type SignUploadInput = z.infer<typeof signUploadInputSchema>;
export type ConfirmUploadInput = z.infer<typeof confirmUploadInputSchema>;

/** Where and how the browser sends the file. */
export interface SignedUpload {
  uploadId: string;
  /** Same-origin path (/uploads/…, embedded store) or an absolute presigned URL (S3 in production). */
  url: string;
  method: 'PUT';
  /** Headers the PUT must carry exactly (the content type is part of the signature). */
  headers: Record<string, string>;
  contentType: UploadContentType;
  maxBytes: number;
  /** ISO time after which the address is refused. */
  expiresAt: string;
}

export interface ImageSize {
  name: string;
  width: number;
  height: number;
  url: string;
}

/** An uploaded picture, made into the sizes the cards use. */
export interface UploadedImage {
  imageId: string;
  purpose: UploadPurpose;
  /** In the order image.sizes lists them (experiences read index 1, products read by name). */
  sizes: ImageSize[];
  createdAt: string;
}
