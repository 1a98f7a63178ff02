// The web tier end to end over real HTTP to the embedded upstream on PGlite: pages, statuses, security
// headers, tRPC, proxies and the behaviour when the upstream fails. Needs a build (npm test does one).
import t from 'tap';
import net from 'node:net';
import { startTestStack, testWebConfig, type TestStack } from './testing/test-stack.ts';
import { buildApp } from './app.ts';
import { markupOf } from './testing/markup.ts';

let stack: TestStack;
t.before(async () => {
  stack = await startTestStack();
});
t.teardown(() => stack.close());

const cardLinks = (html: string) => html.match(/<h2[^>]*><a[^>]*href="\/experiences\/[a-z0-9-]+\/[a-z0-9-]+"/g) ?? [];

t.test('the browse page streams a styled, hydratable document with 24 cards', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/experiences' });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /text\/html/);
  const html = response.body;
  t.match(html, /^<!DOCTYPE html><html lang="en">/);
  t.match(html, /<link rel="stylesheet" href="\/assets\/entry-client-[\w-]+\.css"/);
  t.equal(cardLinks(html).length, 24, '24 experience cards');
  t.match(html, /<title>Experiences · Lumen<\/title>/);
  t.match(html, /<link rel="canonical" href="http:\/\/lumen\.test\/experiences"\/>/);
  t.match(html, /__LUMEN_Q/, 'the browse data travels with the page');
});

t.test('every script carries the nonce of the CSP, which allows no inline script', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/experiences' });
  const csp = String(response.headers['content-security-policy']);
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  t.ok(nonce, 'CSP names a script nonce');
  t.notMatch(csp, /unsafe-inline/);
  const scripts = response.body.match(/<script[^>]*>/g) ?? [];
  t.ok(scripts.length >= 3);
  for (const tag of scripts) t.match(tag, `nonce="${nonce}"`, tag);
  t.equal(response.headers['x-content-type-options'], 'nosniff');
  t.equal(response.headers['x-frame-options'], 'DENY', "agrees with frame-ancestors 'none'");
  const again = await stack.app.inject({ method: 'GET', url: '/experiences' });
  t.not(String(again.headers['content-security-policy']), csp, 'a fresh nonce per response');
});

t.test('statuses: unknown experience 404, unknown creator 404, unknown page 404, home 200', async (t) => {
  const cases: Array<[string, number]> = [
    ['/', 200],
    ['/experiences/nova', 200],
    ['/experiences/nova/this-does-not-exist', 404],
    ['/experiences/nobody-at-all', 404],
    ['/no/such/page', 404],
    ['/experiences/Not%20A%20Handle/x', 404],
  ];
  for (const [url, status] of cases) {
    const response = await stack.app.inject({ method: 'GET', url });
    t.equal(response.statusCode, status, url);
    t.match(response.headers['content-type'], /text\/html/, url);
  }
  const missing = await stack.app.inject({ method: 'GET', url: '/experiences/nova/this-does-not-exist' });
  t.match(missing.body, /<meta name="robots" content="noindex"\/>|could not find|find/i);
});

t.test('bad query values answer 400 with a clear message, never a crash', async (t) => {
  const cases: Array<[string, RegExp]> = [
    ['page=-1', /The page must be 1 or more/],
    ['page=abc', /The page must be a (whole )?number/],
    ['page=1.5', /whole number/],
    ['perPage=1000000000', /perPage must be at most 48/],
    [`q=${'x'.repeat(10_000)}`, /at most 100 characters/],
    ['sort=cheapest', /Sort by one of/],
  ];
  for (const [query, message] of cases) {
    const response = await stack.app.inject({ method: 'GET', url: `/experiences?${query}` });
    t.equal(response.statusCode, 400, query.slice(0, 30));
    t.match(response.body, message, query.slice(0, 30));
  }
});

t.test('tRPC answers typed results and typed errors', async (t) => {
  const call = (path: string, input: unknown) =>
    stack.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` });
  const search = await call('experiences.browse', { q: 'neon', perPage: 5 });
  t.equal(search.statusCode, 200);
  const page = search.json().result.data;
  t.ok(page.total > 0, 'search finds neon worlds');
  t.ok(page.items.every((item: { name: string }) => typeof item.name === 'string'));
  t.equal(page.perPage, 5);

  const bad = await call('experiences.browse', { page: 0 });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().error.data.code, 'BAD_REQUEST');
  t.equal(bad.json().error.message, 'page: The page must be 1 or more.');

  const missing = await call('experiences.detail', { personaHandle: 'nova', handle: 'nope-nope' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().error.data.code, 'NOT_FOUND');
});

t.test('user text is escaped in HTML and in the serialized state', async (t) => {
  const hostile = '</script><script>alert(1)</script><!--';
  const [row] = await stack.db.query<{ handle: string; persona: string }>(
    `UPDATE experiences SET name = $1, description = $1
       WHERE id = (SELECT id FROM experiences ORDER BY created_at LIMIT 1)
     RETURNING handle, (SELECT handle FROM personas WHERE personas.id = experiences.persona_id) AS persona`,
    [hostile],
  );
  t.ok(row);
  const response = await stack.app.inject({ method: 'GET', url: `/experiences/${row!.persona}/${row!.handle}` });
  t.equal(response.statusCode, 200);
  t.notMatch(response.body, /<script>alert\(1\)<\/script>/, 'no executable injected script');
  t.match(response.body, /&lt;\/script&gt;&lt;script&gt;alert\(1\)/, 'rendered as text');
  t.match(response.body, /\\u003c\/script\\u003e\\u003cscript\\u003ealert\(1\)/, 'escaped inside the data script');
});

t.test('cross-site mutations are refused (CSRF)', async (t) => {
  const response = await stack.app.inject({
    method: 'POST',
    url: '/trpc/experiences.browse',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    payload: '{}',
  });
  t.equal(response.statusCode, 403);
  const sameSite = await stack.app.inject({
    method: 'POST',
    url: '/trpc/experiences.browse',
    headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    payload: '{}',
  });
  t.equal(sameSite.statusCode, 403);
});

t.test('the url-parameter proxy reaches only the configured upstreams', async (t) => {
  const allowed = await stack.app.inject({
    method: 'GET',
    url: `/api/proxy?url=${encodeURIComponent(`${stack.upstreamOrigin}/v2/featured?perPage=2`)}`,
  });
  t.equal(allowed.statusCode, 200);
  t.ok(Array.isArray(allowed.json().data));
  for (const target of [
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:22/',
    'file:///etc/passwd',
    `${stack.upstreamOrigin}/v2/../media/x`,
  ]) {
    const refused = await stack.app.inject({ method: 'GET', url: `/api/proxy?url=${encodeURIComponent(target)}` });
    t.equal(refused.statusCode, 400, target);
  }
});

t.test('health, readiness, robots, sitemap and media', async (t) => {
  t.same((await stack.app.inject({ method: 'GET', url: '/healthz' })).json(), { status: 'ok' });
  const ready = await stack.app.inject({ method: 'GET', url: '/readyz' });
  t.equal(ready.statusCode, 200);
  t.match(
    (await stack.app.inject({ method: 'GET', url: '/robots.txt' })).body,
    'Sitemap: http://lumen.test/sitemap.xml',
  );
  const sitemap = await stack.app.inject({ method: 'GET', url: '/sitemap.xml' });
  t.ok(
    (sitemap.body.match(/<loc>http:\/\/lumen\.test\/experiences\/[a-z0-9-]+\/[a-z0-9-]+<\/loc>/g) ?? []).length >= 60,
  );
  const page = await stack.app.inject({ method: 'GET', url: '/experiences' });
  const image = /src="(\/media\/[^"]+\.svg)"/.exec(page.body)?.[1];
  t.ok(image, 'cards show upstream images under our origin');
  const media = await stack.app.inject({ method: 'GET', url: image! });
  t.equal(media.statusCode, 200);
  t.equal(media.headers['content-type'], 'image/svg+xml');
  t.match(String(media.headers['cache-control']), /immutable/);
  t.equal((await stack.app.inject({ method: 'GET', url: '/media/%2e%2e/secret' })).statusCode, 404);
  t.equal((await stack.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode, 301);
});

t.test('when the upstream is down, pages still render with a friendly section and typed errors', async (t) => {
  const closed = await freePort();
  const app = await buildApp(
    testWebConfig({ v1: `http://127.0.0.1:${closed}/v1`, v2: `http://127.0.0.1:${closed}/v2` }),
  );
  t.teardown(() => app.close());
  const browse = await app.inject({ method: 'GET', url: '/experiences' });
  t.equal(browse.statusCode, 200, 'the shell renders');
  t.match(browse.body, /We could not load experiences/);
  t.match(browse.body, /not answering right now/);
  const trpc = await app.inject({ method: 'GET', url: `/trpc/experiences.browse?input=${encodeURIComponent('{}')}` });
  t.equal(trpc.statusCode, 502);
  t.equal(trpc.json().error.data.code, 'BAD_GATEWAY');
  t.equal(trpc.json().error.message, 'This part of Lumen is not answering right now');
  // The general title in the asker's language, for browser calls and server-rendered sections alike.
  const german = await app.inject({
    method: 'GET',
    url: `/trpc/experiences.browse?input=${encodeURIComponent('{}')}`,
    headers: { 'accept-language': 'de' },
  });
  t.equal(german.json().error.message, 'Dieser Teil von Lumen antwortet gerade nicht');
  const japanesePage = await app.inject({ method: 'GET', url: '/experiences?lang=ja' });
  t.match(japanesePage.body, /Lumenのこの部分は現在応答していません/);
  t.notMatch(markupOf(japanesePage.body), /not answering right now/);
  const detail = await app.inject({ method: 'GET', url: '/experiences/nova/anything' });
  t.equal(detail.statusCode, 502);
  t.match(detail.body, /We could not load this experience/);
  t.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
});

t.test('a slow upstream times out into a typed 504, not a hung request', async (t) => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => sockets.add(socket)); // accepts, never answers
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as net.AddressInfo).port;
  const app = await buildApp(
    testWebConfig({ v1: `http://127.0.0.1:${port}/v1`, v2: `http://127.0.0.1:${port}/v2` }, { upstreamTimeoutMs: 300 }),
  );
  t.teardown(async () => {
    await app.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });
  const trpc = await app.inject({ method: 'GET', url: `/trpc/experiences.browse?input=${encodeURIComponent('{}')}` });
  t.equal(trpc.statusCode, 504);
  t.equal(trpc.json().error.data.code, 'GATEWAY_TIMEOUT');
  const page = await app.inject({ method: 'GET', url: '/experiences' });
  t.equal(page.statusCode, 200);
  t.match(page.body, /taking longer than it should/);
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

t.test('the footer shows the configured social sites (Follow us)', async (t) => {
  const app = await buildApp(
    testWebConfig(
      { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` },
      { socialLinks: [{ site: 'discord', url: 'https://discord.gg/lumen' }] },
    ),
  );
  t.teardown(() => app.close());
  const html = (await app.inject({ method: 'GET', url: '/no/such/page' })).body;
  t.match(html, /Follow us/);
  t.match(html, /<a href="https:\/\/discord\.gg\/lumen"[^>]*aria-label="Lumen on Discord"/);
  const without = (await stack.app.inject({ method: 'GET', url: '/no/such/page' })).body;
  t.notMatch(markupOf(without), /Follow us/, 'no column without sites');
});
