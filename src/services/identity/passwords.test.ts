import t from 'tap';
import {
  DEFAULT_SCRYPT_PARAMETERS,
  constantTimeEqual,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './passwords.ts';

t.test('a hash verifies its password and nothing else', async (t) => {
  const stored = await hashPassword('lumen-demo');
  t.match(stored, /^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
  t.equal(await verifyPassword('lumen-demo', stored), true);
  t.equal(await verifyPassword('lumen-demo ', stored), false, 'wrong password');
  t.equal(await verifyPassword('', stored), false, 'empty password');
  t.equal(needsRehash(stored), false);
});

t.test('each hash has its own salt', async (t) => {
  const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
  t.not(a, b);
  t.equal(await verifyPassword('same', a), true);
  t.equal(await verifyPassword('same', b), true);
});

t.test('unicode passwords are normalised (NFC)', async (t) => {
  const stored = await hashPassword('caf\u00e9');
  t.equal(await verifyPassword('cafe\u0301', stored), true);
});

t.test('tampered or malformed hashes verify as false', async (t) => {
  const stored = await hashPassword('lumen-demo');
  const parts = stored.split('$');
  // ['', 'scrypt', 'ln=15,r=8,p=1', salt, key]
  const key = parts[4] ?? '';
  const flipped = (key[0] === 'A' ? 'B' : 'A') + key.slice(1);
  const tamperedKey = [...parts.slice(0, 4), flipped].join('$');
  t.equal(await verifyPassword('lumen-demo', tamperedKey), false, 'changed key');
  const salt = parts[3] ?? '';
  const tamperedSalt = [...parts.slice(0, 3), (salt[0] === 'A' ? 'B' : 'A') + salt.slice(1), key].join('$');
  t.equal(await verifyPassword('lumen-demo', tamperedSalt), false, 'changed salt');
  t.equal(await verifyPassword('lumen-demo', stored.replace('ln=15', 'ln=14')), false, 'changed cost');
  t.equal(await verifyPassword('lumen-demo', stored.replace('ln=15', 'ln=40')), false, 'absurd cost is refused');
  t.equal(await verifyPassword('lumen-demo', stored.replace('ln=15', 'ln=99')), false, 'absurd cost is refused');
  t.equal(await verifyPassword('lumen-demo', [...parts.slice(0, 4), key.slice(0, 10)].join('$')), false, 'short key');
  t.equal(await verifyPassword('lumen-demo', ''), false);
  t.equal(await verifyPassword('lumen-demo', 'lumen-demo'), false, 'plain text is not a hash');
  t.equal(await verifyPassword('lumen-demo', `${stored}$extra`), false);
  t.equal(needsRehash('garbage'), true);
});

t.test('rehash is needed when parameters change', async (t) => {
  const cheap = await hashPassword('pw', { ln: 10, r: 8, p: 1 });
  t.equal(await verifyPassword('pw', cheap), true);
  t.equal(needsRehash(cheap), true);
  t.equal(needsRehash(cheap, { ln: 10, r: 8, p: 1 }), false);
  await t.rejects(hashPassword('pw', { ln: 40, r: 8, p: 1 }), RangeError);
});

t.test('constant-time comparison', async (t) => {
  t.equal(constantTimeEqual(Buffer.from('abc'), Buffer.from('abc')), true);
  t.equal(constantTimeEqual(Buffer.from('abc'), Buffer.from('abd')), false);
  t.equal(constantTimeEqual(Buffer.from('abc'), Buffer.from('abcd')), false, 'different lengths: false, no throw');
  // Timing is not measurable reliably in CI; the comparison goes through crypto.timingSafeEqual.
});

t.test('the default cost stays in the intended range', async (t) => {
  t.same(DEFAULT_SCRYPT_PARAMETERS, { ln: 15, r: 8, p: 1 });
  await hashPassword('warm-up');
  const started = performance.now();
  await hashPassword('lumen-demo');
  const elapsed = performance.now() - started;
  t.comment(`scrypt ln=15 r=8 p=1: ${elapsed.toFixed(0)} ms`);
  t.ok(elapsed > 5, 'not trivially cheap');
});
