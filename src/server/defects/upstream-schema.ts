// What the web tier accepts from the defect reports service (docs/upstream-api-defects.md) after JSON:API
// deserialisation. A missing or mistyped attribute is a contract failure (502).
import { z } from 'zod';
import { DEFECT_STATUSES } from '../../shared/defects/status.ts';
import { upstreamReviewAttachmentMember } from '../reviews/upstream-schema.ts';

export const upstreamDefectSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string().optional(),
  buyerHandle: z.string(),
  buyerName: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(DEFECT_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  attachment: upstreamReviewAttachmentMember,
});
export type UpstreamDefect = z.infer<typeof upstreamDefectSchema>;
