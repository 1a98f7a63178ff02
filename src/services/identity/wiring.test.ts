// The wiring the embedded upstream needs, end to end (a template for main.ts): the provider mounted in
// the real upstream app at /oidc, created once the port is known, and the upstream's routes verifying
// the provider's JWT access tokens. kai signs in and creates an experience with his access token.
import t from 'tap';
import * as client from 'openid-client';
import type { AddressInfo } from 'node:net';
import { buildEmbeddedUpstream } from '../app.ts';
import type { AccessTokenVerifier } from '../auth/index.ts';
import { seedDemoAccounts } from './accounts.ts';
import { createJwksVerifier, lazyVerifier } from './jwks-verifier.ts';
import { UPSTREAM_RESOURCE, createIdentityProvider, type IdentityProvider } from './provider.ts';
import { identityRoutes } from './routes.ts';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET, discover, signIn, type RunningIssuer } from './testing-oidc.ts';
import { openIdentityTestDatabase } from './testing.ts';

const testDb = await openIdentityTestDatabase('pglite', 'seeded');
t.teardown(() => testDb.close());
const { db } = testDb;
await seedDemoAccounts(db);

let identity: IdentityProvider | undefined;
let verifier: AccessTokenVerifier | undefined;
const app = await buildEmbeddedUpstream({ db, verifier: lazyVerifier(() => verifier) });
await app.register(identityRoutes, {
  mountPath: '/oidc',
  identity: () => {
    if (!identity) throw new Error('identity provider not started');
    return identity;
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
t.teardown(() => app.close());
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
identity = await createIdentityProvider({
  db,
  issuer: `${origin}/oidc`,
  clients: [{ clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET, redirectUris: [`${origin}/callback`] }],
  onServerError: (error) => t.fail(`provider error: ${String(error)}`),
});
verifier = createJwksVerifier({ issuer: identity.issuer, audience: UPSTREAM_RESOURCE, keys: identity.publicJwks });

const issuer: RunningIssuer = {
  app,
  origin,
  issuer: identity.issuer,
  redirectUri: `${origin}/callback`,
  identity: () => identity as IdentityProvider,
  close: () => app.close(),
};

t.test('kai signs in and writes to the upstream with his access token', async (t) => {
  const config = await discover(issuer);
  const flow = await signIn(issuer, config, 'kai@lumen.test', 'lumen-demo');
  t.ok(flow.done.stopped);
  const tokens = await client.authorizationCodeGrant(config, new URL(flow.done.url), {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
  const created = await fetch(`${origin}/v1/experience`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'experience', attributes: { name: 'Oidc Harbor', handle: 'oidc-harbor' } } }),
  });
  t.equal(created.status, 201);
  const body = (await created.json()) as { data: { attributes: Record<string, unknown> } };
  t.equal(body.data.attributes.name, 'Oidc Harbor');

  const forged = await fetch(`${origin}/v1/experience`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.id_token ?? ''}`, 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'experience', attributes: { name: 'Nope', handle: 'nope-nope' } } }),
  });
  t.equal(forged.status, 401, 'an ID token does not authorise upstream calls');
});

t.test('the upstream JSON:API and health routes are untouched', async (t) => {
  t.equal((await fetch(`${origin}/healthz`)).status, 200);
  const missing = await fetch(`${origin}/v1/nothing-here`);
  t.equal(missing.status, 404);
  t.match(missing.headers.get('content-type'), /json/);
});
