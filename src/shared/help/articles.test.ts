import t from 'tap';
import {
  HELP_QUERY_MAX_LENGTH,
  findHelpArticle,
  helpArticles,
  helpQueryTerms,
  searchHelpArticles,
} from './articles.ts';

const slugs = (query: string) => searchHelpArticles(query, 'Lumen').map((article) => article.slug);

t.test('every article has a unique address-safe slug, text and the product name in place', async (t) => {
  const articles = helpArticles('Nimbus');
  t.ok(articles.length >= 8);
  t.equal(new Set(articles.map((article) => article.slug)).size, articles.length);
  for (const article of articles) {
    t.match(article.slug, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    t.ok(article.sections.length > 0 && article.summary.length > 0, article.slug);
    t.notMatch(JSON.stringify(article), /\{product\}/, `${article.slug}: no placeholder left`);
    for (const link of article.related) t.match(link.href, /^\/[a-z]/, `${article.slug}: in-site link`);
  }
  t.equal(findHelpArticle('lumen-dollars', 'Nimbus')?.title, 'Buying Nimbus Dollars');
  t.equal(findHelpArticle('no-such-article', 'Nimbus'), null);
});

t.test('search: every word must match, as a word start, in any case and without accents', async (t) => {
  t.same(slugs('refund')[0], 'refunds', 'title first');
  t.ok(slugs('Refünd').includes('refunds'), 'accents and case do not matter');
  t.ok(slugs('ref').includes('refunds'), 'a word start matches');
  t.notOk(slugs('efund').includes('refunds'), 'the middle of a word does not');
  t.same(slugs('macos'), ['desktop-client'], 'keywords count');
  t.ok(slugs('ticket code').includes('events-and-tickets'));
  t.notOk(slugs('ticket refund').includes('events-and-tickets'), 'all words are needed');
  t.same(slugs('unsubscribe')[0], 'newsletter');
  t.same(slugs('zzzz quasar'), [], 'nothing matches: empty');
  t.same(slugs('   '), [], 'blank: nothing');
  t.same(slugs('<script>'), slugs('script'), 'punctuation is ignored');
});

t.test('query terms are bounded', async (t) => {
  t.same(helpQueryTerms('  Tickets, CODES!  '), ['tickets', 'codes']);
  t.ok(helpQueryTerms('a '.repeat(500)).length <= 10);
  t.ok(helpQueryTerms('x'.repeat(10_000)).join('').length <= HELP_QUERY_MAX_LENGTH);
});
