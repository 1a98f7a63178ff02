import t, { type Test } from 'tap';
import { z } from 'zod';
import {
  BadResponseError,
  InvalidUpstreamPathError,
  UpstreamContractError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
  jsonApiErrorOf,
} from './errors.ts';
import { serializeResource } from './json-api.ts';
import { closedPort, sendJson, startTestServer, type RecordedRequest, type TestServer } from './test-server.ts';
import { createUpstreamPool, type UpstreamPool, type UpstreamPoolOptions } from './upstream-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function setup(
  t: Test,
  options: Partial<UpstreamPoolOptions> = {},
): Promise<{ server: TestServer; pool: UpstreamPool }> {
  const server = await startTestServer();
  const pool = createUpstreamPool({ baseUrls: { v1: `${server.origin}/v1`, v2: `${server.origin}/v2/` }, ...options });
  t.teardown(async () => {
    await pool.close();
    await server.close();
  });
  return { server, pool };
}

function eventLogOf(request: RecordedRequest | undefined): unknown {
  const header = request?.headers['x-event-log'];
  if (typeof header !== 'string') return undefined;
  return JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as unknown;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

t.test('plain JSON calls: headers, no token, no content type without a body', async (t) => {
  const { server, pool } = await setup(t, { userAgent: 'lumen-test' });
  server.handle((_request, response) => sendJson(response, 200, { ok: true }));
  const client = pool.client({ chainId: 'req-1' });

  t.same(await client.json('GET', '/user/balance'), { ok: true });
  const request = server.requests[0];
  t.equal(request?.method, 'GET');
  t.equal(request?.url, '/v1/user/balance', 'v1 by default');
  t.equal(request?.headers.accept, 'application/json');
  t.equal(request?.headers['content-type'], undefined, 'no body, no content type');
  t.equal(request?.headers.authorization, undefined, 'no token, no Authorization');
  t.equal(request?.headers['x-request-id'], 'req-1');
  t.equal(request?.headers['user-agent'], 'lumen-test');
  const log = eventLogOf(request) as { id: string; ordinal: number; chain_id: string };
  t.strictSame(Object.keys(log).sort(), ['chain_id', 'id', 'ordinal']);
  t.match(log.id, UUID);
  t.equal(log.ordinal, 1);
  t.equal(log.chain_id, 'req-1');
});

t.test('event-log ordinals count the calls of one client; ids are fresh', async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'chain-A' });
  await client.json('GET', '/a');
  await client.json('POST', '/b', { body: {} });
  await client.delete('/c');
  t.equal(client.callCount, 3);
  const other = pool.client({ chainId: 'chain-B' });
  await other.json('GET', '/d');

  const logs = server.requests.map(eventLogOf) as Array<{ id: string; ordinal: number; chain_id: string }>;
  t.same(
    logs.map((log) => [log.ordinal, log.chain_id]),
    [
      [1, 'chain-A'],
      [2, 'chain-A'],
      [3, 'chain-A'],
      [1, 'chain-B'],
    ],
  );
  t.equal(new Set(logs.map((log) => log.id)).size, 4, 'one id per upstream call');
});

t.test('JSON:API media type, bearer token and a JSON body', async (t) => {
  const { server, pool } = await setup(t);
  server.handle((_request, response) => {
    response.writeHead(201, { 'content-type': 'application/vnd.api+json' });
    response.end(JSON.stringify({ data: { type: 'productReport', id: 'r1', attributes: { reason: 'Spam' } } }));
  });
  const client = pool.client({ chainId: 'req-2', token: 'secret-token' });
  const result = await client.sendResource('POST', '/report/products', {
    mediaType: 'jsonapi',
    body: serializeResource('productReport', { id: 'p1', reason: 'Spam' }),
    schema: z.object({ id: z.string(), reason: z.string() }),
  });
  t.same(result.data, { id: 'r1', reason: 'Spam' });
  const request = server.requests[0];
  t.equal(request?.method, 'POST');
  t.equal(request?.headers.accept, 'application/vnd.api+json');
  t.equal(request?.headers['content-type'], 'application/vnd.api+json');
  t.equal(request?.headers.authorization, 'Bearer secret-token');
  t.same(JSON.parse(request?.body ?? ''), {
    data: { type: 'productReport', attributes: { id: 'p1', reason: 'Spam' } },
  });

  await client.json('PATCH', '/friends/1/accept', { body: { ok: 1 } });
  t.equal(server.requests[1]?.headers['content-type'], 'application/json', 'plain JSON by default');
  t.equal(server.requests[1]?.headers.accept, 'application/json');
});

t.test("callers' extra headers never replace the client's own", async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'req-3', token: 'mine' });
  await client.json('GET', '/x', {
    headers: { 'X-Extra': 'yes', Accept: 'text/html', Authorization: 'Bearer theirs' },
  });
  const headers = server.requests[0]?.headers;
  t.equal(headers?.['x-extra'], 'yes');
  t.equal(headers?.accept, 'application/json');
  t.equal(headers?.authorization, 'Bearer mine');
});

t.test('query parameters and base URLs with path prefixes', async (t) => {
  const server = await startTestServer();
  const pool = createUpstreamPool({ baseUrls: { v1: `${server.origin}/api/v1/`, v2: `${server.origin}/api/v2` } });
  t.teardown(async () => {
    await pool.close();
    await server.close();
  });
  const client = pool.client({ chainId: 'q' });
  await client.json('GET', '/reviews-proxy/reviewsummary', {
    version: 'v2',
    query: { 'filter[id]': ['a', 'b'], q: 'sky & sea', page: 2, live: false, missing: undefined },
  });
  await client.json('GET', 'experience/', { query: { persona_handle: 'nova' } });
  const [first, second] = server.requests;
  t.equal(
    first?.url,
    '/api/v2/reviews-proxy/reviewsummary?filter%5Bid%5D=a&filter%5Bid%5D=b&q=sky%20%26%20sea&page=2&live=false',
  );
  const params = new URL(first?.url ?? '', server.origin).searchParams;
  t.same(params.getAll('filter[id]'), ['a', 'b'], 'the server decodes bracket names');
  t.equal(params.get('q'), 'sky & sea');
  t.notOk(params.has('missing'));
  t.equal(second?.url, '/api/v1/experience/?persona_handle=nova');

  await t.rejects(client.json('GET', `/experiences/${encodeURIComponent('..')}`), InvalidUpstreamPathError);
  t.equal(server.requests.length, 2, 'a refused path is never sent');
});

t.test('responses above 299 become BadResponseError', async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'bad' });

  server.handle((_request, response) => {
    response.writeHead(422, { 'content-type': 'application/vnd.api+json', 'x-request-id': 'up-77' });
    response.end(
      JSON.stringify({
        errors: [
          {
            status: '422',
            code: 'invalid-attribute',
            detail: 'Too long',
            source: { pointer: '/data/attributes/name' },
          },
        ],
      }),
    );
  });
  const error = await rejection(client.getDocument('/experiences', { version: 'v2', query: { page: 1 } }));
  t.ok(error instanceof BadResponseError);
  const bad = error as BadResponseError;
  t.equal(bad.name, 'BadResponseError');
  t.equal(bad.title, 'Bad Response');
  t.equal(bad.url, `${server.origin}/v2/experiences?page=1`);
  t.equal(bad.message, `Received bad response after issuing a request to ${server.origin}/v2/experiences?page=1`);
  t.equal(bad.status, 422);
  t.equal(bad.requestId, 'up-77');
  t.same(jsonApiErrorOf(bad), {
    status: '422',
    code: 'invalid-attribute',
    title: null,
    detail: 'Too long',
    source: { pointer: '/data/attributes/name' },
    meta: null,
  });

  server.handle((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('Service Unavailable');
  });
  const text = (await rejection(client.json('GET', '/x'))) as BadResponseError;
  t.ok(text instanceof BadResponseError);
  t.equal(text.status, 503);
  t.equal(text.body, 'Service Unavailable', 'text bodies stay text');
  t.equal(text.requestId, null, 'no x-request-id header, null');

  server.handle((_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end('{not json');
  });
  t.equal(
    ((await rejection(client.json('GET', '/x'))) as BadResponseError).body,
    '{not json',
    'unparseable JSON stays text',
  );

  server.handle((_request, response) => {
    response.writeHead(401);
    response.end();
  });
  const empty = (await rejection(client.json('GET', '/x'))) as BadResponseError;
  t.equal(empty.status, 401);
  t.equal(empty.body, null, 'empty body, null');
});

t.test('299 is a success; 300 and redirects are not, and are not followed', async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'edge' });
  server.handle((_request, response) => sendJson(response, 299, { fine: true }));
  t.same(await client.json('GET', '/x'), { fine: true });

  server.handle((_request, response) => sendJson(response, 300, { choices: [] }));
  t.equal(((await rejection(client.json('GET', '/x'))) as BadResponseError).status, 300);

  server.handle((_request, response) => {
    response.writeHead(302, { location: `${server.origin}/elsewhere` });
    response.end();
  });
  const before = server.requests.length;
  const redirect = (await rejection(client.json('GET', '/user'))) as BadResponseError;
  t.ok(redirect instanceof BadResponseError);
  t.equal(redirect.status, 302, 'a 302 reaches the caller (session check)');
  t.equal(server.requests.length, before + 1, 'the redirect was not followed');
});

t.test('a server that never answers is a timeout', async (t) => {
  const { server, pool } = await setup(t, { timeoutMs: 150 });
  server.handle(() => {
    // never answers
  });
  const client = pool.client({ chainId: 'slow' });
  const error = await rejection(client.json('GET', '/slow'));
  t.ok(error instanceof UpstreamTimeoutError, String(error));
  t.equal((error as UpstreamTimeoutError).timeoutMs, 150);
  t.equal((error as UpstreamTimeoutError).url, `${server.origin}/v1/slow`);
});

t.test('the timeout also covers a body that never ends, and can be set per call', async (t) => {
  const { server, pool } = await setup(t, { timeoutMs: 60_000 });
  server.handle((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"data": [');
  });
  const error = await rejection(pool.client({ chainId: 'body' }).json('GET', '/stream', { timeoutMs: 150 }));
  t.ok(error instanceof UpstreamTimeoutError, String(error));
  t.equal((error as UpstreamTimeoutError).timeoutMs, 150);
});

t.test('connection refused is UpstreamUnavailableError', async (t) => {
  const port = await closedPort();
  const pool = createUpstreamPool({
    baseUrls: { v1: `http://127.0.0.1:${port}/v1`, v2: `http://127.0.0.1:${port}/v2` },
  });
  t.teardown(() => pool.close());
  const error = await rejection(pool.client({ chainId: 'down' }).json('GET', '/x'));
  t.ok(error instanceof UpstreamUnavailableError, String(error));
  t.equal((error as UpstreamUnavailableError).code, 'ECONNREFUSED');
  t.equal((error as UpstreamUnavailableError).url, `http://127.0.0.1:${port}/v1/x`);
});

t.test('an AbortSignal is honoured, before and during a call', async (t) => {
  const { server, pool } = await setup(t, { timeoutMs: 60_000 });
  server.handle(() => {
    // never answers
  });
  const reason = new Error('browser went away');

  const before = new AbortController();
  before.abort(reason);
  t.equal(
    await rejection(pool.client({ chainId: 'a', signal: before.signal }).json('GET', '/x')),
    reason,
    'the reason is thrown',
  );
  t.equal(server.requests.length, 0, 'nothing was sent');

  const during = new AbortController();
  const pending = pool.client({ chainId: 'b' }).json('GET', '/x', { signal: during.signal });
  setTimeout(() => during.abort(reason), 50);
  const error = await rejection(pending);
  t.equal(error, reason, 'a per-call signal aborts, and it is not a timeout');

  const clientWide = new AbortController();
  const pendingToo = pool.client({ chainId: 'c', signal: clientWide.signal }).json('GET', '/x');
  setTimeout(() => clientWide.abort(reason), 50);
  t.equal(await rejection(pendingToo), reason, "the client's signal aborts its calls");
});

t.test('DELETE returns the raw response', async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'del', token: 'tok' });
  server.handle((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/vnd.api+json', 'x-request-id': 'up-1' });
    response.end('{"meta":{"deleted":true}}');
  });
  const response = await client.delete('/screenshots/9', { mediaType: 'jsonapi' });
  t.equal(response.status, 200);
  t.equal(response.text, '{"meta":{"deleted":true}}', 'not parsed');
  t.equal(response.headers['content-type'], 'application/vnd.api+json');
  t.equal(response.headers['x-request-id'], 'up-1');
  t.equal(server.requests[0]?.method, 'DELETE');
  t.equal(server.requests[0]?.headers['content-type'], undefined, 'no body, no content type');
  t.equal(server.requests[0]?.headers.authorization, 'Bearer tok');

  server.handle((_request, response) => {
    response.writeHead(204);
    response.end();
  });
  const noContent = await client.delete('/review/1');
  t.equal(noContent.status, 204);
  t.equal(noContent.text, '');

  server.handle((_request, response) => sendJson(response, 404, { errors: [{ code: 'not-found' }] }));
  const error = (await rejection(client.delete('/review/404'))) as BadResponseError;
  t.ok(error instanceof BadResponseError);
  t.equal(error.status, 404);
});

const experienceSchema = z.object({
  id: z.string(),
  name: z.string(),
  headCount: z.number(),
  favourited: z.boolean().optional(),
  links: z.object({ self: z.string() }).optional(),
  persona: z.object({ handle: z.string(), name: z.string() }),
  tags: z.array(z.object({ id: z.string(), label: z.string().optional() })),
});

const collectionDocument = {
  data: [
    {
      type: 'experiences',
      id: 'e1',
      attributes: { name: 'Sky Garden', headCount: 3 },
      meta: { favourited: true },
      links: { self: '/v2/experiences/nova/sky-garden' },
      relationships: {
        persona: { data: { type: 'personas', id: 'p1' } },
        tags: {
          data: [
            { type: 'tags', id: 't1' },
            { type: 'tags', id: 't2' },
          ],
        },
      },
    },
    {
      type: 'experiences',
      id: 'e2',
      attributes: { name: 'Deep Sea', headCount: 0 },
      relationships: { persona: { data: { type: 'personas', id: 'p1' } }, tags: { data: [] } },
    },
  ],
  included: [
    { type: 'personas', id: 'p1', attributes: { handle: 'nova', name: 'Nova Reyes' } },
    { type: 'tags', id: 't1', attributes: { label: 'calm' } },
  ],
  meta: { total: 2, page: 1 },
  links: { self: '/v2/experiences?page=1', next: { href: '/v2/experiences?page=2' } },
};

t.test('getCollection and getResource deserialise JSON:API and validate with zod', async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'docs' });
  server.handle((_request, response) =>
    sendJson(response, 200, collectionDocument, { 'content-type': 'application/vnd.api+json' }),
  );

  const collection = await client.getCollection('/experiences', { version: 'v2', schema: experienceSchema });
  t.same(collection.meta, { total: 2, page: 1 });
  t.same(collection.links, { self: '/v2/experiences?page=1', next: '/v2/experiences?page=2' });
  t.strictSame(collection.data[0], {
    id: 'e1',
    name: 'Sky Garden',
    headCount: 3,
    favourited: true,
    links: { self: '/v2/experiences/nova/sky-garden' },
    persona: { handle: 'nova', name: 'Nova Reyes' },
    tags: [{ id: 't1', label: 'calm' }, { id: 't2' }],
  });
  t.equal(collection.data[1]?.tags.length, 0);

  const unvalidated = await client.getDocument<Record<string, unknown>>('/experiences', { version: 'v2' });
  const first = (unvalidated.data as Array<Record<string, unknown>>)[0];
  t.equal(first?.type, 'experiences', 'getDocument keeps type');
  t.notOk(first && Object.hasOwn(first, 'relationshipNames'), 'and drops jsona bookkeeping');

  server.handle((_request, response) =>
    sendJson(response, 200, { data: collectionDocument.data[0], included: collectionDocument.included }),
  );
  const one = await client.getResource('/experiences/nova/sky-garden', { version: 'v2', schema: experienceSchema });
  t.equal(one.data.name, 'Sky Garden');
  t.equal(one.data.persona.handle, 'nova');
});

t.test('a wrong upstream shape is an UpstreamContractError naming the path and the issue', async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'contract' });

  server.handle((_request, response) => {
    const broken = structuredClone(collectionDocument);
    const attributes = broken.data[1]?.attributes as Record<string, unknown>;
    attributes.headCount = 'many';
    sendJson(response, 200, broken);
  });
  const error = await rejection(client.getCollection('/experiences', { version: 'v2', schema: experienceSchema }));
  t.ok(error instanceof UpstreamContractError, String(error));
  t.match((error as Error).message, /GET \/experiences: data\.1\.headCount: .*expected number/);

  server.handle((_request, response) => sendJson(response, 200, { data: collectionDocument.data[0], included: [] }));
  t.match(
    String(await rejection(client.getResource('/experiences/nova/x', { schema: experienceSchema }))),
    /UpstreamContractError: .*GET \/experiences\/nova\/x: data\.persona\.handle/,
    'a relation missing from included fails the schema that needs it',
  );
  t.match(
    String(await rejection(client.getCollection('/experiences/nova/x', { schema: experienceSchema }))),
    /data: expected a collection/,
  );

  server.handle((_request, response) => sendJson(response, 200, collectionDocument));
  t.match(String(await rejection(client.getResource('/x', { schema: experienceSchema }))), /expected one resource/);

  server.handle((_request, response) => sendJson(response, 200, { hello: 'world' }));
  t.match(
    String(await rejection(client.getResource('/x', { schema: experienceSchema }))),
    /UpstreamContractError: .*data/,
  );

  server.handle((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html></html>');
  });
  t.match(String(await rejection(client.json('GET', '/x'))), /expected a JSON response, got text\/html/);

  server.handle((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{oops');
  });
  t.match(String(await rejection(client.json('GET', '/x'))), /not valid JSON/);
});

t.test('getJson and sendJson validate plain JSON', async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'plain' });
  const schema = z.object({ data: z.object({ balance: z.coerce.number().int() }) });
  server.handle((_request, response) => sendJson(response, 200, { data: { balance: '2500' } }));
  t.same(await client.getJson('/user/balance', { schema }), { data: { balance: 2500 } });
  server.handle((_request, response) => sendJson(response, 200, { data: {} }));
  t.match(String(await rejection(client.getJson('/user/balance', { schema }))), /GET \/user\/balance: data\.balance/);
  server.handle((_request, response) => sendJson(response, 201, { url: 'https://upload' }));
  t.same(await client.sendJson('POST', '/images', { body: { a: 1 }, schema: z.object({ url: z.string() }) }), {
    url: 'https://upload',
  });
  server.handle((_request, response) => {
    response.writeHead(204);
    response.end();
  });
  t.equal(await client.json('PATCH', '/friends/1/accept'), null, 'an empty body is null');
  const document = await client.sendDocument('PATCH', '/review/1', {
    body: serializeResource('review', { rating: 5 }),
  });
  t.same(document, { data: null, meta: {}, links: {} }, 'an empty JSON:API answer has no data');
});

t.test('proxy mode sends every call to the proxy with the target as its url parameter', async (t) => {
  const proxy = await startTestServer((_request, response) => sendJson(response, 200, { via: 'proxy' }));
  const { server, pool } = await setup(t, {});
  const proxied = createUpstreamPool({
    baseUrls: pool.baseUrls,
    proxy: { url: `${proxy.origin}/api/proxy` },
  });
  t.teardown(async () => {
    await proxied.close();
    await proxy.close();
  });
  const client = proxied.client({ chainId: 'via', token: 'tok' });
  t.same(await client.json('GET', '/experiences', { version: 'v2', query: { 'filter[id]': 'a b' } }), { via: 'proxy' });
  t.equal(server.requests.length, 0, 'the upstream is not called directly');
  const target = `${server.origin}/v2/experiences?filter%5Bid%5D=a%20b`;
  t.equal(proxy.requests[0]?.url, `/api/proxy?url=${encodeURIComponent(target)}`);
  t.equal(new URL(proxy.requests[0]?.url ?? '', proxy.origin).searchParams.get('url'), target);
  t.equal(proxy.requests[0]?.headers['x-request-id'], 'via');

  proxy.handle((_request, response) => sendJson(response, 404, { errors: [] }));
  const error = (await rejection(client.json('GET', '/nope'))) as BadResponseError;
  t.equal(error.url, `${server.origin}/v1/nope`, 'errors name the target, not the proxy');
});

// undici hands a keep-alive socket back to the pool one event-loop turn after a response completes
// (client-h1: "wait a full event loop cycle to reuse this socket"), so back-to-back calls in the same
// turn may open a second connection; both are then reused. Nothing reconnects per call.
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

t.test('keep-alive: sequential calls reuse one connection', async (t) => {
  const { server, pool } = await setup(t);
  for (let index = 0; index < 5; index += 1) {
    await pool.client({ chainId: `k${index}` }).json('GET', '/x');
    await nextTurn();
  }
  t.equal(server.requests.length, 5);
  t.same(new Set(server.requests.map((request) => request.socket)), new Set([1]), 'one socket for all five');
});

t.test('keep-alive: back-to-back calls stay on a small pool of sockets', async (t) => {
  const { server, pool } = await setup(t);
  const client = pool.client({ chainId: 'burst' });
  for (let index = 0; index < 20; index += 1) await client.json('GET', '/x');
  const sockets = new Set(server.requests.map((request) => request.socket));
  t.ok(sockets.size <= 2, `20 calls over ${sockets.size} socket(s)`);
});

t.test('keep-alive survives error responses (bodies are drained)', async (t) => {
  const { server, pool } = await setup(t);
  server.handle((_request, response) => sendJson(response, 500, { errors: [{ detail: 'x'.repeat(100_000) }] }));
  const client = pool.client({ chainId: 'drain' });
  for (let index = 0; index < 3; index += 1) {
    await rejection(client.json('GET', '/x'));
    await nextTurn();
  }
  t.same(new Set(server.requests.map((request) => request.socket)), new Set([1]));
});

t.test('response size is capped', async (t) => {
  const { server, pool } = await setup(t, { maxResponseBytes: 1024 });
  server.handle((_request, response) => sendJson(response, 200, { big: 'x'.repeat(5000) }));
  t.match(
    String(await rejection(pool.client({ chainId: 'big' }).json('GET', '/x'))),
    /UpstreamContractError: .*too large/,
  );
});

t.test('close() is graceful and idempotent; calls after it are unavailable', async (t) => {
  const server = await startTestServer();
  t.teardown(() => server.close());
  const pool = createUpstreamPool({ baseUrls: { v1: `${server.origin}/v1`, v2: `${server.origin}/v2` } });
  server.handle((_request, response) => setTimeout(() => sendJson(response, 200, { late: true }), 50));
  const inFlight = pool.client({ chainId: 'c' }).json('GET', '/x');
  const closed = pool.close();
  t.equal(pool.close(), closed, 'the same promise');
  t.same(await inFlight, { late: true }, 'a call in flight completes');
  await closed;
  t.ok((await rejection(pool.client({ chainId: 'd' }).json('GET', '/x'))) instanceof UpstreamUnavailableError);
});

t.test('invalid configuration fails fast', async (t) => {
  t.throws(() => createUpstreamPool({ baseUrls: { v1: 'ftp://h/v1', v2: 'http://h/v2' } }), TypeError);
  t.throws(() => createUpstreamPool({ baseUrls: { v1: 'not a url', v2: 'http://h/v2' } }));
});

t.test('the shared cache: answers are reused; a caller who wrote since skips older ones, not newer ones', async (t) => {
  const { server, pool } = await setup(t);
  let version = 0;
  server.handle((_request, response) => {
    version += 1;
    sendJson(response, 200, { version }, { 'cache-control': 'public, max-age=60' });
  });
  const read = (freshAfter?: number) => pool.client({ chainId: 'c', freshAfter }).json('GET', '/catalogue');
  t.same(await read(), { version: 1 });
  t.same(await read(), { version: 1 }, 'a visitor is answered from the cache');
  t.equal(server.requests.length, 1);

  t.same(await read(Date.now()), { version: 2 }, 'a caller who just wrote gets a new answer');
  t.equal(server.requests.at(-1)?.headers['cache-control'], 'max-age=0');
  t.same(await read(), { version: 2 }, 'and the new answer serves everyone after');

  t.same(await read(Date.now() - 3000), { version: 2 }, 'an answer newer than the write is used');
  t.equal(server.requests.length, 2);
});

t.test(
  'identical anonymous reads in flight at once go upstream once; one caller leaving does not fail the others',
  async (t) => {
    const { server, pool } = await setup(t, { timeoutMs: 10_000 });
    const answers: Array<() => void> = [];
    server.handle((_request, response) => {
      answers.push(() => sendJson(response, 200, { shared: true }));
    });
    const leaving = new AbortController();
    const reads = [
      pool.client({ chainId: 'a' }).json('GET', '/catalogue'),
      pool.client({ chainId: 'b', signal: leaving.signal }).json('GET', '/catalogue'),
      pool.client({ chainId: 'c' }).json('GET', '/catalogue'),
    ];
    const signedIn = pool.client({ chainId: 'd', token: 'tok' }).json('GET', '/catalogue');
    while (answers.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.equal(server.requests.length, 2, 'one request for the three anonymous readers, one for the signed-in one');

    const reason = new Error('visitor went away');
    leaving.abort(reason);
    t.equal(await rejection(reads[1] as Promise<unknown>), reason, 'the caller who left stops waiting at once');
    for (const answer of answers) answer();
    t.same(await reads[0], { shared: true });
    t.same(await reads[2], { shared: true }, 'the others still get the answer');
    t.same(await signedIn, { shared: true });
  },
);
