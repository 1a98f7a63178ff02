// The forwarders to loopback (/oidc, /media, /uploads, and /api/proxy's url) against every traversal
// spelling, over a real socket (so no client library normalises the path first): each answer is a 4xx and
// not one request reaches the loopback upstream behind them, which here is a recorder standing in for the
// embedded services and issuer. The same paths that ought to pass do reach it, so the recorder is known
// to see.
import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { testWebConfig } from '../testing/test-stack.ts';

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

const recorded: Recorded[] = [];
const upstream = http.createServer((request, response) => {
  recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
  request.resume();
  request.on('end', () => {
    response.writeHead(request.method === 'PUT' ? 201 : 200, { 'content-type': 'application/json' });
    response.end('{"reached":"upstream"}');
  });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

const app = await buildApp({
  ...testWebConfig({ v1: `${upstreamOrigin}/v1`, v2: `${upstreamOrigin}/v2` }),
  identityInternalOrigin: upstreamOrigin,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const port = (app.server.address() as AddressInfo).port;
t.teardown(async () => {
  await app.close();
  await new Promise((resolve) => upstream.close(resolve));
});

interface Answer {
  status: number;
  body: string;
}

/** One request with the path exactly as written (node's client sends it byte for byte). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    if (headers.expect === '100-continue') outgoing.on('continue', () => outgoing.end(body));
    else outgoing.end(body);
  });
}

const UUID_A = '0b6f3c1e-6a51-4a8e-9a35-1f0f7b9a2c11';
const UUID_B = '5d2e8f40-3c7b-4e0a-8d61-2b9c4a7e0f22';
const SIGNED = `type=image%2Fpng&max=1000&owner=${UUID_A}&expires=9999999999&signature=abc`;
const UPLOAD = `uploads/originals/${UUID_A}/${UUID_B}?${SIGNED}`;

const TRAVERSALS: Array<[method: string, path: string]> = [
  ['GET', '/oidc/../v2/profiles'],
  ['GET', '/oidc/./../v2/profiles'],
  ['GET', '/oidc/a/../../v2/profiles'],
  ['GET', '/oidc/.well-known/../../v2/profiles'],
  ['GET', '/oidc/%2e%2e/v2/profiles'],
  ['GET', '/oidc/%2E%2E/v2/profiles'],
  ['GET', '/oidc/%2e%2E/v2/profiles'],
  ['GET', '/oidc/.%2e/v2/profiles'],
  ['GET', '/oidc/%2e./v2/profiles'],
  ['GET', '/oidc/.%2E/v2/profiles'],
  ['GET', '/oidc/%252e%252e/v2/profiles'],
  ['GET', '/oidc/%25252e%25252e/v2/profiles'],
  ['GET', '/oidc/..\\v2/profiles'],
  ['GET', '/oidc/\\..\\v2\\profiles'],
  ['GET', '/oidc/..%5cv2/profiles'],
  ['GET', '/oidc/..%5Cv2/profiles'],
  ['GET', '/oidc/%2e%2e%5cv2%5cprofiles'],
  ['GET', '/oidc/..%2fv2/profiles'],
  ['GET', '/oidc/%2e%2e%2fv2%2fprofiles'],
  ['GET', '/oidc/..%252fv2/profiles'],
  ['GET', '/oidc/%c0%ae%c0%ae/v2/profiles'],
  ['GET', '/oidc/%2e%2e/%2e%2e/v1/experiences'],
  ['GET', '/oidc/%2e%2e%00/v2/profiles'],
  ['HEAD', '/oidc/%2e%2e/v2/profiles'],
  ['POST', '/oidc/%2e%2e/v2/reports'],
  ['DELETE', '/oidc/..%2fv2/screenshots/1'],
  // An anonymous PUT to a signed upload address, through the issuer's prefix.
  ['PUT', `/oidc/../${UPLOAD}`],
  ['PUT', `/oidc/%2e%2e/${UPLOAD}`],
  ['PUT', `/oidc/.%2e/${UPLOAD}`],
  ['PUT', `/oidc/..\\${UPLOAD}`],
  // The other forwarders.
  ['GET', '/media/../v2/profiles'],
  ['GET', '/media/%2e%2e/v2/profiles'],
  ['GET', '/media/..%2f..%2fv2/profiles'],
  ['GET', '/media/x/%252e%252e/%252e%252e/v2/profiles'],
  ['PUT', `/uploads/originals/%2e%2e/%2e%2e/oidc/${UUID_B}?${SIGNED}`],
  ['PUT', `/uploads/originals/${UUID_A}/..%2f..%2f..%2fv2?${SIGNED}`],
  // The url-parameter proxy may fetch under /v1 and /v2 only.
  ['GET', `/api/proxy?url=${encodeURIComponent(`${upstreamOrigin}/v2/../oidc/jwks`)}`],
  ['GET', `/api/proxy?url=${encodeURIComponent(`${upstreamOrigin}/v2/%2e%2e/oidc/jwks`)}`],
  ['GET', `/api/proxy?url=${encodeURIComponent(`${upstreamOrigin}/v2/..%2foidc/jwks`)}`],
  ['GET', `/api/proxy?url=${encodeURIComponent(`${upstreamOrigin}/v2\\..\\oidc/jwks`)}`],
];

t.test('no traversal spelling reaches the upstream; each answer is a 4xx', async (t) => {
  for (const [method, path] of TRAVERSALS) {
    const before = recorded.length;
    const headers: Record<string, string> =
      method === 'GET' || method === 'HEAD'
        ? {}
        : { 'content-type': 'image/png', 'content-length': '4', origin: 'http://lumen.test' };
    const answer = await send(method, path, headers, method === 'GET' || method === 'HEAD' ? undefined : 'abcd');
    t.ok(answer.status >= 400 && answer.status < 500, `${method} ${path} answers ${answer.status}`);
    t.notMatch(answer.body, /reached/, `${method} ${path}: no upstream data`);
    t.same(recorded.slice(before), [], `${method} ${path}: nothing forwarded`);
  }
});

t.test('paths that stay under the prefix still reach the issuer, exactly as sent', async (t) => {
  const before = recorded.length;
  const discovery = await send('GET', '/oidc/.well-known/openid-configuration');
  t.equal(discovery.status, 200);
  const authorize = await send('GET', '/oidc/auth?redirect_uri=http%3A%2F%2Flumen.test%2F..%2Fx&state=s');
  t.equal(authorize.status, 200);
  t.same(
    recorded.slice(before).map((request) => request.url),
    ['/oidc/.well-known/openid-configuration', '/oidc/auth?redirect_uri=http%3A%2F%2Flumen.test%2F..%2Fx&state=s'],
  );
});

t.test('Expect: 100-continue on an issuer path is answered, and not sent on', async (t) => {
  for (const path of ['/oidc/token', '/oidc/interaction/abc/login', '/oidc']) {
    const before = recorded.length;
    const answer = await send(
      'POST',
      path,
      {
        expect: '100-continue',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '9',
        origin: 'http://lumen.test',
      },
      'grant=abc',
    );
    t.equal(answer.status, 200, `${path} answers the issuer's answer`);
    const forwarded = recorded.slice(before);
    t.equal(forwarded.length, 1, `${path} forwarded once`);
    t.equal(forwarded[0]?.headers.expect, undefined, `${path}: Expect stays on this hop`);
  }
});

t.test('headers the Connection header names stay on this hop', async (t) => {
  const before = recorded.length;
  await send('GET', '/oidc/jwks', { connection: 'x-hop-secret', 'x-hop-secret': 'for-the-proxy-only' });
  t.equal(recorded.slice(before)[0]?.headers['x-hop-secret'], undefined);
});
