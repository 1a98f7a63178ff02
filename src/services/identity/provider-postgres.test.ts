// The identity provider on PostgreSQL, as two instances sharing one database (scale-out): the sign-in
// starts on instance A and finishes on instance B, the code is exchanged at A, the refresh token is
// used at B. Sessions, interactions, codes, grants, keys and cookie keys all come from the database.
import t from 'tap';
import * as client from 'openid-client';
import { findAccountByEmail, seedDemoAccounts } from './accounts.ts';
import { createJwksVerifier } from './jwks-verifier.ts';
import { UPSTREAM_RESOURCE } from './provider.ts';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET, discover, formAction, startIssuer, startSignIn } from './testing-oidc.ts';
import { openIdentityTestDatabase } from './testing.ts';

const testDb = await openIdentityTestDatabase('postgres', 'seeded');
t.teardown(() => testDb.close());
await seedDemoAccounts(testDb.db);
const onServerError = (error: unknown) => t.fail(`provider error: ${String(error)}`);

// The guessing limits read a clock that stands still: a wait earned is still running at the next
// attempt however slow the machine.
const stopped = new Date();
const a = await startIssuer(testDb.db, { onServerError, clock: () => stopped });
t.teardown(() => a.close());
const b = await startIssuer(testDb.db, { publicOrigin: a.origin, onServerError, clock: () => stopped });
t.teardown(() => b.close());

t.test('two instances on one PostgreSQL serve one sign-in', async (t) => {
  t.equal(b.issuer, a.issuer);
  const config = await discover(a);
  const started = await startSignIn(a, config);
  t.equal(started.loginPage.response.status, 200, 'login page from A');

  // The form is posted to B (the load balancer picked the other instance).
  const action = new URL(formAction(started.loginPage.html, '/login'), b.origin).href;
  const done = await started.browser.follow(action, a.redirectUri, {
    method: 'POST',
    body: new URLSearchParams({ email: 'nova@lumen.test', password: 'lumen-demo' }),
  });
  t.ok(done.stopped, 'B completed the interaction A started');
  const tokens = await client.authorizationCodeGrant(config, new URL(done.url), {
    pkceCodeVerifier: started.verifier,
    expectedState: started.state,
  });
  const novaId = (await findAccountByEmail(testDb.db, 'nova@lumen.test'))?.id;
  t.equal(tokens.claims()?.sub, novaId);

  // Refresh at B.
  const response = await fetch(`${b.origin}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${TEST_CLIENT_ID}:${TEST_CLIENT_SECRET}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' }),
  });
  t.equal(response.status, 200);
  const refreshed = (await response.json()) as { access_token?: string; refresh_token?: string };
  t.ok(refreshed.refresh_token && refreshed.refresh_token !== tokens.refresh_token, 'rotated');

  // Tokens from either instance verify against either instance's JWKS: one key, in the database.
  for (const jwksOrigin of [a.origin, b.origin]) {
    const verifier = createJwksVerifier({
      issuer: a.issuer,
      audience: UPSTREAM_RESOURCE,
      jwksUrl: `${jwksOrigin}/oidc/jwks`,
    });
    t.match(await verifier.verify(tokens.access_token), { subject: novaId });
    t.match(await verifier.verify(refreshed.access_token ?? ''), { subject: novaId });
  }
  const [row] = await testDb.db.query<{ count: number }>(
    `select count(*)::int as count from oidc_store where model in ('Session', 'Grant', 'RefreshToken')`,
  );
  t.ok((row?.count ?? 0) >= 3, 'state is in PostgreSQL');
});

t.test('failed sign-ins count across instances: guesses at A, then at B, wait at B', async (t) => {
  const config = await discover(a);
  const started = await startSignIn(a, config);
  const path = formAction(started.loginPage.html, '/login');
  const guess = (origin: string) =>
    started.browser.request(new URL(path, origin).href, {
      method: 'POST',
      body: new URLSearchParams({ email: 'mira@lumen.test', password: 'not-her-password' }),
    });
  for (let i = 0; i < 3; i += 1) t.equal((await guess(a.origin)).status, 401, `failure ${i + 1} at A`);
  for (let i = 3; i < 5; i += 1) t.equal((await guess(b.origin)).status, 401, `failure ${i + 1} at B`);
  t.equal((await guess(b.origin)).status, 429, 'B knows of the three at A: the sixth waits');
  t.equal((await guess(a.origin)).status, 429, 'and so does A');
});
