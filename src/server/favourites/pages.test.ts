// Favourites on server-rendered pages as a visitor gets them (SSR through app.inject against the embedded
// upstream on PGlite). Needs a build (npm test does one).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());

const html = (body: string) => body.replace(/<!-- -->/g, '');

t.test('/favourites asks a visitor to log in and come back', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/favourites' });
  t.equal(response.statusCode, 200);
  const page = html(response.body);
  t.match(page, /<h1[^>]*>Your favourites<\/h1>/);
  t.match(page, /Log in to see your favourites/);
  t.match(page, /href="\/sign-in\?next=%2Ffavourites"/);
  t.match(page, /<meta name="robots" content="noindex/);
});

t.test("a visitor's heart on the experience page submits to sign-in with the page as next", async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/experiences/nova/neon-drift' });
  t.equal(response.statusCode, 200);
  const page = html(response.body);
  t.match(
    page,
    /<form [^>]*action="\/sign-in" method="get"><input type="hidden" name="next" value="\/experiences\/nova\/neon-drift"\/>/,
  );
  t.match(page, /<button type="submit"[^>]*aria-pressed="false"[^>]*aria-label="Add Neon Drift to favourites"/);
  t.notMatch(page, /style="/, 'no style attributes (CSP)');
});

t.test(
  'every card of the browse grid has a heart, and the anonymous page stays publicly cacheable upstream',
  async (t) => {
    const response = await stack.app.inject({ method: 'GET', url: '/experiences' });
    t.equal(response.statusCode, 200);
    const page = html(response.body);
    const cards = page.match(/<article /g)?.length ?? 0;
    const hearts = page.match(/aria-label="Add [^"]+ to favourites"/g)?.length ?? 0;
    t.equal(cards, 24);
    t.equal(hearts, cards, 'one heart per card');
    t.notMatch(page, /favourites\.status/, 'no per-viewer favourite data in the shared page');
  },
);
