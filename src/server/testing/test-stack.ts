// The whole stack for integration tests: the embedded upstream on a fresh test database (PGlite copy or
// a throwaway PostgreSQL database) listening on a real port, and the web app talking to it over HTTP.
// Test harness only: production code never imports the embedded services (see architecture.test.ts).
import type { FastifyInstance } from 'fastify';
import { buildApp, type WebConfig } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Clock } from '../../services/kit/clock.ts';
import { buildEmbeddedUpstream } from '../../services/app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../../services/auth/index.ts';
import type { SessionUser } from '../trpc/context.ts';
import { openTestDatabase, type TestDatabaseKind } from '../../services/testing/test-database.ts';
import type { Database } from '../../services/db/database.ts';

export const TEST_TOKEN_SECRET = 'test-token-secret-that-is-long-enough-0123456789';
export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
export const TEST_OIDC_CLIENT_SECRET = 'test-oidc-client-secret-long-enough-0123456789';

export function testWebConfig(upstream: { v1: string; v2: string }, overrides: Partial<WebConfig> = {}): WebConfig {
  // app.inject sends Host: localhost:80, not PUBLIC_URL's host; canonical-host.test.ts turns the redirect on.
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://lumen.test',
    CANONICAL_HOST_REDIRECT: 'false',
    API_PROXY: 'true',
  });
  return {
    ...base,
    upstream,
    sessionSecrets: [TEST_SESSION_SECRET],
    identity: { ...base.identity, clientSecret: TEST_OIDC_CLIENT_SECRET },
    ...overrides,
  };
}

export interface TestStack {
  app: FastifyInstance;
  upstreamOrigin: string;
  db: Database;
  /**
   * A signed-in user as the web tier would hold one: the persona `handle` linked to a test account
   * (created on first use) and a bearer token the embedded upstream accepts. `null` handle: an account
   * without a persona.
   */
  userFor(handle: string | null): Promise<SessionUser>;
  close(): Promise<void>;
}

/** See TestStack.userFor; exported for tests that build their own upstream on TEST_TOKEN_SECRET. */
export async function testUserFor(db: Database, handle: string | null): Promise<SessionUser> {
  const subject = `test-account-${handle ?? 'without-persona'}`;
  let persona: { id: string; handle: string; name: string } | undefined;
  if (handle !== null) {
    await db.query('update personas set account_subject = $1 where lower(handle) = lower($2)', [subject, handle]);
    [persona] = await db.query<{ id: string; handle: string; name: string }>(
      'select id, handle, name from personas where account_subject = $1',
      [subject],
    );
    if (!persona) throw new Error(`No persona with handle ${handle} in the test database.`);
  }
  return {
    subject,
    email: `${handle ?? 'no-persona'}@lumen.test`,
    personaId: persona?.id ?? null,
    personaHandle: persona?.handle ?? null,
    personaName: persona?.name ?? null,
    accessToken: await signHs256AccessToken(TEST_TOKEN_SECRET, subject),
  };
}

export interface TestUpstream {
  upstreamOrigin: string;
  db: Database;
  /** See TestStack.userFor. */
  userFor(handle: string | null): Promise<SessionUser>;
  close(): Promise<void>;
}

export interface TestUpstreamOptions {
  kind?: TestDatabaseKind;
  /** The embedded services' clock (default: the system clock); TEST_NOW-relative tests pass one. */
  clock?: Clock;
}

/**
 * The embedded upstream alone on a fresh test database, listening on a real port: enough for procedures
 * through `createTestCaller`, and needs no client build (the web app of `startTestStack` does).
 */
export async function startTestUpstream(options: TestUpstreamOptions = {}): Promise<TestUpstream> {
  const database = await openTestDatabase(options.kind ?? 'pglite');
  const upstream = await buildEmbeddedUpstream({
    db: database.db,
    verifier: createHs256Verifier(TEST_TOKEN_SECRET),
    clock: options.clock,
    // The web config's PUBLIC_URL (testWebConfig): links in emails lead there.
    siteUrl: 'http://lumen.test',
  });
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const address = upstream.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    upstreamOrigin: `http://127.0.0.1:${port}`,
    db: database.db,
    userFor: (handle) => testUserFor(database.db, handle),
    async close() {
      await upstream.close();
      await database.close();
    },
  };
}

export async function startTestStack(
  options: TestUpstreamOptions & { config?: Partial<WebConfig> } = {},
): Promise<TestStack> {
  const upstream = await startTestUpstream(options);
  const { upstreamOrigin } = upstream;
  try {
    const app = await buildApp(
      testWebConfig({ v1: `${upstreamOrigin}/v1`, v2: `${upstreamOrigin}/v2` }, options.config),
    );
    return {
      app,
      upstreamOrigin,
      db: upstream.db,
      userFor: upstream.userFor,
      async close() {
        await app.close();
        await upstream.close();
      },
    };
  } catch (error) {
    // No client build, a bad config: the upstream must not keep the test process alive.
    await upstream.close();
    throw error;
  }
}
