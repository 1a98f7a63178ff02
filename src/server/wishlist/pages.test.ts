// The wishlist on server-rendered pages (SSR through app.inject against the embedded upstream on PGlite): a
// visitor's heart submits to sign-in with the listing as next; a persona who wished the listing still gets
// a page without their state (it is asked for after hydration, docs/product.md §15); /wishlist asks
// visitors to log in. Needs a build (npm test does one).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';

const stack = await startTestStack();
const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
const kaiUser = await stack.userFor('kai');
const kai = createTestCaller({ upstream, user: kaiUser });
t.teardown(async () => {
  await kai.close();
  await stack.close();
});

const html = (body: string) => body.replace(/<!-- -->/g, '');
const { items } = await kai.caller.listings.browse({ sort: 'newest', perPage: 4 });
const listing = items[0];
if (!listing) throw new Error('the demo store has listings');
const path = `/listings/${listing.id}/${listing.slug}`;

t.test('/wishlist asks a visitor to log in and come back', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/wishlist' });
  t.equal(response.statusCode, 200);
  const page = html(response.body);
  t.match(page, /<h1[^>]*>Your wishlist<\/h1>/);
  t.match(page, /Log in to see your wishlist/);
  t.match(page, /href="\/sign-in\?next=%2Fwishlist"/);
});

t.test("a visitor's heart on the listing page submits to sign-in with the listing as next", async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: path });
  t.equal(response.statusCode, 200);
  const page = html(response.body);
  t.match(
    page,
    new RegExp(`<form [^>]*action="/sign-in" method="get"><input type="hidden" name="next" value="${path}"/>`),
  );
  t.match(page, /<button type="submit"[^>]*aria-pressed="false"[^>]*aria-label="Add to wishlist"/);
  t.notMatch(page, /style="/, 'no style attributes (CSP)');
});

t.test("the page kai gets after wishing the listing does not carry kai's wish", async (t) => {
  await kai.caller.wishlist.add({ listingId: listing.id });
  const response = await stack.app.inject({
    method: 'GET',
    url: path,
    headers: { cookie: await sessionCookieFor(kaiUser) },
  });
  t.equal(response.statusCode, 200);
  const page = html(response.body);
  // The page's messages (boot data) hold every wording; what is drawn is in the attributes.
  t.notMatch(page, /aria-label="Remove from wishlist"/, 'no pressed heart in the HTML');
  t.notMatch(page, /aria-pressed="true"/);
  t.notMatch(page, /wishlist\.idsForListings/, 'no wished state in the boot data');
  await kai.caller.wishlist.remove({ listingId: listing.id });
});

t.test('every card of the store grid has a heart', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/store' });
  t.equal(response.statusCode, 200);
  const page = html(response.body);
  const cards = page.match(/data-testid="listing-card"/g)?.length ?? 0;
  const hearts = page.match(/aria-label="Add [^"]+ to wishlist"/g)?.length ?? 0;
  t.ok(cards > 0);
  t.equal(hearts, cards, 'one heart per card');
});
