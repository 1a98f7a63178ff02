import t from 'tap';
import { backoffDelayMs, liveFailures, tryAgainIn, waitMs, type BackoffRule } from './policy.ts';

const rule: BackoffRule = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 10_000, forgetAfterMs: 60_000 };
const at = (ms: number) => new Date(1_000_000 + ms);

t.test('free failures, then a doubling wait up to the ceiling', async (t) => {
  t.same(
    [0, 1, 2, 3, 4, 5, 6, 7, 100, 5000].map((failures) => backoffDelayMs(rule, failures)),
    [0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000],
  );
});

t.test('the wait counts from the last failure, and quiet keys forget', async (t) => {
  const counter = { failures: 4, lastFailureAt: at(0) };
  t.equal(waitMs(rule, counter, at(500)), 1500);
  t.equal(waitMs(rule, counter, at(2000)), 0, 'the wait is over');
  t.equal(waitMs(rule, { failures: 2, lastFailureAt: at(0) }, at(0)), 0, 'free failures never wait');
  t.equal(liveFailures(rule, counter, at(59_999)), 4);
  t.equal(liveFailures(rule, counter, at(60_000)), 0, 'forgotten after a quiet minute');
  t.equal(waitMs(rule, { failures: 0, lastFailureAt: null }, at(0)), 0);
});

t.test('the words a person reads', async (t) => {
  t.equal(tryAgainIn(1), 'Try again in 1 second.');
  t.equal(tryAgainIn(40_000), 'Try again in 40 seconds.');
  t.equal(tryAgainIn(60_000), 'Try again in 1 minute.');
  t.equal(tryAgainIn(14 * 60_000 + 1), 'Try again in 15 minutes.');
});
