import t from 'tap';
import { ConfigError, loadConfig } from './config.ts';

t.test('defaults run offline with the embedded upstream', async (t) => {
  const config = loadConfig({});
  t.equal(config.port, 3000);
  t.equal(config.dataDir, './data');
  t.equal(config.upstream, undefined);
  t.equal(config.upstreamTimeoutMs, 5000);
  t.equal(config.publicUrl, 'http://localhost:3000');
  t.same(config.sites, { atlas: '/', store: '/', profiles: '/' });
  t.equal(config.productName, 'Lumen');
});

t.test('remote upstream needs both versioned base URLs', async (t) => {
  const config = loadConfig({
    UPSTREAM_V1_URL: 'https://api.example.com/v1',
    UPSTREAM_V2_URL: 'https://api.example.com/v2',
  });
  t.same(config.upstream, { v1: 'https://api.example.com/v1', v2: 'https://api.example.com/v2' });
  t.throws(
    () => loadConfig({ UPSTREAM_V1_URL: 'https://api.example.com/v1' }),
    /UPSTREAM_V1_URL and UPSTREAM_V2_URL go together/,
  );
});

t.test('split topology: web tiers reach the embedded issuer at the upstream process', async (t) => {
  const remote = { UPSTREAM_V1_URL: 'http://upstream:4000/v1', UPSTREAM_V2_URL: 'http://upstream:4000/v2' };
  t.equal(loadConfig(remote).identityInternalOrigin, 'http://upstream:4000', 'the upstream origin by default');
  t.equal(
    loadConfig({ ...remote, IDENTITY_INTERNAL_URL: 'http://issuer.internal:4100/' }).identityInternalOrigin,
    'http://issuer.internal:4100',
  );
  t.equal(loadConfig({}).identityInternalOrigin, undefined, 'embedded upstream: main.ts knows its origin');
  t.equal(
    loadConfig({ ...remote, OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_SECRET: 's'.repeat(40) })
      .identityInternalOrigin,
    undefined,
    'another issuer is reached at its own address',
  );
});

t.test('bad values fail fast and name the variable', async (t) => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ UPSTREAM_V1_URL: 'ftp://x', UPSTREAM_V2_URL: 'ftp://y' }, /UPSTREAM_V1_URL: must be an http\(s\) URL/],
    [{ ATLAS_BASE_URL: 'javascript:alert(1)' }, /ATLAS_BASE_URL/],
    [{ UPSTREAM_TIMEOUT_MS: '5' }, /UPSTREAM_TIMEOUT_MS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ UPSTREAM_TOKEN_SECRET: 'short' }, /UPSTREAM_TOKEN_SECRET: must be at least 32 characters/],
  ];
  for (const [env, message] of cases) {
    t.throws(() => loadConfig(env), { name: 'ConfigError', message }, JSON.stringify(env));
  }
  t.type(new ConfigError('x'), Error);
});

t.test('domain prefixes for cards are accepted and PUBLIC_URL loses its trailing slash', async (t) => {
  const config = loadConfig({ ATLAS_BASE_URL: 'https://atlas.lumen.example', PUBLIC_URL: 'https://lumen.example/' });
  t.equal(config.sites.atlas, 'https://atlas.lumen.example');
  t.equal(config.publicUrl, 'https://lumen.example');
});

t.test('social links for the footer are validated site=https-url pairs', async (t) => {
  t.same(loadConfig({}).socialLinks, []);
  t.same(loadConfig({ SOCIAL_LINKS: 'x=https://x.com/lumen, discord=https://discord.gg/lumen?x=1' }).socialLinks, [
    { site: 'x', url: 'https://x.com/lumen' },
    { site: 'discord', url: 'https://discord.gg/lumen?x=1' },
  ]);
  t.throws(
    () => loadConfig({ SOCIAL_LINKS: 'myspace=https://myspace.com/lumen' }),
    /SOCIAL_LINKS: expected site=https-url pairs/,
  );
  t.throws(() => loadConfig({ SOCIAL_LINKS: 'x=javascript:alert(1)' }), /SOCIAL_LINKS/);
  t.throws(() => loadConfig({ SOCIAL_LINKS: 'x=http://x.com/lumen' }), /SOCIAL_LINKS/, 'https only');
});

t.test('CURRENCY_RATES: one Lumen Dollar in each currency, a default, empty turns equivalents off', async (t) => {
  t.same(
    loadConfig({}).currencyRates.map((entry) => entry.currency),
    ['USD', 'EUR', 'JPY'],
  );
  t.same(loadConfig({ CURRENCY_RATES: 'GBP:0.008, CHF:0.0089' }).currencyRates, [
    { currency: 'GBP', rate: '0.008' },
    { currency: 'CHF', rate: '0.0089' },
  ]);
  t.same(loadConfig({ CURRENCY_RATES: '' }).currencyRates, []);
  t.throws(
    () => loadConfig({ CURRENCY_RATES: 'USD:-0.01' }),
    /CURRENCY_RATES: the value of one Lumen Dollar in USD must be a positive/,
  );
  t.throws(() => loadConfig({ CURRENCY_RATES: 'USD:Infinity' }), /CURRENCY_RATES/);
  t.throws(() => loadConfig({ CURRENCY_RATES: 'dollars:0.01' }), /CURRENCY_RATES: expected CODE:value pairs/);
  t.throws(
    () => loadConfig({ CURRENCY_RATES: 'ABC:0.01' }),
    /CURRENCY_RATES: expected CODE:value pairs .*ISO 4217/,
    'not an ISO 4217 code',
  );
});

t.test('UPLOADS_CONNECT_SRC: https origins browsers may upload to (the S3 bucket)', async (t) => {
  t.same(loadConfig({}).uploadConnectSources, []);
  t.same(
    loadConfig({ UPLOADS_CONNECT_SRC: 'https://b.s3.eu-west-1.amazonaws.com, https://minio.example:9000' })
      .uploadConnectSources,
    ['https://b.s3.eu-west-1.amazonaws.com', 'https://minio.example:9000'],
  );
  t.throws(
    () => loadConfig({ UPLOADS_CONNECT_SRC: 'http://b.example' }),
    /UPLOADS_CONNECT_SRC: must be comma-separated https origins/,
  );
  t.throws(() => loadConfig({ UPLOADS_CONNECT_SRC: 'https://b.example/path' }), /UPLOADS_CONNECT_SRC/);
});

t.test('TRUST_PROXY: a hop count or the proxies’ addresses, never everyone', async (t) => {
  t.equal(loadConfig({}).trustProxy, false);
  t.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  t.equal(loadConfig({ TRUST_PROXY: '0' }).trustProxy, false);
  t.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
  t.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
  t.same(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy, [
    '10.0.0.0/8',
    '192.168.1.7',
    'fd00::/8',
  ]);
  t.throws(() => loadConfig({ TRUST_PROXY: 'true' }), {
    name: 'ConfigError',
    message: /TRUST_PROXY: 'true' would trust every hop/,
  });
  for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'example.com', '11', '10.0.0.1/8/1']) {
    t.throws(
      () => loadConfig({ TRUST_PROXY: bad }),
      { name: 'ConfigError', message: /TRUST_PROXY: must be a hop count/ },
      bad,
    );
  }
});

t.test('REDIS_URL: shared state between instances, optional', async (t) => {
  t.equal(loadConfig({}).redisUrl, undefined);
  t.equal(loadConfig({}).redisKeyPrefix, 'lumen:');
  const config = loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2', REDIS_KEY_PREFIX: 'shop-a:' });
  t.equal(config.redisUrl, 'redis://cache.internal:6379/2');
  t.equal(config.redisKeyPrefix, 'shop-a:');
  t.equal(
    loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380' }).redisUrl,
    'rediss://user:pw@cache.example:6380',
  );
  t.throws(() => loadConfig({ REDIS_URL: 'http://cache:6379' }), {
    name: 'ConfigError',
    message: /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
  });
  t.throws(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' }), { name: 'ConfigError', message: /REDIS_KEY_PREFIX/ });
});

t.test('IMAGE_HOSTS: hosts of https pictures, none by default', async (t) => {
  t.same(loadConfig({}).imageHosts, []);
  t.same(loadConfig({ IMAGE_HOSTS: 'cdn.example.com, Img.Example.net:8443' }).imageHosts, [
    'cdn.example.com',
    'img.example.net:8443',
  ]);
  t.throws(
    () => loadConfig({ IMAGE_HOSTS: 'https://cdn.example.com' }),
    /IMAGE_HOSTS: "https:\/\/cdn.example.com" is not a host name/,
  );
});

t.test('production mode: demo data only when asked for, a session secret required', async (t) => {
  t.equal(loadConfig({}).demoData, true, 'on for the embedded PGlite default');
  t.equal(loadConfig({ DATABASE_URL: 'postgres://db/lumen' }).demoData, false, 'off on DATABASE_URL');
  t.equal(loadConfig({ DATABASE_URL: 'postgres://db/lumen', DEMO_DATA: '1' }).demoData, true, 'unless asked for');
  t.equal(loadConfig({ DEMO_DATA: 'false' }).demoData, false);
  t.throws(() => loadConfig({ DEMO_DATA: 'yes' }), /DEMO_DATA/);
  t.throws(() => loadConfig({ NODE_ENV: 'production' }), {
    name: 'ConfigError',
    message: /SESSION_SECRET: required when NODE_ENV=production/,
  });
  const secret = 'a-production-secret-that-is-long-enough-0123';
  t.same(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).sessionSecrets, [secret]);
  t.equal(loadConfig({ NODE_ENV: 'development' }).sessionSecrets, undefined, 'development generates one');
});

t.test('pool size, access-token lifetime and the sandbox inbox', async (t) => {
  const defaults = loadConfig({});
  t.equal(defaults.databasePoolMax, 10);
  t.equal(defaults.accessTokenTtlSeconds, 600);
  t.equal(defaults.sandboxMailInbox, true, 'the demo default shows its sandbox outbox: no mail provider runs');
  t.equal(loadConfig({ DATABASE_URL: 'postgres://db/lumen' }).sandboxMailInbox, false, 'off on DATABASE_URL');
  t.equal(loadConfig({ MAIL_SANDBOX_INBOX: 'false' }).sandboxMailInbox, false);
  const set = loadConfig({ DATABASE_POOL_MAX: '40', OIDC_ACCESS_TOKEN_TTL: '60', MAIL_SANDBOX_INBOX: 'true' });
  t.equal(set.databasePoolMax, 40);
  t.equal(set.accessTokenTtlSeconds, 60);
  t.equal(set.sandboxMailInbox, true);
  t.throws(() => loadConfig({ DATABASE_POOL_MAX: '0' }), /DATABASE_POOL_MAX/);
  t.throws(() => loadConfig({ OIDC_ACCESS_TOKEN_TTL: 'ten minutes' }), /OIDC_ACCESS_TOKEN_TTL/);
});

t.test('metrics and tracing: off unless asked for, metrics on loopback by default', async (t) => {
  t.same(loadConfig({}).observability, { metrics: null, tracing: null });
  t.same(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-scrape-token-long-enough' }).observability.metrics, {
    host: '127.0.0.1',
    port: 9464,
    token: 'a-scrape-token-long-enough',
  });
  t.same(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).observability.metrics?.host, '0.0.0.0');
  t.same(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).observability.tracing, {
    serviceName: 'lumen-web',
  });
  t.same(
    loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_SERVICE_NAME: 'lumen-eu' })
      .observability.tracing,
    {
      serviceName: 'lumen-eu',
    },
  );
  t.throws(() => loadConfig({ METRICS_PORT: 'ninety' }), /METRICS_PORT/);
  t.throws(
    () => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' }),
    /METRICS_TOKEN: must be at least 16 characters/,
  );
  t.throws(
    () => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }),
    /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/,
  );
});
