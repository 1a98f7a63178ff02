// A bounded map whose entries lapse at their own expiry. Used to remember the outcome of costly checks
// of a credential the same caller presents again and again (a sealed session cookie, an access token):
// only the expiry needs checking again. When full, the oldest entry goes first.
export class ExpiringMap<Value> {
  readonly #entries = new Map<string, { value: Value; expiresAt: number }>();

  constructor(
    readonly capacity: number,
    /** Milliseconds since the epoch (tests pass their own clock). */
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error('An ExpiringMap holds at least one entry.');
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value, or undefined when unknown or expired (an expired entry is dropped). */
  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps `value` until `expiresAt` (ms since the epoch); an entry already expired is not kept. */
  set(key: string, value: Value, expiresAt: number): void {
    if (expiresAt <= this.now()) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt });
  }
}
