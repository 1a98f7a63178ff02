// The site's own pages as the web tier serves them (SSR through app.inject): every footer link answers
// 200 with its heading, title and description; the help center searches on the server (a shared ?q=
// address renders its results, or the empty state), articles have their own addresses and an unknown
// one is a 404; and the static pages are rendered without a single upstream call.
import t from 'tap';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { startTestStack, testWebConfig } from '../testing/test-stack.ts';
import { footerLinks } from '../../client/app/navigation.ts';

t.test('site pages', async (t) => {
  const stack = await startTestStack();
  t.teardown(stack.close);
  const get = (url: string) => stack.app.inject({ method: 'GET', url });

  await t.test('every footer link is a real page', async (t) => {
    const links = footerLinks([]);
    const paths = Object.entries(links)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([, path]) => path);
    // The eleven footer links of the product, the platform studio's showcase (/studio) and the store's
    // categories (/categories).
    t.equal(paths.length, 13);
    t.ok(paths.includes('/categories'), 'the store column links the categories');
    for (const path of paths) {
      const response = await get(path);
      t.equal(response.statusCode, 200, path);
      t.match(response.body, /<h1[^>]*>/, `${path}: a heading`);
      t.match(response.body, /<title>[^<]+ · Lumen<\/title>|<title>Lumen<\/title>/, `${path}: a title`);
      t.match(response.body, /<meta name="description" content="[^"]{20,}"/, `${path}: a description`);
      t.match(
        response.body,
        new RegExp(`<link rel="canonical" href="http://lumen.test${path.replace(/[?]/g, '\\?')}"`),
        `${path}: canonical`,
      );
    }
  });

  await t.test('legal pages: their own titles and numbered sections', async (t) => {
    const terms = await get('/legal/terms-and-conditions');
    t.match(terms.body, /<title>Terms and Conditions · Lumen<\/title>/);
    t.match(terms.body, /Lumen Dollars/);
    t.match(terms.body, /id="refunds"/);
    t.match((await get('/legal/privacy')).body, /<title>Privacy Policy · Lumen<\/title>/);
    t.match((await get('/legal/terms-of-service')).body, /<title>Terms of Service · Lumen<\/title>/);
  });

  await t.test('help center: server-side search, empty state, article pages and 404', async (t) => {
    const found = await get('/help?q=refund');
    t.equal(found.statusCode, 200);
    t.match(found.body, /articles? match/);
    t.match(found.body, /href="\/help\/refunds"/);
    t.match(found.body, /<meta name="robots" content="noindex"/, 'search results stay out of search engines');
    const none = await get('/help?q=zzzz%20quasar');
    t.equal(none.statusCode, 200);
    t.match(none.body, /No articles match/);
    t.match(none.body, /Nothing found/);
    const article = await get('/help/lumen-dollars');
    t.equal(article.statusCode, 200);
    t.match(article.body, /<title>Buying Lumen Dollars · Lumen<\/title>/);
    t.match(article.body, /<h1[^>]*>Buying Lumen Dollars<\/h1>/);
    const missing = await get('/help/no-such-article');
    t.equal(missing.statusCode, 404);
    t.match(missing.body, /We couldn(&#x27;|')t find that help article/);
  });

  await t.test(
    'the newsletter link pages change nothing on GET and keep the token out of the canonical address',
    async (t) => {
      const confirm = await get('/subscribe/confirm?token=abc');
      t.equal(confirm.statusCode, 200);
      t.match(confirm.body, />Confirm my subscription</);
      t.match(confirm.body, /<link rel="canonical" href="http:\/\/lumen.test\/subscribe\/confirm"/);
      const leave = await get('/subscribe/unsubscribe');
      t.match(leave.body, /This link is incomplete/);
    },
  );

  await t.test('static pages make no upstream call', async (t) => {
    // A web tier whose upstream only counts requests (and answers 503): a page that needed it would ask.
    let calls = 0;
    const counter = createServer((_request, response) => {
      calls += 1;
      response
        .writeHead(503, { 'content-type': 'application/vnd.api+json' })
        .end('{"errors":[{"status":"503","code":"unavailable","title":"Service unavailable"}]}');
    });
    await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
    const { port } = counter.address() as AddressInfo;
    const app = await buildApp(testWebConfig({ v1: `http://127.0.0.1:${port}/v1`, v2: `http://127.0.0.1:${port}/v2` }));
    t.teardown(async () => {
      await app.close();
      await new Promise((resolve) => counter.close(resolve));
    });
    const paths = [
      '/about',
      '/legal/privacy',
      '/legal/terms-of-service',
      '/legal/terms-and-conditions',
      '/help',
      '/help?q=ticket',
      '/help/refunds',
      '/subscribe',
      '/subscribe/confirm?token=x',
    ];
    for (const path of paths) {
      const response = await app.inject({ method: 'GET', url: path });
      t.equal(response.statusCode, 200, path);
      t.match(response.body, /<h1[^>]*>/, path);
    }
    t.equal(calls, 0, 'no page above asked the upstream anything');
    // The control: the community page's creators do come from the upstream (streamed, so still a 200).
    const community = await app.inject({ method: 'GET', url: '/community' });
    t.equal(community.statusCode, 200);
    t.match(community.body, /Creators could not be loaded/);
    t.ok(calls > 0, 'the counter does see upstream calls');
  });
});
