// Reading a JSON:API request document `{ data: { type, attributes } }` with a zod schema for the
// attributes: problems become 422 errors pointing at the member, a wrong type 409, a non-document 400.
import type { z } from 'zod';
import { ApiError, type ApiErrorInit } from '../jsonapi.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseAttributes<S extends z.ZodType>(body: unknown, type: string, schema: S): z.output<S> {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: `Send { "data": { "type": "${type}", "attributes": { … } } }.`,
      source: { pointer: '' },
    });
  }
  if (body.data.type !== type) {
    throw new ApiError({ code: 'type-mismatch', detail: `data.type must be "${type}".`, source: { pointer: '/data/type' } });
  }
  const parsed = schema.safeParse(body.data.attributes ?? {});
  if (!parsed.success) {
    throw new ApiError(
      parsed.error.issues.map(
        (issue): ApiErrorInit => ({
          code: 'invalid-attribute',
          detail: issue.message,
          source: { pointer: `/data/attributes/${issue.path.map(String).join('/')}` },
        }),
      ),
    );
  }
  return parsed.data;
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
