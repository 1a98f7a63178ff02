// The embedded upstream: a standalone Fastify app serving the JSON:API services of docs/upstream-api*.md from Postgres.
// The web tier reaches it only over HTTP, exactly like the remote services it stands in for.
//
// Plugins, in order:
//   1. request id (x-request-id in, x-request-id out)
//   2. body parsers (application/vnd.api+json as JSON); text that cannot be stored is refused (400)
//   3. error + not-found handlers (every failure is a JSON:API error document)
//   4. GET /healthz
//   5. /media (generated images and upload variants) and the signed upload addresses' PUT /uploads/*
//   6. the services under /v1 and /v2 (one contract, two base URLs: docs/upstream-api.md), in this order:
//      experiences, profiles, friends, reports, the client waitlist, the newsletter, the commerce catalogue,
//      cart, orders, Lumen Dollar bundles, store subscriptions, uploads, snapshots (screenshots),
//      favourites, items (with the studio showcase and the codex), events, tickets, ticket hosting,
//      notifications, streaming and analytics
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import type { AccessTokenVerifier } from './auth/index.ts';
import type { Database } from './db/database.ts';
import { experiencesRoutes } from './experiences/routes.ts';
import { friendsRoutes } from './friends/routes.ts';
import { systemClock, type Clock } from './kit/clock.ts';
import {
  ApiError,
  JSON_API_CONTENT_TYPE,
  errorDocument,
  sendApiError,
  unstorableTextError,
  type ErrorCode,
} from './kit/jsonapi.ts';
import { mediaRoutes } from './media/routes.ts';
import { profilesRoutes } from './profiles/routes.ts';
import { reportsRoutes } from './reports/routes.ts';
import { commerceRoutes } from './commerce/routes.ts';
import { cartRoutes } from './cart/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { bundleRoutes } from './orders/bundles.ts';
import { subscriptionsRoutes } from './orders/subscriptions.ts';
import { visitRoutes } from './visit/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import type { MailSender } from './mail/index.ts';
import type { ObjectStore } from './uploads/object-store.ts';
import { temporaryObjectStore } from './uploads/config.ts';
import { embeddedClientSecret } from './identity/client-secret.ts';
import {
  observabilityConfig,
  observabilityEnvShape,
  sessionSecretsSchema,
  type ObservabilityConfig,
} from '../platform/config/env.ts';
import { uploadsRoutes } from './uploads/routes.ts';
import { WorkQueue } from './uploads/work-queue.ts';
import { uploadObjectRoutes } from './uploads/object-routes.ts';
import { snapshotsRoutes } from './snapshots/routes.ts';
import { favouritesRoutes } from './favourites/routes.ts';
import { wishlistRoutes } from './wishlist/routes.ts';
import { blockingRoutes } from './blocking/routes.ts';
import { giftsRoutes } from './gifts/routes.ts';
import { defectsRoutes } from './defects/routes.ts';
import { eventSearchesRoutes } from './event-searches/routes.ts';
import { eventRatingsRoutes } from './event-ratings/routes.ts';
import { itemsRoutes } from './items/routes.ts';
import { eventsRoutes } from './events/routes.ts';
import { ticketsRoutes } from './tickets/routes.ts';
import { ticketHostingRoutes } from './tickets/hosting.ts';
import { notificationsRoutes } from './notifications/routes.ts';
import type { ReminderScheduler } from './notifications/index.ts';
import { streamingRoutes } from './streaming/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { developmentAgoraConfig, type AgoraConfig } from './streaming/agora.ts';
import { imageHostsEnvSchema } from '../shared/media/schema.ts';
import { instrumentRequests } from '../platform/observability/http-metrics.ts';

export interface EmbeddedUpstreamOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  /** Prefix of image URLs in responses (default '/media': the web tier proxies /media/* here). */
  mediaBaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-For/Host/Proto from these proxies (e.g. the web tier on loopback). Default: none. */
  trustProxy?: boolean | string | undefined;
  /**
   * The services' notion of the current time (default: the system clock). Everything that depends on
   * "now" (live events, sale windows, reminders) reads it, so tests can stand at a fixed instant.
   */
  clock?: Clock | undefined;
  /** Where uploads live (closed with the app). Default: a disk store in a temporary directory. */
  uploads?: ObjectStore | undefined;
  /** The queue picture variants are made in (default: one at a time, eight waiting). */
  imageWork?: WorkQueue | undefined;
  /** Enqueues reminder jobs (the pg-boss worker, notifications/worker.ts); unset: no worker in this process. */
  reminders?: ReminderScheduler | undefined;
  /** Reminder lead time reported to callers when `reminders` is unset (default 15 minutes). */
  reminderLeadMs?: number | undefined;
  /** Live-video credentials (default: the development ones, which connect to nothing). */
  agora?: AgoraConfig | undefined;
  /**
   * The site's public address (PUBLIC_URL), where links in emails lead (the newsletter's confirmation
   * and unsubscribe pages). Unset: the newsletter refuses requests (503) rather than mail dead links.
   */
  siteUrl?: string | null | undefined;
  /** The product's name in emails (default Lumen). */
  productName?: string | undefined;
  /** Sends email (default: the sandbox outbox in this database, services/mail). */
  mail?: MailSender | undefined;
}

export const API_VERSIONS = ['/v1', '/v2'] as const;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const HEALTH_TIMEOUT_MS = 2000;

export async function buildEmbeddedUpstream(opts: EmbeddedUpstreamOptions): Promise<FastifyInstance> {
  const mediaBaseUrl = (opts.mediaBaseUrl ?? '/media').replace(/\/+$/, '');
  // Read by the time-based services (events, tickets, reminders) as they are added.
  const clock = opts.clock ?? systemClock;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    // Honour the caller's id so one id follows a request from the web tier into this service's logs.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Keep-alive: the web tier holds a pool of connections to us. Stay open longer than its idle timeout,
    // and on close() drop idle sockets at once instead of waiting for them.
    keepAliveTimeout: 72_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  // Latency and status per route (metrics on: METRICS_PORT), before any route exists.
  instrumentRequests(app, 'services');

  // 1. request id
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // 2. body parsers: JSON:API documents are JSON. Clients send a JSON content type on every request
  //    (docs/product.md §13), DELETE included, so an empty body is "no body" rather than a parse error.
  //    Nothing else is a document here: other content types (text/plain included) get 415.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', JSON_API_CONTENT_TYPE], { parseAs: 'string' }, (request, body, done) =>
    body.length === 0 ? done(null, undefined) : parseJson(request, String(body), done),
  );

  // 2b. NUL and lone surrogates in the path, query or document: a 400, never a database failure.
  app.addHook('preValidation', async (request) => {
    const error = unstorableTextError(request);
    if (error) throw error;
  });

  // 3. errors
  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .type(JSON_API_CONTENT_TYPE)
      .send(errorDocument({ code: 'not-found', detail: `No route ${request.method} ${request.url.split('?')[0]}.` })),
  );
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, wrong content type, body too large): the caller's mistake.
      return sendApiError(reply, new ApiError({ code: clientErrorCode(status), detail: error.message }));
    }
    request.log.error({ err: error }, 'request failed');
    return sendApiError(
      reply,
      new ApiError({
        code: 'internal-error',
        detail: `Something went wrong on our side. Quote request id ${request.id} when you report it.`,
      }),
    );
  });

  // 4. health: 200 only when the database answers.
  app.get('/healthz', async (request, reply) => {
    try {
      await withTimeout(opts.db.query('select 1'), HEALTH_TIMEOUT_MS);
      return reply.code(200).send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // 5. media
  await app.register(mediaRoutes);
  const uploadStore = opts.uploads ?? temporaryObjectStore();
  // One queue for both API versions: picture work is bounded per process, not per route.
  const imageWork = opts.imageWork ?? new WorkQueue({ concurrency: 1, maxWaiting: 8 });
  app.addHook('onClose', async () => uploadStore.close());
  await app.register(uploadObjectRoutes, { db: opts.db, verifier: opts.verifier, store: uploadStore, clock });

  // 6. services, once per API version
  for (const prefix of API_VERSIONS) {
    await app.register(experiencesRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl });
    await app.register(profilesRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl });
    await app.register(friendsRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl });
    await app.register(reportsRoutes, { prefix, db: opts.db, verifier: opts.verifier });
    await app.register(visitRoutes, { prefix, db: opts.db });
    await app.register(newsletterRoutes, {
      prefix,
      db: opts.db,
      clock,
      siteUrl: opts.siteUrl ?? null,
      productName: opts.productName ?? 'Lumen',
      mail: opts.mail,
    });
    await app.register(commerceRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl, clock });
    await app.register(cartRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl });
    await app.register(ordersRoutes, { prefix, db: opts.db, verifier: opts.verifier });
    await app.register(subscriptionsRoutes, { prefix, db: opts.db, verifier: opts.verifier });
    await app.register(bundleRoutes, { prefix, db: opts.db, verifier: opts.verifier });
    await app.register(uploadsRoutes, {
      prefix,
      db: opts.db,
      verifier: opts.verifier,
      store: uploadStore,
      clock,
      mediaBaseUrl,
      imageWork,
    });
    await app.register(snapshotsRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl, clock });
    await app.register(favouritesRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl, clock });
    await app.register(wishlistRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl, clock });
    await app.register(blockingRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl, clock });
    await app.register(giftsRoutes, { prefix, db: opts.db, verifier: opts.verifier, clock });
    await app.register(defectsRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl, clock });
    await app.register(eventSearchesRoutes, { prefix, db: opts.db, verifier: opts.verifier, clock });
    await app.register(eventRatingsRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl, clock });
    await app.register(itemsRoutes, { prefix, db: opts.db, verifier: opts.verifier, mediaBaseUrl, clock });
    await app.register(eventsRoutes, {
      prefix,
      db: opts.db,
      verifier: opts.verifier,
      mediaBaseUrl,
      clock,
      reminders: opts.reminders,
    });
    await app.register(ticketsRoutes, { prefix, db: opts.db, verifier: opts.verifier, clock });
    await app.register(ticketHostingRoutes, { prefix, db: opts.db, verifier: opts.verifier, clock });
    await app.register(notificationsRoutes, {
      prefix,
      db: opts.db,
      verifier: opts.verifier,
      clock,
      reminders: opts.reminders,
      reminderLeadMs: opts.reminderLeadMs,
    });
    await app.register(streamingRoutes, {
      prefix,
      db: opts.db,
      verifier: opts.verifier,
      clock,
      agora: opts.agora ?? developmentAgoraConfig,
    });
    await app.register(analyticsRoutes, { prefix, db: opts.db, verifier: opts.verifier, clock });
  }

  return app;
}

function clientErrorCode(status: number): ErrorCode {
  if (status === 404) return 'not-found';
  if (status === 413) return 'payload-too-large';
  if (status === 415) return 'unsupported-media-type';
  return 'bad-request';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------------------------------------------
// Configuration of the standalone process (src/services/main.ts), read once from the environment.

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const DEV_TOKEN_SECRET = 'lumen-embedded-development-secret-do-not-use-in-production';

export const embeddedUpstreamEnvSchema = z.object({
  UPSTREAM_HOST: z.preprocess(blankToUndefined, z.string().trim().min(1).default('127.0.0.1')),
  UPSTREAM_PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be from 0 to 65535')
      .max(65535, 'must be from 0 to 65535')
      .default(4000),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_MAX: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(500).default(10),
  ),
  DEMO_DATA: z.preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  UPSTREAM_TOKEN_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  UPSTREAM_MEDIA_BASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(\/|https?:\/\/)\S*$/, "must be a path starting with '/' or an http(s) URL")
      .default('/media'),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Proxies whose X-Forwarded-* are honoured (the web tiers): addresses or CIDRs, comma-separated. */
  UPSTREAM_TRUST_PROXY: z.preprocess(blankToUndefined, z.string().trim().min(1).default('127.0.0.1')),
  // The sign-in issuer, read with the web tier's names and meanings (README, Configuration), so one
  // environment configures both processes of a split deployment.
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  PRODUCT_NAME: z.preprocess(blankToUndefined, z.string().trim().min(1).max(40).optional()),
  SESSION_SECRET: sessionSecretsSchema,
  OIDC_ISSUER_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  OIDC_CLIENT_ID: z.preprocess(blankToUndefined, z.string().trim().min(1).max(200).default('lumen-web')),
  OIDC_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  OIDC_RESOURCE: z.preprocess(blankToUndefined, z.string().trim().min(1).optional()),
  /** Hosts of https pictures callers may set besides /media (src/shared/media/picture-url.ts). */
  IMAGE_HOSTS: imageHostsEnvSchema,
  // METRICS_PORT, METRICS_HOST, METRICS_TOKEN and the OTEL_* variables, as the web tier reads them.
  ...observabilityEnvShape,
});

/**
 * Who signs people in, seen from the standalone upstream:
 * - `embedded`: this process serves the issuer at PUBLIC_URL/oidc (the web tiers forward /oidc/* here)
 *   for one confidential client whose secret is OIDC_CLIENT_SECRET or derived from SESSION_SECRET exactly
 *   as the web tier derives it;
 * - `external`: OIDC_ISSUER_URL signs people in; its access tokens are verified by its JWKS;
 * - `none`: neither secret is set, so no web tier could be this issuer's client: data services only,
 *   with HS256 bearer tokens (scripts).
 */
export type StandaloneIssuer =
  | { kind: 'embedded'; publicUrl: string; clientId: string; clientSecret: string; productName: string | undefined }
  | { kind: 'external'; issuer: string; audience: string }
  | { kind: 'none' };

/** The web tier's default PUBLIC_URL (PORT 3000). */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export interface EmbeddedUpstreamConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size (DATABASE_POOL_MAX, default 10). */
  databasePoolMax: number;
  /** Seed demo data: DEMO_DATA, else on for PGlite and off with DATABASE_URL. */
  demoData: boolean;
  tokenSecret: string;
  /** True when UPSTREAM_TOKEN_SECRET was unset and the development secret is in use. */
  usingDevSecret: boolean;
  mediaBaseUrl: string;
  imageHosts: string[];
  logLevel: z.output<typeof embeddedUpstreamEnvSchema>['LOG_LEVEL'];
  trustProxy: string;
  issuer: StandaloneIssuer;
  /** PUBLIC_URL without a trailing slash (the newsletter's links), or null. */
  siteUrl: string | null;
  productName: string | undefined;
  /** This process's own metrics endpoint and tracing. */
  observability: ObservabilityConfig;
}

export class EmbeddedUpstreamConfigError extends Error {
  override name = 'EmbeddedUpstreamConfigError';
}

export function loadEmbeddedUpstreamConfig(env: NodeJS.ProcessEnv = process.env): EmbeddedUpstreamConfig {
  const parsed = embeddedUpstreamEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EmbeddedUpstreamConfigError(`Invalid configuration of the embedded upstream:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    host: value.UPSTREAM_HOST,
    port: value.UPSTREAM_PORT,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    databasePoolMax: value.DATABASE_POOL_MAX,
    demoData:
      value.DEMO_DATA === undefined
        ? value.DATABASE_URL === undefined
        : value.DEMO_DATA === 'true' || value.DEMO_DATA === '1',
    tokenSecret: value.UPSTREAM_TOKEN_SECRET ?? DEV_TOKEN_SECRET,
    usingDevSecret: value.UPSTREAM_TOKEN_SECRET === undefined,
    mediaBaseUrl: value.UPSTREAM_MEDIA_BASE_URL,
    imageHosts: value.IMAGE_HOSTS,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.UPSTREAM_TRUST_PROXY,
    issuer: standaloneIssuer(value),
    siteUrl: value.PUBLIC_URL ? value.PUBLIC_URL.replace(/\/+$/, '') : null,
    productName: value.PRODUCT_NAME,
    observability: observabilityConfig(value, 'lumen-upstream'),
  };
}

function standaloneIssuer(value: z.output<typeof embeddedUpstreamEnvSchema>): StandaloneIssuer {
  if (value.OIDC_ISSUER_URL) {
    return {
      kind: 'external',
      issuer: value.OIDC_ISSUER_URL.replace(/\/+$/, ''),
      audience: value.OIDC_RESOURCE ?? value.OIDC_CLIENT_ID,
    };
  }
  const sealing = value.SESSION_SECRET?.[0];
  const clientSecret = value.OIDC_CLIENT_SECRET ?? (sealing ? embeddedClientSecret([sealing]) : undefined);
  if (!clientSecret) return { kind: 'none' };
  return {
    kind: 'embedded',
    publicUrl: (value.PUBLIC_URL ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
    clientId: value.OIDC_CLIENT_ID,
    clientSecret,
    productName: value.PRODUCT_NAME,
  };
}
