// Pages in the visitor's language (docs/decisions/0044-lingui-for-languages.md): chosen by `?lang=`, the
// `lang` cookie or Accept-Language; kept per language, so nobody is answered another visitor's language
// from the page cache; the switcher's form sets the cookie and returns to a same-site page only.
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';
import { PAGE_CACHE_HEADER } from '../ssr/ssr-plugin.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const { app } = stack;

const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];

t.test('a German page is never served from the cache to an English visitor, nor the other way round', async (t) => {
  const url = '/experiences?sort=newest';
  const german = await app.inject({ url, headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
  t.equal(german.statusCode, 200);
  t.equal(german.headers[PAGE_CACHE_HEADER], 'miss');
  t.equal(htmlLang(german.body), 'de');
  t.match(german.body, /Erlebnisse entdecken/);
  t.match(String(german.headers.vary), /Accept-Language/, 'shared caches keep languages apart too');

  const english = await app.inject({ url });
  t.equal(english.headers[PAGE_CACHE_HEADER], 'miss', 'the kept German copy is not the English page');
  t.equal(htmlLang(english.body), 'en');
  t.match(english.body, /Explore experiences/);
  t.notMatch(english.body, /Erlebnisse entdecken/);

  const germanAgain = await app.inject({ url, headers: { cookie: 'lang=de' } });
  t.equal(germanAgain.headers[PAGE_CACHE_HEADER], 'hit', 'the cookie and the header name the same kept copy');
  t.match(germanAgain.body, /Erlebnisse entdecken/);
  const englishAgain = await app.inject({ url, headers: { 'accept-language': 'fr-FR' } });
  t.equal(englishAgain.headers[PAGE_CACHE_HEADER], 'hit');
  t.match(englishAgain.body, /Explore experiences/);
});

t.test('pages kept for every signed-in account are kept per language too', async (t) => {
  const cookie = await sessionCookieFor(await stack.userFor('kai'));
  const url = '/experiences?sort=popular';
  const japanese = await app.inject({ url, headers: { cookie: `${cookie}; lang=ja` } });
  t.equal(japanese.headers[PAGE_CACHE_HEADER], 'miss');
  t.equal(htmlLang(japanese.body), 'ja');
  const english = await app.inject({ url, headers: { cookie } });
  t.equal(english.headers[PAGE_CACHE_HEADER], 'miss');
  t.equal(htmlLang(english.body), 'en');
  t.notMatch(english.body, /エクスペリエンスを探す/);
});

t.test('the query names the language over the cookie, and every language is named to crawlers', async (t) => {
  const page = await app.inject({
    url: '/experiences?lang=ja',
    headers: { cookie: 'lang=de', 'accept-language': 'de' },
  });
  t.equal(htmlLang(page.body), 'ja');
  t.match(page.body, /エクスペリエンスを探す/);
  for (const [lang, href] of [
    ['en', '/experiences'],
    ['de', '/experiences?lang=de'],
    ['ja', '/experiences?lang=ja'],
    ['x-default', '/experiences'],
  ] as const) {
    t.match(
      page.body,
      new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]*${href.replace('?', '\\?')}"`, 'i'),
      `hreflang ${lang}`,
    );
  }
  t.match(
    page.body,
    /<link rel="canonical" href="[^"]*\/experiences\?lang=ja"/,
    "the canonical is this language's address",
  );
});

t.test("only the page's own language reaches the browser", async (t) => {
  const page = await app.inject({ url: '/experiences?q=zzz', headers: { cookie: 'lang=de' } });
  const boot = /self\.__LUMEN_BOOT=(.*?);<\/script>/s.exec(page.body)?.[1] ?? '';
  t.match(boot, /Erlebnisse entdecken/);
  t.notMatch(boot, /Explore experiences/);
  t.notMatch(boot, /エクスペリエンスを探す/);
});

t.test('the switcher sets the cookie and returns to the same page, on this site only', async (t) => {
  const post = (body: string) =>
    app.inject({
      method: 'POST',
      url: '/language',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body,
    });
  const chosen = await post(`lang=ja&back=${encodeURIComponent('/experiences?sort=newest&lang=de')}`);
  t.equal(chosen.statusCode, 303);
  t.equal(
    chosen.headers.location,
    '/experiences?sort=newest',
    'the same page, without a ?lang= that would outrank the choice',
  );
  t.match(String(chosen.headers['set-cookie']), /^lang=ja;.*Path=\/.*HttpOnly.*SameSite=Lax/i);

  for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '']) {
    const answer = await post(`lang=de&back=${encodeURIComponent(back)}`);
    t.equal(answer.statusCode, 303);
    t.equal(answer.headers.location, '/', `${JSON.stringify(back)} goes home`);
  }
  t.equal((await post('lang=klingon&back=%2F')).statusCode, 400, 'only offered languages');
  const crossSite = await app.inject({
    method: 'POST',
    url: '/language',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    body: 'lang=de&back=%2F',
  });
  t.equal(crossSite.statusCode, 403, 'another site cannot switch a visitor');
  t.equal(crossSite.headers['set-cookie'], undefined);
});
