// The studio showcase, the inventory, the codex and the profile's Wearing section as a visitor gets them
// (SSR through app.inject against the embedded upstream on PGlite). Needs a build (npm test does one).
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { markupOf } from '../testing/markup.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());

const html = (body: string) => body.replace(/<!-- -->/g, '');
/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

t.test('/studio shows the Lumen Studios showcase in its order, with the notes', async (t) => {
  const response = await stack.app.inject({ method: 'GET', url: '/studio' });
  t.equal(response.statusCode, 200);
  const page = html(response.body);
  t.match(page, /<h1[^>]*>Lumen Studios<\/h1>/);
  t.match(page, /<ol [^>]*aria-label="Lumen Studios showcase"/);
  const neon = page.indexOf('>Neon Drift<');
  const gardens = page.indexOf('>Glasshouse Gardens<');
  t.ok(neon > 0 && gardens > neon, 'Neon Drift first, then Glasshouse Gardens');
  t.match(page, /A whole rain-soaked megacity built by one creator/);
  t.notMatch(page, /style="/, 'no style attributes (CSP)');
});

t.test('/inventory and /codex ask a visitor to log in and come back', async (t) => {
  for (const [path, words] of [
    ['/inventory', 'Log in to see your inventory'],
    ['/codex', 'Log in to see your codex'],
  ] as const) {
    const response = await stack.app.inject({ method: 'GET', url: path });
    t.equal(response.statusCode, 200, path);
    const page = html(response.body);
    t.match(page, new RegExp(words));
    t.match(page, new RegExp(`href="/sign-in\\?next=%2F${path.slice(1)}"`));
    t.match(page, /<meta name="robots" content="noindex/);
  }
});

t.test('a profile shows what the persona wears to visitors, and nothing of what they do not', async (t) => {
  const [worn] = await stack.db.query<{ name: string }>(
    `select p.name from equipped_items e join products p on p.id = e.product_id join personas pe on pe.id = e.persona_id where pe.handle = 'nova'`,
  );
  const [unworn] = await stack.db.query<{ name: string }>(
    `select p.name from owned_products o join products p on p.id = o.product_id join personas pe on pe.id = o.persona_id
      where pe.handle = 'nova' and not exists (select 1 from equipped_items e where e.product_id = o.product_id and e.persona_id = o.persona_id) limit 1`,
  );
  if (!worn || !unworn) throw new Error('nova wears one item and owns others');
  const response = await stack.app.inject({ method: 'GET', url: '/profiles/nova' });
  t.equal(response.statusCode, 200);
  const page = html(response.body);
  t.match(page, /<h2 id="profile-wearing">Wearing<\/h2>/);
  t.ok(page.includes(`>${escaped(worn.name)}<`), 'the worn item');
  t.notOk(page.includes(`>${escaped(unworn.name)}<`), 'the inventory stays private');
  t.notMatch(markupOf(page), /Open your inventory/, 'not their own profile');
  const kai = html((await stack.app.inject({ method: 'GET', url: '/profiles/kai' })).body);
  t.match(kai, /is not wearing any items yet\./);
});
