import t from 'tap';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, checkNewPassword } from './password-policy.ts';
import { ENGLISH, languageOf } from './language.ts';

const ivy = { email: 'ivy.lin@lumen.test' };

t.test('length: at least 10, at most 128, counted in characters', async (t) => {
  t.equal(MIN_PASSWORD_LENGTH, 10);
  t.equal(MAX_PASSWORD_LENGTH, 128);
  const reason = (password: string, language = ENGLISH) => {
    const verdict = checkNewPassword(password, ivy);
    return verdict.ok ? 'accepted' : verdict.reason(language.t);
  };
  t.equal(reason('aaaaaaaa'), 'Use at least 10 characters (this one has 8).');
  t.equal(reason('🌙🌙🌙🌙🌙'), 'Use at least 10 characters (this one has 5).');
  t.equal(reason('velvet-'.repeat(20)), 'Use at most 128 characters (this one has 140).');
  t.equal(reason('aaaaaaaa', languageOf('de')), 'Verwenden Sie mindestens 10 Zeichen (dieses hat 8).');
  t.equal(reason('aaaaaaaa', languageOf('ja')), '10文字以上にしてください（このパスワードは8文字です）。');
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
    t.match(verdict.ok ? '' : verdict.reason(ENGLISH.t), reason, password);
    t.match(verdict.ok ? '' : verdict.reason(ENGLISH.t), /^This password is too easy to guess\./);
  }
  const japanese = checkNewPassword('password123', ivy);
  t.equal(
    japanese.ok ? '' : japanese.reason(languageOf('ja').t),
    'このパスワードは推測されやすすぎます。これはよく使われるパスワードです。関係のない単語をいくつか並べるなど、より長いパスワードにしてください。',
    'Japanese sentences follow each other without spaces',
  );
});

t.test('long unrelated words pass', async (t) => {
  for (const password of ['tangerine-orbit-velvet', 'correct horse battery staple', 'Quiet rivers hum at 4am']) {
    t.same(checkNewPassword(password, ivy), { ok: true }, password);
  }
});
