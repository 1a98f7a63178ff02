import t from 'tap';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, checkNewPassword } from './password-policy.ts';

const ivy = { email: 'ivy.lin@lumen.test' };

t.test('length: at least 10, at most 128, counted in characters', async (t) => {
  t.equal(MIN_PASSWORD_LENGTH, 10);
  t.equal(MAX_PASSWORD_LENGTH, 128);
  t.same(checkNewPassword('aaaaaaaa', ivy), { ok: false, reason: 'Use at least 10 characters (this one has 8).' });
  t.same(checkNewPassword('🌙🌙🌙🌙🌙', ivy), { ok: false, reason: 'Use at least 10 characters (this one has 5).' });
  t.same(checkNewPassword('velvet-'.repeat(20), ivy), { ok: false, reason: 'Use at most 128 characters (this one has 140).' });
});

t.test('common, breached-list and patterned passwords are refused with the reason', async (t) => {
  const refusals: Array<[string, RegExp]> = [
    ['aaaaaaaaaaaa', /Repeated characters like "aaa"/],
    ['password123', /commonly used password/],
    ['1234567890', /most used passwords/],
    ['qwertyuiop', /most used passwords/],
    ['lumenlumenlumen', /Repeated patterns/],
    ['ivy.lin@lumen.test', /your email or the product’s name/],
  ];
  for (const [password, reason] of refusals) {
    const verdict = checkNewPassword(password, ivy);
    t.equal(verdict.ok, false, password);
    t.match(verdict.ok ? '' : verdict.reason, reason, password);
    t.match(verdict.ok ? '' : verdict.reason, /^This password is too easy to guess\./);
  }
});

t.test('long unrelated words pass', async (t) => {
  for (const password of ['tangerine-orbit-velvet', 'correct horse battery staple', 'Quiet rivers hum at 4am']) {
    t.same(checkNewPassword(password, ivy), { ok: true }, password);
  }
});
