// Blocking and the pages kept for every signed-in account (decision 0049), SSR through app.inject against the
// embedded upstream on PGlite: once kai blocked nova, a browse page kept for every account is never served to
// kai (it is rendered for kai alone, without nova's worlds), while mira still gets the kept copy with them;
// kai's own render is never kept for others. Needs a build (npm test does one).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';
import { PAGE_CACHE_HEADER } from '../ssr/ssr-plugin.ts';
import { BLOCKS_MARKER_TTL_MS } from './blocks-marker.ts';

const stack = await startTestStack();
const kaiUser = await stack.userFor('kai');
const kai = createTestCaller({
  upstream: { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` },
  user: kaiUser,
});
t.teardown(async () => {
  await kai.close();
  await stack.close();
});

const page = async (url: string, handle: string) => {
  const cookie = await sessionCookieFor(handle === 'kai' ? kaiUser : await stack.userFor(handle));
  return stack.app.inject({ url, headers: { cookie } });
};

t.test('a blocker is never served the page kept for every account, and their page is kept for nobody', async (t) => {
  const url = '/experiences?q=neon';
  const before = await page(url, 'kai');
  t.equal(before.headers[PAGE_CACHE_HEADER], 'miss', 'kai has no blocks: the page is kept for every account');
  t.match(before.body, /Neon Drift/);

  await kai.caller.blocking.block({ handle: 'nova' });
  // What the page cache knew of kai's blocks lives this long; in the browser the write marker covers it.
  await new Promise((resolve) => setTimeout(resolve, BLOCKS_MARKER_TTL_MS + 100));

  const mira = await page(url, 'mira');
  t.equal(
    mira.headers[PAGE_CACHE_HEADER],
    'miss',
    'mira renders the copy kept for every account (the first one aged out)',
  );
  t.match(mira.body, /Neon Drift/);

  const blocker = await page(url, 'kai');
  t.not(blocker.headers[PAGE_CACHE_HEADER], 'hit', 'never the kept copy');
  t.equal(blocker.headers[PAGE_CACHE_HEADER], undefined, "kai's page is rendered for kai and kept for nobody");
  t.notMatch(blocker.body, /Neon Drift/, "nova's world is not in kai's page");
  t.equal(blocker.headers['cache-control'], 'private, no-store');

  const miraAgain = await page(url, 'mira');
  t.equal(miraAgain.headers[PAGE_CACHE_HEADER], 'hit');
  t.match(miraAgain.body, /Neon Drift/, "kai's render did not replace the kept copy");

  const store = await page('/store', 'kai');
  t.equal(store.headers[PAGE_CACHE_HEADER], undefined, 'the same for every page kept for every account');

  await kai.caller.blocking.unblock({ handle: 'nova' });
  await new Promise((resolve) => setTimeout(resolve, BLOCKS_MARKER_TTL_MS + 100));
  const after = await page(url, 'kai');
  t.ok(
    ['hit', 'miss'].includes(String(after.headers[PAGE_CACHE_HEADER])),
    'without blocks kai shares the kept page again',
  );
});
