// What we accept from the newsletter service (docs/upstream-api-newsletter.md) after JSON:API
// deserialisation. The upstream is a network boundary: anything else is a contract error.
import { z } from 'zod';

export const upstreamSignupSchema = z.object({ id: z.string(), email: z.string(), requestedAt: z.string() });

export const upstreamSubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});

export const upstreamRetryMetaSchema = z.object({ retryAfterSeconds: z.number().int().positive().optional() });
