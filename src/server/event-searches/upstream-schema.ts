// What the web tier accepts from the saved searches service (docs/upstream-api-saved-searches.md) after JSON:API
// deserialisation. A missing or mistyped attribute is a contract failure (502).
import { z } from 'zod';
import { EVENT_CATEGORIES } from '../../shared/events/categories.ts';

export const upstreamSavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  q: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES).nullable(),
  day: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type UpstreamSavedSearch = z.infer<typeof upstreamSavedSearchSchema>;

export const upstreamSavedSearchesMetaSchema = z.object({ total: z.number().int(), max: z.number().int() });
