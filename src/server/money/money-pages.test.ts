// Prices in the visitor's money (docs/product.md §19): the page shows the approximate amount in the currency
// of the visitor's language or their choice, kept per currency in the page cache; the selector's form sets
// the cookie for offered currencies only; with CURRENCY_RATES empty nothing of it shows.
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { PAGE_CACHE_HEADER } from '../ssr/ssr-plugin.ts';
import { createTestCaller } from '../testing/test-caller.ts';

const stack = await startTestStack();
const visitor = createTestCaller({ upstream: { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` } });
t.teardown(async () => {
  await visitor.close();
  await stack.close();
});
const { app } = stack;

// The demo catalogue's Neon Drift Racing Jacket, at 120 Lumen Dollars.
const found = (await visitor.caller.listings.browse({ q: 'Neon Drift Racing Jacket', perPage: 4 })).items.find(
  (item) => item.name === 'Neon Drift Racing Jacket' && item.price === 120,
);
if (!found) throw new Error('the demo store sells the racing jacket');
const jacket = `/listings/${found.id}/${found.slug}`;

/** The visible equivalents of a page, e.g. ['(≈ US$1.20)']. */
function equivalents(html: string): string[] {
  return [...html.matchAll(/data-money-equivalent=""><span aria-hidden="true">([^<]*)<\/span>/g)].map(
    (match) => match[1] ?? '',
  );
}

t.test(
  'an English visitor sees US dollars, a German one euros, a Japanese one yen, and each their own kept page',
  async (t) => {
    const english = await app.inject({ url: jacket });
    t.equal(english.statusCode, 200);
    t.match(english.body, /Neon Drift Racing Jacket/);
    t.ok(equivalents(english.body).includes('(≈ US$1.20)'), 'L$ 120 is about US$1.20');
    t.match(english.body, /\(about US\$1\.20\)/, 'heard as an approximate amount');

    const german = await app.inject({ url: jacket, headers: { 'accept-language': 'de-DE' } });
    t.ok(equivalents(german.body).includes('(≈ 1,12\u00a0€)'), '120 × 0.0093 = 1.116 rounds to 1,12 €');
    t.notOk(equivalents(german.body).some((text) => text.includes('US$')));

    const japanese = await app.inject({ url: jacket, headers: { cookie: 'lang=ja' } });
    t.ok(equivalents(japanese.body).includes('（≈ ￥182）'), 'yen have no minor unit: 182.4 is ￥182');

    const url = '/experiences?money=cache';
    t.equal((await app.inject({ url })).headers[PAGE_CACHE_HEADER], 'miss');
    t.equal(
      (await app.inject({ url, headers: { cookie: 'currency=USD' } })).headers[PAGE_CACHE_HEADER],
      'hit',
      "the language's currency chosen is the same page",
    );
    const yen = await app.inject({ url: jacket, headers: { cookie: 'currency=JPY' } });
    t.equal(yen.headers[PAGE_CACHE_HEADER], 'miss', 'another currency is another kept page');
    t.ok(equivalents(yen.body).includes('(≈ JP¥182)'));
    const yenAgain = await app.inject({ url: jacket, headers: { cookie: 'currency=JPY' } });
    t.equal(yenAgain.headers[PAGE_CACHE_HEADER], 'hit');
    t.ok(equivalents(yenAgain.body).includes('(≈ JP¥182)'));
    const unknown = await app.inject({ url: jacket, headers: { cookie: 'currency=XYZ' } });
    t.ok(
      equivalents(unknown.body).includes('(≈ US$1.20)'),
      "a currency that is not offered falls back to the language's",
    );
  },
);

t.test('the footer offers the configured currencies, the current one chosen', async (t) => {
  const page = await app.inject({ url: '/experiences?money=footer', headers: { cookie: 'currency=EUR' } });
  t.match(page.body, /<form [^>]*aria-label="Currency" action="\/currency" method="post">/);
  t.match(page.body, /<option value="USD">USD · US Dollar<\/option>/);
  t.match(page.body, /<option value="EUR" selected="">EUR · Euro<\/option>/);
  t.match(page.body, /<option value="JPY">JPY · Japanese Yen<\/option>/);
});

t.test('the selector sets the cookie to an offered currency and returns to the same page', async (t) => {
  const post = (body: string, site = 'same-origin') =>
    app.inject({
      method: 'POST',
      url: '/currency',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
      body,
    });
  const chosen = await post(`currency=EUR&back=${encodeURIComponent(`${jacket}?from=card&lang=de`)}`);
  t.equal(chosen.statusCode, 303);
  t.equal(chosen.headers.location, `${jacket}?from=card`);
  t.match(String(chosen.headers['set-cookie']), /^currency=EUR;.*Path=\/.*HttpOnly.*SameSite=Lax/i);
  t.equal((await post('currency=GBP&back=%2F')).statusCode, 400, 'only offered currencies');
  t.equal((await post('currency=eur&back=%2F')).statusCode, 400, 'codes as offered');
  t.equal((await post('back=%2F')).statusCode, 400);
  const away = await post('currency=EUR&back=%2F%2Fevil.example%2F');
  t.equal(away.headers.location, '/', 'never to another site');
  const crossSite = await post('currency=EUR&back=%2F', 'cross-site');
  t.equal(crossSite.statusCode, 403, 'another site cannot choose for a visitor');
  t.equal(crossSite.headers['set-cookie'], undefined);
});

t.test('with CURRENCY_RATES empty no equivalent, selector or form exists', async (t) => {
  const off = await startTestStack({ config: { currencyRates: [] } });
  t.teardown(() => off.close());
  const page = await off.app.inject({ url: jacket });
  t.equal(page.statusCode, 200);
  t.same(equivalents(page.body), []);
  t.notMatch(page.body, /action="\/currency"/);
  const post = await off.app.inject({
    method: 'POST',
    url: '/currency',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: 'currency=USD',
  });
  t.equal(post.statusCode, 404);
});
