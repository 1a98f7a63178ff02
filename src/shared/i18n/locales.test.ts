import t from 'tap';
import { fromAcceptLanguage, localizedPath, resolveLocale } from './locales.ts';

t.test('Accept-Language: the most wanted supported language, regions and weights understood', async (t) => {
  t.equal(fromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8'), 'de');
  t.equal(fromAcceptLanguage('fr-FR, ja;q=0.7, en;q=0.5'), 'ja');
  t.equal(fromAcceptLanguage('en;q=0.2, de-AT;q=0.6'), 'de');
  t.equal(fromAcceptLanguage('de;q=0, ja'), 'ja', 'q=0 is a refusal');
  t.equal(fromAcceptLanguage('fr, es'), null);
  t.equal(fromAcceptLanguage('*'), null);
  t.equal(fromAcceptLanguage(undefined), null);
  t.equal(fromAcceptLanguage('de;q=abc'), null);
  t.equal(fromAcceptLanguage(`${'x,'.repeat(400)}de`), null, 'an oversized header is ignored');
});

t.test('the query names the language, then the cookie, then the browser, then English', async (t) => {
  t.equal(resolveLocale({ query: 'ja', cookie: 'de', acceptLanguage: 'en' }), 'ja');
  t.equal(resolveLocale({ query: 'xx', cookie: 'de', acceptLanguage: 'ja' }), 'de');
  t.equal(resolveLocale({ cookie: 'klingon', acceptLanguage: 'ja-JP' }), 'ja');
  t.equal(resolveLocale({}), 'en');
});

t.test('a page in a language: English is the plain address, the others carry ?lang=', async (t) => {
  t.equal(localizedPath('/experiences?page=2', 'de'), '/experiences?page=2&lang=de');
  t.equal(localizedPath('/experiences?lang=de&page=2', 'en'), '/experiences?page=2');
  t.equal(localizedPath('/experiences?lang=de', 'ja'), '/experiences?lang=ja');
});
