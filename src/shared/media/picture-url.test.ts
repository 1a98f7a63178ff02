import t from 'tap';
import {
  configurePictureHosts,
  isMediaPath,
  isPictureUrl,
  parseImageHosts,
  shownPictureUrl,
  NO_PICTURE_URL,
} from './picture-url.ts';
import { pictureUrlSchema, shownPictureUrlSchema } from './schema.ts';

const HOSTS = ['cdn.example.com', 'img.example.net:8443'];

t.test("Lumen's own media paths are pictures", async (t) => {
  for (const url of [
    '/media/uploads/0b0c3f1e-6a51-4c1e-9f43-4e2a6a0f9a10/card.webp',
    '/media/generated/experience/neon-drift/card.svg',
    '/media/default-portrait.svg',
  ]) {
    t.ok(isPictureUrl(url, []), url);
  }
});

t.test('https pictures on a listed host are pictures', async (t) => {
  t.ok(isPictureUrl('https://cdn.example.com/a/b.png', HOSTS));
  t.ok(isPictureUrl('https://cdn.example.com/a/b.png?w=640', HOSTS), 'a query is fine off-site');
  t.ok(isPictureUrl('https://img.example.net:8443/x.webp', HOSTS), 'a listed port');
});

t.test('everything else is refused', async (t) => {
  const refused = [
    '',
    '/sign-out',
    '/sign-out?next=/',
    '/api/user',
    '/api/proxy?url=https://evil.example/',
    '/trpc/cart.clear',
    '/oidc/session/end',
    '/uploads/originals/0b0c3f1e-6a51-4c1e-9f43-4e2a6a0f9a10/0b0c3f1e-6a51-4c1e-9f43-4e2a6a0f9a10',
    '//evil.example/x.png',
    '///evil.example/x.png',
    '/media',
    '/media/',
    '/media/../sign-out',
    '/media/./x.png',
    '/media/%2e%2e/sign-out',
    '/media/.%2e/sign-out',
    '/media/%2E%2E/sign-out',
    '/media%2f..%2fsign-out',
    '/media/uploads/x.png?next=/sign-out',
    '/media/uploads/x.png#frag',
    '/media/a.b.c',
    '/media\\..\\sign-out',
    '\\\\evil.example\\x.png',
    '/\\evil.example/x.png',
    ' /media/x.png',
    '/media/x.png ',
    '/media/x y.png',
    '/media/x\t.png',
    '/media/x\n/sign-out',
    '/media/x\u0000.png',
    '/media/\u0430bc.png',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg/>',
    'blob:https://cdn.example.com/1',
    'http://cdn.example.com/a.png',
    'HTTPS://cdn.example.com/a.png',
    'https://evil.example/a.png',
    'https://cdn.example.com.evil.example/a.png',
    'https://evil.example/cdn.example.com/a.png',
    'https://cdn.example.com@evil.example/a.png',
    'https://user:pass@cdn.example.com/a.png',
    'https://CDN.example.com/a.png',
    'https://cdn.example.com:443/a.png',
    'https://cdn.example.com:8443/a.png',
    'https://cdn.example.com/a/../b.png',
    'https://cdn.example.com/a/%2e%2e/b.png',
    'https://cdn.example.com\\@evil.example/a.png',
    'https:/cdn.example.com/a.png',
    'https:cdn.example.com/a.png',
    'cdn.example.com/a.png',
    'media/x.png',
    `/media/${'a'.repeat(2001)}`,
  ];
  for (const url of refused) t.notOk(isPictureUrl(url, HOSTS), JSON.stringify(url));
});

t.test('with no hosts configured only media paths pass', async (t) => {
  t.notOk(isPictureUrl('https://cdn.example.com/a.png', []));
  t.ok(isPictureUrl('/media/x.png', []));
});

t.test('IMAGE_HOSTS parsing', async (t) => {
  t.same(parseImageHosts(''), []);
  t.same(parseImageHosts(' CDN.example.com , img.example.net:8443,cdn.example.com'), [
    'cdn.example.com',
    'img.example.net:8443',
  ]);
  t.throws(() => parseImageHosts('https://cdn.example.com'), /not a host name/);
  t.throws(() => parseImageHosts('cdn.example.com/images'), /not a host name/);
  t.throws(() => parseImageHosts('*.example.com'), /not a host name/);
});

t.test('the configured hosts are what the schemas and mappings read', async (t) => {
  t.teardown(() => configurePictureHosts([]));
  t.notOk(pictureUrlSchema.safeParse('https://cdn.example.com/a.png').success);
  configurePictureHosts(['cdn.example.com']);
  t.equal(
    pictureUrlSchema.parse('  https://cdn.example.com/a.png '),
    'https://cdn.example.com/a.png',
    'trimmed, then checked',
  );
  t.equal(shownPictureUrl('https://cdn.example.com/a.png', null), 'https://cdn.example.com/a.png');
});

t.test('the input schema refuses with a message; the answer schema replaces', async (t) => {
  const refused = pictureUrlSchema.safeParse('/sign-out');
  t.notOk(refused.success);
  t.match(refused.error?.issues[0]?.message, /not a picture address Lumen can show/);
  t.equal(shownPictureUrlSchema(null).parse('/sign-out'), null);
  t.equal(shownPictureUrlSchema(NO_PICTURE_URL).parse('/sign-out'), NO_PICTURE_URL);
  t.equal(shownPictureUrlSchema(null).parse('/media/x.png'), '/media/x.png');
  t.equal(shownPictureUrl(undefined, NO_PICTURE_URL), NO_PICTURE_URL);
  t.ok(isMediaPath('/media/x.png'));
});
