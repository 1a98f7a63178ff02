import t from 'tap';
import { buildEmbeddedUpstream, loadEmbeddedUpstreamConfig, DEV_TOKEN_SECRET } from './app.ts';
import { embeddedClientSecret } from './identity/client-secret.ts';
import type { AccessTokenVerifier } from './auth/index.ts';
import type { Database, Queryable } from './db/database.ts';

const JSON_API = 'application/vnd.api+json';
const nobody: AccessTokenVerifier = { verify: async () => null };

/** A database that answers `select 1` and fails everything else (or everything, when broken). */
function fakeDatabase(opts: { broken: boolean }): Database {
  const fail = async (): Promise<never> => {
    throw new Error('connection to secret-host:5432 refused');
  };
  const queryable: Queryable = {
    async query<T>(sql: string): Promise<T[]> {
      if (!opts.broken && sql === 'select 1') return [{ '?column?': 1 } as T];
      return fail();
    },
    exec: fail,
  };
  return { kind: 'postgres', ...queryable, transaction: (fn) => fn(queryable), close: async () => undefined };
}

t.test('GET /healthz is 200 when the database answers, 503 when it does not', async (t) => {
  const healthy = await buildEmbeddedUpstream({ db: fakeDatabase({ broken: false }), verifier: nobody });
  t.teardown(() => healthy.close());
  const ok = await healthy.inject('/healthz');
  t.equal(ok.statusCode, 200);
  t.same(ok.json(), { status: 'ok' });

  const broken = await buildEmbeddedUpstream({ db: fakeDatabase({ broken: true }), verifier: nobody });
  t.teardown(() => broken.close());
  const down = await broken.inject('/healthz');
  t.equal(down.statusCode, 503);
  t.same(down.json(), { status: 'unavailable' });
});

t.test('errors are JSON:API documents and never leak internals', async (t) => {
  const app = await buildEmbeddedUpstream({ db: fakeDatabase({ broken: true }), verifier: nobody });
  t.teardown(() => app.close());

  const unknownRoute = await app.inject('/v2/no-such-thing?x=1');
  t.equal(unknownRoute.statusCode, 404);
  t.match(unknownRoute.headers['content-type'], JSON_API);
  t.same(unknownRoute.json(), {
    errors: [{ status: '404', code: 'not-found', title: 'Not found', detail: 'No route GET /v2/no-such-thing.' }],
  });

  const wrongMethod = await app.inject({ method: 'PUT', url: '/v2/experiences' });
  t.equal(wrongMethod.statusCode, 404);

  const failure = await app.inject({ url: '/v2/experiences', headers: { 'x-request-id': 'trace-abc-123' } });
  t.equal(failure.statusCode, 500);
  t.match(failure.headers['content-type'], JSON_API);
  const body = failure.json<{ errors: { status: string; code: string; detail: string }[] }>();
  t.match(body.errors, [{ status: '500', code: 'internal-error', detail: /trace-abc-123/ }]);
  t.notMatch(failure.body, /secret-host|stack|at .*\.ts/, 'no message, stack or file names of the cause');

  const unsupported = await app.inject({
    method: 'POST',
    url: '/v2/experience',
    headers: { 'content-type': 'application/xml' },
    payload: '<experience/>',
  });
  t.equal(unsupported.statusCode, 415);
  t.match(unsupported.json(), { errors: [{ status: '415', code: 'unsupported-media-type' }] });
  const text = await app.inject({
    method: 'POST',
    url: '/v2/experience',
    headers: { 'content-type': 'text/plain' },
    payload: 'hi',
  });
  t.equal(text.statusCode, 415, 'text/plain is not a document either');

  const tooLarge = await app.inject({
    method: 'POST',
    url: '/v2/experience',
    headers: { 'content-type': JSON_API },
    payload: JSON.stringify({ data: { description: 'x'.repeat(300 * 1024) } }),
  });
  t.equal(tooLarge.statusCode, 413);
  t.match(tooLarge.json(), { errors: [{ code: 'payload-too-large' }] });
});

t.test('every response carries x-request-id, honouring a well-formed incoming one', async (t) => {
  const app = await buildEmbeddedUpstream({ db: fakeDatabase({ broken: false }), verifier: nobody });
  t.teardown(() => app.close());
  const generated = await app.inject('/healthz');
  t.match(generated.headers['x-request-id'], /^[0-9a-f-]{36}$/);
  const honoured = await app.inject({ url: '/nope', headers: { 'x-request-id': 'web-7f3a.1' } });
  t.equal(honoured.headers['x-request-id'], 'web-7f3a.1');
  const replaced = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\twith spaces' } });
  t.match(replaced.headers['x-request-id'], /^[0-9a-f-]{36}$/, 'a malformed id is replaced');
});

t.test('the standalone configuration: defaults, overrides and clear errors', async (t) => {
  const defaults = loadEmbeddedUpstreamConfig({});
  t.same(defaults, {
    host: '127.0.0.1',
    port: 4000,
    dataDir: './data',
    databaseUrl: undefined,
    databasePoolMax: 10,
    demoData: true,
    tokenSecret: DEV_TOKEN_SECRET,
    usingDevSecret: true,
    mediaBaseUrl: '/media',
    imageHosts: [],
    logLevel: 'info',
    trustProxy: '127.0.0.1',
    issuer: { kind: 'none' },
    siteUrl: null,
    observability: { metrics: null, tracing: null },
  });
  t.same(
    loadEmbeddedUpstreamConfig({ METRICS_PORT: '9465', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })
      .observability,
    { metrics: { host: '127.0.0.1', port: 9465, token: undefined }, tracing: { serviceName: 'lumen-upstream' } },
    'its own metrics endpoint and traces, named as the upstream',
  );
  const custom = loadEmbeddedUpstreamConfig({
    UPSTREAM_HOST: '0.0.0.0',
    UPSTREAM_PORT: '0',
    DATA_DIR: '/var/lib/lumen',
    DATABASE_URL: 'postgres://lumen@db:5432/lumen',
    UPSTREAM_TOKEN_SECRET: 's'.repeat(40),
    UPSTREAM_MEDIA_BASE_URL: 'https://cdn.example.com/media',
    IMAGE_HOSTS: 'cdn.example.com',
    LOG_LEVEL: 'warn',
  });
  t.match(custom, {
    host: '0.0.0.0',
    port: 0,
    usingDevSecret: false,
    tokenSecret: 's'.repeat(40),
    logLevel: 'warn',
    imageHosts: ['cdn.example.com'],
  });
  t.throws(
    () => loadEmbeddedUpstreamConfig({ IMAGE_HOSTS: 'https://cdn.example.com' }),
    /IMAGE_HOSTS: "https:\/\/cdn.example.com" is not a host name/,
  );
  t.equal(custom.demoData, false, 'no demo data on DATABASE_URL');
  t.equal(
    loadEmbeddedUpstreamConfig({ DATABASE_URL: 'postgres://db/lumen', DEMO_DATA: '1' }).demoData,
    true,
    'unless asked for',
  );
  t.equal(loadEmbeddedUpstreamConfig({ DATABASE_POOL_MAX: '25' }).databasePoolMax, 25);
  t.throws(() => loadEmbeddedUpstreamConfig({ DATABASE_POOL_MAX: '0' }), /DATABASE_POOL_MAX/);
  t.equal(loadEmbeddedUpstreamConfig({ DATABASE_URL: '  ' }).databaseUrl, undefined, 'blank means unset');

  // The split topology: the web tiers' SESSION_SECRET makes this process the issuer of their client.
  const sessionSecret = 'a-session-secret-shared-by-every-tier-0123456789';
  t.same(
    loadEmbeddedUpstreamConfig({
      SESSION_SECRET: `${sessionSecret}, an-older-secret-still-opening-cookies-0123`,
      PUBLIC_URL: 'https://lumen.example/',
    }).issuer,
    {
      kind: 'embedded',
      publicUrl: 'https://lumen.example',
      clientId: 'lumen-web',
      clientSecret: embeddedClientSecret([sessionSecret]),
      productName: undefined,
    },
  );
  t.match(loadEmbeddedUpstreamConfig({ OIDC_CLIENT_SECRET: 'c'.repeat(40), OIDC_CLIENT_ID: 'web' }).issuer, {
    kind: 'embedded',
    publicUrl: 'http://localhost:3000',
    clientId: 'web',
    clientSecret: 'c'.repeat(40),
  });
  t.same(
    loadEmbeddedUpstreamConfig({ OIDC_ISSUER_URL: 'https://id.example/realms/lumen/', SESSION_SECRET: sessionSecret })
      .issuer,
    { kind: 'external', issuer: 'https://id.example/realms/lumen', audience: 'lumen-web' },
    'another issuer: its tokens are verified, none is served',
  );
  t.throws(() => loadEmbeddedUpstreamConfig({ SESSION_SECRET: 'short' }), {
    message: /SESSION_SECRET: must be one or more/,
  });

  t.throws(
    () =>
      loadEmbeddedUpstreamConfig({ UPSTREAM_PORT: '70000', UPSTREAM_TOKEN_SECRET: 'short', DATABASE_URL: 'mysql://x' }),
    {
      name: 'EmbeddedUpstreamConfigError',
      message:
        /UPSTREAM_PORT: must be from 0 to 65535[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*UPSTREAM_TOKEN_SECRET: must be at least 32 characters/,
    },
  );
});
