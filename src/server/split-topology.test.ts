// The split topology of ARCHITECTURE.md: one upstream process (`npm run upstream`, the built
// dist/server/upstream-main.js) serving the data services and the sign-in issuer, and two web tiers
// pointed at it by configuration alone (UPSTREAM_V1_URL/UPSTREAM_V2_URL, the same SESSION_SECRET and
// PUBLIC_URL). A person signs in through one tier and carries on with the same cookie on the other.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { embeddedClientSecret } from '../services/identity/client-secret.ts';
import { openTestDatabase } from '../services/testing/test-database.ts';
import { freePort } from './testing/identity-stack.ts';
import { Person, SESSION_COOKIE, personAgent } from './testing/person.ts';
import { childEnv, startService, waitUntilReady } from './testing/service-process.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SESSION_SECRET = 'split-topology-session-secret-0123456789-abcdef';

const database = await openTestDatabase('postgres');
t.teardown(() => database.close());
const upstreamPort = await freePort();
const [portA, portB] = [await freePort(), await freePort()];
// Both tiers stand for one site: the address people use (a balancer's, here tier A's) is PUBLIC_URL.
const publicUrl = `http://127.0.0.1:${portA}`;

const upstream = startService({
  name: 'upstream',
  command: process.execPath,
  args: [`${root}dist/server/upstream-main.js`],
  cwd: root,
  env: childEnv({
    NODE_ENV: 'production',
    DATABASE_URL: database.location,
    // The demo accounts sign in below; on DATABASE_URL they are seeded only when asked for.
    DEMO_DATA: '1',
    UPSTREAM_PORT: String(upstreamPort),
    PUBLIC_URL: publicUrl,
    SESSION_SECRET,
    LOG_LEVEL: 'warn',
    EVENT_REMINDER_WORKER: 'off',
  }),
});
t.teardown(() => upstream.stop());
const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
await waitUntilReady(upstream, `${upstreamUrl}/healthz`);

async function webTier(port: number): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: publicUrl,
      SESSION_SECRET,
      UPSTREAM_V1_URL: `${upstreamUrl}/v1`,
      UPSTREAM_V2_URL: `${upstreamUrl}/v2`,
    },
    `${root}dist`,
  );
  const sessionSecrets = config.sessionSecrets ?? [];
  const app = await buildApp({
    ...config,
    upstream: { v1: `${upstreamUrl}/v1`, v2: `${upstreamUrl}/v2` },
    sessionSecrets,
    identity: {
      ...config.identity,
      clientSecret: config.identity.clientSecret ?? embeddedClientSecret(sessionSecrets),
    },
  });
  await app.listen({ host: '127.0.0.1', port });
  return app;
}
const tierA = await webTier(portA);
t.teardown(() => tierA.close());
const tierB = await webTier(portB);
t.teardown(() => tierB.close());
const tierBUrl = `http://127.0.0.1:${portB}`;
t.teardown(() => personAgent.close());

t.test('the upstream process says it serves the issuer', async (t) => {
  t.match(upstream.output(), new RegExp(`/oidc: the sign-in issuer ${publicUrl}/oidc`));
  const discovery = await fetch(`${publicUrl}/oidc/.well-known/openid-configuration`);
  t.equal(discovery.status, 200, 'the web tier forwards /oidc to the upstream process');
  t.match(await discovery.json(), { issuer: `${publicUrl}/oidc` });
});

t.test('sign in through one web tier, carry on with the same cookie on the other', async (t) => {
  const kai = new Person('kai@lumen.test', publicUrl);
  await kai.signIn();
  t.ok(kai.cookies.has(SESSION_COOKIE), 'signed in through tier A (the log-in form, not 503)');

  // Tier B is reached as a balancer would forward to it: PUBLIC_URL's Host, its own address.
  const user = await kai.send(tierBUrl, '/api/user');
  t.equal(user.status, 200, 'tier B opens the session sealed by tier A');
  t.match(JSON.parse(user.text), { email: 'kai@lumen.test', personaHandle: 'kai' });

  // A user-scoped call on tier B: the upstream accepts the issuer's access token.
  const cart = await kai.trpc<{ items: unknown[] }>(tierBUrl, 'cart.get');
  t.ok(cart.items.length > 0, "kai's cart, read as kai");

  const balance = await kai.send(tierBUrl, '/api/user/balance');
  t.equal(balance.status, 200);
  t.match(JSON.parse(balance.text), { balance: Number });

  const page = await kai.send(tierBUrl, '/experiences');
  t.equal(page.status, 200, 'pages render on the other tier too');
});
