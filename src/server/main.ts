// Process entry: read the configuration, start the embedded upstream when no remote one is configured,
// build the web app and listen. SIGTERM drains (lifecycle/graceful-drain.ts): readiness fails at once,
// requests in flight finish, then the process exits 0; SIGINT (a terminal's Ctrl-C) skips the delay.
import { NODE_ENV_GIVEN } from './node-env.ts';
import { loadConfig, ConfigError } from './config/config.ts';
import { buildApp } from './app.ts';
import { startEmbeddedUpstream } from '../services/main.ts';
import { createJwksVerifier, discoverJwksUri } from '../services/identity/jwks-verifier.ts';
import { embeddedClientSecret } from '../services/identity/client-secret.ts';
import { resolveSessionSecrets } from './session/secrets.ts';
import { GracefulDrain } from './lifecycle/graceful-drain.ts';
import { enableMetrics } from '../platform/observability/metrics.ts';
import { startMetricsServer } from '../platform/observability/metrics-server.ts';

async function main() {
  // The production checks apply when the operator set NODE_ENV, not to node-env.ts's default.
  const config = loadConfig(NODE_ENV_GIVEN ? process.env : { ...process.env, NODE_ENV: undefined });
  const sessionSecrets = await resolveSessionSecrets(config.sessionSecrets, config.dataDir, (message) =>
    console.warn(message),
  );
  // Before any Fastify app exists: tracing joins apps as they are created (the web tier and the in-process
  // services). Off, no OpenTelemetry module is imported; metrics off, prom-client is not either.
  const { tracing: tracingConfig, metrics: metricsConfig } = config.observability;
  const tracing = tracingConfig
    ? (await import('../platform/observability/tracing.ts')).startTracing(tracingConfig)
    : null;
  const registry = metricsConfig ? await enableMetrics() : null;
  const clientSecret = config.identity.clientSecret ?? embeddedClientSecret(sessionSecrets);
  const identity = { ...config.identity, clientSecret };
  // The embedded upstream accepts the access tokens of whichever issuer signs people in.
  const externalVerifier =
    config.upstream || identity.embedded
      ? undefined
      : createJwksVerifier({
          issuer: identity.issuer,
          audience: identity.resource ?? identity.clientId,
          jwksUrl: await discoverJwksUri(identity.issuer),
          typ: null,
        });
  const embedded = config.upstream
    ? null
    : await startEmbeddedUpstream({
        host: '127.0.0.1',
        port: config.upstreamPort,
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        databasePoolMax: config.databasePoolMax,
        seed: config.demoData,
        tokenSecret: config.upstreamTokenSecret,
        logLevel: config.logLevel,
        verifier: externalVerifier,
        trustProxy: '127.0.0.1',
        siteUrl: config.publicUrl,
        productName: config.productName,
        identity: identity.embedded
          ? {
              issuer: identity.issuer,
              clients: [
                {
                  clientId: identity.clientId,
                  clientSecret,
                  redirectUris: [`${config.publicUrl}/auth/callback`],
                  postLogoutRedirectUris: [`${config.publicUrl}/`],
                },
              ],
              homeUrl: `${config.publicUrl}/`,
              productName: config.productName,
              accessTokenTtlSeconds: config.accessTokenTtlSeconds,
              sandboxInbox: config.sandboxMailInbox,
            }
          : undefined,
      });
  const upstream = config.upstream ?? { v1: `${embedded!.url}/v1`, v2: `${embedded!.url}/v2` };
  const drain = new GracefulDrain();
  const app = await buildApp(
    {
      ...config,
      upstream,
      sessionSecrets,
      identity,
      // In-process upstream: its loopback origin; remote (split) upstream: IDENTITY_INTERNAL_URL or its origin.
      identityInternalOrigin: embedded?.url ?? config.identityInternalOrigin,
    },
    // `npm run dev` passes --dev: Vite serves the client and renders from the sources (no build).
    { drain, dev: process.argv.includes('--dev') },
  );
  await app.listen({ host: config.host, port: config.port });
  // One registry for the process: the web tier's series and, in one process, the services'.
  const metricsServer = registry && metricsConfig ? await startMetricsServer(registry, metricsConfig) : null;
  if (metricsServer) app.log.info({ url: `${metricsServer.url}/metrics` }, 'metrics listening');

  const stop = async (signal: 'SIGTERM' | 'SIGINT') => {
    if (drain.draining) {
      // A second Ctrl-C in a terminal means now.
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    const delayMs = signal === 'SIGTERM' ? config.drain.delayMs : 0;
    app.log.info({ signal, delayMs, timeoutMs: config.drain.timeoutMs }, 'draining');
    const outcome = await drain.run({ delayMs, timeoutMs: config.drain.timeoutMs, close: () => app.close() });
    if (outcome === 'timed out')
      app.log.warn({ timeoutMs: config.drain.timeoutMs }, 'requests still running at the drain timeout were cut');
    // The embedded services stop after the last request that could need them; a stuck stop does not hang the exit.
    setTimeout(() => process.exit(1), 10_000).unref();
    await embedded?.close();
    await metricsServer?.close();
    await tracing?.shutdown().catch(() => undefined);
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
