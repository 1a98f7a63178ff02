// What POST /report/profiles accepts (docs/upstream-api.md: `{ type: 'profileReport', avatarId, reason }`, top-level,
// not a JSON:API data/attributes envelope), plus an optional description. For tolerance the JSON:API
// form `{ data: { type, attributes: { avatarId, reason, description } } }` is read the same way.
// Problems are 422 with a pointer to the member (`/reason`, or `/data/attributes/reason` in the
// enveloped form), one error per problem.
import { z } from 'zod';
import { ApiError } from '../kit/jsonapi.ts';
import { attachmentIdMember } from '../uploads/index.ts';
import { attributesObject, isRecord, parseMembers } from '../kit/document.ts';

export const PROFILE_REPORT_TYPE = 'profileReport';
// reason is the chosen reason; the reader's own words (required for 'Other') travel in description.
export const REPORT_LIMITS = { reason: 200, description: 1000, avatarId: 200 } as const;

export interface ProfileReportInput {
  avatarId: string;
  reason: string;
  description: string;
  attachmentId?: string | null | undefined;
}

export const reportText = (name: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${name} is required.` : `${name} must be text.`) });

/** The reason and the reader's own words: the same rules for every kind of report (profiles, screenshots). */
export const reportWordsSchema = z.object({
  reason: reportText('reason')
    .trim()
    .min(1, 'Choose a reason.')
    .max(REPORT_LIMITS.reason, `reason has at most ${REPORT_LIMITS.reason} characters.`),
  description: z
    .string({ error: 'description must be text.' })
    .trim()
    .max(REPORT_LIMITS.description, `description has at most ${REPORT_LIMITS.description} characters.`)
    .nullish()
    .transform((value) => value ?? ''),
  /** One picture the reporter uploaded (docs/upstream-api.md "Attachments"). */
  attachmentId: attachmentIdMember,
});

const reportSchema = reportWordsSchema.extend({
  avatarId: reportText('avatarId')
    .trim()
    .min(1, 'avatarId is required.')
    .max(REPORT_LIMITS.avatarId, `avatarId has at most ${REPORT_LIMITS.avatarId} characters.`),
});

export function parseProfileReport(body: unknown): ProfileReportInput {
  if (!isRecord(body)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: 'Send { "type": "profileReport", "avatarId": "…", "reason": "…" }.',
      source: { pointer: '' },
    });
  }
  const enveloped = isRecord(body.data);
  const base = enveloped ? '/data' : '';
  const envelope = enveloped && isRecord(body.data) ? body.data : body;
  if (envelope.type !== PROFILE_REPORT_TYPE) {
    throw new ApiError({
      code: 'type-mismatch',
      detail: `type must be "${PROFILE_REPORT_TYPE}".`,
      source: { pointer: `${base}/type` },
    });
  }
  let members: Record<string, unknown> = envelope;
  let pointer = base;
  if (enveloped) {
    members = attributesObject(envelope.attributes);
    pointer = '/data/attributes';
  }
  return parseMembers(members, reportSchema, pointer);
}
