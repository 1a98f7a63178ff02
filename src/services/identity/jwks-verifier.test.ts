import t from 'tap';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import { anyOfVerifiers, createJwksVerifier, lazyVerifier } from './jwks-verifier.ts';

const ISSUER = 'https://id.lumen.test/oidc';
const AUDIENCE = 'urn:lumen:upstream';

const { publicKey, privateKey } = await generateKeyPair('RS256');
const publicJwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
const other = await generateKeyPair('RS256');

async function sign(
  claims: Record<string, unknown>,
  opts: { key?: CryptoKey; typ?: string; iss?: string; aud?: string; exp?: number; sub?: string | null } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: opts.typ ?? 'at+jwt' })
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(opts.exp ?? now + 600);
  if (opts.sub !== null) jwt.setSubject(opts.sub ?? 'account-1');
  return jwt.sign(opts.key ?? privateKey);
}

t.test('local keys: accepts only valid tokens for this issuer and audience', async (t) => {
  const verifier = createJwksVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: { keys: [publicJwk] } });
  t.match(await verifier.verify(await sign({ persona_handle: 'nova' })), { subject: 'account-1' });
  t.equal((await verifier.verifyPayload(await sign({ persona_handle: 'nova' })))?.persona_handle, 'nova');
  t.equal(await verifier.verify(await sign({}, { iss: 'https://evil.test' })), null, 'issuer');
  t.equal(await verifier.verify(await sign({}, { aud: 'urn:other' })), null, 'audience');
  t.equal(await verifier.verify(await sign({}, { exp: Math.floor(Date.now() / 1000) - 60 })), null, 'expired');
  t.equal(await verifier.verify(await sign({}, { key: other.privateKey })), null, 'signature');
  t.equal(
    await verifier.verify(await sign({}, { typ: 'JWT' })),
    null,
    'an ID token or other JWT is not an access token',
  );
  t.equal(await verifier.verify(await sign({}, { sub: null })), null, 'no subject');
  t.equal(await verifier.verify('not-a-jwt'), null);
  t.equal(await verifier.verify(''), null);
});

t.test('remote JWKS', async (t) => {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const verifier = createJwksVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: `http://127.0.0.1:${port}/jwks` });
  t.match(await verifier.verify(await sign({})), { subject: 'account-1' });
  t.match(await verifier.verify(await sign({}, { sub: 'account-2' })), { subject: 'account-2' });
  t.equal(hits, 1, 'keys are cached');

  const unreachable = createJwksVerifier({ issuer: ISSUER, audience: AUDIENCE, jwksUrl: 'http://127.0.0.1:9/jwks' });
  await t.rejects(unreachable.verify(await sign({})), 'an unreachable JWKS is an outage, not an invalid token');
});

t.test('needs keys or a URL', async (t) => {
  t.throws(() => createJwksVerifier({ issuer: ISSUER, audience: AUDIENCE }));
});

t.test('lazy verifier: refuses until the real one exists, then delegates', async (t) => {
  let real: ReturnType<typeof createJwksVerifier> | undefined;
  const lazy = lazyVerifier(() => real);
  const token = await sign({});
  await t.rejects(lazy.verify(token), /not ready/);
  real = createJwksVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: { keys: [publicJwk] } });
  t.match(await lazy.verify(token), { subject: 'account-1' });
});

t.test('anyOfVerifiers: JWKS tokens and HS256 development tokens side by side', async (t) => {
  const secret = 'a-development-secret-of-at-least-32-chars';
  const both = anyOfVerifiers([
    createJwksVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: { keys: [publicJwk] } }),
    createHs256Verifier(secret),
  ]);
  t.match(await both.verify(await sign({}, { sub: 'oidc-account' })), { subject: 'oidc-account' });
  t.match(await both.verify(await signHs256AccessToken(secret, 'dev-account')), { subject: 'dev-account' });
  t.equal(await both.verify('garbage'), null);
});
