import t from 'tap';
import { creatorExperiencesHref, experienceHref, isServerPath, profileHref, siteHref, storeHref } from './site-link.ts';

t.test('base "/" keeps relative internal links', async (t) => {
  t.equal(siteHref('/', '/experiences/nova'), '/experiences/nova');
  t.equal(siteHref('/', 'experiences/nova'), '/experiences/nova');
  t.equal(siteHref('', '/experiences/nova'), '/experiences/nova');
  t.equal(siteHref('  /  ', '/store/nova'), '/store/nova');
  t.equal(siteHref('/', '/experiences?q=neon&page=2'), '/experiences?q=neon&page=2');
});

t.test('http(s) bases give absolute links without double slashes', async (t) => {
  t.equal(siteHref('https://atlas.lumen.test', '/experiences/nova'), 'https://atlas.lumen.test/experiences/nova');
  t.equal(siteHref('https://atlas.lumen.test/', '/experiences/nova'), 'https://atlas.lumen.test/experiences/nova');
  t.equal(siteHref('https://atlas.lumen.test//', 'experiences/nova'), 'https://atlas.lumen.test/experiences/nova');
  t.equal(siteHref('http://localhost:3000', '/store/nova'), 'http://localhost:3000/store/nova');
  t.equal(siteHref('https://lumen.test/atlas/', '/experiences/nova'), 'https://lumen.test/atlas/experiences/nova');
  t.equal(siteHref('https://lumen.test/atlas', '//experiences/nova'), 'https://lumen.test/atlas/experiences/nova');
  t.equal(siteHref('HTTPS://Atlas.Lumen.Test', '/x'), 'https://atlas.lumen.test/x');
});

t.test('query, fragment and credentials of a base are dropped', async (t) => {
  t.equal(siteHref('https://lumen.test/?a=1#top', '/store/nova'), 'https://lumen.test/store/nova');
  t.equal(siteHref('https://user:secret@lumen.test', '/store/nova'), 'https://lumen.test/store/nova');
});

t.test('same-site prefixes', async (t) => {
  t.equal(siteHref('/atlas', '/experiences/nova'), '/atlas/experiences/nova');
  t.equal(siteHref('/atlas/', 'experiences/nova'), '/atlas/experiences/nova');
  t.equal(siteHref('///', '/x'), '/x');
});

t.test('unsafe or unusable bases are neutralised to a relative link', async (t) => {
  t.equal(siteHref('javascript:alert(1)', '/experiences/nova'), '/experiences/nova');
  t.equal(siteHref('JavaScript:alert(1)//', '/x'), '/x');
  t.equal(siteHref('data:text/html,hi', '/x'), '/x');
  t.equal(siteHref('vbscript:msgbox', '/x'), '/x');
  t.equal(siteHref('ftp://files.lumen.test', '/x'), '/x');
  t.equal(siteHref('//evil.example', '/x'), '/x');
  t.equal(siteHref('/\\evil.example', '/x'), '/x');
  t.equal(siteHref('not a url', '/x'), '/x');
  t.equal(siteHref('https://', '/x'), '/x');
});

t.test('paths can never become protocol-relative', async (t) => {
  t.equal(siteHref('/', '//evil.example/x'), '/evil.example/x');
  t.equal(siteHref('/', '\\\\evil.example'), '/evil.example');
});

t.test('route builders encode each segment', async (t) => {
  t.equal(experienceHref('nova', 'neon-harbor'), '/experiences/nova/neon-harbor');
  t.equal(creatorExperiencesHref('nova'), '/experiences/nova');
  t.equal(profileHref('kai'), '/profiles/kai');
  t.equal(storeHref('nova'), '/store/nova');
  t.equal(experienceHref('a/b', 'c?d'), '/experiences/a%2Fb/c%3Fd');
  t.equal(creatorExperiencesHref('../admin'), '/experiences/..%2Fadmin');
  t.equal(profileHref('mira okafor'), '/profiles/mira%20okafor');
  t.equal(storeHref('#x'), '/store/%23x');
});

t.test('builders compose with siteHref', async (t) => {
  t.equal(
    siteHref('https://atlas.lumen.test/', experienceHref('nova', 'neon')),
    'https://atlas.lumen.test/experiences/nova/neon',
  );
  t.equal(siteHref('/', storeHref('nova')), '/store/nova');
});

t.test('isServerPath: the server answers sign-in, sign-out, APIs and the issuer itself', async (t) => {
  for (const path of [
    '/sign-in?next=%2F',
    '/sign-up',
    '/sign-out',
    '/auth/callback',
    '/oidc/auth',
    '/api/user',
    '/media/x.svg',
  ]) {
    t.equal(isServerPath(path), true, path);
  }
  for (const path of ['/', '/signing-tips', '/experiences', '/profiles/nova', '/friends', '/apis-guide']) {
    t.equal(isServerPath(path), false, path);
  }
});
