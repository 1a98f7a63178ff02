// Shared caches never keep what depends on the session: every answer to a signed-in request (each tRPC
// query procedure, mutations, pages, /api/user, the balance) and the session routes are private, no-store;
// pages and tRPC answers vary by cookie; anonymous public pages and answers stay cacheable as before.
import t, { type Test } from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { startTestStack } from '../testing/test-stack.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';
import { appRouter } from '../trpc/app-router.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const { app } = stack;

const kai = await stack.userFor('kai');
const signedIn = { cookie: await sessionCookieFor(kai) };
const sameOrigin = {
  origin: 'http://lumen.test',
  host: 'lumen.test',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};

const query = (path: string, input?: unknown) =>
  `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

function isQueryProcedure(value: unknown): boolean {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return false;
  const definition: unknown = Reflect.get(value, '_def');
  return typeof definition === 'object' && definition !== null && Reflect.get(definition, 'type') === 'query';
}

function isPrivateNoStore(t: Test, response: LightMyRequestResponse, what: string) {
  t.equal(
    response.headers['cache-control'],
    'private, no-store',
    `${what} (${response.statusCode}) is private, no-store`,
  );
}
function variesByCookie(t: Test, response: LightMyRequestResponse, what: string) {
  t.match(String(response.headers.vary ?? ''), /(^|,\s*)Cookie(\s*,|$)/i, `${what} varies by cookie`);
}

t.test("a signed-in persona's own answers are private, no-store", async (t) => {
  const own: Array<[string, unknown]> = [
    ['cart.get', undefined],
    ['orders.mine', { page: 1 }],
    ['tickets.mine', { when: 'upcoming' }],
    ['funds.paymentMethods', undefined],
    ['notifications.list', {}],
    ['notifications.preferences', undefined],
    ['events.feed', undefined],
    ['events.calendar', { tz: 'UTC' }],
  ];
  for (const [path, input] of own) {
    const response = await app.inject({ url: query(path, input), headers: signedIn });
    t.equal(response.statusCode, 200, `${path} answers`);
    isPrivateNoStore(t, response, path);
    variesByCookie(t, response, path);
  }
  const user = await app.inject({ url: '/api/user', headers: signedIn });
  t.equal(user.statusCode, 200);
  t.match(user.json(), { email: 'kai@lumen.test' });
  isPrivateNoStore(t, user, '/api/user');
  const balance = await app.inject({ url: '/api/user/balance', headers: signedIn });
  t.equal(balance.statusCode, 200);
  isPrivateNoStore(t, balance, '/api/user/balance');
});

t.test('every query procedure, public ones included, answers a session privately', async (t) => {
  // At run time tRPC keeps every procedure by its dotted path; each knows whether it is a query.
  const queries = Object.entries(appRouter._def.procedures)
    .filter(([, procedure]) => isQueryProcedure(procedure))
    .map(([path]) => path);
  t.ok(queries.length > 30, `${queries.length} query procedures`);
  for (const path of queries) {
    const response = await app.inject({ url: query(path, {}), headers: signedIn });
    isPrivateNoStore(t, response, path);
  }
});

t.test('a signed-in mutation is private, no-store', async (t) => {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/notifications.markRead',
    headers: { ...signedIn, ...sameOrigin },
    payload: JSON.stringify({ all: true }),
  });
  isPrivateNoStore(t, response, 'notifications.markRead');
});

t.test('a signed-in page is private, no-store and varies by cookie; an anonymous one stays cacheable', async (t) => {
  for (const url of ['/', '/experiences', '/orders', '/tickets', '/notifications', '/funds']) {
    const page = await app.inject({ url, headers: signedIn });
    t.equal(page.statusCode, 200, `${url} renders`);
    isPrivateNoStore(t, page, url);
    variesByCookie(t, page, url);
  }
  const anonymous = await app.inject({ url: '/experiences' });
  t.equal(anonymous.statusCode, 200);
  t.equal(anonymous.headers['cache-control'], 'no-cache', 'anonymous: stored, revalidated');
  variesByCookie(t, anonymous, 'anonymous /experiences');
});

t.test(
  'anonymous public tRPC answers stay as cacheable as before; assets and images stay public with a session',
  async (t) => {
    const browse = await app.inject({ url: query('experiences.browse', {}) });
    t.equal(browse.statusCode, 200);
    t.notMatch(String(browse.headers['cache-control'] ?? ''), /private|no-store/);
    variesByCookie(t, browse, 'anonymous experiences.browse');
    const icon = await app.inject({ url: '/favicon.svg', headers: signedIn });
    t.equal(icon.statusCode, 200);
    t.match(icon.headers['cache-control'], /^public/);
  },
);

t.test('the session routes are private, no-store whoever asks', async (t) => {
  const routes: Array<{ method: 'GET' | 'POST'; url: string; headers: Record<string, string> }> = [
    { method: 'GET', url: '/sign-in?next=/cart', headers: signedIn },
    { method: 'GET', url: '/sign-up', headers: signedIn },
    { method: 'GET', url: '/auth/callback?code=x&state=y', headers: {} },
    { method: 'GET', url: '/api/user', headers: {} },
    {
      method: 'POST',
      url: '/sign-out',
      headers: { ...signedIn, ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    },
  ];
  for (const { method, url, headers } of routes) {
    const response = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: '' } : {}) });
    isPrivateNoStore(t, response, `${method} ${url}`);
  }
});
