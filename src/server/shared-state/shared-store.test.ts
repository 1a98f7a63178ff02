// The shared store behaves the same in Redis and in process, the rate limits count across instances
// when they share Redis, and an unreachable Redis degrades requests instead of failing them.
import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../app.ts';
import { testWebConfig } from '../testing/test-stack.ts';
import { testRedis } from '../testing/test-redis.ts';
import { testSessionSealer } from '../testing/sign-in.ts';
import { SESSION_COOKIE } from '../session/session-plugin.ts';
import { createSharedStore, type SharedStore } from './shared-store.ts';

const redis = testRedis();
t.teardown(() => redis.cleanup());

const kinds: Array<[string, () => SharedStore]> = [
  ['memory', () => createSharedStore()],
  ['redis', () => createSharedStore({ redisUrl: redis.url, keyPrefix: redis.keyPrefix })],
];

for (const [kind, open] of kinds) {
  t.test(`${kind}: values, expiry, set-if-absent, delete`, async (t) => {
    const store = open();
    t.teardown(() => store.close());
    t.equal(store.kind, kind);
    t.equal(await store.get('absent'), null);
    await store.set('a', 'one', 60_000);
    t.equal(await store.get('a'), 'one');
    t.equal(await store.setIfAbsent('a', 'two', 60_000), false, 'a present key is kept');
    t.equal(await store.get('a'), 'one');
    t.equal(await store.setIfAbsent('b', 'first', 60_000), true);
    t.equal(await store.setIfAbsent('b', 'second', 60_000), false);
    await store.delete('b');
    t.equal(await store.setIfAbsent('b', 'third', 60_000), true, 'free again once deleted');
    await store.set('short', 'x', 30);
    await sleep(80);
    t.equal(await store.get('short'), null, 'gone after its TTL');
    t.equal(await store.setIfAbsent('short', 'y', 60_000), true, 'and can be taken again');
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => store.setIfAbsent('lock', String(index), 60_000)),
    );
    t.equal(racers.filter(Boolean).length, 1, 'one of twenty concurrent callers takes a lock');
  });
}

t.test('two instances sharing Redis count one rate limit', async (t) => {
  const config = testWebConfig(
    { v1: 'http://127.0.0.1:9/v1', v2: 'http://127.0.0.1:9/v2' },
    { redisUrl: redis.url, redisKeyPrefix: redis.keyPrefix },
  );
  const a = await buildApp(config);
  const b = await buildApp(config);
  t.teardown(async () => {
    await a.close();
    await b.close();
  });
  t.equal(a.sharedStore.kind, 'redis');
  const hit = async (app: typeof a) =>
    Number(
      (await app.inject({ method: 'GET', url: '/trpc/no.such.procedure', remoteAddress: '192.0.2.10' })).headers[
        'x-ratelimit-remaining'
      ],
    );
  const counts = [await hit(a), await hit(b), await hit(a), await hit(b)];
  t.same(counts, [599, 598, 597, 596], 'x-ratelimit-remaining counts across instances');
  t.equal(
    Number(
      (await a.inject({ method: 'GET', url: '/trpc/no.such.procedure', remoteAddress: '192.0.2.11' })).headers[
        'x-ratelimit-remaining'
      ],
    ),
    599,
    'per client address',
  );
});

t.test('Redis unreachable: requests are still answered, sessions are not ended', async (t) => {
  const app = await buildApp(
    testWebConfig(
      { v1: 'http://127.0.0.1:9/v1', v2: 'http://127.0.0.1:9/v2' },
      { redisUrl: 'redis://127.0.0.1:9', redisKeyPrefix: redis.keyPrefix },
    ),
  );
  t.teardown(() => app.close());
  const limited = await app.inject({ method: 'GET', url: '/trpc/no.such.procedure' });
  t.equal(limited.statusCode, 404, 'the rate limiter lets the request through');
  const now = Math.floor(Date.now() / 1000);
  const sealed = await testSessionSealer.seal(
    {
      v: 1,
      sid: 'a-session-id-of-enough-length',
      sub: 'account-1',
      email: 'kai@lumen.test',
      persona: null,
      avatarImageUrl: null,
      accessToken: 'not-used-here',
      accessTokenExpiresAt: now + 600,
      refreshToken: null,
      signedInAt: now,
      balance: null,
    },
    600,
  );
  const user = await app.inject({ method: 'GET', url: '/api/user', cookies: { [SESSION_COOKIE]: sealed } });
  t.equal(user.statusCode, 404, 'nobody can tell whether it was signed out elsewhere: anonymous for this request');
  t.same([user.headers['set-cookie'] ?? []].flat(), [], 'but the cookie is kept for when Redis is back');
});
