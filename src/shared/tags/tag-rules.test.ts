import t from 'tap';
import fc from 'fast-check';
import {
  MAX_TAGS,
  TAG_MESSAGES,
  addTags,
  isValidTag,
  normaliseTag,
  removeLastTag,
  removeTag,
  splitTagInput,
  tagListProblems,
  tagProblem,
} from './tag-rules.ts';
import { tagSchema, tagsSchema } from './schema.ts';

t.test('examples of what is and is not a tag', async (t) => {
  for (const good of ['art', 'sci-fi', 'neon-city-2077', 'a1b', 'x'.repeat(40), '3d-art'])
    t.equal(tagProblem(good), null, good);
  t.equal(tagProblem('ab'), TAG_MESSAGES.tooShort);
  t.equal(tagProblem('x'.repeat(41)), TAG_MESSAGES.tooLong);
  t.equal(tagProblem('-art'), TAG_MESSAGES.leadingHyphen);
  t.equal(tagProblem('art-'), TAG_MESSAGES.trailingHyphen);
  t.equal(tagProblem('sci--fi'), TAG_MESSAGES.doubleHyphen);
  t.equal(tagProblem('Art'), TAG_MESSAGES.characters, 'uppercase is not a stored tag');
  t.equal(tagProblem('sci_fi'), TAG_MESSAGES.characters);
  t.equal(tagProblem('café'), TAG_MESSAGES.characters);
  t.equal(tagProblem('a b c'), TAG_MESSAGES.characters);
});

t.test('normalising typed text', async (t) => {
  t.equal(normaliseTag('  Sci-Fi '), 'sci-fi');
  t.equal(normaliseTag('#Retro'), 'retro');
  t.equal(normaliseTag('##'), '');
});

t.test('splitting on comma and space keeps the unfinished rest', async (t) => {
  t.same(splitTagInput('art, Music  retro'), { pieces: ['art', 'music'], rest: 'retro' });
  t.same(splitTagInput('art,'), { pieces: ['art'], rest: '' });
  t.same(splitTagInput('ar'), { pieces: [], rest: 'ar' });
  t.same(splitTagInput(',, ,'), { pieces: [], rest: '' });
});

t.test('adding: invalid, duplicate and over the maximum are refused with a reason', async (t) => {
  t.same(addTags([], ['Art', 'music']), { tags: ['art', 'music'], added: ['art', 'music'], error: null });
  t.same(addTags(['art'], ['art']).error, { tag: 'art', message: '"art" is already a tag.' });
  t.same(addTags([], ['x-']).error, { tag: 'x-', message: TAG_MESSAGES.tooShort });
  const full = ['aaa', 'bbb', 'ccc', 'ddd', 'eee'];
  const over = addTags(full, ['fff']);
  t.same(over.tags, full);
  t.equal(over.error?.message, 'You can add at most 5 tags.');
  t.same(addTags(['aaa'], ['bbb', 'ccc'], 2).tags, ['aaa', 'bbb'], 'a custom maximum');
  t.same(addTags(['aaa'], ['', '  ']), { tags: ['aaa'], added: [], error: null }, 'blank pieces are ignored');
});

t.test('removing', async (t) => {
  t.same(removeTag(['aaa', 'bbb'], 'aaa'), ['bbb']);
  t.same(removeLastTag(['aaa', 'bbb']), { tags: ['aaa'], removed: 'bbb' });
  t.same(removeLastTag([]), { tags: [], removed: null });
});

t.test('list problems and the zod schema agree', async (t) => {
  t.same(tagListProblems(['art', 'art']), [{ index: 1, message: '"art" is already a tag.' }]);
  t.same(tagListProblems(['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff']), [
    { index: null, message: 'You can add at most 5 tags.' },
  ]);
  t.same(tagsSchema().parse([' Art ', '#music']), ['art', 'music']);
  const dup = tagsSchema().safeParse(['art', 'ART']);
  t.notOk(dup.success);
  t.equal(dup.error?.issues[0]?.message, '"art" is already a tag.');
  t.same(dup.error?.issues[0]?.path, [1]);
  t.equal(
    tagsSchema().safeParse(['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff']).error?.issues[0]?.message,
    'You can add at most 5 tags.',
  );
  t.equal(tagSchema.safeParse('sci--fi').error?.issues[0]?.message, TAG_MESSAGES.doubleHyphen);
  t.notOk(tagSchema.safeParse(42).success);
});

// ---- properties --------------------------------------------------------------------------------

const tagChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split(''));
/** Mostly near-tags (the interesting region), plus arbitrary text. */
const candidate = fc.oneof(
  fc.string({ unit: tagChar, minLength: 0, maxLength: 45 }),
  fc.string({ maxLength: 45 }),
  fc.string({ unit: fc.constantFrom(...'abcABC-# ,'.split('')), maxLength: 12 }),
);
const validTag = fc.string({ unit: tagChar, minLength: 3, maxLength: 40 }).filter(isValidTag);

t.test('property: normalisation is idempotent', async (t) => {
  // The counterexample fast-check once found: '#'s and spaces mixed before the text.
  t.equal(normaliseTag('# #'), '');
  t.equal(normaliseTag(' # #Art'), 'art');
  fc.assert(fc.property(candidate, (raw) => normaliseTag(normaliseTag(raw)) === normaliseTag(raw)));
  t.pass('idempotent');
});

t.test('property: a tag the rules accept matches the pattern and length, and re-validates', async (t) => {
  fc.assert(
    fc.property(candidate, (raw) => {
      const tag = normaliseTag(raw);
      if (!isValidTag(tag)) return true;
      const parsed = tagSchema.safeParse(tag);
      return (
        /^[a-z0-9]+(-[a-z0-9]+)*$/.test(tag) &&
        tag.length >= 3 &&
        tag.length <= 40 &&
        parsed.success &&
        parsed.data === tag &&
        tagSchema.safeParse(parsed.data).success
      );
    }),
  );
  t.pass('accepted tags re-validate');
});

t.test('property: adding never exceeds the maximum, never duplicates, and keeps only valid tags', async (t) => {
  fc.assert(
    fc.property(
      fc.uniqueArray(validTag, { maxLength: MAX_TAGS }),
      fc.array(candidate, { maxLength: 12 }),
      fc.integer({ min: 1, max: 8 }),
      (start, candidates, max) => {
        const current = start.slice(0, max);
        const { tags, added } = addTags(current, candidates, max);
        return (
          tags.length <= max &&
          new Set(tags).size === tags.length &&
          tags.every(isValidTag) &&
          tags.length === current.length + added.length &&
          tagListProblems(tags, max).length === 0 &&
          tagsSchema(max).safeParse(tags).success
        );
      },
    ),
  );
  t.pass('bounded, unique, valid');
});

t.test('property: whatever the schema accepts, it accepts again unchanged', async (t) => {
  fc.assert(
    fc.property(fc.array(candidate, { maxLength: 7 }), (raw) => {
      const parsed = tagsSchema().safeParse(raw);
      if (!parsed.success) return true;
      const again = tagsSchema().safeParse(parsed.data);
      return (
        again.success && JSON.stringify(again.data) === JSON.stringify(parsed.data) && parsed.data.length <= MAX_TAGS
      );
    }),
  );
  t.pass('schema output is a fixed point');
});

t.test('property: split pieces and the rest hold no separators', async (t) => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'ab, #'.split('')), maxLength: 20 }), (text) => {
      const { pieces, rest } = splitTagInput(text);
      return !/[\s,]/.test(rest) && pieces.every((piece) => piece !== '' && !/[\s,]/.test(piece));
    }),
  );
  t.pass('pieces and rest hold no separators');
});
