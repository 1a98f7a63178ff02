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
  const config = loadConfig({ UPSTREAM_V1_URL: 'https://api.example.com/v1', UPSTREAM_V2_URL: 'https://api.example.com/v2' });
  t.same(config.upstream, { v1: 'https://api.example.com/v1', v2: 'https://api.example.com/v2' });
  t.throws(() => loadConfig({ UPSTREAM_V1_URL: 'https://api.example.com/v1' }), /UPSTREAM_V1_URL and UPSTREAM_V2_URL go together/);
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
  t.throws(() => loadConfig({ SOCIAL_LINKS: 'myspace=https://myspace.com/lumen' }), /SOCIAL_LINKS: expected site=https-url pairs/);
  t.throws(() => loadConfig({ SOCIAL_LINKS: 'x=javascript:alert(1)' }), /SOCIAL_LINKS/);
  t.throws(() => loadConfig({ SOCIAL_LINKS: 'x=http://x.com/lumen' }), /SOCIAL_LINKS/, 'https only');
});

t.test('UPLOADS_CONNECT_SRC: https origins browsers may upload to (the S3 bucket)', async (t) => {
  t.same(loadConfig({}).uploadConnectSources, []);
  t.same(loadConfig({ UPLOADS_CONNECT_SRC: 'https://b.s3.eu-west-1.amazonaws.com, https://minio.example:9000' }).uploadConnectSources, [
    'https://b.s3.eu-west-1.amazonaws.com',
    'https://minio.example:9000',
  ]);
  t.throws(() => loadConfig({ UPLOADS_CONNECT_SRC: 'http://b.example' }), /UPLOADS_CONNECT_SRC: must be comma-separated https origins/);
  t.throws(() => loadConfig({ UPLOADS_CONNECT_SRC: 'https://b.example/path' }), /UPLOADS_CONNECT_SRC/);
});

t.test('IMAGE_HOSTS: hosts of https pictures, none by default', async (t) => {
  t.same(loadConfig({}).imageHosts, []);
  t.same(loadConfig({ IMAGE_HOSTS: 'cdn.example.com, Img.Example.net:8443' }).imageHosts, ['cdn.example.com', 'img.example.net:8443']);
  t.throws(() => loadConfig({ IMAGE_HOSTS: 'https://cdn.example.com' }), /IMAGE_HOSTS: "https:\/\/cdn.example.com" is not a host name/);
});
