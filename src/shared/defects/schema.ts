// Contracts of defect reports (docs/product.md §22; docs/upstream-api-defects.md). Server side only (zod); the
// browser imports types from here and constants from limits.ts and status.ts.
import { z } from 'zod';
import {
  DEFECT_DESCRIPTION_MAX_LENGTH,
  DEFECT_NOTE_MAX_LENGTH,
  DEFECT_TITLE_MAX_LENGTH,
  DEFECTS_PAGE_SIZE,
  MAX_DEFECTS_PAGE_SIZE,
} from './limits.ts';
import { DEFECT_STATUSES, type DefectStatus } from './status.ts';
import type { ReviewAttachment } from '../reviews/schema.ts';

/** The words of each refusal, shared by the service and the web tier (the pages say them in the reader's language). */
export const DEFECT_MESSAGES = {
  titleRequired: 'Give the defect a title.',
  titleTooLong: `A title has at most ${DEFECT_TITLE_MAX_LENGTH} characters.`,
  descriptionRequired: 'Describe the defect.',
  descriptionTooLong: `A description has at most ${DEFECT_DESCRIPTION_MAX_LENGTH} characters.`,
  noteTooLong: `A note has at most ${DEFECT_NOTE_MAX_LENGTH} characters.`,
  notOwner: 'Only someone who owns this listing can report a defect in it.',
  notSeller: 'Only the seller of this listing can change the status of its defect reports.',
  statusUnchanged: 'The report already has that status.',
  statusNotAllowed: 'A fixed report can only be opened again.',
} as const;

const pageSchema = z.coerce
  .number()
  .int('The page must be a whole number.')
  .min(1, 'The page must be 1 or more.')
  .max(1000)
  .default(1);
const perPageSchema = z.coerce
  .number()
  .int('perPage must be a whole number.')
  .min(1, 'perPage must be 1 or more.')
  .max(MAX_DEFECTS_PAGE_SIZE, `perPage must be at most ${MAX_DEFECTS_PAGE_SIZE}.`)
  .default(DEFECTS_PAGE_SIZE);

export const defectTitleSchema = z
  .string({ error: DEFECT_MESSAGES.titleRequired })
  .trim()
  .min(1, DEFECT_MESSAGES.titleRequired)
  .max(DEFECT_TITLE_MAX_LENGTH, DEFECT_MESSAGES.titleTooLong);
export const defectDescriptionSchema = z
  .string({ error: DEFECT_MESSAGES.descriptionRequired })
  .trim()
  .min(1, DEFECT_MESSAGES.descriptionRequired)
  .max(DEFECT_DESCRIPTION_MAX_LENGTH, DEFECT_MESSAGES.descriptionTooLong);
/** Blank means no note. */
export const defectNoteSchema = z
  .string({ error: 'A note is text.' })
  .trim()
  .max(DEFECT_NOTE_MAX_LENGTH, DEFECT_MESSAGES.noteTooLong)
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));
export const defectStatusSchema = z.enum(DEFECT_STATUSES, { error: `Choose one of: ${DEFECT_STATUSES.join(', ')}.` });

/** defects.file: the buyer's report about a listing they own. */
export const fileDefectInputSchema = z
  .object({
    productId: z.uuid({ error: 'That is not a listing id.' }),
    title: defectTitleSchema,
    description: defectDescriptionSchema,
    /** One uploaded picture that shows the defect (docs/upstream-api.md "Attachments"): its id. */
    attachmentId: z.uuid({ error: 'Attach a picture you uploaded here.' }).optional(),
  })
  .strict();
export type FileDefectInput = z.input<typeof fileDefectInputSchema>;

/** defects.setStatus: the seller moves a report (docs/product.md §22, src/shared/defects/status.ts). */
export const setDefectStatusInputSchema = z
  .object({
    id: z.uuid({ error: 'That is not a defect report id.' }),
    status: defectStatusSchema,
    note: defectNoteSchema,
  })
  .strict();
export type SetDefectStatusInput = z.input<typeof setDefectStatusInputSchema>;

export const myDefectsInputSchema = z.object({ page: pageSchema, perPage: perPageSchema }).strict();
export type MyDefectsInput = z.input<typeof myDefectsInputSchema>;

export const incomingDefectsInputSchema = z
  .object({
    page: pageSchema,
    perPage: perPageSchema,
    /** Only the reports about this listing. */
    productId: z.uuid({ error: 'That is not a listing id.' }).optional(),
  })
  .strict();
export type IncomingDefectsInput = z.input<typeof incomingDefectsInputSchema>;

// ---- DTOs ----

export interface DefectReport {
  id: string;
  title: string;
  description: string;
  status: DefectStatus;
  /** The seller's note with the latest status change, if any. */
  note: string | null;
  createdAt: string;
  /** When the status last changed (the filing time until then). */
  statusChangedAt: string;
  listing: { id: string; name: string; path: string };
  buyer: { handle: string; name: string };
  /** The picture the buyer attached (the same shape as a review's). */
  attachment: ReviewAttachment | null;
}

export interface DefectReportsPage {
  items: DefectReport[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}
