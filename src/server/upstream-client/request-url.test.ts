import t from 'tap';
import { InvalidUpstreamPathError } from './errors.ts';
import { buildTargetUrl, encodeQuery, joinUrl, viaProxy } from './request-url.ts';

t.test('joins base URLs with and without a path prefix or trailing slash', async (t) => {
  t.equal(joinUrl('http://127.0.0.1:4000/v1', '/experiences').href, 'http://127.0.0.1:4000/v1/experiences');
  t.equal(joinUrl('http://127.0.0.1:4000/v1/', '/experiences').href, 'http://127.0.0.1:4000/v1/experiences');
  t.equal(joinUrl('http://127.0.0.1:4000/v1/', 'experiences').href, 'http://127.0.0.1:4000/v1/experiences');
  t.equal(
    joinUrl('http://127.0.0.1:4000/api/v2', '/experiences/nova/sky').href,
    'http://127.0.0.1:4000/api/v2/experiences/nova/sky',
  );
  t.equal(joinUrl('http://127.0.0.1:4000', '/user').href, 'http://127.0.0.1:4000/user');
  t.equal(joinUrl('http://127.0.0.1:4000/', 'user').href, 'http://127.0.0.1:4000/user');
  t.equal(
    joinUrl('http://127.0.0.1:4000/v1', '/experience/').href,
    'http://127.0.0.1:4000/v1/experience/',
    'trailing slash kept',
  );
  t.equal(
    joinUrl('http://127.0.0.1:4000/v1', '//evil.example/x').href,
    'http://127.0.0.1:4000/v1/evil.example/x',
    'never scheme-relative',
  );
  t.equal(
    joinUrl('http://h/v1', `/experiences/${encodeURIComponent('a b/c')}`).href,
    'http://h/v1/experiences/a%20b%2Fc',
    'encoded segments are kept as given',
  );
});

t.test('refuses paths that could leave the base path or smuggle a query', async (t) => {
  for (const path of [
    '/experiences/..',
    '/../admin',
    '/a/./b',
    '/a/%2e%2e/b',
    '/a/%2E/b',
    '/x?y=1',
    '/x#frag',
    '/a\\b',
    '..',
  ]) {
    t.throws(() => joinUrl('http://h/v1', path), InvalidUpstreamPathError, path);
  }
  t.doesNotThrow(() => joinUrl('http://h/v1', '/a..b/.c/..d'), 'dots inside names are fine');
});

t.test('encodes query parameters', async (t) => {
  t.equal(encodeQuery(undefined), '');
  t.equal(encodeQuery({}), '');
  t.equal(
    encodeQuery({ q: 'a b&c=d', page: 2, live: true, off: false, skipped: undefined, nothing: null }),
    'q=a%20b%26c%3Dd&page=2&live=true&off=false',
  );
  t.equal(encodeQuery({ 'filter[id]': '1,2', 'page[size]': 10 }), 'filter%5Bid%5D=1%2C2&page%5Bsize%5D=10');
  t.equal(encodeQuery({ tag: ['a', 'b c', 3, true] }), 'tag=a&tag=b%20c&tag=3&tag=true', 'arrays repeat the name');
  t.equal(encodeQuery({ tag: [] }), '', 'an empty array sends nothing');
  t.equal(encodeQuery({ emoji: 'é✓' }), 'emoji=%C3%A9%E2%9C%93');
  t.throws(() => encodeQuery({ n: Number.NaN }), TypeError);
  t.throws(() => encodeQuery({ n: Number.POSITIVE_INFINITY }), TypeError);
});

t.test('builds target URLs and their proxy form', async (t) => {
  t.equal(buildTargetUrl('http://h:1/v2', '/featured', { perPage: 100 }), 'http://h:1/v2/featured?perPage=100');
  t.equal(buildTargetUrl('http://h:1/v2', '/featured', { skip: undefined }), 'http://h:1/v2/featured');
  const target = 'http://h:1/v2/experiences?q=a%20b&filter%5Bid%5D=1';
  t.equal(
    viaProxy('http://proxy:3000/api/proxy', target),
    `http://proxy:3000/api/proxy?url=${encodeURIComponent(target)}`,
  );
  t.equal(
    viaProxy('http://proxy:3000/api/proxy?k=1', target),
    `http://proxy:3000/api/proxy?k=1&url=${encodeURIComponent(target)}`,
  );
  t.equal(new URL(viaProxy('http://proxy/p', target)).searchParams.get('url'), target, 'round-trips');
});
