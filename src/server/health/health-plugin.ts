// /healthz: the process is alive (for restarts). /readyz: it can serve, i.e. the upstream answers and
// its database with it (for the load balancer), and 503 as soon as the process starts draining
// (lifecycle/graceful-drain.ts), so the balancer stops sending before the listener closes. Both are cheap
// and never cached.
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import type { UpstreamPool } from '../upstream-client/upstream-client.ts';

const READY_TIMEOUT_MS = 2000;

export interface HealthOptions {
  pool: UpstreamPool;
  /** True once the process is stopping. */
  draining(): boolean;
}

export async function healthPlugin(app: FastifyInstance, options: HealthOptions) {
  const upstreamHealthUrl = new URL('/healthz', new URL(options.pool.baseUrls.v2).origin).href;

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.draining()) return reply.code(503).send({ status: 'draining' });
    try {
      const response = await request(upstreamHealthUrl, {
        dispatcher: options.pool.dispatcher,
        headersTimeout: READY_TIMEOUT_MS,
        bodyTimeout: READY_TIMEOUT_MS,
        signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      await response.body.dump();
      if (response.statusCode !== 200) {
        return reply.code(503).send({ status: 'unavailable', upstream: `answered ${response.statusCode}` });
      }
      return { status: 'ready', upstream: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', upstream: 'unreachable' });
    }
  });
}
