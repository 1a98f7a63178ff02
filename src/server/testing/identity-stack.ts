// The whole product as `npm start` wires it, for tests of sign-in and sessions: the embedded upstream
// with the OpenID Connect issuer on a test database, and the web app listening on a real port that is
// also its PUBLIC_URL (the issuer lives at PUBLIC_URL/oidc, served through the web app).
// Test harness only (architecture.test.ts allows src/server/testing to reach the embedded services).
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type WebConfig } from '../app.ts';
import { startEmbeddedUpstream, type RunningEmbeddedUpstream } from '../../services/main.ts';
import { openTestDatabase, type TestDatabaseKind } from '../../services/testing/test-database.ts';
import type { Database } from '../../services/db/database.ts';
import type { Clock } from '../../services/kit/clock.ts';
import { EMBEDDED_ISSUER_PATH } from '../config/config.ts';
import { TEST_OIDC_CLIENT_SECRET, TEST_TOKEN_SECRET, testWebConfig } from './test-stack.ts';

export interface IdentityStack {
  app: FastifyInstance;
  publicUrl: string;
  upstream: RunningEmbeddedUpstream;
  db: Database;
  config: WebConfig;
  /** Another web instance on the same upstream (load-balanced deployments), listening on its own port. */
  startAnotherInstance(overrides?: Partial<WebConfig>): Promise<{ app: FastifyInstance; url: string }>;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startIdentityStack(
  options: {
    kind?: TestDatabaseKind;
    /** Web app settings for this stack and every other instance it starts (e.g. a shared Redis). */
    config?: Partial<WebConfig>;
    /** The issuer's access-token lifetime in seconds (sessions come due for a refresh sooner). */
    accessTokenTtlSeconds?: number;
    /** The embedded services' clock (default: the system clock), e.g. one that stands still. */
    clock?: Clock;
  } = {},
): Promise<IdentityStack> {
  const database = await openTestDatabase(options.kind ?? 'pglite');
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const issuer = `${publicUrl}${EMBEDDED_ISSUER_PATH}`;
  const upstream = await startEmbeddedUpstream({
    db: database.db,
    tokenSecret: TEST_TOKEN_SECRET,
    trustProxy: '127.0.0.1',
    clock: options.clock,
    identity: {
      issuer,
      clients: [
        {
          clientId: 'lumen-web',
          clientSecret: TEST_OIDC_CLIENT_SECRET,
          redirectUris: [`${publicUrl}/auth/callback`],
          postLogoutRedirectUris: [`${publicUrl}/`],
        },
      ],
      homeUrl: `${publicUrl}/`,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    },
  });
  const upstreamUrls = { v1: `${upstream.url}/v1`, v2: `${upstream.url}/v2` };
  const base = testWebConfig(upstreamUrls);
  const config: WebConfig = {
    ...base,
    publicUrl,
    identity: { ...base.identity, issuer, clientId: 'lumen-web', clientSecret: TEST_OIDC_CLIENT_SECRET },
    identityInternalOrigin: upstream.url,
    ...options.config,
  };
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port });
  const others: FastifyInstance[] = [];
  return {
    app,
    publicUrl,
    upstream,
    db: database.db,
    config,
    async startAnotherInstance(overrides = {}) {
      const other = await buildApp({ ...config, ...overrides });
      others.push(other);
      await other.listen({ host: '127.0.0.1', port: 0 });
      const address = other.server.address();
      return { app: other, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await upstream.close();
      await database.close();
    },
  };
}
