// TRUST_PROXY decides whose X-Forwarded-For counts. A client that rotates the header must not change
// its rate-limit identity: with a hop count only the last hop's entry counts, with a list of proxies only
// those proxies are believed. (The limiter's counters are what an attacker would try to dodge.)
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { buildApp, type WebConfig } from '../app.ts';
import { testWebConfig } from '../testing/test-stack.ts';

// No upstream is needed: an unknown procedure is answered by the tRPC scope itself, after its limiter.
const NO_UPSTREAM = { v1: 'http://127.0.0.1:9/v1', v2: 'http://127.0.0.1:9/v2' };
const LIMITED = '/trpc/no.such.procedure';

async function appWith(trustProxy: WebConfig['trustProxy']): Promise<FastifyInstance> {
  const app = await buildApp(testWebConfig(NO_UPSTREAM, { trustProxy }));
  t.teardown(() => app.close());
  return app;
}

/** What the limiter has left for the identity this request is counted under. */
async function remaining(app: FastifyInstance, remoteAddress: string, forwardedFor?: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: LIMITED,
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return Number(response.headers['x-ratelimit-remaining']);
}

const rotating = (index: number) => `203.0.113.${index + 1}`;

t.test('TRUST_PROXY=1: only the entry the load balancer added counts', async (t) => {
  const app = await appWith(1);
  const counts: number[] = [];
  for (let index = 0; index < 5; index += 1)
    counts.push(await remaining(app, '10.0.0.2', `${rotating(index)}, 198.51.100.7`));
  t.same(counts, [599, 598, 597, 596, 595], 'a rotated left part of the header does not reset the count');
  t.equal(
    await remaining(app, '10.0.0.2', '198.51.100.8'),
    599,
    'another client behind the balancer has its own count',
  );
  t.equal(
    await remaining(app, '10.0.0.3', '198.51.100.7'),
    594,
    'the same client through another balancer node is the same identity',
  );
});

t.test('TRUST_PROXY as a list: only those proxies are believed', async (t) => {
  const app = await appWith(['10.0.0.0/8']);
  const counts: number[] = [];
  for (let index = 0; index < 3; index += 1)
    counts.push(await remaining(app, '10.0.0.2', `${rotating(index)}, 198.51.100.9, 10.1.2.3`));
  t.same(counts, [599, 598, 597], 'behind two trusted proxies, the first untrusted address is the client');
  const direct: number[] = [];
  for (let index = 0; index < 3; index += 1) direct.push(await remaining(app, '192.0.2.50', rotating(index)));
  t.same(
    direct,
    [599, 598, 597],
    'a client not behind a listed proxy is counted by its own address whatever it claims',
  );
  t.equal(await remaining(app, '192.0.2.50', '198.51.100.9'), 596, 'and cannot spend another client’s allowance');
});

t.test('TRUST_PROXY off: the header is ignored', async (t) => {
  const app = await appWith(false);
  t.equal(await remaining(app, '192.0.2.60', rotating(0)), 599);
  t.equal(await remaining(app, '192.0.2.60', rotating(1)), 598);
});
