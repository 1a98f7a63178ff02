import t from 'tap';
import { SignJWT } from 'jose';
import { createHs256Verifier, signHs256AccessToken } from './access-token.ts';

const SECRET = 'access-token-test-secret-0123456789abcdef';

t.test('a token minted with the secret verifies to its subject', async (t) => {
  const verifier = createHs256Verifier(SECRET);
  t.same(await verifier.verify(await signHs256AccessToken(SECRET, 'account-42')), { subject: 'account-42' });
});

t.test('anything else is null, never a throw', async (t) => {
  const verifier = createHs256Verifier(SECRET);
  const key = new TextEncoder().encode(SECRET);
  const expired = await signHs256AccessToken(SECRET, 'a', { now: new Date(Date.now() - 7200_000), expiresInSeconds: 60 });
  const otherIssuer = await signHs256AccessToken(SECRET, 'a', { issuer: 'elsewhere' });
  const otherSecret = await signHs256AccessToken('a-different-secret-0123456789abcdefgh', 'a');
  const noExpiry = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('a').setIssuer('lumen-embedded').sign(key);
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
  for (const [label, token] of Object.entries({ expired, otherIssuer, otherSecret, noExpiry, noSubject, hs512, garbage: 'x.y.z', empty: '' })) {
    t.equal(await verifier.verify(token), null, label);
  }
});

t.test('short secrets are refused up front', async (t) => {
  t.throws(() => createHs256Verifier('too-short'), /at least 32 characters/);
});
