// Navigations on a host other than PUBLIC_URL's go to PUBLIC_URL before anything runs; health checks and
// machine endpoints answer on any host.
import t from 'tap';
import { buildApp } from '../app.ts';
import { testWebConfig } from '../testing/test-stack.ts';
import { SESSION_COOKIE } from '../session/session-plugin.ts';
import { canonicalLocation } from './canonical-host.ts';

// Nothing listens upstream: a redirect must not need it, and whatever is not redirected shows that it ran.
const app = await buildApp(
  testWebConfig(
    { v1: 'http://127.0.0.1:9/v1', v2: 'http://127.0.0.1:9/v2' },
    { publicUrl: 'http://localhost:3000', canonicalHostRedirect: true },
  ),
);
t.teardown(() => app.close());

t.test('pages and sign-in on another host are sent to the same path and query on PUBLIC_URL', async (t) => {
  const navigations = [
    '/',
    '/experiences?q=neon&page=2',
    '/experiences/nova/neon-drift',
    '/sign-in?next=%2Fcart',
    '/sign-up',
    '/sign-out',
    '/auth/callback?code=abc&state=def',
    '//evil.example/x',
  ];
  for (const host of ['127.0.0.1:3000', 'localhost:3001', 'lumen.internal', '[::1]:3000']) {
    for (const url of navigations) {
      const response = await app.inject({ url, headers: { host, cookie: `${SESSION_COOKIE}=garbage` } });
      t.equal(response.statusCode, 301, `${host}${url}`);
      t.equal(response.headers.location, `http://localhost:3000${url}`);
      t.equal(response.headers['set-cookie'], undefined, 'no session opened, no cookie cleared');
      t.match(response.headers['cache-control'], /no-store/, 'the browser does not remember it');
    }
  }
  const head = await app.inject({ method: 'HEAD', url: '/store', headers: { host: '127.0.0.1:3000' } });
  t.equal(head.statusCode, 301);
});

t.test('the canonical host itself, in any spelling of it, is served', async (t) => {
  for (const host of ['localhost:3000', 'LOCALHOST:3000']) {
    const response = await app.inject({ url: '/sign-in', headers: { host } });
    t.not(response.statusCode, 301, host);
  }
});

t.test('health checks and machine endpoints answer on any host', async (t) => {
  const healthz = await app.inject({ url: '/healthz', headers: { host: '10.0.0.7:3000' } });
  t.equal(healthz.statusCode, 200);
  const readyz = await app.inject({ url: '/readyz', headers: { host: '10.0.0.7:3000' } });
  t.equal(readyz.statusCode, 503, 'answered (the upstream is down here), not redirected');
  for (const url of [
    '/trpc/experiences.browse',
    '/api/user',
    '/favicon.svg',
    '/robots.txt',
    '/oidc/.well-known/openid-configuration',
  ]) {
    const response = await app.inject({ url, headers: { host: '127.0.0.1:3000' } });
    t.not(response.statusCode, 301, url);
  }
});

t.test('only reads are redirected', async (t) => {
  const canonical = new URL('http://localhost:3000');
  t.equal(canonicalLocation({ method: 'POST', host: 'other', url: '/sign-out' }, canonical), undefined);
  t.equal(
    canonicalLocation({ method: 'GET', host: 'other', url: '/sign-out' }, canonical),
    'http://localhost:3000/sign-out',
  );
  t.equal(
    canonicalLocation({ method: 'GET', host: '', url: '/' }, canonical),
    'http://localhost:3000/',
    'no Host at all',
  );
  t.equal(
    canonicalLocation({ method: 'GET', host: 'localhost', url: '/' }, new URL('https://localhost')),
    undefined,
    'default port',
  );
  t.equal(
    canonicalLocation({ method: 'GET', host: 'localhost:443', url: '/' }, new URL('https://localhost')),
    undefined,
  );
});

t.test('behind a trusted proxy the forwarded host is the one that counts', async (t) => {
  const proxied = await buildApp(
    testWebConfig(
      { v1: 'http://127.0.0.1:9/v1', v2: 'http://127.0.0.1:9/v2' },
      { publicUrl: 'https://lumen.example', canonicalHostRedirect: true, trustProxy: 1 },
    ),
  );
  t.teardown(() => proxied.close());
  const kept = await proxied.inject({
    url: '/sign-in',
    headers: { host: '10.0.0.7:3000', 'x-forwarded-host': 'lumen.example', 'x-forwarded-proto': 'https' },
  });
  t.not(kept.statusCode, 301, 'the browser asked for lumen.example');
  const moved = await proxied.inject({
    url: '/sign-in',
    headers: { host: '10.0.0.7:3000', 'x-forwarded-host': 'www.lumen.example' },
  });
  t.equal(moved.statusCode, 301);
  t.equal(moved.headers.location, 'https://lumen.example/sign-in');
});
