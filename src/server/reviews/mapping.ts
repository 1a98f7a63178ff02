// The review picture as the browser gets it, for the author's own review and the public list alike.
import type { z } from 'zod';
import type { ReviewAttachment } from '../../shared/reviews/schema.ts';
import type { upstreamAttachmentSchema } from './upstream-schema.ts';

export function toReviewAttachment(
  attachment: z.infer<typeof upstreamAttachmentSchema> | null,
): ReviewAttachment | null {
  return attachment ? { imageId: attachment.id, alt: attachment.alt, sizes: attachment.sizes } : null;
}
