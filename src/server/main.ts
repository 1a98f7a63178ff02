// Process entry: read the configuration, start the embedded upstream when no remote one is configured,
// build the web app and listen. Stops cleanly on SIGTERM/SIGINT (load balancer drains first).
import { NODE_ENV_GIVEN } from './node-env.ts';
import { loadConfig, ConfigError } from './config/config.ts';
import { buildApp } from './app.ts';
import { startEmbeddedUpstream } from './embedded/main.ts';
import { createJwksVerifier } from './embedded/identity/jwks-verifier.ts';
import { resolveSessionSecrets, embeddedClientSecret, discoverJwksUri } from './session/secrets.ts';

async function main() {
  // The production checks apply when the operator set NODE_ENV, not to node-env.ts's default.
  const config = loadConfig(NODE_ENV_GIVEN ? process.env : { ...process.env, NODE_ENV: undefined });
  const sessionSecrets = await resolveSessionSecrets(config.sessionSecrets, config.dataDir, (message) => console.warn(message));
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
  const app = await buildApp({
    ...config,
    upstream,
    sessionSecrets,
    identity,
    identityInternalOrigin: embedded?.url,
  });
  await app.listen({ host: config.host, port: config.port });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await embedded?.close();
    clearTimeout(force);
    process.exit(0);
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
