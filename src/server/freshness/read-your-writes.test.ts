// Read-your-writes across instances: two web app instances (one SESSION_SECRET, one embedded upstream),
// each with its own HTTP cache of upstream answers. Nova writes through A; her next page load on B shows
// the write at once (the write marker), and an anonymous visitor on B sees it once B's cached answer has
// run its course (max-age=5, then one stale answer while B revalidates), by the cache's own rules.
import t from 'tap';
import { Browser, DEMO_PASSWORD, formAction } from '../testing/browser.ts';
import { startIdentityStack } from '../testing/identity-stack.ts';
import { WRITE_MARKER_COOKIE } from './write-marker.ts';

const stack = await startIdentityStack();
t.teardown(() => stack.close());
const a = stack.publicUrl;
const b = (await stack.startAnotherInstance()).url;

async function signIn(email: string): Promise<Browser> {
  const browser = new Browser();
  const login = await browser.follow(`${a}/sign-in?next=/`, `${a}/auth/callback`);
  const action = new URL(formAction(await login.response.text(), '/login'), login.url).href;
  await browser.follow(action, `${a}/__never__`, {
    method: 'POST',
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  });
  return browser;
}

const cookieHeader = (browser: Browser) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A tRPC mutation as the browser sends it; the cookies it sets are kept, as a browser keeps them. */
async function mutate(browser: Browser, origin: string, procedure: string, input: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/trpc/${procedure}`, {
    method: 'POST',
    headers: { cookie: cookieHeader(browser), 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(input),
  });
  if (response.status !== 200) throw new Error(`${procedure} answered ${response.status}: ${await response.text()}`);
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    browser.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  return ((await response.json()) as { result: { data: unknown } }).result.data;
}

async function page(origin: string, path: string, browser?: Browser): Promise<string> {
  const response = await fetch(`${origin}${path}`, { headers: browser ? { cookie: cookieHeader(browser) } : {} });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

t.test('the author sees her writes on the other instance at once; visitors within the cache freshness', async (t) => {
  const nova = await signIn('nova@lumen.test');
  const name = `Aurora Vault ${Date.now().toString(36)}`;
  const handle = `aurora-vault-${Date.now().toString(36)}`;

  // Both readers have B's cache holding the list from before the write.
  t.notMatch(await page(b, '/experiences/nova', nova), name);
  t.notMatch(await page(b, '/experiences/nova'), name);

  const created = (await mutate(nova, a, 'creator.createExperience', {
    name,
    handle,
    summary: 'A vault of light.',
  })) as { id: string };
  t.ok(nova.cookies.get(WRITE_MARKER_COOKIE), 'the write left its marker');
  t.match(await page(b, '/experiences/nova', nova), name, 'publish: her next page load on B shows it');

  const renamed = `${name} Reborn`;
  await mutate(nova, a, 'creator.updateExperience', { id: created.id, name: renamed });
  t.match(await page(b, '/experiences/nova', nova), renamed, 'edit: shown on B at once');
  t.match(await page(b, `/experiences/nova/${handle}`, nova), renamed, 'on the experience page too');

  // A visitor's answer on B is the shared one, kept for max-age and then once more while B revalidates.
  let seen = false;
  const deadline = Date.now() + 40_000;
  while (!seen && Date.now() < deadline) {
    seen = (await page(b, '/experiences/nova')).includes(renamed);
    if (!seen) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  t.ok(seen, 'an anonymous visitor on B sees it within max-age + stale-while-revalidate');

  // B's cache now holds her list with the experience in it, fresh for a few seconds more.
  t.match(await page(b, '/experiences/nova', nova), renamed);
  await mutate(nova, a, 'creator.deleteExperience', { id: created.id });
  t.notMatch(await page(b, '/experiences/nova', nova), renamed, 'delete: gone from her page on B at once');
});
