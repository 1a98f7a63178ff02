// The store pages rendered by the SSR plugin (through app.inject) against the embedded upstream on
// PGlite: the status is decided before streaming. Needs a build (npm test does one).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());

const text = (html: string) => html.replace(/<!-- -->/g, '');
const jacket = async () => {
  const rows = await stack.db.query<{ id: string }>(`select id from products where name = 'Neon Drift Racing Jacket'`);
  return rows[0]!.id;
};

t.test('/store: 200, cards, collections, categories; a bad query is a 400', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/store' });
  t.equal(response.statusCode, 200);
  const html = text(response.body);
  t.match(html, /<title>Store · Lumen<\/title>/);
  t.match(html, /<h1[^>]*>Store<\/h1>/);
  t.match(html, /151 listings/);
  t.match(html, /href="\/listings\/[0-9a-f-]{36}\/[a-z0-9-]+"/, 'listing links');
  t.match(html, /aria-label="Rated \d(\.\d)? out of 5"/, 'ratings are labelled');
  t.match(html, /<option value="avatars">/, 'categories from the tree');
  t.notMatch(html, /style="/, 'no style attributes (CSP)');
  for (const url of ['/store?page=0', '/store?sort=cheapest', '/store?minPrice=9&maxPrice=1', '/store?free=maybe']) {
    t.equal((await stack.app.inject({ method: 'GET', url })).statusCode, 400, url);
  }
  const free = await stack.app.inject({ method: 'GET', url: '/store?free=true' });
  t.equal(free.statusCode, 200);
  t.match(text(free.body), />FREE</);
});

t.test('/listings/{id}/{slug}: 200; unknown or malformed ids are 404', async (t) => {
  const id = await jacket();
  const response = await stack.app.inject({ method: 'GET', url: `/listings/${id}/neon-drift-racing-jacket` });
  t.equal(response.statusCode, 200);
  const html = text(response.body);
  t.match(html, /<h1[^>]*>Neon Drift Racing Jacket<\/h1>/);
  t.match(html, /Log in to buy/, 'visitors are asked to log in');
  t.match(html, new RegExp(`href="/sign-in\\?next=%2Flistings%2F${id}%2Fneon-drift-racing-jacket"`));
  t.match(html, /<h2[^>]*>Reviews<\/h2>/);
  t.notMatch(html, /style="/, 'no style attributes (CSP)');
  const wrongSlug = await stack.app.inject({ method: 'GET', url: `/listings/${id}/old-name` });
  t.equal(wrongSlug.statusCode, 200, 'a wrong slug still finds the listing');
  t.match(
    wrongSlug.body,
    new RegExp(`<link rel="canonical" href="[^"]*/listings/${id}/neon-drift-racing-jacket"`),
    'with the canonical address',
  );
  t.equal(
    (await stack.app.inject({ method: 'GET', url: '/listings/00000000-0000-4000-8000-000000000000/x' })).statusCode,
    404,
  );
  t.equal((await stack.app.inject({ method: 'GET', url: '/listings/not-a-uuid/x' })).statusCode, 404);
});

t.test('/store/{personaHandle}: 200 for a creator, 404 for nobody', async (t) => {
  const nova = await stack.app.inject({ method: 'GET', url: '/store/nova' });
  t.equal(nova.statusCode, 200);
  t.match(text(nova.body), /Nova Reyes&#x27;s store/);
  t.match(text(nova.body), /14 listings/);
  t.equal((await stack.app.inject({ method: 'GET', url: '/store/kai' })).statusCode, 200, 'a persona without a store');
  t.equal((await stack.app.inject({ method: 'GET', url: '/store/nobody' })).statusCode, 404);
  t.equal((await stack.app.inject({ method: 'GET', url: '/store/..%2Fetc' })).statusCode, 404);
});
