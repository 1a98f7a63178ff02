// /api/proxy exists only when API_PROXY turns it on; on, a signed-in browser's call carries its session's
// token to the upstream (through the real session cookie), and nothing of the caller's own.
import t from 'tap';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { testWebConfig } from '../testing/test-stack.ts';
import { startTestServer, sendJson } from './test-server.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';

t.test('API_PROXY is off unless configured', async (t) => {
  t.equal(loadConfig({}).apiProxy, false);
  t.equal(loadConfig({ API_PROXY: 'true' }).apiProxy, true);
  t.equal(loadConfig({ API_PROXY: '1' }).apiProxy, true);
  t.throws(() => loadConfig({ API_PROXY: 'yes please' }), { name: 'ConfigError', message: /API_PROXY/ });
});

t.test('off: /api/proxy does not exist and nothing is sent upstream', async (t) => {
  const upstream = await startTestServer((_request, response) => sendJson(response, 200, { data: [] }));
  t.teardown(() => upstream.close());
  const app = await buildApp(
    testWebConfig({ v1: `${upstream.origin}/v1`, v2: `${upstream.origin}/v2` }, { apiProxy: false }),
  );
  t.teardown(() => app.close());
  const response = await app.inject({
    method: 'GET',
    url: `/api/proxy?url=${encodeURIComponent(`${upstream.origin}/v2/featured`)}`,
  });
  t.equal(response.statusCode, 404);
  t.equal(upstream.requests.filter((request) => request.url.startsWith('/v2/featured')).length, 0);
});

t.test('on: the configured upstream answers through it', async (t) => {
  const upstream = await startTestServer((_request, response) => sendJson(response, 200, { data: [] }));
  t.teardown(() => upstream.close());
  const app = await buildApp(
    testWebConfig({ v1: `${upstream.origin}/v1`, v2: `${upstream.origin}/v2` }, { apiProxy: true }),
  );
  t.teardown(() => app.close());
  const response = await app.inject({
    method: 'GET',
    url: `/api/proxy?url=${encodeURIComponent(`${upstream.origin}/v2/featured`)}`,
    headers: { authorization: 'Bearer forged' },
  });
  t.equal(response.statusCode, 200);
  const forwarded = upstream.requests.find((request) => request.url === '/v2/featured');
  t.ok(forwarded);
  t.equal(forwarded?.headers.authorization, undefined, "an anonymous caller's own header is never passed on");

  const cookie = await sessionCookieFor({
    subject: 'acct-kai',
    email: 'kai@example.test',
    personaId: 'p-kai',
    personaHandle: 'kai',
    personaName: 'Kai',
    accessToken: 'kai-session-token',
  });
  const signedIn = await app.inject({
    method: 'GET',
    url: `/api/proxy?url=${encodeURIComponent(`${upstream.origin}/v2/user/balance`)}`,
    headers: { cookie, authorization: 'Bearer forged' },
  });
  t.equal(signedIn.statusCode, 200);
  t.match(signedIn.headers['cache-control'], /private/);
  const withToken = upstream.requests.find((request) => request.url === '/v2/user/balance');
  t.equal(withToken?.headers.authorization, 'Bearer kai-session-token', "the session's token, not the caller's header");
  t.equal(withToken?.headers.cookie, undefined, 'the session cookie itself stays here');

  const elsewhere = await app.inject({
    method: 'GET',
    url: `/api/proxy?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    headers: { cookie },
  });
  t.equal(elsewhere.statusCode, 400, 'a signed-in call elsewhere is refused like any other');
});
