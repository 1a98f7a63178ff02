// State the web tier shares between its instances: Redis (REDIS_URL) when set, else an in-process map
// with the same interface, so one process works as before and N processes behind a load balancer agree
// (rate-limit counters, ended sessions, the one refresh per session). Values are strings with a TTL;
// nothing here is meant to outlive a restart of Redis (see ARCHITECTURE.md, decision on shared state).
import { Redis } from 'ioredis';

export interface SharedStore {
  /** 'redis' when shared with other instances, 'memory' when this process is alone. */
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  /** Sets the value for ttlMs milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the value only when the key is absent (Redis SET NX PX): true when this caller set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The Redis connection (keys already prefixed) for libraries that take one; undefined in memory. */
  readonly redis: Redis | undefined;
  close(): Promise<void>;
}

export interface SharedStoreOptions {
  /** redis:// or rediss:// URL; unset: in-process. */
  redisUrl?: string | undefined;
  /** Prepended to every key (several deployments or test runs on one Redis). */
  keyPrefix?: string | undefined;
}

export const DEFAULT_KEY_PREFIX = 'lumen:';

export function createSharedStore(options: SharedStoreOptions = {}): SharedStore {
  return options.redisUrl ? redisStore(options.redisUrl, options.keyPrefix ?? DEFAULT_KEY_PREFIX) : memoryStore();
}

function redisStore(url: string, keyPrefix: string): SharedStore {
  // Fail a command quickly rather than queue it for ever while Redis is away: callers degrade per request.
  const redis = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 2,
    commandTimeout: 2000,
    enableAutoPipelining: true,
  });
  redis.on('error', () => undefined); // reported through the failing commands; ioredis reconnects by itself
  return {
    kind: 'redis',
    redis,
    get: (key) => redis.get(key),
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
    },
    async delete(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function memoryStore(): SharedStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries that nobody reads again are dropped once a minute.
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  }, 60_000);
  sweeper.unref();
  return {
    kind: 'memory',
    redis: undefined,
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(sweeper);
      entries.clear();
    },
  };
}

/**
 * @fastify/rate-limit options that count in the shared store: one Redis namespace per limited scope (the
 * counters of two scopes never add up); nothing with the in-process store (the plugin's own counts it).
 * A Redis outage lets requests through rather than failing them.
 */
export function rateLimitStoreOptions(
  store: SharedStore,
  scope: string,
): { redis?: Redis; nameSpace?: string; skipOnError?: boolean } {
  return store.redis ? { redis: store.redis, nameSpace: `rate-limit:${scope}:`, skipOnError: true } : {};
}
