// Report payloads (docs/product.md §6; docs/upstream-api.md POST /report/*) validated with the
// same rules as the form (report-form.ts). Server side only: zod.
import { z } from 'zod';
import {
  PRODUCT_REPORT_REASONS,
  PROFILE_REPORT_REASONS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  validateReport,
  type ProductReportReason,
  type ProfileReportReason,
  type ReportReason,
} from './report-form.ts';

/** Ids of reported things: opaque upstream ids (numbers, UUIDs, slugs); a number is read as its digits. */
export const reportTargetIdSchema = z.union([
  z.number().int('An id is a whole number.').nonnegative('An id is not negative.').transform(String),
  z
    .string()
    .trim()
    .min(1, 'An id is required.')
    .max(100, 'An id has at most 100 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'An id uses letters, digits, hyphens and underscores.'),
]);

const reportFields = {
  reason: z.string({ error: REPORT_MESSAGES.reason }),
  description: z.string().optional(),
  /** One uploaded picture that shows the problem (docs/upstream-api.md "Attachments"): its id, never an address. */
  attachmentId: z.uuid({ error: 'Attach a picture you uploaded here.' }).optional(),
};

interface ValidatedReport<R extends string> {
  reason: R;
  description: string;
}

/**
 * validateReport against one reason list, reporting its error on the field it names; outputs the
 * normalised form.
 */
function reportRules<R extends string>(reasons: readonly R[]) {
  return <T extends { reason: string; description?: string | undefined }>(
    value: T,
    ctx: z.RefinementCtx,
  ): (Omit<T, 'reason' | 'description'> & ValidatedReport<R>) | typeof z.NEVER => {
    const result = validateReport(value, reasons);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', path: [result.field], message: result.message });
      return z.NEVER;
    }
    return { ...value, reason: result.reason, description: result.description };
  };
}
const withReportRules = reportRules<ReportReason>(REPORT_REASONS);

export const reportFormSchema = z.object(reportFields).strict().transform(withReportRules);
export type ReportForm = z.output<typeof reportFormSchema>;

/** Reporting a listing offers its own reasons (PRODUCT_REPORT_REASONS); the docs/product.md §7 rules are the same. */
export const productReportInputSchema = z
  .object({ productId: reportTargetIdSchema, ...reportFields })
  .strict()
  .transform(reportRules<ProductReportReason>(PRODUCT_REPORT_REASONS));
export type ProductReportInput = z.output<typeof productReportInputSchema>;

/** Reporting a person offers its own reasons (PROFILE_REPORT_REASONS); the docs/product.md §7 rules are the same. */
export const profileReportInputSchema = z
  .object({ avatarId: reportTargetIdSchema, ...reportFields })
  .strict()
  .transform(reportRules<ProfileReportReason>(PROFILE_REPORT_REASONS));
export type ProfileReportInput = z.output<typeof profileReportInputSchema>;

export const screenshotReportInputSchema = z
  .object({ screenshotId: reportTargetIdSchema, ...reportFields })
  .strict()
  .transform(withReportRules);
export type ScreenshotReportInput = z.output<typeof screenshotReportInputSchema>;

export const reportReasonSchema = z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason });

// Upstream bodies (docs/upstream-api.md).
export interface ProductReportBody {
  data: {
    type: 'productReport';
    attributes: { id: string; reason: string; description?: string; attachmentId?: string };
  };
}
export interface ProfileReportBody {
  type: 'profileReport';
  avatarId: string;
  reason: string;
  description?: string;
  attachmentId?: string;
}
export interface ScreenshotReportBody {
  data: {
    type: 'screenshotReport';
    attributes: { screenshotId: string; reason: string; description?: string; attachmentId?: string };
  };
}

/**
 * POST /report/products body. Like profile reports, the commerce service takes the description as its
 * own member (docs/upstream-api.md), so the reason stays the chosen label and the description travels
 * next to it, omitted when empty.
 */
export function productReportBody(input: ProductReportInput): ProductReportBody {
  const attributes: ProductReportBody['data']['attributes'] = { id: input.productId, reason: input.reason };
  if (input.description !== '') attributes.description = input.description;
  if (input.attachmentId !== undefined) attributes.attachmentId = input.attachmentId;
  return { data: { type: 'productReport', attributes } };
}

/**
 * POST /report/profiles body (not wrapped in data, per docs/upstream-api.md). The profiles service takes the description
 * as its own member (docs/upstream-api.md), so the reason stays the chosen label and the description
 * travels next to it, omitted when empty. Folding it into `reason` (reportReasonText) would break the
 * service's 200-character limit on reason for any long 'Other' description.
 */
export function profileReportBody(input: ProfileReportInput): ProfileReportBody {
  const body: ProfileReportBody = { type: 'profileReport', avatarId: input.avatarId, reason: input.reason };
  if (input.description !== '') body.description = input.description;
  if (input.attachmentId !== undefined) body.attachmentId = input.attachmentId;
  return body;
}

/**
 * POST /report/screenshots body (docs/upstream-api.md). Like product and profile reports, the description travels as its
 * own member beside the chosen reason (docs/upstream-api-snapshots.md), omitted when empty.
 */
export function screenshotReportBody(input: ScreenshotReportInput): ScreenshotReportBody {
  const attributes: ScreenshotReportBody['data']['attributes'] = {
    screenshotId: input.screenshotId,
    reason: input.reason,
  };
  if (input.description !== '') attributes.description = input.description;
  if (input.attachmentId !== undefined) attributes.attachmentId = input.attachmentId;
  return { data: { type: 'screenshotReport', attributes } };
}
