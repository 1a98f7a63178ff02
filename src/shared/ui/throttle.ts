// A throttle with a leading and a trailing call: the first call runs at once, calls during the interval
// are folded into one trailing call with the latest arguments. The trailing call matters for resize
// handling: the last size of a drag must always be seen (docs/product.md §11 resize handler throttle 50 ms).

export interface ThrottleClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending trailing call (use when the listener is removed). */
  cancel(): void;
}

export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  ms: number,
  clock: ThrottleClock = realClock,
): Throttled<Args> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  let pendingArgs: Args | null = null;

  const run = (args: Args): void => {
    lastRun = clock.now();
    fn(...args);
  };

  const throttled = (...args: Args): void => {
    const elapsed = clock.now() - lastRun;
    if (elapsed >= ms && timer === null) {
      run(args);
      return;
    }
    pendingArgs = args;
    if (timer !== null) return;
    timer = clock.setTimeout(
      () => {
        timer = null;
        const next = pendingArgs;
        pendingArgs = null;
        if (next !== null) run(next);
      },
      Math.max(0, ms - elapsed),
    );
  };

  throttled.cancel = (): void => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pendingArgs = null;
  };

  return throttled;
}
