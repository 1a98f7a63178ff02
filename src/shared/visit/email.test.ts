import t from 'tap';
import { EMAIL_FORM_STATUSES, EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email.ts';
import { en } from '../i18n/messages/en.ts';

t.test('constants', async (t) => {
  // docs/product.md §12's failure text, shown with an OK button: the English catalogue says it word for word.
  t.equal(en['visit.waitlist.sendFailed'], 'Oops! There was an error sending your information. Contact support.');
  t.equal(en['visit.waitlist.ok'], 'OK');
  t.same(EMAIL_FORM_STATUSES, ['initial', 'success', 'error']);
  t.equal(EMAIL_MAX_LENGTH, 254);
});

t.test('valid addresses', async (t) => {
  for (const ok of [
    'ada@example.com',
    'Ada.Lovelace@Example.CO.uk',
    'a+tag@sub.domain.io',
    "o'brien@example.ie",
    'x_y-z@a-b.example',
    'a@b.cd',
    '1@2.xyz',
    "!#$%&'*+/=?^_`{|}~-@example.org",
  ]) {
    t.ok(isValidEmail(ok), ok);
  }
});

t.test('invalid addresses', async (t) => {
  for (const bad of [
    '',
    '   ',
    'plain',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@@example.com',
    'a@b@example.com',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    'ada@.example.com',
    'ada@example..com',
    'ada@example.com.',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example.c',
    'ada@example.c0m',
    'ada@example.123',
    'ada @example.com',
    'ada@exa mple.com',
    'ada@exam_ple.com',
    '"ada"@example.com',
    'ada@[127.0.0.1]',
    'ada@127.0.0.1',
    'ådå@example.com',
    'ada@exämple.com',
    'ada\n@example.com',
    'ada@example.com,bob@example.com',
    '<ada@example.com>',
  ]) {
    t.notOk(isValidEmail(bad), JSON.stringify(bad));
  }
  t.notOk(isValidEmail(null));
  t.notOk(isValidEmail(undefined));
  t.notOk(isValidEmail(42));
});

t.test('length limits', async (t) => {
  const local64 = 'a'.repeat(64);
  t.ok(isValidEmail(`${local64}@example.com`));
  t.notOk(isValidEmail(`${'a'.repeat(65)}@example.com`), 'local part at most 64');
  const label63 = 'b'.repeat(63);
  t.ok(isValidEmail(`a@${label63}.com`));
  t.notOk(isValidEmail(`a@${'b'.repeat(64)}.com`), 'label at most 63');
  // 254 exactly: a@ + labels
  const domain = `${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.io`;
  const at254 = `a@${domain}`;
  t.equal(at254.length, 254);
  t.ok(isValidEmail(at254));
  t.notOk(isValidEmail(`ab@${domain}`), '255 characters');
});

t.test('trimming', async (t) => {
  t.equal(normalizeEmail('  ada@example.com \t'), 'ada@example.com');
  t.ok(isValidEmail(' ada@example.com '));
  t.equal(normalizeEmail('ada@example.com\n'), 'ada@example.com', 'a trailing newline from paste is surrounding space');
  t.equal(normalizeEmail('bad'), null);
  t.equal(normalizeEmail(`${' '.repeat(2000)}a@b.co`), null, 'huge input is refused before work');
});

t.test('no catastrophic backtracking', async (t) => {
  const start = performance.now();
  isValidEmail(`${'a'.repeat(60)}@${'a-'.repeat(30)}!`);
  isValidEmail(`${'a.'.repeat(120)}@example.com`);
  isValidEmail(`a@${'a'.repeat(61)}-`);
  isValidEmail(`a@${'a.'.repeat(120)}`);
  isValidEmail('a'.repeat(1000));
  t.ok(performance.now() - start < 50);
});
