// Pages answered from the page cache: the same page with each answer's own CSP nonce (and, for the pages
// kept for every signed-in account, its own viewer), never a page that depends on who asks (what the
// viewer did, a fresh writer, another time zone), never a failed page.
import t from 'tap';
import { gunzipSync } from 'node:zlib';
import { startTestStack } from '../testing/test-stack.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';
import { PAGE_CACHE_HEADER } from './ssr-plugin.ts';
import { WRITE_MARKER_COOKIE } from '../freshness/write-marker.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const { app } = stack;

function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1] ?? '');
}
function cspNonce(policy: unknown): string | undefined {
  return /'nonce-([^']+)'/.exec(String(policy))?.[1];
}

t.test('an anonymous page is rendered once and then answered whole, each answer with its own nonce', async (t) => {
  const first = await app.inject({ url: '/experiences?q=neon' });
  t.equal(first.statusCode, 200);
  t.equal(first.headers[PAGE_CACHE_HEADER], 'miss');
  const second = await app.inject({ url: '/experiences?q=neon' });
  t.equal(second.statusCode, 200);
  t.equal(second.headers[PAGE_CACHE_HEADER], 'hit');
  t.match(second.body, /Neon Drift/);
  t.equal(second.headers['cache-control'], 'no-cache', 'browsers still revalidate');
  t.match(String(second.headers.vary), /Cookie/);

  const [firstNonce, secondNonce] = [
    cspNonce(first.headers['content-security-policy']),
    cspNonce(second.headers['content-security-policy']),
  ];
  t.ok(firstNonce && secondNonce && firstNonce !== secondNonce, 'each answer has a policy with a new nonce');
  t.ok(scriptNonces(second.body).length > 0);
  t.ok(
    scriptNonces(second.body).every((nonce) => nonce === secondNonce),
    'every script of the copy carries the new nonce',
  );
  t.notOk(second.body.includes(firstNonce ?? '-'), 'the nonce the page was rendered with is gone');
  t.equal(
    second.body.replaceAll(secondNonce ?? '', 'N'),
    first.body.replaceAll(firstNonce ?? '', 'N'),
    'the same page',
  );
});

t.test('pages that depend on who asks are rendered for them and never kept', async (t) => {
  const kai = await stack.userFor('kai');
  const signedIn = { cookie: await sessionCookieFor(kai) };
  const listing = '/listings/00000000-0000-4000-8000-000000000001';
  await app.inject({ url: '/profiles/nova' });
  const asKai = await app.inject({ url: '/profiles/nova', headers: signedIn });
  t.equal(asKai.statusCode, 200);
  t.equal(
    asKai.headers[PAGE_CACHE_HEADER],
    undefined,
    'a page that shows what the viewer did never comes from the cache',
  );
  t.equal(asKai.headers['cache-control'], 'private, no-store');
  t.equal((await app.inject({ url: listing, headers: signedIn })).headers[PAGE_CACHE_HEADER], undefined);

  const writer = await app.inject({
    url: '/experiences?q=cafe',
    headers: { cookie: `${WRITE_MARKER_COOKIE}=${Date.now()}` },
  });
  t.equal(writer.headers[PAGE_CACHE_HEADER], undefined, 'someone who just wrote gets a fresh page');

  const berlin = await app.inject({ url: '/experiences?q=cafe', headers: { cookie: 'tz=Europe%2FBerlin' } });
  t.equal(berlin.headers[PAGE_CACHE_HEADER], 'miss', 'another time zone is another page');
  const berlinAgain = await app.inject({ url: '/experiences?q=cafe', headers: { cookie: 'tz=Europe%2FBerlin' } });
  t.equal(berlinAgain.headers[PAGE_CACHE_HEADER], 'hit');
});

/** The viewer in a page's boot data. */
function bootViewer(html: string): { personaHandle: string | null; email: string | null } | null {
  const json = /self\.__LUMEN_BOOT=(\{.*?\});self\./.exec(html)?.[1];
  if (json === undefined) throw new Error('no boot data in the page');
  return (JSON.parse(json) as { viewer: { personaHandle: string | null; email: string | null } | null }).viewer;
}

t.test(
  'a page the same for every signed-in account is rendered once for them all, each answer naming its own viewer',
  async (t) => {
    const cookieOf = async (handle: string | null) => ({ cookie: await sessionCookieFor(await stack.userFor(handle)) });
    const url = '/experiences?q=drift';
    const asKai = await app.inject({ url, headers: await cookieOf('kai') });
    t.equal(asKai.statusCode, 200);
    t.equal(asKai.headers[PAGE_CACHE_HEADER], 'miss');
    t.equal(asKai.headers['cache-control'], 'private, no-store', 'still private to the browser');
    t.equal(bootViewer(asKai.body)?.personaHandle, 'kai', "the page that rendered it is kai's own");

    const asNova = await app.inject({ url, headers: await cookieOf('nova') });
    t.equal(asNova.headers[PAGE_CACHE_HEADER], 'hit', "nova gets the copy kai's visit made");
    t.equal(asNova.headers['cache-control'], 'private, no-store');
    t.equal(bootViewer(asNova.body)?.personaHandle, 'nova');
    t.notOk(asNova.body.includes('kai@lumen.test'), "nothing of kai's account in nova's answer");
    const kaisMarkup = asKai.body.replace(/self\.__LUMEN_BOOT=.*?;self\./, '');
    t.notMatch(
      kaisMarkup,
      /@kai\b|kai@lumen\.test/,
      'the markup names nobody: the browser fills in the account after hydrating',
    );
    t.match(asNova.body, /Neon Drift/);

    const gzipped = await app.inject({ url, headers: { ...(await cookieOf('mira')), 'accept-encoding': 'gzip' } });
    t.equal(gzipped.headers[PAGE_CACHE_HEADER], 'hit');
    t.equal(
      bootViewer(gunzipSync(gzipped.rawPayload).toString('utf8'))?.personaHandle,
      'mira',
      'compressed copies are filled too',
    );

    const asSam = await app.inject({ url, headers: await cookieOf(null) });
    t.equal(
      asSam.headers[PAGE_CACHE_HEADER],
      'miss',
      'an account without a persona has its own copy (its top bar differs)',
    );
    t.equal(bootViewer(asSam.body)?.personaHandle, null);

    const anonymous = await app.inject({ url });
    t.equal(anonymous.headers[PAGE_CACHE_HEADER], 'miss', "visitors' copy is another");
    t.equal(bootViewer(anonymous.body), null);
  },
);

t.test('only whole, successful pages are kept', async (t) => {
  const missing = await app.inject({ url: '/experiences/nobody/nothing-here' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.headers[PAGE_CACHE_HEADER], 'bypass');
  const again = await app.inject({ url: '/experiences/nobody/nothing-here' });
  t.equal(again.statusCode, 404);
  t.equal(again.headers[PAGE_CACHE_HEADER], 'bypass', 'a 404 is rendered each time');

  const bad = await app.inject({ url: '/experiences?page=-3' });
  t.equal(bad.statusCode, 400);
  t.not(bad.headers[PAGE_CACHE_HEADER], 'hit');
});

t.test('a page whose section failed is not kept', async (t) => {
  const url = '/experiences/nova/neon-drift';
  await stack.db.query('alter table snapshots rename to snapshots_away');
  try {
    const failing = await app.inject({ url });
    t.equal(failing.statusCode, 200, 'the experience itself is there');
    t.equal(failing.headers[PAGE_CACHE_HEADER], 'miss');
  } finally {
    await stack.db.query('alter table snapshots_away rename to snapshots');
  }
  const after = await app.inject({ url });
  t.equal(after.statusCode, 200);
  t.equal(after.headers[PAGE_CACHE_HEADER], 'miss', 'the page with a failed section was not kept');
  const then = await app.inject({ url });
  t.equal(then.headers[PAGE_CACHE_HEADER], 'hit', 'the whole one is');
});

t.test('a page nobody has yet is rendered once when many ask for it at the same moment', async (t) => {
  const answers = await Promise.all(Array.from({ length: 6 }, () => app.inject({ url: '/store?q=lamp' })));
  t.ok(answers.every((answer) => answer.statusCode === 200));
  const kinds = answers.map((answer) => answer.headers[PAGE_CACHE_HEADER]).sort();
  t.same(kinds, ['hit', 'hit', 'hit', 'hit', 'hit', 'miss'], 'one render, five copies');
});

t.test('browsers that take gzip get the same pages compressed, kept copies included', async (t) => {
  const gzipHeaders = { 'accept-encoding': 'gzip, deflate, br' };
  const plain = await app.inject({ url: '/experiences?q=drift' });
  const rendered = await app.inject({ url: '/experiences?q=drift&compressed=1', headers: gzipHeaders });
  t.equal(rendered.headers[PAGE_CACHE_HEADER], 'miss');
  t.equal(rendered.headers['content-encoding'], 'gzip', 'a rendered page streams compressed');
  const kept = await app.inject({ url: '/experiences?q=drift&compressed=1', headers: gzipHeaders });
  t.equal(kept.headers[PAGE_CACHE_HEADER], 'hit');
  t.equal(kept.headers['content-encoding'], 'gzip', 'a kept copy is sent compressed');
  t.match(String(kept.headers.vary), /Accept-Encoding/);
  t.match(String(plain.headers.vary), /Accept-Encoding/, 'the plain answer says it depends on the encoding too');

  const keptHtml = gunzipSync(kept.rawPayload).toString('utf8');
  const keptNonce = cspNonce(kept.headers['content-security-policy']);
  t.ok(
    scriptNonces(keptHtml).length > 0 && scriptNonces(keptHtml).every((nonce) => nonce === keptNonce),
    'the compressed copy carries its own nonce',
  );
  const renderedHtml = gunzipSync(rendered.rawPayload).toString('utf8');
  const normalise = (html: string, nonce: string | undefined) => html.replaceAll(nonce ?? '-', 'N');
  t.equal(
    normalise(keptHtml, keptNonce),
    normalise(renderedHtml, cspNonce(rendered.headers['content-security-policy'])),
    'the same page twice',
  );
  t.ok(
    kept.rawPayload.length < Buffer.byteLength(keptHtml) / 3,
    `compressed to ${kept.rawPayload.length} of ${Buffer.byteLength(keptHtml)} bytes`,
  );

  const kai = await stack.userFor('kai');
  const asKai = await app.inject({
    url: '/experiences?q=drift',
    headers: { ...gzipHeaders, cookie: await sessionCookieFor(kai) },
  });
  t.equal(asKai.headers['content-encoding'], 'gzip', 'signed-in pages are compressed too');
  t.match(gunzipSync(asKai.rawPayload).toString('utf8'), /Neon Drift/);

  const refused = await app.inject({
    url: '/experiences?q=drift&compressed=1',
    headers: { 'accept-encoding': 'gzip;q=0' },
  });
  t.equal(refused.headers['content-encoding'], undefined, 'gzip refused: sent as it is');
  t.match(refused.body, /Neon Drift/);
});
