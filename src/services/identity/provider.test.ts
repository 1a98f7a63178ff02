// The whole sign-in, as the web tier will do it: openid-client 6 against the provider listening on
// 127.0.0.1, the login form driven over HTTP (manual redirects, a cookie jar), the code exchanged with
// PKCE, the JWT access token verified with the JWKS verifier.
import t from 'tap';
import * as client from 'openid-client';
import { findAccountByEmail, seedDemoAccounts } from './accounts.ts';
import { createJwksVerifier } from './jwks-verifier.ts';
import { UPSTREAM_RESOURCE } from './provider.ts';
import {
  Browser,
  TEST_CLIENT_ID as CLIENT_ID,
  discover,
  formAction,
  oauthErrorOf,
  signIn,
  startIssuer,
  startSignIn,
} from './testing-oidc.ts';
import { openIdentityTestDatabase } from './testing.ts';

const testDb = await openIdentityTestDatabase('pglite', 'seeded');
t.teardown(() => testDb.close());
await seedDemoAccounts(testDb.db);

// The guessing limits read a clock that stands still: a wait earned is still running at the next
// attempt however slow the machine.
const stopped = new Date();
const issuer = await startIssuer(testDb.db, {
  onServerError: (error) => t.fail(`provider error: ${String(error)}`),
  clock: () => stopped,
});
t.teardown(() => issuer.close());
const config = await discover(issuer);
const novaId = (await findAccountByEmail(testDb.db, 'nova@lumen.test'))?.id ?? '';
const samId = (await findAccountByEmail(testDb.db, 'sam@lumen.test'))?.id ?? '';
let novaRefreshToken = '';

t.test('discovery describes a code + PKCE (S256) issuer', async (t) => {
  const metadata = config.serverMetadata();
  t.equal(metadata.issuer, issuer.issuer);
  t.equal(metadata.authorization_endpoint, `${issuer.issuer}/auth`);
  t.equal(metadata.jwks_uri, `${issuer.issuer}/jwks`);
  t.same(metadata.code_challenge_methods_supported, ['S256']);
  t.same(metadata.response_types_supported, ['code']);
  t.ok(metadata.scopes_supported?.includes('persona'));
});

t.test('nova signs in: code, PKCE, JWT access token with her persona', async (t) => {
  const flow = await signIn(issuer, config, 'nova@lumen.test', 'lumen-demo');
  t.equal(flow.loginPage.response.status, 200);
  t.match(flow.loginPage.response.headers.get('content-security-policy'), /default-src 'none'/);
  t.notMatch(flow.loginPage.html, /<script/i, 'no script on the sign-in page');
  t.ok(flow.done.stopped, 'redirected back to the client');
  const callback = new URL(flow.done.url);
  t.ok(callback.searchParams.get('code'));
  t.equal(callback.searchParams.get('iss'), issuer.issuer, 'RFC 9207 iss in the response');

  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
  t.equal(tokens.token_type.toLowerCase(), 'bearer');
  t.ok(
    tokens.expires_in !== undefined && tokens.expires_in <= 600 && tokens.expires_in > 500,
    'short-lived access token',
  );
  t.ok(tokens.refresh_token, 'offline_access gives a refresh token');
  novaRefreshToken = tokens.refresh_token ?? '';

  const idClaims = tokens.claims();
  t.equal(idClaims?.sub, novaId, 'subject is the account id');
  t.equal(idClaims?.email, 'nova@lumen.test');
  t.equal(idClaims?.persona_handle, 'nova');
  t.equal(idClaims?.persona_name, 'Nova Reyes');

  const verifier = createJwksVerifier({
    issuer: issuer.issuer,
    audience: UPSTREAM_RESOURCE,
    jwksUrl: config.serverMetadata().jwks_uri ?? '',
  });
  t.match(await verifier.verify(tokens.access_token), { subject: novaId });
  const payload = await verifier.verifyPayload(tokens.access_token);
  t.equal(payload?.persona_handle, 'nova');
  t.equal(payload?.persona_name, 'Nova Reyes');
  t.match(payload?.persona_id, /^[0-9a-f-]{36}$/);
  t.equal(payload?.client_id, CLIENT_ID);
  t.match(String(payload?.scope), /upstream/);
  t.ok((payload?.exp ?? 0) - (payload?.iat ?? 0) <= 600);

  const wrongAudience = createJwksVerifier({
    issuer: issuer.issuer,
    audience: 'urn:other',
    jwksUrl: `${issuer.issuer}/jwks`,
  });
  t.equal(await wrongAudience.verify(tokens.access_token), null);
  const idTokenAsAccess = tokens.id_token ?? '';
  t.equal(await verifier.verify(idTokenAsAccess), null, 'an ID token is not an access token');
});

t.test('sam signs in: no persona claims', async (t) => {
  const flow = await signIn(issuer, config, 'SAM@lumen.test', 'lumen-demo');
  const tokens = await client.authorizationCodeGrant(config, new URL(flow.done.url), {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
  const verifier = createJwksVerifier({
    issuer: issuer.issuer,
    audience: UPSTREAM_RESOURCE,
    jwksUrl: `${issuer.issuer}/jwks`,
  });
  const payload = await verifier.verifyPayload(tokens.access_token);
  t.equal(payload?.sub, samId);
  t.equal(payload?.persona_handle, undefined);
  t.equal(payload?.persona_id, undefined);
  t.equal(tokens.claims()?.email, 'sam@lumen.test');
  t.equal(tokens.claims()?.persona_handle, undefined);
});

t.test('a wrong password shows an error and gives no code', async (t) => {
  const flow = await signIn(issuer, config, 'nova@lumen.test', 'not-the-password');
  t.equal(flow.done.stopped, false);
  t.equal(flow.done.response.status, 401);
  const html = await flow.done.response.text();
  t.match(html, /Wrong email or password\./);
  t.match(html, /value="nova@lumen\.test"/, 'the email is kept');
  t.notMatch(flow.done.url, /code=/);

  // Unknown email: same answer.
  const unknown = await signIn(issuer, config, 'nobody@lumen.test', 'lumen-demo');
  t.equal(unknown.done.response.status, 401);
});

t.test('the sign-in page escapes what it echoes', async (t) => {
  const started = await startSignIn(issuer, config, { login_hint: '"><script>alert(1)</script>' });
  t.notMatch(started.loginPage.html, /<script>/);
  t.match(started.loginPage.html, /&quot;&gt;&lt;script&gt;/);
  const action = new URL(formAction(started.loginPage.html, '/login'), started.loginPage.url).href;
  const done = await started.browser.follow(action, issuer.redirectUri, {
    method: 'POST',
    body: new URLSearchParams({ email: '<b>x</b>@lumen.test', password: 'x' }),
  });
  const html = await done.response.text();
  t.notMatch(html, /<b>x<\/b>/);
  t.match(html, /&lt;b&gt;x&lt;\/b&gt;@lumen.test/);
});

t.test('a form post without the interaction cookie (cross-site) is refused', async (t) => {
  const started = await startSignIn(issuer, config);
  const action = new URL(formAction(started.loginPage.html, '/login'), started.loginPage.url).href;
  const stranger = new Browser();
  const done = await stranger.follow(action, issuer.redirectUri, {
    method: 'POST',
    body: new URLSearchParams({ email: 'nova@lumen.test', password: 'lumen-demo' }),
  });
  t.equal(done.stopped, false);
  t.equal(done.response.status, 400);
});

t.test('cancel returns access_denied to the client', async (t) => {
  const started = await startSignIn(issuer, config);
  const action = new URL(formAction(started.loginPage.html, '/abort'), started.loginPage.url).href;
  const done = await started.browser.follow(action, issuer.redirectUri, { method: 'POST' });
  t.ok(done.stopped);
  t.equal(new URL(done.url).searchParams.get('error'), 'access_denied');
});

t.test('PKCE is required, and only S256', async (t) => {
  const browser = new Browser();
  const base = {
    client_id: CLIENT_ID,
    redirect_uri: issuer.redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: 'st',
  };
  const missing = await browser.follow(`${issuer.issuer}/auth?${new URLSearchParams(base)}`, issuer.redirectUri);
  t.ok(missing.stopped);
  const missingUrl = new URL(missing.url);
  t.equal(missingUrl.searchParams.get('error'), 'invalid_request');
  t.match(missingUrl.searchParams.get('error_description'), /PKCE/);
  t.equal(missingUrl.searchParams.get('code'), null);

  const plain = await browser.follow(
    `${issuer.issuer}/auth?${new URLSearchParams({ ...base, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' })}`,
    issuer.redirectUri,
  );
  t.ok(plain.stopped);
  t.equal(new URL(plain.url).searchParams.get('error'), 'invalid_request');
});

t.test('a wrong code verifier is refused at the token endpoint', async (t) => {
  const flow = await signIn(issuer, config, 'kai@lumen.test', 'lumen-demo');
  const checks = { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: flow.state };
  t.equal(await oauthErrorOf(client.authorizationCodeGrant(config, new URL(flow.done.url), checks)), 'invalid_grant');
});

t.test('a code is single-use; replaying it revokes the grant', async (t) => {
  const flow = await signIn(issuer, config, 'kai@lumen.test', 'lumen-demo');
  const callback = new URL(flow.done.url);
  const checks = { pkceCodeVerifier: flow.verifier, expectedState: flow.state };
  const tokens = await client.authorizationCodeGrant(config, callback, checks);
  t.ok(tokens.refresh_token);
  t.equal(await oauthErrorOf(client.authorizationCodeGrant(config, callback, checks)), 'invalid_grant');
  t.equal(await oauthErrorOf(client.refreshTokenGrant(config, tokens.refresh_token ?? '')), 'invalid_grant');
});

t.test('an unknown resource indicator is refused', async (t) => {
  const started = await startSignIn(issuer, config, { resource: 'https://elsewhere.test/' });
  t.match(started.loginPage.url, /error=invalid_target/);
});

t.test('interaction cookies are httpOnly, SameSite=Lax and scoped to the interaction', async (t) => {
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: issuer.redirectUri,
    scope: 'openid',
    code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
    code_challenge_method: 'S256',
  });
  const response = await fetch(url, { redirect: 'manual' });
  t.equal(response.status, 303);
  const location = response.headers.get('location') ?? '';
  t.match(location, /^\/oidc\/interaction\/[\w-]+$/);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('_interaction='));
  t.ok(cookie);
  t.match(cookie, new RegExp(`path=${location}(;|$)`, 'i'));
  t.match(cookie, /httponly/i);
  t.match(cookie, /samesite=lax/i);
});

t.test('an unknown or stale interaction shows an expiry page', async (t) => {
  const response = await fetch(`${issuer.issuer}/interaction/unknown-uid`);
  t.equal(response.status, 400);
  t.match(response.headers.get('content-type'), /text\/html/);
  t.match(await response.text(), /Sign-in expired/);

  // A valid cookie for another interaction does not open this one.
  const started = await startSignIn(issuer, config);
  const other = await started.browser.request(`${issuer.issuer}/interaction/some-other-uid`);
  t.equal(other.status, 400);
});

t.test('provider options are checked; secrets persist in the database', async (t) => {
  const { createIdentityProvider, loadOrCreateIdentitySecrets } = await import('./provider.ts');
  const base = { db: testDb.db, issuer: 'http://127.0.0.1:1/oidc' };
  await t.rejects(createIdentityProvider({ ...base, clients: [] }), /at least one client/);
  await t.rejects(
    createIdentityProvider({
      ...base,
      clients: [{ clientId: 'x', clientSecret: 'short', redirectUris: ['http://x.test/cb'] }],
    }),
    /at least 32 characters/,
  );
  await t.rejects(
    createIdentityProvider({ ...base, issuer: 'http://127.0.0.1:1/oidc?x=1', clients: [] }),
    /query or fragment/,
  );
  const first = await loadOrCreateIdentitySecrets(testDb.db);
  const second = await loadOrCreateIdentitySecrets(testDb.db);
  t.same(second, first);
  t.equal(first.jwks.keys[0]?.alg, 'RS256');
  t.ok(first.jwks.keys[0]?.d, 'the stored key is private');
  const identity = issuer.identity();
  t.notOk(identity.publicJwks.keys[0]?.d, 'the published key is public only');
  const served = (await (await fetch(`${issuer.issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] };
  t.equal(served.keys.length, 1);
  t.equal(served.keys[0]?.kid, first.jwks.keys[0]?.kid);
  t.notOk(served.keys[0]?.d);
});

t.test("the provider's own pages are ours: no external fonts, escaped", async (t) => {
  const error = await fetch(`${issuer.issuer}/auth?client_id=%3Cnope%3E&response_type=code&scope=openid`);
  t.equal(error.status, 400);
  const errorHtml = await error.text();
  t.match(errorHtml, /Sign-in problem/);
  t.notMatch(errorHtml, /googleapis|<script|<nope>/);

  // Sign-out of a signed-in browser: our confirmation page, then our success page.
  const flow = await signIn(issuer, config, 'sam@lumen.test', 'lumen-demo');
  t.ok(flow.done.stopped);
  const logout = await flow.browser.request(`${issuer.issuer}/session/end`);
  t.equal(logout.status, 200);
  const logoutHtml = await logout.text();
  t.match(logoutHtml, /Sign out of Lumen\?/);
  t.notMatch(logoutHtml, /googleapis|<script/);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)?.[1];
  t.ok(xsrf, "oidc-provider's CSRF token is in the form");
  const confirmed = await flow.browser.follow(`${issuer.issuer}/session/end/confirm`, issuer.redirectUri, {
    method: 'POST',
    body: new URLSearchParams({ xsrf: xsrf ?? '', logout: 'yes' }),
  });
  t.equal(confirmed.response.status, 200);
  t.match(await confirmed.response.text(), /You are signed out\./);
});

t.test('repeated failed sign-ins back off (no password check while waiting)', async (t) => {
  const started = await startSignIn(issuer, config);
  const action = new URL(formAction(started.loginPage.html, '/login'), started.loginPage.url).href;
  const attempt = (password: string) =>
    started.browser.request(action, {
      method: 'POST',
      body: new URLSearchParams({ email: 'mira@lumen.test', password }),
    });
  for (let i = 0; i < 5; i += 1) t.equal((await attempt('guess')).status, 401, `failure ${i + 1}`);
  const refused = await attempt('guess');
  t.equal(refused.status, 429);
  t.equal(refused.headers.get('retry-after'), '1');
  t.match(await refused.text(), /Too many failed attempts\. Try again in 1 second\./);
  t.equal((await attempt('lumen-demo')).status, 429, 'even the right password waits its turn at this address');
});

t.test('the access-token lifetime is configurable (OIDC_ACCESS_TOKEN_TTL)', async (t) => {
  const short = await startIssuer(testDb.db, { accessTokenTtlSeconds: 30 });
  t.teardown(() => short.close());
  const shortConfig = await discover(short);
  const flow = await signIn(short, shortConfig, 'kai@lumen.test', 'lumen-demo');
  const tokens = await client.authorizationCodeGrant(shortConfig, new URL(flow.done.url), {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
  t.ok(
    tokens.expires_in !== undefined && tokens.expires_in <= 30 && tokens.expires_in > 20,
    `expires in ${tokens.expires_in ?? '?'} s`,
  );
  const payload = await createJwksVerifier({
    issuer: short.issuer,
    audience: UPSTREAM_RESOURCE,
    jwksUrl: `${short.issuer}/jwks`,
  }).verifyPayload(tokens.access_token);
  t.equal((payload?.exp ?? 0) - (payload?.iat ?? 0), 30);
});

t.test('grants survive re-creating the provider on the same database', async (t) => {
  t.ok(novaRefreshToken);
  const port = Number(new URL(issuer.origin).port);
  await issuer.close();
  // Let the client's keep-alive pool notice the closed sockets before the next request.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const again = await startIssuer(testDb.db, { port });
  t.teardown(() => again.close());
  t.equal(again.issuer, issuer.issuer, 'same issuer');
  const config2 = await discover(again);
  const refreshed = await client.refreshTokenGrant(config2, novaRefreshToken);
  t.ok(refreshed.access_token);
  t.ok(refreshed.refresh_token && refreshed.refresh_token !== novaRefreshToken, 'refresh tokens rotate');
  const verifier = createJwksVerifier({
    issuer: again.issuer,
    audience: UPSTREAM_RESOURCE,
    jwksUrl: `${again.issuer}/jwks`,
  });
  t.match(await verifier.verify(refreshed.access_token), { subject: novaId }, 'same signing key after restart');
  t.equal((await verifier.verifyPayload(refreshed.access_token))?.persona_handle, 'nova');
  t.equal(
    await oauthErrorOf(client.refreshTokenGrant(config2, novaRefreshToken)),
    'invalid_grant',
    'a rotated refresh token is spent',
  );
});
