// What the newsletter routes accept (docs/upstream-api-newsletter.md): JSON:API documents
// `{ data: { type, attributes } }`. The email follows the product's one email rule
// (src/shared/visit/email.ts) and is lowercased; a token is text (an unknown or malformed one is a 404,
// said the same way). Problems are 422 with a pointer to the attribute; a document of the wrong shape
// is 400, a wrong type 409.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../shared/visit/email.ts';
import { ApiError } from '../kit/jsonapi.ts';
import { attributesObject, isRecord, parseMembers } from '../kit/document.ts';

export const SIGNUP_TYPE = 'newsletterSignup';
export const CONFIRMATION_TYPE = 'newsletterConfirmation';
export const UNSUBSCRIPTION_TYPE = 'newsletterUnsubscription';
export const SUBSCRIPTION_TYPE = 'newsletterSubscription';

const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'email is required.' : 'email must be text.') })
  .max(EMAIL_MAX_LENGTH * 4, 'email is not a valid address.')
  .transform((value, context) => {
    const email = normalizeEmail(value);
    if (email === null) {
      context.addIssue({ code: 'custom', message: 'email is not a valid address.' });
      return z.NEVER;
    }
    return email.toLowerCase();
  });

const tokenSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'token is required.' : 'token must be text.') })
  .max(200, 'token is not a valid link token.');

function parseDocument<T>(body: unknown, type: string, attributes: z.ZodType<T>, example: string): T {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: `Send { "data": { "type": "${type}", "attributes": ${example} } }.`,
      source: { pointer: isRecord(body) ? '/data' : '' },
    });
  }
  const data = body.data;
  if (data.type !== type) {
    throw new ApiError({ code: 'type-mismatch', detail: `type must be "${type}".`, source: { pointer: '/data/type' } });
  }
  return parseMembers(attributesObject(data.attributes), attributes, '/data/attributes');
}

export function parseSignup(body: unknown): { email: string } {
  return parseDocument(body, SIGNUP_TYPE, z.object({ email: emailSchema }), '{ "email": "…" }');
}

export function parseConfirmation(body: unknown): { token: string } {
  return parseDocument(body, CONFIRMATION_TYPE, z.object({ token: tokenSchema }), '{ "token": "…" }');
}

export function parseUnsubscription(body: unknown): { token: string } {
  return parseDocument(body, UNSUBSCRIPTION_TYPE, z.object({ token: tokenSchema }), '{ "token": "…" }');
}
