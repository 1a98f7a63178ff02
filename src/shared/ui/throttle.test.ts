import t from 'tap';
import { throttle, type ThrottleClock } from './throttle.ts';

/** A manual clock: timers fire only when the test advances time. */
function fakeClock(): ThrottleClock & { advance(ms: number): void; pending(): number } {
  let now = 1_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId;
      nextId += 1;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, x]) => x.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

t.test('the first call runs at once', async (t) => {
  const clock = fakeClock();
  const calls: number[] = [];
  const f = throttle((n: number) => calls.push(n), 50, clock);
  f(1);
  t.same(calls, [1]);
});

t.test('calls within the interval fold into one trailing call with the latest arguments', async (t) => {
  const clock = fakeClock();
  const calls: number[] = [];
  const f = throttle((n: number) => calls.push(n), 50, clock);
  f(1);
  clock.advance(10);
  f(2);
  clock.advance(10);
  f(3);
  t.same(calls, [1], 'nothing more yet');
  clock.advance(29);
  t.same(calls, [1], 'still inside the interval');
  clock.advance(1);
  t.same(calls, [1, 3], 'trailing call at 50 ms with the latest args');
  t.equal(clock.pending(), 0);
});

t.test('at most one call per interval under a steady stream', async (t) => {
  const clock = fakeClock();
  let count = 0;
  const f = throttle(
    () => {
      count += 1;
    },
    50,
    clock,
  );
  for (let i = 0; i < 100; i += 1) {
    f();
    clock.advance(5);
  }
  clock.advance(100);
  // 500 ms of calls: a leading call plus one per 50 ms window.
  t.ok(count >= 10 && count <= 11, `called ${count} times`);
});

t.test('after a quiet interval the next call is immediate again', async (t) => {
  const clock = fakeClock();
  const calls: string[] = [];
  const f = throttle((s: string) => calls.push(s), 50, clock);
  f('a');
  clock.advance(200);
  f('b');
  t.same(calls, ['a', 'b']);
});

t.test('cancel drops a pending trailing call', async (t) => {
  const clock = fakeClock();
  const calls: number[] = [];
  const f = throttle((n: number) => calls.push(n), 50, clock);
  f(1);
  f(2);
  f.cancel();
  clock.advance(100);
  t.same(calls, [1]);
  t.equal(clock.pending(), 0);
  f(3);
  t.same(calls, [1, 3], 'usable after cancel');
});

t.test('works with the real clock', async (t) => {
  const calls: number[] = [];
  const f = throttle((n: number) => calls.push(n), 20);
  f(1);
  f(2);
  await new Promise((resolve) => setTimeout(resolve, 60));
  t.same(calls, [1, 2]);
});
