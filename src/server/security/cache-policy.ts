// What shared caches (a CDN, a company proxy) may keep. Anything that depends on the session is
// `private, no-store`: every answer to a request that carries a session cookie (tRPC, /api, pages), every
// answer that sets a cookie, and the session routes themselves. Images (/media, fetched upstream with no
// cookie or token) and answers their route marked `public` (hashed assets, robots.txt, the sitemap) stay
// cacheable when a session cookie comes along, since browsers send it with every request. Pages and tRPC answers vary by cookie, so an anonymous copy is never
// served to someone signed in. Pages are streamed past Fastify's onSend (ssr-plugin.ts) and use
// pageCacheHeaders directly.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../session/session-plugin.ts';

export const PRIVATE_NO_STORE = 'private, no-store';
/** Anonymous pages: stored, but revalidated on every use. */
const ANONYMOUS_PAGE = 'no-cache';

/** Sign-in, sign-up, sign-out, the callback and the session's own answers. */
const SESSION_ROUTE = /^\/(?:(?:sign-in|sign-up|sign-out|api\/user)(?:[/?]|$)|auth\/)/;
const TRPC_ROUTE = /^\/trpc(?:[/?]|$)/;
const SESSIONLESS_ROUTE = /^\/media\//;

/** The request came with a session (valid or not: an answer to it is never for anyone else). */
export function carriesSession(request: FastifyRequest): boolean {
  return request.session !== null || Boolean(request.cookies?.[SESSION_COOKIE]);
}

function withCookieInVary(current: unknown): string {
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.some((name) => name === '*' || name.toLowerCase() === 'cookie')) return names.join(', ');
  return [...names, 'Cookie'].join(', ');
}

/** Cache-Control and Vary of a streamed page. */
export function pageCacheHeaders(
  request: FastifyRequest,
  currentVary?: unknown,
): { 'cache-control': string; vary: string } {
  return {
    'cache-control': carriesSession(request) ? PRIVATE_NO_STORE : ANONYMOUS_PAGE,
    vary: withCookieInVary(currentVary),
  };
}

/** Headers of the answer being sent: a fetch Response's own (tRPC answers with one, and Fastify writes its
 * headers last, over the reply's) or the reply's. */
function answerHeaders(reply: FastifyReply, payload: unknown) {
  if (payload instanceof Response) {
    return {
      get: (name: string) => payload.headers.get(name) ?? reply.getHeader(name),
      set: (name: string, value: string) => payload.headers.set(name, value),
    };
  }
  return {
    get: (name: string) => reply.getHeader(name),
    set: (name: string, value: string) => void reply.header(name, value),
  };
}

function applyCachePolicy(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const path = request.url;
  const headers = answerHeaders(reply, payload);
  const cacheControl = String(headers.get('cache-control') ?? '');
  const setsCookie = reply.getHeader('set-cookie') !== undefined;
  if (
    setsCookie ||
    SESSION_ROUTE.test(path) ||
    (carriesSession(request) && !SESSIONLESS_ROUTE.test(path) && !/(?:^|,)\s*public\b/i.test(cacheControl))
  ) {
    headers.set('cache-control', PRIVATE_NO_STORE);
  }
  const contentType = String(headers.get('content-type') ?? '');
  if (TRPC_ROUTE.test(path) || contentType.startsWith('text/html'))
    headers.set('vary', withCookieInVary(headers.get('vary')));
}

async function cachePolicy(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    applyCachePolicy(request, reply, payload);
    return payload;
  });
}

/** Register after the session plugin, so the cookies it sets are seen here. */
export const cachePolicyPlugin = fp(cachePolicy, { name: 'lumen-cache-policy', dependencies: ['lumen-session'] });
