// buildApp(config): the web tier as a Fastify instance, plugins registered in the order they run.
// Tests build it directly; main.ts only starts the upstream (when embedded) and listens.
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { securityHeaders } from './security/security-headers.ts';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { randomUUID } from 'node:crypto';
import type { AppConfig, IdentityConfig } from './config/config.ts';
import { EMBEDDED_ISSUER_PATH } from './config/config.ts';
import { appRouter, type AppRouter } from './trpc/app-router.ts';
import { createContextFactory } from './trpc/context.ts';
import { createUpstreamPool } from './upstream-client/upstream-client.ts';
import { loadClientBuild } from './ssr/client-build.ts';
import { ssrPlugin } from './ssr/ssr-plugin.ts';
import { languageRoute } from './i18n/language-route.ts';
import { currencyRoute } from './money/currency-route.ts';
import { requestLocale } from './i18n/request-locale.ts';
import { PageCache } from './ssr/page-cache.ts';
import { eventsIcsRoutes } from './events/ics-routes.ts';
import { healthPlugin } from './health/health-plugin.ts';
import { mediaProxyPlugin } from './media/media-proxy.ts';
import { seoPlugin } from './seo/seo-plugin.ts';
import { errorHandlingPlugin } from './errors/error-handling-plugin.ts';
import { isCrossSiteMutation } from './security/same-origin.ts';
import { storableRequestPlugin } from './security/storable-request.ts';
import { PERMISSIONS_POLICY } from '../shared/security/permissions-policy.ts';
import { TRPC_MAX_BATCH } from '../shared/trpc/limits.ts';
import { proxyRoute } from './upstream-client/proxy-route.ts';
import { analyticsIngestRoute } from './analytics/ingest-route.ts';
import { sessionPluginFp, sessionUserOf, viewerOf } from './session/session-plugin.ts';
import { RelyingParty } from './session/relying-party.ts';
import { issuerProxyPlugin } from './identity/issuer-proxy.ts';
import { balanceRoute } from './balance/balance-route.ts';
import { uploadProxyPlugin } from './uploads/upload-proxy.ts';
import { freshAfterOf, freshnessPluginFp } from './freshness/freshness-plugin.ts';
import { cachePolicyPlugin } from './security/cache-policy.ts';
import { redirectToCanonicalHost } from './security/canonical-host.ts';
import { GracefulDrain } from './lifecycle/graceful-drain.ts';
import { blocksMarker } from './blocking/blocks-marker.ts';
import { hasBlocks } from './blocking/service.ts';
import { hasPersona } from '../shared/session/viewer.ts';
import { createSharedStore, rateLimitStoreOptions, type SharedStore } from './shared-state/shared-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** State shared by every instance (Redis with REDIS_URL, else this process): src/server/shared-state. */
    sharedStore: SharedStore;
    /** Every route as registered (method, url): what the GET-safety test walks. */
    routeTable: ReadonlyArray<{ method: string; url: string }>;
  }
}
import { configurePictureHosts } from '../shared/media/picture-url.ts';
import { instrumentRequests } from '../platform/observability/http-metrics.ts';
import { RouteTemplates } from '../platform/observability/route-templates.ts';
import { ROUTE_TABLE } from '../client/app/route-table.ts';

export interface WebConfig extends Omit<AppConfig, 'upstream' | 'sessionSecrets' | 'identity'> {
  upstream: { v1: string; v2: string };
  sessionSecrets: string[];
  identity: IdentityConfig & { clientSecret: string };
  /** The embedded issuer's loopback origin (it serves PUBLIC_URL/oidc through this app). */
  identityInternalOrigin?: string | undefined;
  /** Where log lines go (default stdout); tests read them here. */
  logStream?: { write(line: string): void } | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
/** A page being rendered again is still answered from its previous copy for at most this long. */
const PAGE_CACHE_STALE_MS = 30_000;
/** Memory the page cache may hold (some 600 pages of ~50 KB). */
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest N addresses" (proxy-addr's
 * hop index, 0 being the socket's peer), so the client's address is the one the last trusted proxy saw
 * and whatever a client writes further left in X-Forwarded-For is ignored.
 */
export function trustedProxies(
  setting: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting > 0 ? (_address: string, hop: number) => hop < setting : false;
  return setting;
}

export interface BuildOptions {
  /** main.ts's drain, which readiness and every answer consult; tests may pass their own. */
  drain?: GracefulDrain;
  /** `npm run dev`: the client from Vite's dev server (ssr/dev-client-build.ts) instead of the build in dist/. */
  dev?: boolean;
}

export async function buildApp(config: WebConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The picture rule's hosts are process configuration, read by input schemas and answer mappings.
  configurePictureHosts(config.imageHosts);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    trustProxy: trustedProxies(config.trustProxy),
    // Honour a load balancer's request id when it is sane, so one id follows a request everywhere.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // One line per request (the onResponse hook below) instead of Fastify's two.
    disableRequestLogging: true,
    // A tRPC batch names its procedures in one path parameter (`/trpc/a.b,c.d,…`): room for a full batch
    // (TRPC_MAX_BATCH calls), which the browser's link also caps by URL length.
    routerOptions: { maxParamLength: 2048 },
    bodyLimit: 1024 * 1024,
    // While closing, requests on open connections are served (with Connection: close), not refused:
    // a balancer does not retry a 503 (lifecycle/graceful-drain.ts).
    return503OnClosing: false,
  });
  // Latency and status per route and page pattern (metrics on: METRICS_PORT), before any route exists.
  instrumentRequests(app, 'web', { catchAll: new RouteTemplates(ROUTE_TABLE.map((route) => route.pattern)) });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  });
  const drain = options.drain ?? new GracefulDrain();
  drain.attach(app.server);

  // 0. Navigations on another host go to PUBLIC_URL before anything else runs.
  if (config.canonicalHostRedirect) redirectToCanonicalHost(app, config.publicUrl);

  const routeTable: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);

  // State shared with the other instances (rate-limit counters, ended sessions, refreshes).
  const sharedStore = createSharedStore({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  app.decorate('sharedStore', sharedStore);
  app.addHook('onClose', async () => sharedStore.close());

  const pool = createUpstreamPool({
    baseUrls: config.upstream,
    timeoutMs: config.upstreamTimeoutMs,
    userAgent: `${config.productName}-web`,
  });
  app.addHook('onClose', async () => pool.close());
  const createContext = createContextFactory(pool, { listingSearchV1: config.listingSearchV1 });
  const hasBlocksOf = blocksMarker(sharedStore);
  const build = options.dev
    ? await (
        await import('./ssr/dev-client-build.ts')
      ).createDevClientBuild(app, { root: process.cwd(), imageHosts: config.imageHosts })
    : await loadClientBuild(config.distDir);
  const publicConfig = {
    productName: config.productName,
    publicUrl: config.publicUrl,
    sites: config.sites,
    socialLinks: config.socialLinks,
    registrationUrl: config.identity.registrationUrl,
    downloadUrl: config.clientDownloadUrl,
    clientVersion: config.clientVersion,
    // The development outbox page of the embedded issuer (MAIL_SANDBOX_INBOX), where pages that send mail
    // point readers when no mail provider runs.
    sandboxMailUrl: config.sandboxMailInbox && config.identity.embedded ? `${EMBEDDED_ISSUER_PATH}/sandbox-mail` : null,
  };

  // 1. Errors: one handler, one catalogue.
  await app.register(errorHandlingPlugin, { productName: config.productName });

  // 2. Security headers with per-request CSP nonces (no 'unsafe-inline' scripts or styles).
  await app.register(securityHeaders, {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Pictures are Lumen's own or on IMAGE_HOSTS (the rule of src/shared/media/picture-url.ts).
      imgSrc: ["'self'", 'data:', ...config.imageHosts.map((host) => `https://${host}`)],
      fontSrc: ["'self'"],
      // Direct uploads to an S3 bucket (UPLOADS_CONNECT_SRC); none with the embedded store.
      connectSrc: ["'self'", ...config.uploadConnectSources],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    },
    headers: {
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.publicUrl.startsWith('https:'),
      // Agrees with frame-ancestors 'none' (src/shared/security/permissions-policy.ts says why).
      xFrameOptions: { action: 'deny' },
    },
  });
  // Set before any route runs, like helmet's, so streamed pages (which copy reply headers) carry it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-request-id', _request.id);
  });

  // 3. Refuse cross-site mutations (CSRF) before any route runs.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const secFetchSite = request.headers['sec-fetch-site'];
    if (
      isCrossSiteMutation(
        {
          method: request.method,
          host: request.headers.host,
          origin: typeof origin === 'string' ? origin : undefined,
          secFetchSite: typeof secFetchSite === 'string' ? secFetchSite : undefined,
        },
        [config.publicUrl],
      )
    ) {
      return reply.code(403).send({ error: 'Cross-site requests cannot change anything here.' });
    }
  });

  // 3b. Refuse NUL and lone surrogates in the address (path and query string) with a 400.
  await app.register(storableRequestPlugin, { productName: config.productName });

  // 4. Rate limits: generous for pages, tighter for the API; counted in the shared store, so the limits
  // hold across instances (per client address as TRUST_PROXY lets us know it).
  await app.register(rateLimit, { global: false, ...rateLimitStoreOptions(sharedStore, 'global') });

  // 5. Sessions (sealed cookies) and the sign-in routes; the embedded issuer's public address.
  const issuerPath = new URL(config.identity.issuer).pathname.replace(/\/+$/, '');
  const relyingParty = new RelyingParty({
    issuer: config.identity.issuer,
    clientId: config.identity.clientId,
    clientSecret: config.identity.clientSecret,
    scope: config.identity.scope,
    resource: config.identity.resource,
    redirectUri: `${config.publicUrl}/auth/callback`,
    internalOrigin: config.identity.embedded ? config.identityInternalOrigin : undefined,
    promptLogin: config.identity.embedded,
  });
  await app.register(sessionPluginFp, {
    secrets: config.sessionSecrets,
    publicUrl: config.publicUrl,
    relyingParty,
    registrationRedirect: config.registrationRedirect,
    pool,
    store: sharedStore,
    productName: config.productName,
  });
  // 5a. Read-your-writes: a write leaves a marker, and the writer's reads on any instance skip older cache entries.
  await app.register(freshnessPluginFp, {});
  // Whatever depends on the session is private, no-store (after sessions: it sees the cookies they set).
  await app.register(cachePolicyPlugin);
  if (config.identity.embedded && config.identityInternalOrigin) {
    const target = config.identityInternalOrigin;
    await app.register(async (scope) => {
      // Password guessing is limited by the issuer itself (per account and per address); this bounds load.
      await scope.register(rateLimit, {
        max: 600,
        timeWindow: '1 minute',
        ...rateLimitStoreOptions(sharedStore, 'issuer'),
      });
      await scope.register(issuerProxyPlugin, {
        mountPath: issuerPath,
        target,
        publicUrl: config.publicUrl,
        dispatcher: pool.dispatcher,
      });
    });
  }

  // The session's balance (docs/upstream-api.md Balance): the v2 services answer GET /user/balance.
  await app.register(balanceRoute, { pool, baseUrl: config.upstream.v2 });

  // 5b. Static client assets: hashed files are immutable; pre-compressed copies are served when present.
  await app.register(fastifyStatic, {
    root: build.clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, path) {
      // Vite's hashed bundles never change; named images under /assets/images (payment icons) may.
      const hashed = path.includes('/assets/') && !path.includes('/assets/images/');
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));

  // 6. Operational endpoints.
  await app.register(healthPlugin, { pool, draining: () => drain.draining });

  // 7. Images of the upstream, under our origin.
  await app.register(mediaProxyPlugin, { pool });

  // 7b. Signed uploads: the browser PUTs pictures to their signed address under our origin.
  await app.register(uploadProxyPlugin, { pool, userOf: sessionUserOf });

  // 8. The url-parameter proxy, when configured (API_PROXY): only to the configured upstreams, and the
  // session's token only to them.
  if (config.apiProxy) await app.register(proxyRoute, { pool, userOf: sessionUserOf });

  // 8b. The first-party analytics beacon: honours DNT and GPC, keeps nothing of the visitor's.
  await app.register(analyticsIngestRoute, { pool });

  // 9. tRPC.
  await app.register(async (api) => {
    await api.register(rateLimit, { max: 600, timeWindow: '1 minute', ...rateLimitStoreOptions(sharedStore, 'trpc') });
    await api.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        maxBatchSize: TRPC_MAX_BATCH,
        createContext: ({ req }) =>
          createContext({
            requestId: req.id,
            user: sessionUserOf(req),
            clientAddress: req.ip,
            log: req.log,
            freshAfter: freshAfterOf(req),
            locale: requestLocale(req),
          }),
        onError({ error, path, ctx }) {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            ctx?.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  // 9b. Calendar files: event.ics downloads and the personal calendar feeds (events).
  await app.register(eventsIcsRoutes, { pool, publicUrl: config.publicUrl, productName: config.productName });

  // 10. Crawlers.
  await app.register(seoPlugin, { pool, publicUrl: config.publicUrl });

  // 10b. The language switcher's form (sets the `lang` cookie the pages read).
  await app.register(languageRoute, { secure: config.publicUrl.startsWith('https:') });
  // 10c. The currency selector's form (sets the `currency` cookie approximate prices are shown in).
  await app.register(currencyRoute, { secure: config.publicUrl.startsWith('https:'), rates: config.currencyRates });

  // 11. Pages (catch-all, last).
  await app.register(ssrPlugin, {
    build,
    router: appRouter,
    createContext: (request, asVisitor) =>
      createContext({
        requestId: request.id,
        user: asVisitor ? null : sessionUserOf(request),
        clientAddress: request.ip,
        log: request.log,
        freshAfter: freshAfterOf(request),
        locale: requestLocale(request),
      }),
    viewerOf,
    // Decision 0049: a persona who blocked someone gets their own render of pages kept for every account.
    ownPagesFor: (request, viewer) => {
      const user = sessionUserOf(request);
      if (!hasPersona(viewer) || user === null) return Promise.resolve(false);
      return hasBlocksOf(viewer.personaId, () =>
        hasBlocks(createContext({ requestId: request.id, user, clientAddress: request.ip, log: request.log }).upstream),
      );
    },
    publicConfig,
    currencyRates: config.currencyRates,
    // Off under `npm run dev`: a kept copy would hide an edit for PAGE_CACHE_SECONDS.
    pageCache:
      config.pageCacheSeconds > 0 && !options.dev
        ? new PageCache({
            freshMs: config.pageCacheSeconds * 1000,
            staleMs: PAGE_CACHE_STALE_MS,
            maxBytes: PAGE_CACHE_MAX_BYTES,
          })
        : undefined,
  });

  return app;
}
