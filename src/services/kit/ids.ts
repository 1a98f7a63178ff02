// Ids and handles as the services read them from addresses, queries and documents: the one uuid pattern
// (any case, as callers may send it) and handles in their stored form.
import { handleSchema } from '../../shared/experiences/schema.ts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** A handle as stored (lowercase), or undefined when the text can never be a handle. */
export function normaliseHandle(value: string): string | undefined {
  const parsed = handleSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
