// What the web tier accepts from the uploads service (docs/upstream-api-uploads.md).
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { NO_PICTURE_URL } from '../../shared/media/picture-url.ts';
import { UPLOAD_CONTENT_TYPES, UPLOAD_PURPOSES } from '../../shared/uploads/limits.ts';

export const upstreamUploadSignatureSchema = z.object({
  id: z.string(),
  url: z.string().min(1),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  maxBytes: z.number().int().positive(),
  expiresAt: z.string(),
});

export const upstreamImageSizeSchema = z.object({
  name: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: shownPictureUrlSchema(NO_PICTURE_URL),
});

export const upstreamUploadedImageSchema = z.object({
  id: z.string(),
  purpose: z.enum(UPLOAD_PURPOSES),
  sizes: z.array(upstreamImageSizeSchema),
  createdAt: z.string(),
});

export type UpstreamUploadSignature = z.output<typeof upstreamUploadSignatureSchema>;
export type UpstreamUploadedImage = z.output<typeof upstreamUploadedImageSchema>;
