// One address for people: a page, /sign-in, /sign-up, /sign-out or /auth/* asked for on a host other than
// PUBLIC_URL's is sent to the same path and query on PUBLIC_URL before anything else runs (no session is
// opened or refreshed, no cookie set). Signing in sets its cookie on PUBLIC_URL's host and the issuer
// calls back there, so a sign-in started on another host (http://127.0.0.1:3000 for
// http://localhost:3000) would silently land on the log-in form again.
//
// Only navigations move: machine endpoints answer on any host. Health checks must (load balancers probe
// by address); /trpc, /api, /media, /uploads, /oidc and files (a last segment with a dot: assets,
// robots.txt, sitemap.xml, event.ics) are only ever called by a page already on PUBLIC_URL, by the
// issuer's own pages, or by scripts and monitors that name an address on purpose, so moving them would
// only break those. Non-GET requests are not redirected (the CSRF check already refuses another origin's).
import type { FastifyInstance } from 'fastify';

const MACHINE_PATH = /^\/(?:trpc|api|media|uploads|oidc|assets|healthz|readyz)(?:[/?]|$)/;
const FILE_PATH = /\.[A-Za-z0-9]+$/;

export interface CanonicalRequest {
  method: string;
  /** As the request names it (Host, or X-Forwarded-Host behind a trusted proxy). */
  host: string;
  url: string;
}

function sameHost(host: string, canonical: URL): boolean {
  try {
    return new URL(`${canonical.protocol}//${host}`).host === canonical.host;
  } catch {
    return false;
  }
}

/** Where to send this request instead, or undefined when it stays. */
export function canonicalLocation(request: CanonicalRequest, publicUrl: URL): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!request.url.startsWith('/')) return undefined;
  const path = request.url.split('?', 1)[0] ?? '';
  if (MACHINE_PATH.test(path) || FILE_PATH.test(path)) return undefined;
  if (sameHost(request.host, publicUrl)) return undefined;
  return `${publicUrl.origin}${request.url}`;
}

/** Registered first in buildApp, so nothing else runs for a request on another host. */
export function redirectToCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    const location = canonicalLocation({ method: request.method, host: request.host, url: request.url }, canonical);
    if (location === undefined) return;
    // Permanent, but not remembered by the browser: PUBLIC_URL is configuration and may change.
    return reply.header('cache-control', 'no-store').redirect(location, 301);
  });
}
