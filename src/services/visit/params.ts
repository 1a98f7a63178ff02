// What POST /client-waitlist accepts: a JSON:API document
// `{ data: { type: 'clientWaitlistEntry', attributes: { email, platform } } }`. The email is trimmed,
// checked against the product's one email rule (src/shared/visit/email.ts) and lowercased; platform
// is a short lowercase token (the OS family the browser detected). Problems are 422 with a pointer to
// the attribute, one error per problem; a document of the wrong shape is 400, a wrong type 409.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../shared/visit/email.ts';
import { ApiError } from '../kit/jsonapi.ts';
import { attributesObject, isRecord, parseMembers } from '../kit/document.ts';

export const WAITLIST_ENTRY_TYPE = 'clientWaitlistEntry';
/** Same rule as the table's check constraint. */
export const PLATFORM_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

export interface WaitlistInput {
  email: string;
  platform: string;
}

const attributesSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'email is required.' : 'email must be text.') })
    .max(EMAIL_MAX_LENGTH * 4, 'email is not a valid address.')
    .transform((value, context) => {
      const email = normalizeEmail(value);
      if (email === null) {
        context.addIssue({ code: 'custom', message: 'email is not a valid address.' });
        return z.NEVER;
      }
      return email.toLowerCase();
    }),
  platform: z
    .string({ error: (issue) => (issue.input === undefined ? 'platform is required.' : 'platform must be text.') })
    .trim()
    .toLowerCase()
    .regex(PLATFORM_PATTERN, 'platform is 1 to 32 lowercase letters, digits and hyphens, starting with a letter.'),
});

export function parseWaitlistEntry(body: unknown): WaitlistInput {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: `Send { "data": { "type": "${WAITLIST_ENTRY_TYPE}", "attributes": { "email": "…", "platform": "…" } } }.`,
      source: { pointer: isRecord(body) ? '/data' : '' },
    });
  }
  const data = body.data;
  if (data.type !== WAITLIST_ENTRY_TYPE) {
    throw new ApiError({
      code: 'type-mismatch',
      detail: `type must be "${WAITLIST_ENTRY_TYPE}".`,
      source: { pointer: '/data/type' },
    });
  }
  return parseMembers(attributesObject(data.attributes), attributesSchema, '/data/attributes');
}
