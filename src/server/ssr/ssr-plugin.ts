// Streams every page: status and headers first (decided by the page's prefetch), then the shell, then
// each section as its data arrives. Headers that plugins set (helmet's CSP and friends) are copied onto
// the raw response because hijacking bypasses Fastify's reply.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ClientBuild } from './client-build.ts';
import type { AppRouter } from '../trpc/app-router.ts';
import type { TrpcContext } from '../trpc/context.ts';
import type { PublicConfig } from '../../client/app/public-config.tsx';
import { serverErrorHtml } from './server-error-html.ts';
import type { Viewer } from '../../shared/session/viewer.ts';
import { TZ_COOKIE, zoneFromCookie } from '../../shared/events/time-zone.ts';
import { pageCacheHeaders } from '../security/cache-policy.ts';

export interface SsrOptions {
  build: ClientBuild;
  router: AppRouter;
  createContext(request: FastifyRequest): TrpcContext;
  /** Who the page is for (from the session), without tokens. */
  viewerOf(request: FastifyRequest): Viewer | null;
  publicConfig: PublicConfig;
  /** A page still streaming after this long is cut off; React sends what it has. */
  renderTimeoutMs?: number;
}

export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  const renderTimeoutMs = options.renderTimeoutMs ?? 10_000;

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = reply.cspNonce.script;
    let page;
    try {
      page = await options.build.renderPage({
        url: request.url,
        nonce,
        waitForAll: isbot(request.headers['user-agent'] ?? ''),
        router: options.router,
        context: options.createContext(request),
        assetsFor: options.build.assetsFor,
        config: options.publicConfig,
        viewer: options.viewerOf(request),
        // The browser's zone (set by the page on hydration); UTC, named as such, until it is known.
        timeZone: zoneFromCookie(request.cookies?.[TZ_COOKIE]),
        onError(error) {
          request.log.error({ err: error }, 'error while rendering a page section');
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'page shell failed to render');
      return reply.code(500).type('text/html; charset=utf-8').send(serverErrorHtml(options.publicConfig.productName));
    }

    reply.hijack();
    const raw = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.statusCode = page.status;
    raw.setHeader('content-type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(pageCacheHeaders(request, raw.getHeader('vary')))) raw.setHeader(name, value);
    raw.setHeader('x-request-id', request.id);

    const timer = setTimeout(() => page.abort(new Error('render timed out')), renderTimeoutMs);
    raw.on('close', () => {
      clearTimeout(timer);
      if (!raw.writableFinished) page.abort(new Error('client went away'));
    });
    raw.on('finish', () => clearTimeout(timer));
    page.pipe(raw);
  });
}
