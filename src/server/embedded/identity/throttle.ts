// Failed sign-in attempts per key (client address + email), in a fixed window: after `max` failures the
// key is refused until its window ends, without spending a password hash. Slows down password guessing
// and bounds the CPU an attacker can make us burn on scrypt. In-process: each instance counts on its
// own (a shared store, e.g. Redis, would be needed for an exact limit across instances).
export interface LoginThrottleOptions {
  /** Failures allowed per window (default 10). */
  max?: number;
  /** Window length in ms (default 15 minutes). */
  windowMs?: number;
  /** Keys tracked at most; the oldest windows are dropped beyond it (default 10 000). */
  maxKeys?: number;
  now?: () => number;
}

interface Window {
  failures: number;
  resetAt: number;
}

export class LoginThrottle {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  readonly #windows = new Map<string, Window>();

  constructor(options: LoginThrottleOptions = {}) {
    this.#max = options.max ?? 10;
    this.#windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.#maxKeys = options.maxKeys ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  static key(address: string, email: string): string {
    return `${address}\u0000${email.trim().toLowerCase()}`;
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= this.#now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const window = this.#current(key);
    if (!window || window.failures < this.#max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.#now()) / 1000));
  }

  recordFailure(key: string): void {
    const window = this.#current(key);
    if (window) {
      window.failures += 1;
      return;
    }
    if (this.#windows.size >= this.#maxKeys) {
      // Maps iterate in insertion order: the first entries are the oldest windows.
      const drop = this.#windows.size - this.#maxKeys + 1;
      let dropped = 0;
      for (const oldest of this.#windows.keys()) {
        if (dropped >= drop) break;
        this.#windows.delete(oldest);
        dropped += 1;
      }
    }
    this.#windows.set(key, { failures: 1, resetAt: this.#now() + this.#windowMs });
  }

  recordSuccess(key: string): void {
    this.#windows.delete(key);
  }

  get size(): number {
    return this.#windows.size;
  }
}
