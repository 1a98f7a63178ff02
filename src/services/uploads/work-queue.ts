// A small queue in front of CPU-heavy work (making picture variants): at most `concurrency` tasks run at
// once, at most `maxWaiting` wait their turn, and anything beyond is refused at once with QueueFullError
// (the route answers 503 with Retry-After), so a burst of uploads never piles up work that makes
// sign-ins time out. sharp runs on libuv's thread pool, so a running task does not block the event loop.
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export interface WorkQueueOptions {
  /** Tasks running at once (default 1). */
  concurrency?: number | undefined;
  /** Tasks allowed to wait (default 8). */
  maxWaiting?: number | undefined;
}

export class WorkQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  private running = 0;
  private highest = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(options: WorkQueueOptions = {}) {
    this.concurrency = options.concurrency ?? 1;
    this.maxWaiting = options.maxWaiting ?? 8;
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1)
      throw new Error('concurrency must be a whole number ≥ 1');
    if (!Number.isInteger(this.maxWaiting) || this.maxWaiting < 0)
      throw new Error('maxWaiting must be a whole number ≥ 0');
  }

  /** Tasks running now, waiting now, and the most that ever ran at once (observable in tests and logs). */
  get stats(): { running: number; waiting: number; mostRunning: number } {
    return { running: this.running, waiting: this.waiting.length, mostRunning: this.highest };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError('too much work is waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    this.highest = Math.max(this.highest, this.running);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // A waiting task takes over this slot; otherwise the slot is freed.
      if (next) next();
      else this.running -= 1;
    }
  }
}
