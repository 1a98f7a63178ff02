import t from 'tap';
import {
  BIO_MAX_LENGTH,
  DEFAULT_DISPLAY_NAME,
  DEFAULT_PORTRAIT_URL,
  WORD_BREAK_WINDOW,
  displayName,
  portraitUrl,
  truncateBio,
} from './bio.ts';

t.test('constants', async (t) => {
  t.equal(BIO_MAX_LENGTH, 145);
  t.equal(WORD_BREAK_WINDOW, 20);
  t.equal(DEFAULT_PORTRAIT_URL, '/media/default-portrait.svg');
  t.equal(DEFAULT_DISPLAY_NAME, 'New User');
});

t.test('short bios are unchanged', async (t) => {
  t.same(truncateBio(''), { text: '', truncated: false });
  t.same(truncateBio('Hello there'), { text: 'Hello there', truncated: false });
  const exact = 'x'.repeat(145);
  t.same(truncateBio(exact), { text: exact, truncated: false });
  t.same(truncateBio(' padded '), { text: ' padded ', truncated: false }, 'not trimmed when it fits');
});

t.test('default limit is 145', async (t) => {
  const r = truncateBio('x'.repeat(146));
  t.equal(r.truncated, true);
  t.equal(r.text, `${'x'.repeat(145)}…`, 'one long word is cut hard');
});

t.test('cuts at a space within the last 20 characters', async (t) => {
  const bio = `${'a'.repeat(130)} ${'b'.repeat(30)}`; // space at index 130, 15 back from 145
  const r = truncateBio(bio);
  t.same(r, { text: `${'a'.repeat(130)}…`, truncated: true });
});

t.test('a space right at the cut keeps the whole last word', async (t) => {
  const bio = `${'a'.repeat(145)} more words`;
  t.same(truncateBio(bio), { text: `${'a'.repeat(145)}…`, truncated: true });
});

t.test('a space exactly 20 back is used, 21 back is not', async (t) => {
  // window covers indices 125..144
  const at125 = `${'a'.repeat(125)} ${'b'.repeat(40)}`;
  t.equal(truncateBio(at125).text, `${'a'.repeat(125)}…`);
  const at124 = `${'a'.repeat(124)} ${'b'.repeat(40)}`;
  t.equal(truncateBio(at124).text, `${'a'.repeat(124)} ${'b'.repeat(20)}…`);
});

t.test('last of several spaces is used and trailing space dropped', async (t) => {
  const words = 'lorem ipsum dolor sit amet '.repeat(10);
  const r = truncateBio(words);
  t.equal(r.truncated, true);
  t.ok(r.text.endsWith('…'));
  t.notOk(/\s…$/u.test(r.text), 'no space before the ellipsis');
  const kept = r.text.slice(0, -1);
  t.ok(kept.length <= 145);
  t.ok(words.startsWith(kept));
  t.match(words.charAt(kept.length), /\s/, 'cut at a word boundary');
  const doubleSpaced = `${'a'.repeat(140)}  ${'b'.repeat(10)}`;
  t.equal(truncateBio(doubleSpaced).text, `${'a'.repeat(140)}…`);
});

t.test('other whitespace counts as a break', async (t) => {
  const bio = `${'a'.repeat(135)}\n${'b'.repeat(20)}`;
  t.equal(truncateBio(bio).text, `${'a'.repeat(135)}…`);
});

t.test('never splits a surrogate pair', async (t) => {
  const emoji = '😀'; // two code units
  const bio = `${'a'.repeat(144)}${emoji}${'c'.repeat(10)}`; // pair spans 144..145
  const r = truncateBio(bio);
  t.equal(r.text, `${'a'.repeat(144)}…`);
  t.equal(r.truncated, true);
  const allEmoji = emoji.repeat(100);
  const r2 = truncateBio(allEmoji);
  const kept = r2.text.slice(0, -1);
  t.equal(kept.length, 144, 'moves back one unit off the pair');
  t.equal(kept, emoji.repeat(72));
  t.doesNotThrow(() => encodeURIComponent(r2.text), 'well-formed UTF-16');
});

t.test('pair right before the cut is kept whole', async (t) => {
  const bio = `${'a'.repeat(143)}😀${'c'.repeat(10)}`; // pair at 143..144
  t.equal(truncateBio(bio).text, `${'a'.repeat(143)}😀…`);
});

t.test('custom and odd limits', async (t) => {
  t.same(truncateBio('hello world', 5), { text: 'hello…', truncated: true });
  t.same(truncateBio('hello world', 8), { text: 'hello…', truncated: true });
  t.same(truncateBio('hello', 0), { text: '…', truncated: true });
  t.same(truncateBio('hello', -3), { text: '…', truncated: true });
  t.same(truncateBio('hello world', 7.9), { text: 'hello…', truncated: true });
  t.same(truncateBio('x'.repeat(150), Number.NaN), { text: `${'x'.repeat(145)}…`, truncated: true });
  t.same(truncateBio('   leading', 2), { text: '…', truncated: true });
});

t.test('displayName', async (t) => {
  t.equal(displayName({ personaName: 'Ada' }), 'Ada');
  t.equal(displayName({ personaName: '  Ada  ' }), 'Ada');
  t.equal(displayName({ avatarName: 'Bea' }), 'Bea', 'profiles use avatarName');
  t.equal(displayName({ personaName: 'Ada', avatarName: 'Bea' }), 'Ada');
  t.equal(displayName({ personaName: null, avatarName: 'Bea' }), 'Bea');
  t.equal(displayName({ personaName: '  ', avatarName: 'Bea' }), 'Bea', 'blank persona name falls through');
  t.equal(displayName({ personaName: '' }), 'New User');
  t.equal(displayName({ personaName: '   ' }), 'New User');
  t.equal(displayName({ personaName: null }), 'New User');
  t.equal(displayName({}), 'New User');
  t.equal(displayName(null), 'New User');
  t.equal(displayName(undefined), 'New User');
});

t.test('portraitUrl', async (t) => {
  t.equal(portraitUrl('https://cdn.example/p.png'), 'https://cdn.example/p.png');
  t.equal(portraitUrl(''), DEFAULT_PORTRAIT_URL);
  t.equal(portraitUrl('  '), DEFAULT_PORTRAIT_URL);
  t.equal(portraitUrl(null), DEFAULT_PORTRAIT_URL);
  t.equal(portraitUrl(undefined), DEFAULT_PORTRAIT_URL);
});
