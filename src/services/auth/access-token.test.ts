import t from 'tap';
import { SignJWT } from 'jose';
import {
  createHs256Verifier,
  rememberVerifiedTokens,
  signHs256AccessToken,
  type AccessTokenVerifier,
} from './access-token.ts';

const SECRET = 'access-token-test-secret-0123456789abcdef';

t.test('a token minted with the secret verifies to its subject and expiry', async (t) => {
  const verifier = createHs256Verifier(SECRET);
  const result = await verifier.verify(await signHs256AccessToken(SECRET, 'account-42', { expiresInSeconds: 600 }));
  t.equal(result?.subject, 'account-42');
  t.ok(result && Math.abs(result.expiresAt - (Math.floor(Date.now() / 1000) + 600)) <= 1, 'with its expiry');
});

t.test('anything else is null, never a throw', async (t) => {
  const verifier = createHs256Verifier(SECRET);
  const key = new TextEncoder().encode(SECRET);
  const expired = await signHs256AccessToken(SECRET, 'a', {
    now: new Date(Date.now() - 7200_000),
    expiresInSeconds: 60,
  });
  const otherIssuer = await signHs256AccessToken(SECRET, 'a', { issuer: 'elsewhere' });
  const otherSecret = await signHs256AccessToken('a-different-secret-0123456789abcdefgh', 'a');
  const noExpiry = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('a')
    .setIssuer('lumen-embedded')
    .sign(key);
  const noSubject = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('lumen-embedded')
    .setExpirationTime('1h')
    .sign(key);
  const hs512 = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS512' })
    .setSubject('a')
    .setIssuer('lumen-embedded')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(SECRET + SECRET));
  for (const [label, token] of Object.entries({
    expired,
    otherIssuer,
    otherSecret,
    noExpiry,
    noSubject,
    hs512,
    garbage: 'x.y.z',
    empty: '',
  })) {
    t.equal(await verifier.verify(token), null, label);
  }
});

t.test('short secrets are refused up front', async (t) => {
  t.throws(() => createHs256Verifier('too-short'), /at least 32 characters/);
});

/** Counts the tokens the wrapped verifier is asked about, as the remembering one passes them on. */
function countingVerifier(inner: AccessTokenVerifier): AccessTokenVerifier & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    verify(token) {
      asked.push(token);
      return inner.verify(token);
    },
  };
}

t.test('a remembered token is verified once, until its expiry or for a minute at most', async (t) => {
  let now = Date.now();
  const counting = countingVerifier(createHs256Verifier(SECRET));
  const verifier = rememberVerifiedTokens(counting, { now: () => now });
  const longLived = await signHs256AccessToken(SECRET, 'account-1', { expiresInSeconds: 3600 });
  for (let call = 0; call < 3; call += 1) t.match(await verifier.verify(longLived), { subject: 'account-1' });
  t.equal(counting.asked.length, 1, 'the signature was checked once for three requests');
  now += 61_000;
  t.match(await verifier.verify(longLived), { subject: 'account-1' });
  t.equal(counting.asked.length, 2, 'after a minute it is checked again');

  const shortLived = await signHs256AccessToken(SECRET, 'account-2', { expiresInSeconds: 10 });
  now = Date.now();
  t.match(await verifier.verify(shortLived), { subject: 'account-2' });
  now += 11_000;
  // The wrapped verifier reads the real clock, for which the token is still valid; what matters is that
  // the remembered answer lapsed with the token's own expiry and the token was checked again.
  await verifier.verify(shortLived);
  t.equal(counting.asked.filter((token) => token === shortLived).length, 2, 'past its expiry it is checked again');
});

t.test('refused tokens are never remembered', async (t) => {
  const counting = countingVerifier(createHs256Verifier(SECRET));
  const verifier = rememberVerifiedTokens(counting);
  const forged = await signHs256AccessToken('a-different-secret-0123456789abcdefgh', 'account-1');
  t.equal(await verifier.verify(forged), null);
  t.equal(await verifier.verify(forged), null);
  t.equal(counting.asked.length, 2);
});
