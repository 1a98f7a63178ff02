// What the screenshots service accepts (docs/upstream-api-snapshots.md, POST /report/screenshots): list query
// parameters (400 naming the parameter) and the report document (422 with a pointer per attribute).
import { z } from 'zod';
import { ApiError } from '../kit/jsonapi.ts';
import { isUuid, normaliseHandle } from '../kit/ids.ts';
import { parseQuery, single } from '../kit/query.ts';
import { PAGE_LIMITS, pageParam, perPageParam } from '../kit/paging.ts';
import { reportText, reportWordsSchema } from '../reports/index.ts';
import { attributesObject, isRecord, parseMembers } from '../kit/document.ts';

export const SCREENSHOT_TYPE = 'screenshot';
export const SCREENSHOT_REPORT_TYPE = 'screenshotReport';

export const SNAPSHOT_LIMITS = PAGE_LIMITS;

/** `?filter[persona]=` and `?filter[experience]=` of one value; empty means no filter. */
const filterParam = (name: string) =>
  z
    .string(single(name))
    .max(200, `${name} must be at most 200 characters.`)
    .transform((value) => value.trim() || undefined)
    .optional();

const listQuerySchema = z.object({
  page: pageParam,
  perPage: perPageParam(SNAPSHOT_LIMITS.defaultPerPage),
  'filter[persona]': filterParam('filter[persona]').refine(
    (value) => value === undefined || normaliseHandle(value) !== undefined,
    'filter[persona] is a persona handle: 2 to 40 lowercase letters, digits and hyphens.',
  ),
  'filter[experience]': filterParam('filter[experience]').refine(
    (value) => value === undefined || isUuid(value),
    'filter[experience] is an experience id (a UUID).',
  ),
});

export interface SnapshotListQuery {
  page: number;
  perPage: number;
  /** Lowercase handle. */
  persona: string | undefined;
  /** Lowercase experience id. */
  experience: string | undefined;
}

export function parseSnapshotListQuery(query: unknown): SnapshotListQuery {
  const parsed = parseQuery(listQuerySchema, query);
  const persona = parsed['filter[persona]'];
  const experience = parsed['filter[experience]'];
  return {
    page: parsed.page,
    perPage: parsed.perPage,
    persona: persona === undefined ? undefined : normaliseHandle(persona),
    experience: experience?.toLowerCase(),
  };
}

// ---------------------------------------------------------------------------------------------------
// POST /report/screenshots

export interface ScreenshotReportInput {
  screenshotId: string;
  reason: string;
  description: string;
  attachmentId?: string | null | undefined;
}

const reportSchema = reportWordsSchema.extend({
  screenshotId: reportText('screenshotId')
    .trim()
    .min(1, 'screenshotId is required.')
    .max(200, 'screenshotId has at most 200 characters.'),
});

/**
 * docs/upstream-api-snapshots.md: `{ data: { type: 'screenshotReport', attributes: { screenshotId, reason } } }`, plus an optional
 * description beside the reason (as profile and product reports take it). Only the JSON:API envelope is
 * read: that is the form docs/upstream-api-snapshots.md names for this call.
 */
export function parseScreenshotReport(body: unknown): ScreenshotReportInput {
  const example =
    'Send { "data": { "type": "screenshotReport", "attributes": { "screenshotId": "…", "reason": "…" } } }.';
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: example,
      source: { pointer: isRecord(body) ? '/data' : '' },
    });
  }
  if (body.data.type !== SCREENSHOT_REPORT_TYPE) {
    throw new ApiError({
      code: 'type-mismatch',
      detail: `type must be "${SCREENSHOT_REPORT_TYPE}".`,
      source: { pointer: '/data/type' },
    });
  }
  const attributes = attributesObject(body.data.attributes);
  return parseMembers(attributes, reportSchema, '/data/attributes');
}
