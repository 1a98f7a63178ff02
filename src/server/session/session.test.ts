// Sign-in, sessions and sign-out through the real pieces: a browser-like client, the web app on a real
// port, the embedded OpenID Connect issuer behind it (PGlite; PostgreSQL in session-postgres.test.ts).
// Sessions here use the in-process shared store (one instance); session-instances.test.ts shares Redis.
import t from 'tap';
import { Browser, DEMO_PASSWORD, formAction } from '../testing/browser.ts';
import { startIdentityStack, type IdentityStack } from '../testing/identity-stack.ts';
import { TEST_SESSION_SECRET } from '../testing/test-stack.ts';
import {
  dueCookieOf,
  loginPage as loginPageAt,
  sessionCookieSetBy,
  sessionIn,
  signInThroughIssuer,
  testSessionSealer as sessionSealer,
} from '../testing/sign-in.ts';
import { createSealer } from './sealed.ts';
import { SESSION_COOKIE } from './session-plugin.ts';
import { sessionDataSchema } from './session-data.ts';
import { readSandboxOutbox } from '../../services/mail/index.ts';

const stack: IdentityStack = await startIdentityStack();
t.teardown(() => stack.close());
const base = stack.publicUrl;

const loginPage = (browser: Browser, next: string) => loginPageAt(browser, base, next);
const signIn = (email: string, next = '/', password = DEMO_PASSWORD) =>
  signInThroughIssuer(base, email, next, password);

t.test('kai signs in and comes back to next; /api/user says who he is', async (t) => {
  const { browser, done } = await signIn('kai@lumen.test', '/experiences?q=neon');
  t.equal(done.url, `${base}/experiences?q=neon`);
  t.equal(done.response.status, 200);
  const user = await browser.request(`${base}/api/user`);
  t.equal(user.status, 200);
  t.match(user.headers.get('cache-control'), /no-store/);
  const body = (await user.json()) as Record<string, unknown>;
  t.match(body, { email: 'kai@lumen.test', personaHandle: 'kai', personaName: 'Kai Tanaka' });
  t.match(body.avatarImageUrl, /^\/media\//);
  t.notOk('accessToken' in body, 'no token reaches the browser');
});

t.test('the session cookie is httpOnly, SameSite=Lax, for the whole site', async (t) => {
  const browser = new Browser();
  const page = await loginPage(browser, '/');
  const response = await fetch(new URL(formAction(page.html, '/login'), page.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: new URLSearchParams({ email: 'nova@lumen.test', password: DEMO_PASSWORD }),
    redirect: 'manual',
  });
  t.equal(response.status, 303);
  // Follow to the callback by hand to read its Set-Cookie.
  let location = response.headers.get('location') ?? '';
  const cookieHeader = () => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    browser.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  let setCookie: string[] = [];
  for (let hop = 0; hop < 5 && location; hop += 1) {
    const url = new URL(location, base);
    const next = await fetch(url, { headers: { cookie: cookieHeader() }, redirect: 'manual' });
    for (const line of next.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      browser.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    if (url.pathname === '/auth/callback') {
      setCookie = next.headers.getSetCookie();
      break;
    }
    location = next.headers.get('location') ?? '';
  }
  const session = setCookie.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  t.ok(session, 'the callback sets the session');
  t.match(session, /HttpOnly/i);
  t.match(session, /SameSite=Lax/i);
  t.match(session, /Path=\//);
  t.notMatch(session, /Secure/i, 'plain http in tests: no Secure flag');
});

t.test('next must be a path on this site (no open redirect)', async (t) => {
  for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil.example']) {
    const { done } = await signIn('kai@lumen.test', next);
    t.equal(new URL(done.url).origin, base, `${next} stays on the site`);
    t.equal(new URL(done.url).pathname, '/', `${next} becomes /`);
  }
});

t.test('nobody signed in: /api/user is 404', async (t) => {
  const response = await fetch(`${base}/api/user`);
  t.equal(response.status, 404);
  t.match(await response.json(), { error: 'not-signed-in' });
});

t.test('a forged or foreign session cookie is ignored and cleared', async (t) => {
  const otherSealer = createSealer(['another-secret-that-is-long-enough-0123456789'], 'session');
  const { browser } = await signIn('kai@lumen.test');
  const real = await sessionIn(browser);
  t.ok(real);
  const forged = await otherSealer.seal({ ...real }, 600);
  const response = await fetch(`${base}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${forged}` } });
  t.equal(response.status, 404);
  t.match(response.headers.getSetCookie().join('\n'), new RegExp(`${SESSION_COOKIE}=;`));
  const garbage = await fetch(`${base}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=not-a-session` } });
  t.equal(garbage.status, 404);
});

t.test('the session id changes at every sign-in', async (t) => {
  const first = await sessionIn((await signIn('kai@lumen.test')).browser);
  const second = await sessionIn((await signIn('kai@lumen.test')).browser);
  t.ok(first && second);
  t.not(first?.sid, second?.sid);
});

t.test('the web tier forwards the access token and the upstream acts as its subject', async (t) => {
  const session = await sessionIn((await signIn('kai@lumen.test')).browser);
  t.ok(session?.accessToken);
  const friends = await fetch(`${stack.upstream.url}/v2/friends`, {
    headers: { authorization: `Bearer ${session?.accessToken ?? ''}`, accept: 'application/vnd.api+json' },
  });
  t.equal(friends.status, 200);
  const body = (await friends.json()) as { data: Array<{ attributes: { avatarHandle: string } }> };
  t.ok(
    body.data.some((friend) => friend.attributes.avatarHandle === 'nova'),
    "kai's friends include nova",
  );
});

t.test('wrong passwords are refused, then slowed down for that account at that address', async (t) => {
  // The services' clock stands still here, so the 1 s wait earned by the 5th failure has not passed when
  // the 6th attempt arrives, however slow the machine.
  const stopped = new Date();
  const still = await startIdentityStack({ clock: () => stopped });
  t.teardown(() => still.close());
  const browser = new Browser();
  let status = 0;
  let html = '';
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const page = await loginPageAt(browser, still.publicUrl, '/');
    const response = await browser.request(new URL(formAction(page.html, '/login'), page.url).href, {
      method: 'POST',
      body: new URLSearchParams({ email: 'nobody@lumen.test', password: `wrong-${attempt}` }),
    });
    status = response.status;
    html = await response.text();
    if (attempt === 0) {
      t.equal(status, 401);
      t.match(html, /Wrong email or password\./);
    }
  }
  t.equal(status, 429, 'the 6th attempt in a row waits, without checking the password');
  t.match(html, /Too many failed attempts\. Try again in 1 second\./);
});

t.test('sessions work on another instance sharing the secret, not on one with another', async (t) => {
  const { browser } = await signIn('kai@lumen.test');
  const sealed = browser.cookies.get(SESSION_COOKIE) ?? '';
  const twin = await stack.startAnotherInstance();
  const onTwin = await fetch(`${twin.url}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${sealed}` } });
  t.equal(onTwin.status, 200);
  t.match(await onTwin.json(), { personaHandle: 'kai' });
  const stranger = await stack.startAnotherInstance({
    sessionSecrets: ['a-different-secret-that-is-long-enough-012345'],
  });
  const onStranger = await fetch(`${stranger.url}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${sealed}` } });
  t.equal(onStranger.status, 404);
  const rotated = await stack.startAnotherInstance({
    sessionSecrets: ['a-new-secret-that-is-long-enough-0123456789ab', TEST_SESSION_SECRET],
  });
  const onRotated = await fetch(`${rotated.url}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${sealed}` } });
  t.equal(onRotated.status, 200, 'an old secret still opens sessions after rotation');
});

t.test('an access token about to expire is refreshed on the next request', async (t) => {
  const { browser } = await signIn('kai@lumen.test');
  const session = await sessionIn(browser);
  t.ok(session?.refreshToken, 'the session holds a refresh token');
  if (!session) return;
  const stale = await dueCookieOf(session);
  const response = await fetch(`${base}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${stale}` } });
  t.equal(response.status, 200);
  const next = sessionDataSchema.parse(await sessionSealer.open(sessionCookieSetBy(response) ?? ''));
  t.not(next.accessToken, session.accessToken, 'a new access token');
  t.ok(next.accessTokenExpiresAt > session.accessTokenExpiresAt - 5);
  t.equal(next.sid, session.sid, 'same session');
});

t.test('sign-out clears the session and revokes its refresh token', async (t) => {
  const { browser } = await signIn('kai@lumen.test');
  const session = await sessionIn(browser);
  if (!session) return t.fail('no session');
  const crossSite = await fetch(`${base}/sign-out`, {
    method: 'POST',
    headers: {
      origin: 'https://evil.example',
      cookie: `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE) ?? ''}`,
    },
    redirect: 'manual',
  });
  t.equal(crossSite.status, 403, 'a cross-site form cannot sign anyone out');
  const out = await browser.request(`${base}/sign-out`, { method: 'POST' });
  t.equal(out.status, 303);
  t.equal(out.headers.get('location'), '/');
  t.notOk(browser.cookies.has(SESSION_COOKIE), 'cookie cleared');
  t.equal((await browser.request(`${base}/api/user`)).status, 404);
  // A copy of the cookie taken before signing out, its access token still valid: refused at once.
  const copied = await sessionSealer.seal({ ...session }, 600);
  const replayed = await fetch(`${base}/api/user`, { headers: { cookie: `${SESSION_COOKIE}=${copied}` } });
  t.equal(replayed.status, 404, 'a copied cookie is refused at once');
  t.equal(sessionCookieSetBy(replayed), '', 'and cleared');
  const cart = await fetch(`${base}/trpc/cart.get`, { headers: { cookie: `${SESSION_COOKIE}=${copied}` } });
  t.equal(cart.status, 401, 'user-scoped procedures answer 401');
  const clear = await fetch(`${base}/trpc/cart.clear`, {
    method: 'POST',
    headers: { cookie: `${SESSION_COOKIE}=${copied}`, 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal(clear.status, 401, 'mutations are refused');
  // Even once due, the refresh token no longer works.
  const due = await fetch(`${base}/api/user`, {
    headers: { cookie: `${SESSION_COOKIE}=${await dueCookieOf(session)}` },
  });
  t.equal(due.status, 404);
});

t.test('GET /sign-out shows a button that posts, and signs nobody out', async (t) => {
  const { browser } = await signIn('nova@lumen.test');
  const page = await browser.request(`${base}/sign-out`);
  t.equal(page.status, 200);
  t.match(page.headers.get('cache-control'), /no-store/);
  t.equal(sessionCookieSetBy(page), undefined, 'no session cookie changes');
  const html = await page.text();
  t.match(html, /<form method="post" action="\/sign-out"><button type="submit">Sign out<\/button>/);
  t.match(html, /signed in as <strong>nova@lumen\.test<\/strong>/);
  const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1] ?? '';
  t.ok(nonce.length > 0, 'its style carries a nonce');
  t.match(
    page.headers.get('content-security-policy'),
    new RegExp(`style-src[^;]*'nonce-${nonce}'`),
    'the CSP allows that nonce',
  );
  t.equal((await browser.request(`${base}/api/user`)).status, 200, 'still signed in');
  const anonymous = await fetch(`${base}/sign-out`);
  t.match(await anonymous.text(), /You are signed out/);
});

t.test(
  'sign-up answers the same for a taken email, and the link in the email creates the account and signs in',
  async (t) => {
    const browser = new Browser();
    const start = await browser.follow(
      `${base}/sign-up?next=${encodeURIComponent('/experiences')}`,
      `${base}/auth/callback`,
    );
    const html = await start.response.text();
    t.match(html, /Create your Lumen account/);
    t.match(html, /Already have an account\? <a href="[^"]+">Log in<\/a>/, 'the registration header links to log in');
    const action = new URL(formAction(html, '/signup'), start.url).href;
    const weak = await browser.request(action, {
      method: 'POST',
      body: new URLSearchParams({ email: 'ivy@lumen.test', password: 'aaaaaaaaaaaa', name: '', handle: '' }),
    });
    t.equal(weak.status, 422);
    t.match(await weak.text(), /too easy to guess\. Repeated characters/, 'a weak password is refused with the reason');
    const badHandle = await browser.request(action, {
      method: 'POST',
      body: new URLSearchParams({
        email: 'ivy@lumen.test',
        password: 'tangerine-orbit-velvet',
        name: 'Ivy',
        handle: '-ivy-',
      }),
    });
    t.equal(badHandle.status, 422);

    const answer = async (email: string) => {
      const response = await browser.request(action, {
        method: 'POST',
        body: new URLSearchParams({ email, password: 'tangerine-orbit-velvet', name: '', handle: '' }),
      });
      return { status: response.status, html: (await response.text()).replaceAll(email.toLowerCase(), 'EMAIL') };
    };
    const taken = await answer('kai@lumen.test');
    const fresh = await answer('someone-new@lumen.test');
    t.equal(taken.status, 200);
    t.same(taken, fresh, 'a registered email and a new one get the same page');
    t.match(taken.html, /Check your email/);
    const [notice] = await readSandboxOutbox(stack.db, 'kai@lumen.test');
    t.match(
      notice,
      { subject: 'Someone tried to create a Lumen account with your email' },
      'the owner is told by email',
    );
    t.match(notice?.text, new RegExp(`${base}/sign-in`));
    t.notOk(/confirm-email/.test(notice?.text ?? ''), 'and gets no link that could create anything');

    await browser.request(action, {
      method: 'POST',
      body: new URLSearchParams({
        email: 'Ivy@Lumen.test',
        password: 'tangerine-orbit-velvet',
        name: 'Ivy Lin',
        handle: 'ivy',
      }),
    });
    const [mail] = await readSandboxOutbox(stack.db, 'ivy@lumen.test');
    const link = /https?:\/\/\S+confirm-email\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    t.ok(link, 'a new email gets a link');
    t.equal((await fetch(`${base}/api/user`)).status, 404);
    const confirmPage = await browser.request(link);
    t.equal(confirmPage.status, 200, 'opening the link changes nothing yet');
    const confirmHtml = await confirmPage.text();
    const confirmAction = new URL(formAction(confirmHtml, '/confirm-email'), link).href;
    const token = /name="token" value="([^"]+)"/.exec(confirmHtml)?.[1] ?? '';
    const done = await browser.follow(confirmAction, `${base}/__never__`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
    });
    t.equal(done.url, `${base}/experiences`, 'the browser that signed up is signed in and back at next');
    const user = (await (await browser.request(`${base}/api/user`)).json()) as Record<string, unknown>;
    t.match(user, { email: 'ivy@lumen.test', personaHandle: 'ivy', personaName: 'Ivy Lin' });
    const profile = await fetch(`${stack.upstream.url}/v2/profiles/ivy`);
    t.equal(profile.status, 200, 'the persona is a public profile');
    const again = await new Browser().request(confirmAction, { method: 'POST', body: new URLSearchParams({ token }) });
    t.equal(again.status, 400, 'a link works once');
  },
);

t.test('the link opened in another browser creates the account and asks to log in', async (t) => {
  const browser = new Browser();
  const start = await browser.follow(`${base}/sign-up`, `${base}/auth/callback`);
  const action = new URL(formAction(await start.response.text(), '/signup'), start.url).href;
  await browser.request(action, {
    method: 'POST',
    body: new URLSearchParams({ email: 'juno@lumen.test', password: 'marble-comet-lantern', name: '', handle: '' }),
  });
  const [mail] = await readSandboxOutbox(stack.db, 'juno@lumen.test');
  const link = /https?:\/\/\S+confirm-email\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const phone = new Browser();
  const page = await (await phone.request(link)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const ready = await phone.request(new URL(formAction(page, '/confirm-email'), link).href, {
    method: 'POST',
    body: new URLSearchParams({ token }),
  });
  t.equal(ready.status, 200);
  t.match(await ready.text(), /Your account is ready/);
  const { done } = await signIn('juno@lumen.test', '/', 'marble-comet-lantern');
  t.equal(done.url, `${base}/`, 'the new account signs in with the password chosen at sign-up');
});

t.test('an account without a persona signs in as New User material', async (t) => {
  const { browser } = await signIn('sam@lumen.test');
  const user = (await (await browser.request(`${base}/api/user`)).json()) as Record<string, unknown>;
  t.match(user, {
    email: 'sam@lumen.test',
    personaId: null,
    personaHandle: null,
    avatarImageUrl: '/media/default-portrait.svg',
  });
});

t.test('the account menu form (urlencoded POST) signs out', async (t) => {
  const { browser } = await signIn('mira@lumen.test');
  const out = await browser.request(`${base}/sign-out`, { method: 'POST', body: new URLSearchParams() });
  t.equal(out.status, 303);
  t.equal((await browser.request(`${base}/api/user`)).status, 404);
});
