// No GET changes state: every GET route of the web tier, walked from its own route table with a real
// signed-in session, leaves the session as it was (no Set-Cookie that ends it or starts another; the
// balance route may re-seal the same session with the balance it read) and
// sends nothing but reads to the upstream and the issuer. An <img src> or a prefetch can then never sign
// anyone out or change their data.
import t from 'tap';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { startIdentityStack } from '../testing/identity-stack.ts';
import { sessionCookieSetBy, sessionIn, signInThroughIssuer, testSessionSealer } from '../testing/sign-in.ts';
import { SESSION_COOKIE } from '../session/session-plugin.ts';

const stack = await startIdentityStack();
t.teardown(() => stack.close());

/** Forwards everything to the embedded upstream (services and issuer), noting each method and path. */
const seen: string[] = [];
const upstreamUrl = new URL(stack.upstream.url);
const recorder: Server = createServer((incoming, outgoing) => {
  seen.push(`${incoming.method ?? ''} ${incoming.url ?? ''}`);
  const forwarded = httpRequest(
    {
      host: upstreamUrl.hostname,
      port: upstreamUrl.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => outgoing.destroy());
  incoming.pipe(forwarded);
});
await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise<void>((resolve) => recorder.close(() => resolve())));
const recorderAddress = recorder.address();
const recorderUrl = `http://127.0.0.1:${typeof recorderAddress === 'object' && recorderAddress ? recorderAddress.port : 0}`;

// An instance whose every call upstream goes through the recorder; the session comes from the stack's.
const { app } = await stack.startAnotherInstance({
  upstream: { v1: `${recorderUrl}/v1`, v2: `${recorderUrl}/v2` },
  identityInternalOrigin: recorderUrl,
});

/** Page addresses the catch-all renders, besides the route table's own paths. */
const PAGES = [
  '/',
  '/experiences',
  '/experiences/nova',
  '/store',
  '/cart',
  '/friends',
  '/events',
  '/tickets',
  '/creator',
  '/favourites',
  '/notifications',
  '/funds',
];

const pathsOf = (url: string): string[] => {
  const concrete = url.replace(/:[A-Za-z]+/g, 'x').replace(/\*/g, 'x');
  return url === '/*' ? [concrete, ...PAGES] : [concrete];
};

t.test('every GET route leaves the session and the data as they were', async (t) => {
  const { browser } = await signInThroughIssuer(stack.publicUrl, 'kai@lumen.test');
  const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE) ?? ''}`;
  const session = await sessionIn(browser);
  if (!session) return t.fail('no session');
  const getRoutes = app.routeTable.filter((route) => route.method === 'GET');
  t.ok(
    getRoutes.some((route) => route.url === '/sign-out'),
    'the walk includes /sign-out',
  );
  t.ok(getRoutes.length > 20, `the route table has ${getRoutes.length} GET routes`);
  seen.length = 0;
  for (const route of getRoutes) {
    for (const path of pathsOf(route.url)) {
      const response = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      const lines = [response.headers['set-cookie'] ?? []]
        .flat()
        .filter((line) => line.startsWith(`${SESSION_COOKIE}=`));
      const sessions = await Promise.all(
        lines.map(async (line) => testSessionSealer.open(line.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '')),
      );
      t.same(
        sessions.map(
          (resealed) => resealed && { sid: resealed.sid, sub: resealed.sub, refreshToken: resealed.refreshToken },
        ),
        sessions.map(() => ({ sid: session.sid, sub: session.sub, refreshToken: session.refreshToken })),
        `GET ${path} (${route.url}) neither ends nor replaces the session`,
      );
    }
  }
  const writes = seen.filter((line) => !/^(GET|HEAD|OPTIONS) /.test(line));
  t.same(writes, [], 'nothing but reads reached the upstream or the issuer');
  t.ok(seen.length > 0, 'the walk did reach the upstream');
  const user = await fetch(`${stack.publicUrl}/api/user`, { headers: { cookie } });
  t.equal(user.status, 200, 'the session still works');
  t.equal(sessionCookieSetBy(user), undefined);
});

t.test('GET /sign-out, specifically, leaves the session working', async (t) => {
  const { browser } = await signInThroughIssuer(stack.publicUrl, 'nova@lumen.test');
  const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE) ?? ''}`;
  const page = await app.inject({ method: 'GET', url: '/sign-out', headers: { cookie } });
  t.equal(page.statusCode, 200);
  t.equal((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode, 200);
});
