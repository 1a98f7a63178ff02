// The profile and friends pages rendered by the SSR plugin (through app.inject) against the embedded
// upstream on PGlite. Needs a build (npm test does one). Signed-in rendering (friend buttons, report
// link) is covered by e2e/profiles.spec.ts and e2e/friends.spec.ts once sessions reach SSR.
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { truncateBio } from '../../shared/profiles/bio.ts';
import { markupOf } from '../testing/markup.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());

const LONG_BIO =
  'I build quiet places: tide pools at dusk, lantern-lit libraries and rooftop gardens where strangers talk. ' +
  'Every world I make has one secret room. Ask me about the lighthouse, and about the fox that lives under the pier.';

const text = (html: string) => html.replace(/<!-- -->/g, '');

t.test('a profile page: 200, name, status, bio cut at 145 with more, experiences', async (t) => {
  await stack.db.query(`update personas set bio = $1 where handle = 'nova'`, [LONG_BIO]);
  t.ok(LONG_BIO.length > 145);
  const response = await stack.app.inject({ method: 'GET', url: '/profiles/nova' });
  t.equal(response.statusCode, 200);
  const html = text(response.body);
  t.match(html, /<title>Nova Reyes · Lumen<\/title>/);
  t.match(html, /<h1[^>]*>Nova Reyes<\/h1>/);
  t.match(html, /@nova/);
  const cut = truncateBio(LONG_BIO);
  t.ok(cut.truncated);
  t.ok(html.includes(cut.text.replace(/'/g, '&#x27;')), 'the bio is cut');
  // The whole bio travels in the page's data (the 'more' button needs it), never in the markup.
  const markup = markupOf(html);
  t.notOk(markup.includes('the fox that lives under the pier'), 'the rest waits behind more');
  t.match(html, /<button[^>]*aria-expanded="false"[^>]*>more<\/button>/);
  t.match(html, /<img[^>]*src="\/media\/[^"]+"/, 'a portrait');
  t.match(html, /Experiences by Nova Reyes/, 'the experiences section streamed');
  t.notMatch(html, />Add Friend</, 'visitors get no friend buttons');
  t.notMatch(html, />Report</, 'nor the report link');
});

t.test('a short bio has no more button', async (t) => {
  await stack.db.query(`update personas set bio = 'Short and sweet.' where handle = 'kai'`);
  const response = await stack.app.inject({ method: 'GET', url: '/profiles/kai' });
  t.equal(response.statusCode, 200);
  t.match(text(response.body), /Short and sweet\./);
  t.notMatch(response.body, />more<\/button>/);
});

t.test('unknown or impossible handles are 404', async (t) => {
  for (const url of ['/profiles/nobody-here', '/profiles/-bad-', '/profiles/x']) {
    const response = await stack.app.inject({ method: 'GET', url });
    t.equal(response.statusCode, 404, url);
    t.match(text(response.body), /We couldn(&#x27;|')t find that profile/);
  }
});

t.test('friends management asks visitors to log in', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/friends' });
  t.equal(response.statusCode, 200);
  const html = text(response.body);
  t.match(html, /Log in to see your friends/);
  t.match(html, /href="\/sign-in\?next=%2Ffriends"/);
  t.match(html, /<meta name="robots" content="noindex/);
});

t.test('creator pages link the persona to its profile', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/experiences/nova' });
  t.equal(response.statusCode, 200);
  t.match(response.body, /href="\/profiles\/nova"/);
});
