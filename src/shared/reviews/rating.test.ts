import t from 'tap';
import {
  DEFAULT_RATING,
  REVIEW_TEXT_MAX_LENGTH,
  clampRating,
  halfSteps,
  isValidRating,
  normaliseReviewText,
  ratingForKey,
  ratingFromPointer,
  ratingValueText,
  ratingWords,
  validateReviewForm,
} from './rating.ts';

t.test('valid ratings are half steps from 0.5 to 5', async (t) => {
  t.equal(DEFAULT_RATING, 5, 'default 5 stars');
  for (const ok of [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]) t.ok(isValidRating(ok), String(ok));
  for (const bad of [0, -0.5, 5.5, 3.3, 4.25, Number.NaN, Infinity, '3', null, undefined])
    t.notOk(isValidRating(bad), String(bad));
});

t.test('clamping rounds to the nearest half star within the scale', async (t) => {
  t.equal(clampRating(3.3), 3.5);
  t.equal(clampRating(3.2), 3);
  t.equal(clampRating(0), 0.5);
  t.equal(clampRating(-4), 0.5);
  t.equal(clampRating(9), 5);
  t.equal(clampRating(Number.NaN), 5);
  t.equal(halfSteps(3.5), 7);
  t.equal(halfSteps(0.5), 1);
  t.equal(halfSteps(5), 10);
});

t.test('labels', async (t) => {
  t.equal(ratingValueText(3.5), 'Rated 3.5 out of 5');
  t.equal(ratingValueText(5), 'Rated 5 out of 5');
  t.equal(ratingWords(1), '1 star');
  t.equal(ratingWords(4.5), '4.5 stars');
});

t.test('keyboard: arrows by half a star, pages by one, Home/End', async (t) => {
  t.equal(ratingForKey(5, 'ArrowLeft'), 4.5);
  t.equal(ratingForKey(5, 'ArrowDown'), 4.5);
  t.equal(ratingForKey(4.5, 'ArrowRight'), 5);
  t.equal(ratingForKey(5, 'ArrowUp'), 5, 'stays at the top');
  t.equal(ratingForKey(0.5, 'ArrowLeft'), 0.5, 'stays at the bottom');
  t.equal(ratingForKey(3, 'PageUp'), 4);
  t.equal(ratingForKey(1, 'PageDown'), 0.5);
  t.equal(ratingForKey(3, 'Home'), 0.5);
  t.equal(ratingForKey(3, 'End'), 5);
  t.equal(ratingForKey(3, 'Tab'), null);
});

t.test('pointer: left half of a star is half a star', async (t) => {
  t.equal(ratingFromPointer(0, 0.2), 0.5);
  t.equal(ratingFromPointer(0, 0.8), 1);
  t.equal(ratingFromPointer(3, 0.5), 3.5);
  t.equal(ratingFromPointer(4, 1), 5);
});

t.test('text: trimmed, blank is null, at most 2000', async (t) => {
  t.equal(normaliseReviewText('  nice  '), 'nice');
  t.equal(normaliseReviewText('   '), null);
  t.equal(normaliseReviewText(null), null);
  t.equal(normaliseReviewText(undefined), null);
  t.same(validateReviewForm({ rating: 3.5, review: ' ok ' }), { ok: true, rating: 3.5, review: 'ok' });
  t.same(validateReviewForm({ rating: 4, review: '' }), { ok: true, rating: 4, review: null });
  t.match(validateReviewForm({ rating: 3.3, review: null }), { ok: false, field: 'rating' });
  t.match(validateReviewForm({ rating: 4, review: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }), {
    ok: false,
    field: 'review',
  });
  t.match(
    validateReviewForm({ rating: 4, review: ` ${'x'.repeat(REVIEW_TEXT_MAX_LENGTH)} ` }),
    { ok: true },
    'counted after trimming',
  );
});
