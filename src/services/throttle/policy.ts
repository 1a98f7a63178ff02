// Guessing limits as backoff, not lockout: each key (an address, an account, an account at an address, a
// persona) may fail a few times freely; after that every further attempt waits for a delay that doubles
// with each failure, up to a ceiling, counted from the key's last failure. A key forgets its failures
// once it has been quiet for a while. Pure: the counters live in Postgres (store.ts), the decisions here.

export interface BackoffRule {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  /** The longest wait: the key slows down to one attempt per this, and is never locked for longer. */
  maxDelayMs: number;
  /** Failures are forgotten when the key's last failure is older than this. */
  forgetAfterMs: number;
}

export interface Counter {
  failures: number;
  lastFailureAt: Date | null;
}

/** The wait a key has earned with `failures` failures (0 while they are free). */
export function backoffDelayMs(rule: BackoffRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // 2^doublings overflows to Infinity long after the ceiling: min() keeps it exact.
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(doublings, 52));
}

/** The failures that still count at `now` (0 once the key has been quiet for forgetAfterMs). */
export function liveFailures(rule: BackoffRule, counter: Counter, now: Date): number {
  if (counter.lastFailureAt === null) return 0;
  return now.getTime() - counter.lastFailureAt.getTime() >= rule.forgetAfterMs ? 0 : counter.failures;
}

/** How long the key must still wait at `now` before its next attempt (0: it may try now). */
export function waitMs(rule: BackoffRule, counter: Counter, now: Date): number {
  const failures = liveFailures(rule, counter, now);
  if (failures === 0 || counter.lastFailureAt === null) return 0;
  const until = counter.lastFailureAt.getTime() + backoffDelayMs(rule, failures);
  return Math.max(0, until - now.getTime());
}

/** Whole seconds for Retry-After (at least 1 while waiting). */
export const retryAfterSeconds = (ms: number): number => (ms <= 0 ? 0 : Math.max(1, Math.ceil(ms / 1000)));

/** "Try again in 40 seconds." / "Try again in 3 minutes." */
export function tryAgainIn(ms: number): string {
  const seconds = retryAfterSeconds(ms);
  if (seconds < 60) return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
