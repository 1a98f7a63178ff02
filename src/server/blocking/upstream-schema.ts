// What the web tier accepts from the blocking service (docs/upstream-api-blocking.md) after JSON:API
// deserialisation. A missing or mistyped attribute is a contract failure (502).
import { z } from 'zod';
import { upstreamProfileSchema } from '../profiles/upstream-schema.ts';

export const upstreamBlockedSchema = upstreamProfileSchema.extend({ blockedAt: z.string() });

export const upstreamBlockSchema = z.object({ id: z.string(), avatarHandle: z.string(), blocked: z.boolean() });
