// The page cache on its own: freshness, the stale copy while someone renders, nonces, and its memory bound.
import t from 'tap';
import { gunzipSync } from 'node:zlib';
import { PageCache, type PageLookup } from './page-cache.ts';

/** What an answer from the cache reads as: the kind, and the page as text when it is a hit. */
const read = (lookup: PageLookup) =>
  lookup.kind === 'hit' ? { kind: lookup.kind, html: lookup.html.toString('utf8') } : lookup;
import { VIEWER_HOLE_JSON } from '../../shared/session/viewer-hole.ts';

function cacheAt(start = 1_000_000, maxBytes = 1024 * 1024) {
  const clock = { now: start };
  const cache = new PageCache({ freshMs: 5000, staleMs: 30_000, maxBytes, now: () => clock.now });
  return { cache, clock };
}

t.test('a kept page is answered with each request its own nonce while it is fresh', async (t) => {
  const { cache, clock } = cacheAt();
  t.same(cache.lookup('k', { nonce: 'n1' }), { kind: 'miss' }, 'nothing kept yet');
  cache.settle('k', { html: '<script nonce="n1">a</script><link nonce="n1">', nonce: 'n1' });
  clock.now += 4999;
  const hit = cache.lookup('k', { nonce: 'fresh-nonce' });
  t.equal(hit.kind, 'hit');
  if (hit.kind === 'hit') {
    t.equal(hit.html.toString('utf8'), '<script nonce="fresh-nonce">a</script><link nonce="fresh-nonce">');
    t.equal(hit.ageMs, 4999);
  }
  clock.now += 1;
  t.same(cache.lookup('k', { nonce: 'n2' }), { kind: 'miss' }, 'after 5 s the next request renders it again');
});

t.test('a page kept for every signed-in account names the viewer of each answer', async (t) => {
  const { cache } = cacheAt();
  cache.lookup('shared', { nonce: 'n1' });
  const boot = (viewer: string) => `<script nonce="n1">self.__LUMEN_BOOT={"viewer":${viewer}};</script><p>grid</p>`;
  cache.settle('shared', { html: boot(VIEWER_HOLE_JSON), nonce: 'n1' });
  const kai = '{"personaHandle":"kai"}';
  const nova = '{"personaHandle":"nova"}';
  const forKai = cache.lookup('shared', { nonce: 'k9', viewer: kai });
  const forNova = cache.lookup('shared', { nonce: 'n7', viewer: nova });
  t.match(read(forKai), { kind: 'hit', html: boot(kai).replace('n1', 'k9') });
  t.match(read(forNova), { kind: 'hit', html: boot(nova).replace('n1', 'n7') });
  if (forNova.kind === 'hit')
    t.equal(gunzipSync(forNova.gzipped()).toString('utf8'), boot(nova).replace('n1', 'n7'), 'compressed alike');
  t.notMatch(forNova.kind === 'hit' ? forNova.html.toString('utf8') : '', /kai/, "nothing of kai's in nova's answer");
});

t.test('while one request renders a page again, the others get the previous copy, but not for ever', async (t) => {
  const { cache, clock } = cacheAt();
  cache.lookup('k', { nonce: 'n1' });
  cache.settle('k', { html: 'old n1', nonce: 'n1' });
  clock.now += 6000;
  t.same(cache.lookup('k', { nonce: 'n2' }), { kind: 'miss' }, 'the first request after 5 s renders');
  t.match(
    read(cache.lookup('k', { nonce: 'n3' })),
    { kind: 'hit', html: 'old n3' },
    'a request during that render gets the old copy',
  );
  cache.settle('k', { html: 'new n2', nonce: 'n2' });
  t.match(read(cache.lookup('k', { nonce: 'n4' })), { kind: 'hit', html: 'new n4' }, 'then the new one');

  clock.now += 6000;
  t.same(cache.lookup('k', { nonce: 'n5' }), { kind: 'miss' });
  clock.now += 30_000;
  t.equal(
    cache.lookup('k', { nonce: 'n6' }).kind,
    'wait',
    'a render that never ends does not keep an old copy alive past 35 s',
  );
});

t.test('a page nobody has yet is rendered once: requests meanwhile wait for it', async (t) => {
  const { cache } = cacheAt();
  t.same(cache.lookup('cold', { nonce: 'n1' }), { kind: 'miss' }, 'the first request renders');
  const waiting = cache.lookup('cold', { nonce: 'n2' });
  t.equal(waiting.kind, 'wait', 'the second waits');
  if (waiting.kind !== 'wait') return;
  cache.settle('cold', { html: 'page n1', nonce: 'n1' });
  await waiting.settled;
  t.match(
    read(cache.lookup('cold', { nonce: 'n2' })),
    { kind: 'hit', html: 'page n2' },
    'then gets the copy with its own nonce',
  );

  t.same(cache.lookup('failing', { nonce: 'n1' }), { kind: 'miss' });
  const alsoWaiting = cache.lookup('failing', { nonce: 'n2' });
  cache.settle('failing', null);
  if (alsoWaiting.kind === 'wait') await alsoWaiting.settled;
  t.same(
    cache.lookup('failing', { nonce: 'n2' }),
    { kind: 'miss' },
    'a render that was not kept leaves the next request to render',
  );
});

t.test('a render that was not kept frees the page for the next request', async (t) => {
  const { cache, clock } = cacheAt();
  cache.lookup('k', { nonce: 'n1' });
  cache.settle('k', { html: 'old n1', nonce: 'n1' });
  clock.now += 6000;
  t.same(cache.lookup('k', { nonce: 'n2' }), { kind: 'miss' });
  cache.settle('k', null);
  t.same(cache.lookup('k', { nonce: 'n3' }), { kind: 'miss' }, 'with nobody rendering, a stale copy is not served');
});

t.test('the least recently used pages go first when memory would be passed', async (t) => {
  const { cache } = cacheAt(0, 30);
  cache.settle('a', { html: 'aaaaaaaaaa', nonce: 'x' });
  cache.settle('b', { html: 'bbbbbbbbbb', nonce: 'x' });
  t.equal(cache.lookup('a', { nonce: 'x' }).kind, 'hit', 'a is used, so b is now the oldest');
  cache.settle('c', { html: 'cccccccccc', nonce: 'x' });
  t.equal(cache.storedBytes, 30);
  cache.settle('d', { html: 'dddddddddd', nonce: 'x' });
  t.equal(cache.size, 3);
  t.equal(cache.storedBytes, 30);
  t.equal(cache.lookup('b', { nonce: 'x' }).kind, 'miss', 'b went');
  t.equal(cache.lookup('a', { nonce: 'x' }).kind, 'hit', 'a stayed');
  cache.settle('huge', { html: 'x'.repeat(31), nonce: 'q' });
  t.equal(cache.lookup('huge', { nonce: 'x' }).kind, 'miss', 'a page larger than the whole cache is not kept');
});
