// The navigation as the server renders it (docs/product.md §4, §8): the anonymous bar on every kind of page, its
// variants, the 'Log in' next parameter, and the browse navigation. Signed-in rendering needs sessions
// (identity work) and is covered by e2e/navigation.spec.ts. Needs a build (npm test does one).
import t from 'tap';
import { startTestStack, testWebConfig, type TestStack } from '../../server/testing/test-stack.ts';
import { buildApp } from '../../server/app.ts';

let stack: TestStack;
t.before(async () => {
  stack = await startTestStack();
});
t.teardown(() => stack.close());

async function page(url: string, app = stack.app): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  return response.body;
}

/** The <header> of the page: the top bar, including the slide-in panel that lives inside it. */
function header(html: string): string {
  const start = html.indexOf('<header');
  const end = html.indexOf('</header>');
  return start === -1 || end === -1 ? '' : html.slice(start, end);
}

/** Every href of an anchor whose text is `text`. */
function hrefsOf(html: string, text: string): string[] {
  const out: string[] = [];
  const anchor = /<a\b([^>]*)>([\s\S]*?)<\/a>/g;
  for (const match of html.matchAll(anchor)) {
    const inner = (match[2] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/<!-- -->/g, '')
      .trim();
    if (inner !== text) continue;
    const href = /\shref="([^"]*)"/.exec(match[1] ?? '')?.[1];
    if (href !== undefined) out.push(href.replace(/&amp;/g, '&'));
  }
  return out;
}

t.test('home: the transparent bar over the hero, logo home, SIGN UP and LOG IN with next=/', async (t) => {
  const nav = header(await page('/'));
  t.match(nav, /data-variant="transparent"/);
  t.match(nav, /<a[^>]*aria-label="Lumen home"[^>]*href="\/"/);
  t.same(hrefsOf(nav, 'Log in'), ['/sign-in?next=%2F', '/sign-in?next=%2F'], 'the bar and the slide-in panel');
  t.same(hrefsOf(nav, 'Sign up'), ['/sign-up', '/sign-up'], 'a registration url is configured');
  t.ok(nav.indexOf('>Sign up<') < nav.indexOf('>Log in<'), "'SIGN UP' comes first in the transparent bar");
  t.same(hrefsOf(nav, 'Worlds'), ['/experiences', '/experiences'], 'primary links: desktop and mobile');
  t.notMatch(nav, /Sign out|Account menu/, 'visitors see no account menu');
  t.notMatch(nav, /\sstyle="/, 'no inline styles (CSP)');
});

t.test('without a registration url there is no Sign up anywhere', async (t) => {
  const base = testWebConfig({ v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` });
  const app = await buildApp({ ...base, identity: { ...base.identity, registrationUrl: null } });
  t.teardown(() => app.close());
  for (const url of ['/', '/experiences', '/download']) {
    const nav = header(await page(url, app));
    t.same(hrefsOf(nav, 'Sign up'), [], url);
    t.ok(hrefsOf(nav, 'Log in').length >= 2, `${url}: Log in stays`);
  }
});

t.test('other pages: the default bar, Log in carries the page with its query', async (t) => {
  const browse = header(await page('/experiences?q=neon&sort=newest'));
  t.match(browse, /data-variant="default"/);
  t.same(hrefsOf(browse, 'Sign up'), ['/sign-up'], 'the default bar: only Log in; the slide-in panel offers Sign up');
  t.same(hrefsOf(browse, 'Log in'), [
    '/sign-in?next=%2Fexperiences%3Fq%3Dneon%26sort%3Dnewest',
    '/sign-in?next=%2Fexperiences%3Fq%3Dneon%26sort%3Dnewest',
  ]);
  t.match(
    browse,
    /<a[^>]*href="\/experiences"[^>]*aria-current="page"[^>]*>Worlds<\/a>|<a[^>]*aria-current="page"[^>]*href="\/experiences"[^>]*>Worlds<\/a>/,
  );

  const encoded = header(await page('/experiences?q=a%20b'));
  t.same(
    hrefsOf(encoded, 'Log in')[0],
    '/sign-in?next=%2Fexperiences%3Fq%3Da%2520b',
    'percent-encoding is kept inside next',
  );

  const detail = header(await page('/experiences/nova'));
  t.same(hrefsOf(detail, 'Log in')[0], '/sign-in?next=%2Fexperiences%2Fnova');

  const missing = header(await page('/no/such/page'));
  t.same(hrefsOf(missing, 'Log in')[0], '/sign-in?next=%2Fno%2Fsuch%2Fpage', 'a 404 page still has the nav');
});

t.test('the mobile nav: a closed disclosure with the visitor actions', async (t) => {
  const nav = header(await page('/experiences'));
  t.match(nav, /<button[^>]*aria-label="Open menu"[^>]*aria-expanded="false"[^>]*aria-controls="mobile-nav-[\w-]+"/);
  t.match(nav, /aria-label="Main menu"/);
});

t.test('the marketing variant on the download page', async (t) => {
  const nav = header(await page('/download'));
  t.match(nav, /data-variant="marketing"/);
  t.same(hrefsOf(nav, 'Log in'), ['/sign-in?next=%2Fdownload', '/sign-in?next=%2Fdownload']);
  t.same(hrefsOf(nav, 'Sign up'), ['/sign-up', '/sign-up']);
  t.ok(nav.indexOf('>Log in<') < nav.indexOf('>Sign up<'), "'Log in' then 'Sign up'");
});

t.test('browse navigation on /experiences: the sorts, the current one marked', async (t) => {
  const html = await page('/experiences?sort=popular&q=neon');
  const nav = /<nav[^>]*aria-label="Browse"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  t.ok(nav, 'a Browse landmark');
  t.match(nav, /<button[^>]*aria-expanded="false"[^>]*aria-controls="browse-nav-[\w-]+"/, 'a closed disclosure button');
  t.same(hrefsOf(nav, 'Featured'), ['/experiences?q=neon']);
  t.same(hrefsOf(nav, 'Most popular'), ['/experiences?q=neon&sort=popular']);
  t.same(hrefsOf(nav, 'Newest'), ['/experiences?q=neon&sort=newest']);
  const current = nav.match(/<a[^>]*aria-current="page"[^>]*>[^<]*<\/a>/g) ?? [];
  t.equal(current.length, 1, 'one current link');
  t.match(current[0] ?? '', />Most popular</);

  const plain = await page('/experiences');
  const plainNav = /<nav[^>]*aria-label="Browse"[\s\S]*?<\/nav>/.exec(plain)?.[0] ?? '';
  t.match(plainNav, /<a[^>]*aria-current="page"[^>]*>Featured<\/a>/, 'featured is the default');
});
