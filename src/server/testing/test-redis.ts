// The local Redis for tests that share state between instances: a key prefix of this run's own, so
// parallel runs never meet, and every key under it deleted at the end.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestRedis {
  url: string;
  keyPrefix: string;
  /** Deletes every key under the prefix. */
  cleanup(): Promise<void>;
}

export function testRedis(): TestRedis {
  const keyPrefix = `lumen-test:${randomUUID()}:`;
  return {
    url: TEST_REDIS_URL,
    keyPrefix,
    async cleanup() {
      const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 2 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
