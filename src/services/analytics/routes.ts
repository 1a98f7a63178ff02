// The analytics service: POST /analytics/events counts one event of the browser on its UTC day, and
// GET /user/analytics answers the caller's own daily totals. Recording takes no token and keeps nothing
// about the caller (the web tier does not even send one); purchases are not accepted here, the orders
// service counts them inside the purchase itself. See docs/upstream-api-analytics.md.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { ApiError, JSON_API_CONTENT_TYPE, serializeResource } from '../kit/jsonapi.ts';
import { parseQuery } from '../kit/query.ts';
import { isRecord, parseMembers } from '../kit/document.ts';
import { browserEventSchema } from '../../shared/analytics/schema.ts';
import { ANALYTICS_RANGES } from '../../shared/analytics/limits.ts';
import { ownerAnalytics, recordEvent, subjectExists } from './repository.ts';

export const ANALYTICS_EVENT_TYPE = 'analyticsEvent';
export const CREATOR_ANALYTICS_TYPE = 'creatorAnalytics';

export interface AnalyticsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  clock: Clock;
}

const rangeMessage = `days must be one of ${ANALYTICS_RANGES.join(', ')}.`;
const analyticsQuery = z.object({
  days: z
    .string({ error: rangeMessage })
    .refine(
      (value) => (ANALYTICS_RANGES as readonly number[]).includes(Number(value)) && /^\d+$/.test(value),
      rangeMessage,
    )
    .transform(Number)
    .optional(),
});

function parseEventDocument(body: unknown) {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || data.type !== ANALYTICS_EVENT_TYPE || !isRecord(data.attributes)) {
    throw new ApiError({
      code: 'invalid-document',
      detail: `Send { "data": { "type": "${ANALYTICS_EVENT_TYPE}", "attributes": { "event", "kind", "id" } } }.`,
      source: { pointer: '/data' },
    });
  }
  return parseMembers(data.attributes, browserEventSchema, '/data/attributes');
}

export async function analyticsRoutes(app: FastifyInstance, opts: AnalyticsRoutesOptions): Promise<void> {
  const { db, verifier, clock } = opts;
  const callers = callerResolver(db, verifier);

  app.post('/analytics/events', { bodyLimit: 4096 }, async (request, reply) => {
    const event = parseEventDocument(request.body);
    if (!(await subjectExists(db, event.kind, event.id))) {
      throw new ApiError({
        code: 'not-found',
        detail: `No ${event.kind} has the id ${event.id}.`,
        source: { pointer: '/data/attributes/id' },
      });
    }
    await recordEvent(db, event, clock());
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.get('/user/analytics', async (request, reply) => {
    const persona = await callers.required(request, 'reading analytics');
    const query = parseQuery(analyticsQuery, request.query);
    const analytics = await ownerAnalytics(db, persona.id, clock(), query.days ?? 30);
    const document = serializeResource({ type: CREATOR_ANALYTICS_TYPE, id: persona.id, ...analytics });
    return reply.header('cache-control', 'private, no-store').type(JSON_API_CONTENT_TYPE).send(document);
  });
}
