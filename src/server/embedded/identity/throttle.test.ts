import t from 'tap';
import { LoginThrottle } from './throttle.ts';

t.test('refuses after max failures until the window ends', async (t) => {
  let now = 1_000_000;
  const throttle = new LoginThrottle({ max: 3, windowMs: 60_000, now: () => now });
  const key = LoginThrottle.key('10.0.0.1', ' Nova@Lumen.test ');
  t.equal(key, LoginThrottle.key('10.0.0.1', 'nova@lumen.test'), 'emails are normalised');
  for (let i = 0; i < 3; i += 1) {
    t.equal(throttle.retryAfterSeconds(key), 0);
    throttle.recordFailure(key);
  }
  t.equal(throttle.retryAfterSeconds(key), 60);
  t.equal(throttle.retryAfterSeconds(LoginThrottle.key('10.0.0.2', 'nova@lumen.test')), 0, 'other clients unaffected');
  now += 30_500;
  t.equal(throttle.retryAfterSeconds(key), 30);
  now += 30_000;
  t.equal(throttle.retryAfterSeconds(key), 0, 'the window ended');
  t.equal(throttle.size, 0, 'expired windows are dropped');
});

t.test('success clears the failures', async (t) => {
  const throttle = new LoginThrottle({ max: 2 });
  throttle.recordFailure('k');
  throttle.recordSuccess('k');
  throttle.recordFailure('k');
  t.equal(throttle.retryAfterSeconds('k'), 0);
});

t.test('memory is bounded', async (t) => {
  const throttle = new LoginThrottle({ max: 1, maxKeys: 3 });
  for (const key of ['a', 'b', 'c', 'd']) throttle.recordFailure(key);
  t.equal(throttle.size, 3);
  t.equal(throttle.retryAfterSeconds('a'), 0, 'the oldest was dropped');
  t.ok(throttle.retryAfterSeconds('d') > 0);
});
