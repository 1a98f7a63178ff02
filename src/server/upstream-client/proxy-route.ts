// GET /api/proxy?url=… : the server side of the url-parameter proxy, registered only with API_PROXY on.
// It forwards to the configured upstream base URLs only (see proxy-target.ts): no other host, no userinfo,
// no private address that is not the upstream's own, and redirects are never followed. Nothing of the
// caller's goes along (no cookies, no Authorization header they wrote); a signed-in caller's own access
// token, read from the sealed session, is added only when the target's origin is one of the upstream
// base URLs' origins, so it never reaches any other host.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { request } from 'undici';
import type { UpstreamPool } from './upstream-client.ts';
import type { SessionUser } from '../trpc/context.ts';
import { ProxyTargetRejectedError, resolveProxyTarget } from './proxy-target.ts';

export interface ProxyRouteOptions {
  pool: Pick<UpstreamPool, 'baseUrls' | 'timeoutMs' | 'userAgent' | 'dispatcher'>;
  /** Defaults to the pool's v1 and v2 base URLs. */
  allowedBaseUrls?: readonly string[];
  /** The signed-in user of a request (the session plugin's); absent: every call is anonymous. */
  userOf?: (request: FastifyRequest) => SessionUser | null;
  /** Largest body passed through, in bytes. Default 4 MiB. */
  maxBodyBytes?: number;
}

const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024;
const REFUSED = { error: 'Proxy target not allowed' } as const;

async function proxy(app: FastifyInstance, options: ProxyRouteOptions) {
  const allowed = options.allowedBaseUrls ?? [options.pool.baseUrls.v1, options.pool.baseUrls.v2];
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  // Where a bearer token may go: the upstream services' own origins, whatever else `allowed` lists.
  const tokenOrigins = new Set([new URL(options.pool.baseUrls.v1).origin, new URL(options.pool.baseUrls.v2).origin]);

  app.get(
    '/api/proxy',
    // Only applies when @fastify/rate-limit is registered (it is, with global: false, in app.ts).
    { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
    async (incoming, reply) => {
      const query = incoming.query as Record<string, unknown>;
      const raw = query.url;
      if (typeof raw !== 'string') return reply.code(400).send(REFUSED);
      let target: URL;
      try {
        target = resolveProxyTarget(raw, allowed);
      } catch (error) {
        if (error instanceof ProxyTargetRejectedError) {
          incoming.log.warn({ reason: error.reason }, 'proxy target refused');
          return reply.code(400).send(REFUSED);
        }
        throw error;
      }

      const accept = incoming.headers.accept;
      const token = tokenOrigins.has(target.origin) ? options.userOf?.(incoming)?.accessToken : undefined;
      const headers: Record<string, string> = {
        accept: typeof accept === 'string' && accept !== '' ? accept : 'application/json',
        'user-agent': options.pool.userAgent,
        'x-request-id': incoming.id,
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('upstream timeout')), options.pool.timeoutMs);
      try {
        const response = await request(target, {
          dispatcher: options.pool.dispatcher,
          method: 'GET',
          headers,
          signal: controller.signal,
          // undici never follows redirects unless told to: a 3xx is passed on as a status only.
        });
        const length = Number(response.headers['content-length'] ?? 0);
        if (length > maxBodyBytes) {
          await response.body.dump();
          return reply.code(502).send({ error: 'Upstream response too large' });
        }
        const body = Buffer.from(await response.body.arrayBuffer());
        if (body.byteLength > maxBodyBytes) return reply.code(502).send({ error: 'Upstream response too large' });
        const contentType = response.headers['content-type'];
        reply.code(response.statusCode);
        if (typeof contentType === 'string') reply.type(contentType);
        // The body is the upstream's, served from our origin: never let it run as a document.
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        reply.header('cache-control', token ? 'private, no-store' : 'no-store');
        return reply.send(body);
      } catch (error) {
        if (controller.signal.aborted) return reply.code(504).send({ error: 'Upstream timed out' });
        incoming.log.warn({ err: error }, 'proxy upstream unavailable');
        return reply.code(502).send({ error: 'Upstream unavailable' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}

export const proxyRoute = fp(proxy, { name: 'upstream-proxy-route', fastify: '5.x' });
