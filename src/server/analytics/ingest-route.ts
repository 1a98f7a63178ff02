// POST /api/analytics: the browser's analytics beacon (src/client/analytics/track.ts). A request that says
// Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`) is answered 204 and nothing is
// recorded or sent on. Otherwise the event is validated here (400 with the reason when it is not one
// we count) and passed to the analytics service with nothing of the visitor's: no session, no token,
// no address, no user agent. The services keep only a daily count per experience or listing.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';
import { BadResponseError } from '../upstream-client/errors.ts';
import { browserEventSchema } from '../../shared/analytics/schema.ts';
import { ANALYTICS_INGEST_PATH } from '../../shared/analytics/limits.ts';
import { recordBrowserEvent } from './service.ts';

export interface AnalyticsIngestOptions {
  pool: Pick<UpstreamPool, 'client'>;
  /** Events per client address per minute. Default 120 (a person browsing fast sends a few a minute). */
  maxPerMinute?: number;
}

/** Whether the request asks not to be tracked: DNT: 1 or Sec-GPC: 1. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

async function ingest(app: FastifyInstance, options: AnalyticsIngestOptions) {
  app.post(
    ANALYTICS_INGEST_PATH,
    { bodyLimit: 2048, config: { rateLimit: { max: options.maxPerMinute ?? 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (optedOut(request.headers)) return reply.code(204).send();
      const parsed = browserEventSchema.safeParse(parseBody(request.body));
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        return reply.code(400).send({
          error: 'BAD_REQUEST',
          message: parsed.error.issues[0]?.message ?? 'Send { "event", "kind", "id" } as JSON.',
          issues,
        });
      }
      try {
        await recordBrowserEvent(options.pool.client({ chainId: request.id }), parsed.data);
      } catch (error) {
        if (
          error instanceof BadResponseError &&
          (error.status === 404 || error.status === 422 || error.status === 400)
        ) {
          return reply
            .code(400)
            .send({ error: 'BAD_REQUEST', message: 'There is no such experience or listing to count.', issues: [] });
        }
        request.log.warn({ err: error }, 'analytics event not recorded');
        return reply.code(502).send({ error: 'BAD_GATEWAY', message: 'The event could not be recorded.' });
      }
      return reply.code(204).send();
    },
  );
}

export const analyticsIngestRoute = fp(ingest, { name: 'analytics-ingest', fastify: '5.x' });
