// Guessing backoff as the services that count guesses use it (docs/decisions/0029-guessing-limits-are-backoff.md).
export { retryAfterSeconds, tryAgainIn, waitMs, type BackoffRule } from './policy.ts';
export { admitAttempt, forgiveAttempt, resetKey, type Admission, type KeyState, type ThrottleKey } from './store.ts';
