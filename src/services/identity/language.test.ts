import t from 'tap';
import { joinSentences, languageOfRequest } from './language.ts';

t.test("a sign-in page's language: ?lang, then the lang cookie, then Accept-Language, then English", async (t) => {
  t.equal(
    languageOfRequest({ url: '/oidc/interaction/x?lang=ja', headers: { cookie: 'lang=de', 'accept-language': 'de' } })
      .locale,
    'ja',
  );
  t.equal(
    languageOfRequest({ url: '/oidc/interaction/x', headers: { cookie: 'a=1; lang=de', 'accept-language': 'ja' } })
      .locale,
    'de',
  );
  t.equal(
    languageOfRequest({ url: '/oidc/interaction/x', headers: { 'accept-language': 'ja-JP,en;q=0.5' } }).locale,
    'ja',
  );
  t.equal(languageOfRequest({ url: '/oidc/interaction/x', headers: { cookie: 'lang=xx' } }).locale, 'en');
  t.equal(languageOfRequest({ headers: {} }).t('login.wrong'), 'Wrong email or password.');
});

t.test('sentences are joined with a space, but not after a Japanese full stop', async (t) => {
  t.equal(joinSentences(['One.', 'Two.']), 'One. Two.');
  t.equal(joinSentences(['一。', '二。']), '一。二。');
});
