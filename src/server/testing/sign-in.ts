// Signing in the way a browser does (the sign-in page, the issuer's form, the callback), for web tier
// tests of sessions; and reading the sealed session a browser holds.
import { Browser, DEMO_PASSWORD, formAction } from './browser.ts';
import { createSealer } from '../session/sealed.ts';
import { SESSION_COOKIE } from '../session/session-plugin.ts';
import { sessionDataSchema, type SessionData } from '../session/session-data.ts';
import { TEST_SESSION_SECRET } from './test-stack.ts';

export const testSessionSealer = createSealer([TEST_SESSION_SECRET], 'session');

export async function loginPage(browser: Browser, base: string, next: string) {
  const page = await browser.follow(`${base}/sign-in?next=${encodeURIComponent(next)}`, `${base}/auth/callback`);
  return { url: page.url, status: page.response.status, html: await page.response.text() };
}

export async function signInThroughIssuer(base: string, email: string, next = '/', password = DEMO_PASSWORD) {
  const browser = new Browser();
  const page = await loginPage(browser, base, next);
  const action = new URL(formAction(page.html, '/login'), page.url).href;
  const done = await browser.follow(action, `${base}/__never__`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
  });
  return { browser, done };
}

export async function sessionIn(browser: Browser): Promise<SessionData | null> {
  const sealed = browser.cookies.get(SESSION_COOKIE);
  return sealed ? sessionDataSchema.parse(await testSessionSealer.open(sealed)) : null;
}

/** The session cookie a response sets ('' when it clears it), or undefined when it sets none. */
export function sessionCookieSetBy(response: { headers: Headers }): string | undefined {
  const line = response.headers.getSetCookie().find((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
  return line === undefined ? undefined : (line.slice(SESSION_COOKIE.length + 1).split(';')[0] ?? '');
}

/** The same session sealed as due for a refresh (its access token has seconds left). */
export async function dueCookieOf(session: SessionData): Promise<string> {
  return testSessionSealer.seal({ ...session, accessTokenExpiresAt: Math.floor(Date.now() / 1000) + 5 }, 600);
}
