import t, { type Test } from 'tap';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { proxyRoute } from './proxy-route.ts';
import { closedPort, sendJson, startTestServer, type TestServer } from './test-server.ts';
import { createUpstreamPool, type UpstreamPool } from './upstream-client.ts';
import type { SessionUser } from '../trpc/context.ts';

async function setup(
  t: Test,
  timeoutMs = 5000,
): Promise<{ server: TestServer; pool: UpstreamPool; app: FastifyInstance }> {
  const server = await startTestServer((_request, response) =>
    sendJson(response, 200, { data: [] }, { 'content-type': 'application/vnd.api+json', 'set-cookie': 'upstream=1' }),
  );
  const pool = createUpstreamPool({ baseUrls: { v1: `${server.origin}/v1`, v2: `${server.origin}/v2` }, timeoutMs });
  const app = Fastify({ logger: false });
  await app.register(proxyRoute, { pool });
  t.teardown(async () => {
    await app.close();
    await pool.close();
    await server.close();
  });
  return { server, pool, app };
}

const proxyPath = (target: string) => `/api/proxy?url=${encodeURIComponent(target)}`;

t.test('an allowed target is proxied: status, content type and body pass through', async (t) => {
  const { server, app } = await setup(t);
  const target = `${server.origin}/v2/experiences?q=sky%20garden&filter%5Bid%5D=1`;
  const response = await app.inject({
    method: 'GET',
    url: proxyPath(target),
    headers: {
      accept: 'application/vnd.api+json',
      cookie: 'session=secret',
      authorization: 'Bearer stolen',
      'x-forwarded-for': '1.2.3.4',
    },
  });
  t.equal(response.statusCode, 200);
  t.equal(response.headers['content-type'], 'application/vnd.api+json');
  t.same(response.json(), { data: [] });
  t.equal(response.headers['set-cookie'], undefined, "the upstream's cookies are not passed on");

  const forwarded = server.requests[0];
  t.equal(forwarded?.url, '/v2/experiences?q=sky%20garden&filter%5Bid%5D=1');
  t.equal(forwarded?.headers.accept, 'application/vnd.api+json');
  t.equal(forwarded?.headers.cookie, undefined, "never the caller's cookies");
  t.equal(forwarded?.headers.authorization, undefined, "nor the caller's credentials");
  t.equal(forwarded?.headers['x-forwarded-for'], undefined);
});

t.test('upstream error statuses pass through', async (t) => {
  const { server, app } = await setup(t);
  server.handle((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('nope');
  });
  const response = await app.inject({ method: 'GET', url: proxyPath(`${server.origin}/v1/missing`) });
  t.equal(response.statusCode, 404);
  t.match(response.headers['content-type'], /^text\/plain/);
  t.equal(response.body, 'nope');
});

t.test('redirects are passed on as a status, never followed', async (t) => {
  const { server, app } = await setup(t);
  server.handle((_request, response) => {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    response.end();
  });
  const response = await app.inject({ method: 'GET', url: proxyPath(`${server.origin}/v1/redirect`) });
  t.equal(response.statusCode, 302);
  t.equal(response.headers.location, undefined, 'no Location for the browser to follow either');
  t.equal(server.requests.length, 1);
});

t.test('disallowed targets are refused with 400', async (t) => {
  const { server, app } = await setup(t);
  for (const target of [
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:22/',
    'file:///etc/passwd',
    `${server.origin}/healthz`,
    `${server.origin}/v1/../admin`,
    `http://127.0.0.1:${server.port}@evil.example/v1/x`,
    `http://127.0.0.1:${server.port + 1}/v1/x`,
  ]) {
    const response = await app.inject({ method: 'GET', url: proxyPath(target) });
    t.equal(response.statusCode, 400, target);
    t.same(response.json(), { error: 'Proxy target not allowed' });
  }
  for (const url of [
    '/api/proxy',
    '/api/proxy?url=',
    `/api/proxy?url=${encodeURIComponent(`${server.origin}/v1/x`)}&url=x`,
  ]) {
    const response = await app.inject({ method: 'GET', url });
    t.equal(response.statusCode, 400, url);
    t.same(response.json(), { error: 'Proxy target not allowed' });
  }
  t.equal(server.requests.length, 0, 'nothing refused reached the upstream');
  t.equal((await app.inject({ method: 'POST', url: proxyPath(`${server.origin}/v1/x`) })).statusCode, 404, 'GET only');
});

t.test('a slow upstream is a 504, an unreachable one a 502', async (t) => {
  const { server, app } = await setup(t, 150);
  server.handle(() => {
    // never answers
  });
  const slow = await app.inject({ method: 'GET', url: proxyPath(`${server.origin}/v1/slow`) });
  t.equal(slow.statusCode, 504);

  const down = Fastify({ logger: false });
  const port = await closedPort();
  const pool = createUpstreamPool({
    baseUrls: { v1: `http://127.0.0.1:${port}/v1`, v2: `http://127.0.0.1:${port}/v2` },
  });
  await down.register(proxyRoute, { pool });
  t.teardown(async () => {
    await down.close();
    await pool.close();
  });
  const refused = await down.inject({ method: 'GET', url: proxyPath(`http://127.0.0.1:${port}/v1/x`) });
  t.equal(refused.statusCode, 502);
});

t.test('end to end: a client in proxy mode reads through the route', async (t) => {
  const { server, app } = await setup(t);
  server.handle((_request, response) =>
    sendJson(
      response,
      200,
      { data: { type: 'experiences', id: 'e1', attributes: { name: 'Sky' } } },
      { 'content-type': 'application/vnd.api+json' },
    ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const proxied = createUpstreamPool({
    baseUrls: { v1: `${server.origin}/v1`, v2: `${server.origin}/v2` },
    proxy: { url: `http://127.0.0.1:${port}/api/proxy` },
  });
  t.teardown(() => proxied.close());
  const result = await proxied.client({ chainId: 'e2e' }).getResource('/experiences/nova/sky', {
    version: 'v2',
    mediaType: 'jsonapi',
    schema: z.object({ id: z.string(), name: z.string() }),
  });
  t.same(result.data, { id: 'e1', name: 'Sky' });
  t.equal(server.requests[0]?.url, '/v2/experiences/nova/sky');
  t.equal(server.requests[0]?.headers.accept, 'application/vnd.api+json');
});

t.test('bodies above the limit are not passed through', async (t) => {
  const server = await startTestServer((_request, response) => sendJson(response, 200, { big: 'x'.repeat(5000) }));
  const pool = createUpstreamPool({ baseUrls: { v1: `${server.origin}/v1`, v2: `${server.origin}/v2` } });
  const app = Fastify({ logger: false });
  await app.register(proxyRoute, { pool, maxBodyBytes: 1024 });
  t.teardown(async () => {
    await app.close();
    await pool.close();
    await server.close();
  });
  const declared = await app.inject({ method: 'GET', url: proxyPath(`${server.origin}/v1/big`) });
  t.equal(declared.statusCode, 502, 'declared length too large');
  server.handle((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ big: 'x'.repeat(5000) }));
  });
  const chunked = await app.inject({ method: 'GET', url: proxyPath(`${server.origin}/v1/big`) });
  t.equal(chunked.statusCode, 502, 'undeclared length too large');
});

const kai: SessionUser = {
  subject: 'acct-kai',
  email: 'kai@example.test',
  personaId: 'p-kai',
  personaHandle: 'kai',
  personaName: 'Kai',
  accessToken: 'kai-access-token',
};

async function signedInSetup(t: Test, extra: { allowedBaseUrls?: readonly string[] } = {}) {
  const server = await startTestServer((_request, response) => sendJson(response, 200, { data: [] }));
  const pool = createUpstreamPool({ baseUrls: { v1: `${server.origin}/v1`, v2: `${server.origin}/v2` } });
  const app = Fastify({ logger: false });
  // The test's stand-in for the session: the header says whether this request is signed in.
  await app.register(proxyRoute, {
    pool,
    userOf: (request) => (request.headers['x-test-signed-in'] === 'kai' ? kai : null),
    ...extra,
  });
  t.teardown(async () => {
    await app.close();
    await pool.close();
    await server.close();
  });
  return { server, app };
}

t.test(
  "a signed-in call carries the session's own token to the configured upstream, never the caller's header",
  async (t) => {
    const { server, app } = await signedInSetup(t);
    const response = await app.inject({
      method: 'GET',
      url: proxyPath(`${server.origin}/v2/user/balance`),
      headers: { 'x-test-signed-in': 'kai', authorization: 'Bearer forged' },
    });
    t.equal(response.statusCode, 200);
    t.equal(response.headers['cache-control'], 'private, no-store');
    t.equal(server.requests[0]?.headers.authorization, 'Bearer kai-access-token');

    const anonymous = await app.inject({
      method: 'GET',
      url: proxyPath(`${server.origin}/v2/user/balance`),
      headers: { authorization: 'Bearer forged' },
    });
    t.equal(anonymous.statusCode, 200);
    t.equal(server.requests[1]?.headers.authorization, undefined, 'anonymous: no token at all');
  },
);

t.test('the token goes only to the upstream origins, even when another base URL is allowed', async (t) => {
  const other = await startTestServer((_request, response) => sendJson(response, 200, { data: [] }));
  t.teardown(() => other.close());
  const { server, app } = await signedInSetup(t, { allowedBaseUrls: [`${other.origin}/public`] });
  // The upstream's own paths are not in this list: refused, nothing sent.
  const refused = await app.inject({
    method: 'GET',
    url: proxyPath(`${server.origin}/v1/user/balance`),
    headers: { 'x-test-signed-in': 'kai' },
  });
  t.equal(refused.statusCode, 400);
  t.equal(server.requests.length, 0);
  const response = await app.inject({
    method: 'GET',
    url: proxyPath(`${other.origin}/public/x`),
    headers: { 'x-test-signed-in': 'kai' },
  });
  t.equal(response.statusCode, 200);
  t.equal(other.requests.length, 1);
  t.equal(other.requests[0]?.headers.authorization, undefined, 'a listed non-upstream origin never sees the token');
});

t.test('a redirect to another host is not followed: that host gets no request and no token', async (t) => {
  const elsewhere = await startTestServer((_request, response) => sendJson(response, 200, { secret: true }));
  t.teardown(() => elsewhere.close());
  const { server, app } = await signedInSetup(t);
  for (const status of [301, 302, 303, 307, 308]) {
    server.handle((_request, response) => {
      response.writeHead(status, { location: `${elsewhere.origin}/steal` });
      response.end();
    });
    const response = await app.inject({
      method: 'GET',
      url: proxyPath(`${server.origin}/v1/moved`),
      headers: { 'x-test-signed-in': 'kai' },
    });
    t.equal(response.statusCode, status);
    t.equal(response.headers.location, undefined, `${status}: no Location handed to the browser`);
  }
  t.equal(elsewhere.requests.length, 0, 'the other host was never called');
});

t.test(
  'signed in or not, every other host, userinfo and private address is refused before anything is sent',
  async (t) => {
    const { server, app } = await signedInSetup(t);
    const refusals: Array<[string, string]> = [
      ['another host', 'http://evil.example/v1/user/balance'],
      ['another host, https', 'https://evil.example/v1/x'],
      ['userinfo before the upstream', `http://kai:pw@127.0.0.1:${server.port}/v1/x`],
      ['upstream as userinfo of another host', `http://127.0.0.1:${server.port}@evil.example/v1/x`],
      ['empty userinfo', `http://@127.0.0.1:${server.port}/v1/x`],
      ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
      ['private 10/8', 'http://10.0.0.1/v1/x'],
      ['private 172.16/12', 'http://172.16.0.1/v1/x'],
      ['private 192.168/16', 'http://192.168.1.1/v1/x'],
      ['loopback on another port', `http://127.0.0.1:${server.port + 1}/v1/x`],
      ['loopback by another spelling', `http://127.1:${server.port}/v1/x`],
      ['loopback as a number', `http://2130706433:${server.port}/v1/x`],
      ['localhost by name', `http://localhost:${server.port}/v1/x`],
      ['IPv6 loopback', `http://[::1]:${server.port}/v1/x`],
      ['IPv4-mapped IPv6', `http://[::ffff:127.0.0.1]:${server.port}/v1/x`],
      ['unspecified address', `http://0.0.0.0:${server.port}/v1/x`],
      ['the upstream outside its base paths', `${server.origin}/oidc/jwks`],
      ['another scheme', `ftp://127.0.0.1:${server.port}/v1/x`],
      ['relative', '/v1/x'],
    ];
    for (const [why, target] of refusals) {
      const response = await app.inject({
        method: 'GET',
        url: proxyPath(target),
        headers: { 'x-test-signed-in': 'kai' },
      });
      t.equal(response.statusCode, 400, why);
      t.same(response.json(), { error: 'Proxy target not allowed' }, why);
    }
    t.equal(server.requests.length, 0, 'nothing refused reached the upstream');
    const allowed = await app.inject({
      method: 'GET',
      url: proxyPath(`${server.origin}/v1/x`),
      headers: { 'x-test-signed-in': 'kai' },
    });
    t.equal(allowed.statusCode, 200, 'the configured loopback upstream itself is allowed');
  },
);
