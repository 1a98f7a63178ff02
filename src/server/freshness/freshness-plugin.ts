// The write marker on the wire (write-marker.ts): a write that succeeds leaves `lumen_wrote` for as long
// as any instance's cache could still answer from before it; every request reads it into
// request.freshAfter, which the request's upstream client turns into `Cache-Control: max-age=N` on its
// reads. Hijacked replies (server-rendered pages) are reads and never need to set it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WRITE_MARKER_COOKIE, WRITE_MARKER_LIFETIME_S, freshAfter, writeMarkerValue } from './write-marker.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Cached upstream answers from before this instant (epoch ms) are not used; undefined: any fresh one is. */
    freshAfter: number | undefined;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface FreshnessPluginOptions {
  now?: (() => number) | undefined;
}

async function freshnessPlugin(app: FastifyInstance, options: FreshnessPluginOptions) {
  const now = options.now ?? Date.now;
  app.decorateRequest('freshAfter', undefined);
  app.addHook('onRequest', async (request) => {
    request.freshAfter = freshAfter(request.cookies[WRITE_MARKER_COOKIE], now());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) {
      reply.setCookie(WRITE_MARKER_COOKIE, writeMarkerValue(now()), {
        path: '/',
        maxAge: WRITE_MARKER_LIFETIME_S,
        httpOnly: true,
        sameSite: 'lax',
        // Like the session cookie: Secure behind TLS (X-Forwarded-Proto counts when TRUST_PROXY is on).
        secure: request.protocol === 'https',
      });
    }
    return payload;
  });
}

/** Needs @fastify/cookie (registered by the session plugin). */
export const freshnessPluginFp = fp(freshnessPlugin, { name: 'freshness', dependencies: ['@fastify/cookie'] });

export function freshAfterOf(request: FastifyRequest): number | undefined {
  return request.freshAfter;
}
