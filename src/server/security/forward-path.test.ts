// Which paths the fixed-target forwarders pass on: only those that stay under their mount however many
// times they are decoded.
import t from 'tap';
import { forwardableUrl } from './forward-path.ts';

t.test('ordinary issuer paths pass through exactly as received', async (t) => {
  t.same(forwardableUrl('/oidc', '/oidc'), { path: '/oidc', search: '' });
  t.same(forwardableUrl('/oidc/.well-known/openid-configuration', '/oidc'), {
    path: '/oidc/.well-known/openid-configuration',
    search: '',
  });
  t.same(
    forwardableUrl('/oidc/auth?redirect_uri=http%3A%2F%2Fa%2F..%2Fb&state=x', '/oidc'),
    {
      path: '/oidc/auth',
      search: '?redirect_uri=http%3A%2F%2Fa%2F..%2Fb&state=x',
    },
    'the query is not a path: encoded slashes and dots there move nothing',
  );
  t.same(forwardableUrl('/oidc/interaction/abc%20def', '/oidc'), { path: '/oidc/interaction/abc%20def', search: '' });
  t.same(
    forwardableUrl('/oidc/a..b/c.d', '/oidc'),
    { path: '/oidc/a..b/c.d', search: '' },
    'dots inside a name are not segments',
  );
});

const LEAVING = [
  '/oidc/../v2/profiles',
  '/oidc/./../v2/profiles',
  '/oidc/a/../../v2/profiles',
  '/oidc/.well-known/../../v2/profiles',
  '/oidc/..',
  '/oidc/.',
  '/oidc/%2e%2e/v2/profiles',
  '/oidc/%2E%2E/v2/profiles',
  '/oidc/%2e%2E/v2/profiles',
  '/oidc/.%2e/v2/profiles',
  '/oidc/%2e./v2/profiles',
  '/oidc/.%2E/v2/profiles',
  '/oidc/%252e%252e/v2/profiles',
  '/oidc/%25252e%25252e/v2/profiles',
  '/oidc/%2525252e%2525252e/v2/profiles',
  '/oidc/%2e%252e/v2/profiles',
  '/oidc/..\\v2/profiles',
  '/oidc/\\..\\v2/profiles',
  '/oidc/..%5cv2/profiles',
  '/oidc/..%5Cv2/profiles',
  '/oidc/%2e%2e%5cv2%5cprofiles',
  '/oidc/..%2fv2/profiles',
  '/oidc/..%2Fv2/profiles',
  '/oidc/%2e%2e%2fv2%2fprofiles',
  '/oidc/..%252fv2/profiles',
  '/oidc/%c0%ae%c0%ae/v2/profiles',
  '/oidc/%2e%2e%00/v2/profiles',
  '/oidc/%00',
  '/oidc/%',
  '/oidc/%zz',
  '/oidcx',
  '/oidc%2f..%2fv2/profiles',
  '/%6fidc/%2e%2e/v2/profiles',
  '/v2/profiles',
  '//oidc/x',
  'http://evil.example/oidc/x',
  '/oidc/x#y',
];

t.test('every spelling that leaves the mount, or could once decoded, is refused', async (t) => {
  for (const url of LEAVING) t.equal(forwardableUrl(url, '/oidc'), undefined, url);
});

t.test('a deeper mount is kept too', async (t) => {
  t.ok(forwardableUrl('/uploads/originals/a/b?x=1', '/uploads/originals'));
  t.equal(forwardableUrl('/uploads/originals/%2e%2e/%2e%2e/oidc', '/uploads/originals'), undefined);
  t.equal(forwardableUrl('/uploads/originalsX/a', '/uploads/originals'), undefined);
});
