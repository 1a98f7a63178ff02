// The rating rules (docs/product.md §24): the window after an event's end, who may rate in which order, and the
// average to one decimal.
import t from 'tap';
import { averageStars, formatAverage, ratingEligibility, ratingWindow, ratingWindowEnd } from './rules.ts';
import { RATING_WINDOW_DAYS } from './limits.ts';

const DAY = 24 * 60 * 60 * 1000;
const end = new Date('2026-03-10T20:00:00Z');
const at = (ms: number) => new Date(end.getTime() + ms);

t.test('the window opens at the end and stays open for the set number of days', async (t) => {
  t.equal(RATING_WINDOW_DAYS, 30);
  t.equal(ratingWindow(end, at(-1)), 'not-ended', 'a millisecond before the end');
  t.equal(ratingWindow(end, end), 'open', 'at the end');
  t.equal(ratingWindow(end, at(29 * DAY)), 'open');
  t.equal(ratingWindow(end, at(30 * DAY - 1)), 'open', 'the last moment');
  t.equal(ratingWindow(end, at(30 * DAY)), 'closed', '30 days after the end');
  t.same(ratingWindowEnd(end), new Date('2026-04-09T20:00:00Z'));
});

t.test('who may rate, in order: cancelled, the host, the window, attendance', async (t) => {
  const base = { cancelled: false, isHost: false, attended: true, endsAt: end, now: at(DAY) };
  t.equal(ratingEligibility(base), 'allowed');
  t.equal(ratingEligibility({ ...base, attended: false }), 'not-attendee');
  t.equal(ratingEligibility({ ...base, isHost: true }), 'host');
  t.equal(ratingEligibility({ ...base, cancelled: true, isHost: true }), 'cancelled');
  t.equal(ratingEligibility({ ...base, now: at(-DAY) }), 'not-ended');
  t.equal(ratingEligibility({ ...base, now: at(31 * DAY), attended: false }), 'closed');
});

t.test('the average has one decimal, halves rounded up, none without ratings', async (t) => {
  t.equal(averageStars(0, 0), null);
  t.equal(averageStars(5, 1), 5);
  t.equal(averageStars(9, 2), 4.5);
  t.equal(averageStars(17, 4), 4.3, '4.25 rounds up');
  t.equal(averageStars(13, 3), 4.3, '4.333…');
  t.equal(averageStars(14, 3), 4.7, '4.666…');
  t.equal(averageStars(3, 8), 0.4, '0.375');
  t.equal(averageStars(21, 20), 1.1, '1.05 rounds up');
  t.equal(averageStars(-1, 2), null);
  t.equal(averageStars(1.5, 2), null);
  for (let count = 1; count <= 40; count++) {
    for (let sum = count; sum <= count * 5; sum++) {
      const exact = sum / count;
      const got = averageStars(sum, count) ?? Number.NaN;
      if (Math.abs(got - exact) > 0.05 + 1e-9) t.fail(`${sum}/${count} gave ${got}`);
    }
  }
  t.equal(formatAverage(4), '4.0');
  t.equal(formatAverage(4.3), '4.3');
});
