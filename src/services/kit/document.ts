// Reading a JSON:API request document `{ data: { type, attributes } }` with a zod schema for the
// attributes: problems become 422 errors pointing at the member, a wrong type 409, a non-document 400.
// Also the bare `{ data: { …members } }` that some bodies use (docs/upstream-api-tickets.md), and the
// Idempotency-Key header of purchases.
import type { z } from 'zod';
import { ApiError, type ApiErrorInit } from './jsonapi.ts';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data.attributes` when it is an object, else the 400 every service gives. */
export function attributesObject(attributes: unknown): Record<string, unknown> {
  if (!isRecord(attributes)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: 'data.attributes must be an object.',
      source: { pointer: '/data/attributes' },
    });
  }
  return attributes;
}

/**
 * Checks a write document's envelope (`data`, its type, and its id against the address's when both are
 * given) and returns its attributes object; absent attributes are none.
 */
export function attributesOf(body: unknown, type: string, expectedId: string | undefined): Record<string, unknown> {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: `Send a JSON:API document: { "data": { "type": "${type}", "attributes": { … } } }.`,
      source: { pointer: '/data' },
    });
  }
  const { data } = body;
  if (data.type !== type) {
    throw new ApiError({
      code: 'type-mismatch',
      detail: `data.type must be "${type}".`,
      source: { pointer: '/data/type' },
    });
  }
  if (expectedId !== undefined && data.id !== undefined && data.id !== expectedId) {
    throw new ApiError({
      code: 'id-mismatch',
      detail: 'data.id must match the id in the URL.',
      source: { pointer: '/data/id' },
    });
  }
  return data.attributes === undefined ? {} : attributesObject(data.attributes);
}

/**
 * Reads either the JSON:API document or the bare shape `{ data: { …members } }` that some bodies use
 * some bodies (POST /user/tickets, POST /redemptions/). A `data` with neither `type` nor `attributes` is
 * the bare shape: its members are the attributes and problems point at `/data/<member>`. Anything else
 * is read as JSON:API, with its usual refusals.
 */
export function parseAttributesOrBare<S extends z.ZodType>(body: unknown, type: string, schema: S): z.output<S> {
  if (!isRecord(body) || !isRecord(body.data) || 'type' in body.data || 'attributes' in body.data) {
    return parseAttributes(body, type, schema);
  }
  return parseMembers(body.data, schema, '/data');
}

/** Parses `members` with a zod schema; each problem is a 422 pointing at `<pointer>/<member path>`. */
export function parseMembers<S extends z.ZodType>(members: unknown, schema: S, pointer: string): z.output<S> {
  const parsed = schema.safeParse(members);
  if (!parsed.success) {
    throw new ApiError(
      parsed.error.issues.map((issue): ApiErrorInit => ({
        code: 'invalid-attribute',
        detail: issue.message,
        source: { pointer: `${pointer}/${issue.path.map(String).join('/')}` },
      })),
    );
  }
  return parsed.data;
}

export function parseAttributes<S extends z.ZodType>(body: unknown, type: string, schema: S): z.output<S> {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: `Send { "data": { "type": "${type}", "attributes": { … } } }.`,
      source: { pointer: '' },
    });
  }
  if (body.data.type !== type) {
    throw new ApiError({
      code: 'type-mismatch',
      detail: `data.type must be "${type}".`,
      source: { pointer: '/data/type' },
    });
  }
  return parseMembers(body.data.attributes ?? {}, schema, '/data/attributes');
}

/** The Idempotency-Key header (IETF httpapi draft), required on purchases. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>, pattern: RegExp): string {
  const value = headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key) {
    throw new ApiError({
      code: 'idempotency-key-required',
      detail: 'Send an Idempotency-Key header (8 to 200 letters, digits, _ . : -), new for each purchase.',
      source: { header: 'Idempotency-Key' },
    });
  }
  if (!pattern.test(key)) {
    throw new ApiError({
      code: 'bad-request',
      detail: 'The Idempotency-Key must be 8 to 200 letters, digits or _ . : - characters.',
      source: { header: 'Idempotency-Key' },
    });
  }
  return key;
}
