import t from 'tap';
import fc from 'fast-check';
import { findUnstorableText, isStorableText, unstorableTextMessage } from './storable-text.ts';

/** Test names in TAP must stay on one line and be valid text. */
const escaped = (text: string) =>
  text.replace(/[^ -~]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** An independent oracle: UTF-8 round trip changes exactly the texts with a lone surrogate. */
const survivesUtf8 = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;

t.test('NUL and lone surrogates cannot be stored; everything else can', async (t) => {
  for (const good of [
    '',
    'neon',
    'café',
    '日本語',
    '🌈 emoji pair \uD83C\uDF08',
    '\u0001\u001f\u007f',
    '\uFFFD',
    '\uFEFFbom',
    'a\u2028b',
  ]) {
    t.ok(isStorableText(good), escaped(good));
  }
  for (const bad of [
    '\u0000',
    'neon\u0000',
    '\uD800',
    'a\uD83Cb',
    '\uDC00',
    'x\uDF08',
    '\uDF08\uD83C',
    '\uD83C\uD83C\uDF08\uD83C',
  ]) {
    t.notOk(isStorableText(bad), escaped(bad));
  }
});

t.test('well-formed text without NUL is storable (property)', async () => {
  fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => isStorableText(text) === !text.includes('\u0000')));
  fc.assert(
    fc.property(
      fc.string({ unit: 'binary' }),
      (text) => isStorableText(text) === (survivesUtf8(text) && !text.includes('\u0000')),
    ),
  );
});

t.test('any text with NUL or a lone surrogate inserted is refused (property)', async () => {
  const poison = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF');
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), poison, fc.string({ unit: 'grapheme' }), (before, bad, after) => {
      // A high surrogate right before a low one would pair up: keep the pieces apart with a letter.
      return !isStorableText(`${before}x${bad}x${after}`);
    }),
  );
});

t.test('findUnstorableText names the path to the first bad string or key', async (t) => {
  t.equal(findUnstorableText({ q: 'neon', page: 1, tags: ['a', 'b'], nested: { ok: true, none: null } }), null);
  t.same(findUnstorableText('bad\u0000'), []);
  t.same(findUnstorableText({ name: 'x', tags: ['ok', 'b\uD800d'] }), ['tags', 1]);
  t.same(findUnstorableText({ data: { attributes: { body: '\uDC00' } } }), ['data', 'attributes', 'body']);
  t.same(findUnstorableText({ 'ke\u0000y': 1 }), ['ke\u0000y']);
  t.equal(findUnstorableText(Buffer.from([0, 0, 0])), null, 'bytes are not text');
  const dictionary = Object.create(Object.create(null) as object) as Record<string, string>;
  dictionary.q = 'neon\u0000';
  t.same(findUnstorableText(dictionary), ['q'], 'a parsed query string (prototype without a prototype)');
  t.same(findUnstorableText(Object.assign(Object.create(null) as object, { q: '\uD800' })), ['q']);
  t.equal(findUnstorableText(undefined), null);
});

t.test('findUnstorableText walks deep nesting without recursion', async (t) => {
  let deep: unknown = 'bottom\u0000';
  for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
  const path = findUnstorableText(deep);
  t.equal(path?.length, 100_000);
});

t.test('messages name the field, or the input itself', async (t) => {
  t.equal(unstorableTextMessage(['tags', 1]), 'tags.1 contains characters that cannot be stored.');
  t.equal(unstorableTextMessage([]), 'The input contains characters that cannot be stored.');
  t.equal(unstorableTextMessage([], 'The search'), 'The search contains characters that cannot be stored.');
});
