// What the profiles and friends routes accept. Query parameters reuse the experiences rules (same
// messages, same 400 naming the parameter); a profile reference is a persona's uuid or its handle.
import { isUuid, normaliseHandle } from '../kit/ids.ts';
import { listQuerySchema } from '../experiences/index.ts';

/** GET /profiles: q (searches handle and name), page, perPage (default 24, at most 100). */
export const profileListQuerySchema = listQuerySchema.omit({ sort: true });

export type ProfileRef = { id: string } | { handle: string };

/** A uuid (any case) or a handle (matched case-insensitively); undefined when it can name nobody. */
export function parseProfileRef(value: string): ProfileRef | undefined {
  if (isUuid(value)) return { id: value.toLowerCase() };
  const handle = normaliseHandle(value);
  return handle === undefined ? undefined : { handle };
}
