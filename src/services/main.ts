// The embedded upstream as a process of its own (`npm run upstream`), and startEmbeddedUpstream() for
// the web server, which runs it inside its own process by default (ARCHITECTURE.md).
// Startup: open the database, migrate, seed on first start, listen. SIGTERM/SIGINT: stop accepting,
// finish in-flight requests, close the server, then the database.
import type { FastifyServerOptions } from 'fastify';
import { systemClock, type Clock } from './kit/clock.ts';
import {
  DEV_TOKEN_SECRET,
  EmbeddedUpstreamConfigError,
  buildEmbeddedUpstream,
  loadEmbeddedUpstreamConfig,
} from './app.ts';
import { loadRemindersConfig } from './notifications/config.ts';
import { startReminderWorker, type ReminderWorker } from './notifications/worker.ts';
import { loadAgoraConfig, type AgoraConfig } from './streaming/agora.ts';
import { createHs256Verifier, rememberVerifiedTokens, type AccessTokenVerifier } from './auth/access-token.ts';
import { openDatabase, type Database } from './db/database.ts';
import { isEntryPoint } from './entry-point.ts';
import { migrate } from './db/migrate.ts';
import { seedAll, type SeedStepResult } from './seed/seed-all.ts';
import { seedDemoAccounts } from './identity/accounts.ts';
import { anyOfVerifiers, createJwksVerifier, discoverJwksUri } from './identity/jwks-verifier.ts';
import { EMBEDDED_ISSUER_PATH } from '../platform/config/env.ts';
import { UPSTREAM_RESOURCE, createIdentityProvider, type IdentityClient } from './identity/provider.ts';
import { identityRoutes } from './identity/routes.ts';
import { startMaintenance } from './maintenance.ts';
import { createObjectStore, type UploadsStoreChoice } from './uploads/config.ts';
import type { ObjectStore } from './uploads/object-store.ts';
import { configurePictureHosts } from '../shared/media/picture-url.ts';
import { enableMetrics, metrics } from '../platform/observability/metrics.ts';
import { startMetricsServer, type RunningMetricsServer } from '../platform/observability/metrics-server.ts';

/** The embedded OpenID Connect issuer, mounted in this server at its issuer's path. */
export interface EmbeddedIdentityOptions {
  /** The browser-facing issuer, e.g. https://lumen.example/oidc (the web tier forwards /oidc/* here). */
  issuer: string;
  clients: IdentityClient[];
  /** The site's home page (the sign-in pages link to it). */
  homeUrl: string;
  productName?: string | undefined;
  /** Access-token lifetime in seconds (default 10 minutes). */
  accessTokenTtlSeconds?: number | undefined;
  /** Serve the sandbox mail outbox at `${issuer}/sandbox-mail` (development and tests). */
  sandboxInbox?: boolean | undefined;
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface StartEmbeddedUpstreamOptions {
  /** Default 127.0.0.1: the embedded upstream is not meant to be reachable from outside. */
  host?: string | undefined;
  /** 0 picks a free port. Default 0. */
  port?: number | undefined;
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
  /** PostgreSQL pool size (default 10). */
  databasePoolMax?: number | undefined;
  /** An open database to use instead (tests): the caller owns it and closes it. */
  db?: Database | undefined;
  /** PGlite in memory instead of dataDir (tests, throwaway demos). */
  memory?: boolean | undefined;
  /** HS256 secret for bearer tokens; unset uses a development secret and logs a warning. */
  tokenSecret?: string | undefined;
  /** Replaces the HS256 verifier (identity work: JWKS). */
  verifier?: AccessTokenVerifier | undefined;
  /**
   * Mount the embedded issuer and accept its JWT access tokens (JWKS). HS256 tokens are then accepted only
   * when tokenSecret is given explicitly (scripts, tests): the development secret is public.
   */
  identity?: EmbeddedIdentityOptions | undefined;
  /** Trust X-Forwarded-* from these proxies (the web tier on loopback). Default: none. */
  trustProxy?: boolean | string | undefined;
  mediaBaseUrl?: string | undefined;
  logLevel?: LogLevel | undefined;
  /** A full logger config instead of logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Seed the demo catalogue and demo accounts when the database is empty (default true; DEMO_DATA). */
  seed?: boolean | undefined;
  /** The seed's notion of "now" (default: the current time). */
  now?: Date | undefined;
  /** The services' clock (default: the system clock); see EmbeddedUpstreamOptions.clock. */
  clock?: Clock | undefined;
  /** The uploads object store; default from UPLOADS_* (the database on PostgreSQL, disk on PGlite, or S3). */
  uploads?: ObjectStore | undefined;
  /**
   * The durable reminder worker (pg-boss on this database). Default: on, lead time from
   * EVENT_REMINDER_LEAD_MINUTES; EVENT_REMINDER_WORKER=off or `false` runs none in this process.
   */
  reminders?: false | { leadMs?: number | undefined; pollingIntervalSeconds?: number | undefined } | undefined;
  /** Live-video credentials (default: AGORA_APP_ID/AGORA_APP_CERTIFICATE, else development ones). */
  agora?: AgoraConfig | undefined;
  /** Sweep expired records every 10 minutes (maintenance.ts). Default true. */
  maintenance?: boolean | undefined;
  /** The site's public address for links in emails; default the issuer's home page, else none. */
  siteUrl?: string | null | undefined;
  /** The product's name in emails (default: the issuer's, else Lumen). */
  productName?: string | undefined;
}

export interface RunningEmbeddedUpstream {
  /** Origin without a version, e.g. http://127.0.0.1:40123; services live under /v1 and /v2. */
  url: string;
  close(): Promise<void>;
  db: Database;
}

export async function startEmbeddedUpstream(opts: StartEmbeddedUpstreamOptions = {}): Promise<RunningEmbeddedUpstream> {
  const host = opts.host ?? '127.0.0.1';
  const ownsDb = !opts.db;
  const db =
    opts.db ??
    (await openDatabase({
      databaseUrl: opts.databaseUrl,
      dataDir: opts.dataDir,
      memory: opts.memory,
      maxConnections: opts.databasePoolMax,
    }));
  let worker: ReminderWorker | undefined;
  let maintenance: { stop(): Promise<void> } | undefined;
  // The pool's connections at every scrape (metrics on).
  const poolStats = db.poolStats?.bind(db);
  const unwatch = poolStats ? metrics()?.watchDatabase('embedded', poolStats) : undefined;
  try {
    const migrated = await migrate(db);
    const seedNow = opts.now ?? new Date();
    const seeded: SeedStepResult[] = opts.seed === false ? [] : await seedAll(db, { now: seedNow });
    const identity = opts.identity
      ? await createIdentityProvider({
          db,
          issuer: opts.identity.issuer,
          clients: opts.identity.clients,
          homeUrl: opts.identity.homeUrl,
          productName: opts.identity.productName,
          accessTokenTtlSeconds: opts.identity.accessTokenTtlSeconds,
          trustProxy: true,
        })
      : undefined;
    if (identity && opts.seed !== false) await seedDemoAccounts(db);
    const verifier = rememberVerifiedTokens(
      opts.verifier ??
        (identity
          ? anyOfVerifiers([
              createJwksVerifier({ issuer: identity.issuer, audience: UPSTREAM_RESOURCE, keys: identity.publicJwks }),
              ...(opts.tokenSecret ? [createHs256Verifier(opts.tokenSecret)] : []),
            ])
          : createHs256Verifier(opts.tokenSecret ?? DEV_TOKEN_SECRET)),
    );
    // On PostgreSQL the objects live in the database, shared by every instance; on PGlite next to the
    // database's files; tests and in-memory demos get a temporary directory.
    const uploads: UploadsStoreChoice = opts.uploads
      ? { store: opts.uploads }
      : await createObjectStore(process.env, {
          dataDir: opts.memory || opts.db ? undefined : (opts.dataDir ?? './data'),
          db,
        });
    const remindersEnv = loadRemindersConfig();
    const reminderLeadMs = (opts.reminders ? opts.reminders.leadMs : undefined) ?? remindersEnv.leadMs;
    // After migrations (its jobs point at our tables); pg-boss creates its own schema under a lock.
    if (opts.reminders !== false && remindersEnv.worker) {
      worker = await startReminderWorker({
        db,
        clock: opts.clock ?? systemClock,
        leadMs: reminderLeadMs,
        pollingIntervalSeconds: opts.reminders ? opts.reminders.pollingIntervalSeconds : undefined,
      });
    }
    const app = await buildEmbeddedUpstream({
      uploads: uploads.store,
      db,
      verifier,
      mediaBaseUrl: opts.mediaBaseUrl,
      trustProxy: opts.trustProxy,
      clock: opts.clock,
      reminders: worker,
      reminderLeadMs,
      agora: opts.agora ?? loadAgoraConfig(),
      siteUrl: opts.siteUrl ?? opts.identity?.homeUrl ?? null,
      productName: opts.productName ?? opts.identity?.productName,
      logger: opts.logger ?? (opts.logLevel ? { level: opts.logLevel, name: 'embedded-upstream' } : false),
    });
    if (identity) {
      await app.register(identityRoutes, {
        identity,
        mountPath: identity.mountPath,
        productName: opts.identity?.productName,
        homeUrl: opts.identity?.homeUrl,
        sandboxInbox: opts.identity?.sandboxInbox,
        clock: opts.clock,
      });
    }
    if (opts.maintenance !== false) {
      const log = app.log;
      maintenance = startMaintenance({
        db,
        clock: opts.clock,
        onSwept: (swept) => log.debug({ swept }, 'swept expired records'),
        onError: (error) => log.warn({ err: error }, 'sweeping expired records failed'),
      });
    }
    if (uploads.generatedSecretFile) {
      app.log.warn(
        `UPLOADS_SECRET is not set: using the one generated in ${uploads.generatedSecretFile}. Set UPLOADS_SECRET when running several instances.`,
      );
    }
    if (!opts.verifier && !identity && opts.tokenSecret === undefined) {
      app.log.warn('UPSTREAM_TOKEN_SECRET is not set: using the development token secret. Set it in production.');
    }
    if (worker) app.log.info({ leadMinutes: reminderLeadMs / 60_000 }, 'event reminder worker started');
    if (migrated.applied.length > 0) app.log.info({ migrations: migrated.applied }, 'applied migrations');
    if (migrated.unknown.length > 0) {
      app.log.warn({ migrations: migrated.unknown }, 'the database has migrations this build does not know');
    }
    for (const step of seeded) if (step.seeded) app.log.info({ step: step.step }, step.summary);

    await app.listen({ host, port: opts.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : (opts.port ?? 0);
    const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;

    let closing: Promise<void> | undefined;
    return {
      url: `http://${urlHost}:${port}`,
      db,
      close() {
        closing ??= (async () => {
          try {
            await app.close();
            // Running reminder jobs and sweeps finish before the database goes away.
            await worker?.stop();
            await maintenance?.stop();
          } finally {
            unwatch?.();
            if (ownsDb) await db.close();
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await worker?.stop().catch(() => undefined);
    await maintenance?.stop().catch(() => undefined);
    unwatch?.();
    if (ownsDb) await db.close();
    throw error;
  }
}

/** The standalone process: configuration from the environment, signals handled, exit codes set. */
export async function runStandalone(env: NodeJS.ProcessEnv = process.env): Promise<RunningEmbeddedUpstream> {
  const config = loadEmbeddedUpstreamConfig(env);
  const { issuer } = config;
  configurePictureHosts(config.imageHosts);
  // Before any Fastify app exists: tracing joins apps as they are created. Loaded only when configured.
  const { tracing: tracingConfig, metrics: metricsConfig } = config.observability;
  const tracing = tracingConfig
    ? (await import('../platform/observability/tracing.ts')).startTracing(tracingConfig)
    : null;
  const registry = metricsConfig ? await enableMetrics() : null;
  const running = await startEmbeddedUpstream({
    host: config.host,
    port: config.port,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databasePoolMax: config.databasePoolMax,
    seed: config.demoData,
    tokenSecret: config.usingDevSecret ? undefined : config.tokenSecret,
    mediaBaseUrl: config.mediaBaseUrl,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    siteUrl: config.siteUrl,
    productName: config.productName,
    // The split topology (ARCHITECTURE.md): this process serves the issuer the web tiers sign people in with.
    identity:
      issuer.kind === 'embedded'
        ? {
            issuer: `${issuer.publicUrl}${EMBEDDED_ISSUER_PATH}`,
            clients: [
              {
                clientId: issuer.clientId,
                clientSecret: issuer.clientSecret,
                redirectUris: [`${issuer.publicUrl}/auth/callback`],
                postLogoutRedirectUris: [`${issuer.publicUrl}/`],
              },
            ],
            homeUrl: `${issuer.publicUrl}/`,
            productName: issuer.productName,
          }
        : undefined,
    verifier:
      issuer.kind === 'external'
        ? createJwksVerifier({
            issuer: issuer.issuer,
            audience: issuer.audience,
            jwksUrl: await discoverJwksUri(issuer.issuer),
            typ: null,
          })
        : undefined,
  });
  const serves =
    issuer.kind === 'embedded'
      ? `, ${EMBEDDED_ISSUER_PATH}: the sign-in issuer ${issuer.publicUrl}${EMBEDDED_ISSUER_PATH}`
      : issuer.kind === 'external'
        ? `; accepting access tokens of ${issuer.issuer}`
        : '; no sign-in issuer (set SESSION_SECRET or OIDC_CLIENT_SECRET as on the web tiers to serve it)';
  console.log(`Embedded upstream listening on ${running.url} (/v1, /v2, /media, /healthz${serves})`);
  // This process's own metrics (the services' requests, purchases, ledger, reminders, database pool).
  let metricsServer: RunningMetricsServer | null = null;
  if (registry && metricsConfig) {
    metricsServer = await startMetricsServer(registry, metricsConfig);
    console.log(`Metrics at ${metricsServer.url}/metrics`);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: the operator wants out now.
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000).unref();
    Promise.all([running.close(), metricsServer?.close(), tracing?.shutdown()]).then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return running;
}

if (isEntryPoint(import.meta.url)) {
  runStandalone().catch((error: unknown) => {
    console.error(error instanceof EmbeddedUpstreamConfigError ? error.message : error);
    process.exit(1);
  });
}
