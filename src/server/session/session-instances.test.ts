// Two web instances sharing Redis, as behind a load balancer: signing out on one ends the session on
// the other at once, and a due session is refreshed once at the issuer however many requests carry it
// to whichever instance. Sign-in goes through the real flow (embedded issuer, PGlite); the issuer's
// access tokens live 62 s, so a session comes due for a refresh (60 s before expiry) two seconds in.
import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { startIdentityStack } from '../testing/identity-stack.ts';
import { testRedis } from '../testing/test-redis.ts';
import {
  dueCookieOf,
  sessionCookieSetBy,
  sessionIn,
  signInThroughIssuer,
  testSessionSealer,
} from '../testing/sign-in.ts';
import { SESSION_COOKIE } from './session-plugin.ts';
import { sessionDataSchema, type SessionData } from './session-data.ts';

const redis = testRedis();
t.teardown(() => redis.cleanup());
const stack = await startIdentityStack({
  config: { redisUrl: redis.url, redisKeyPrefix: redis.keyPrefix },
  accessTokenTtlSeconds: 62,
});
t.teardown(() => stack.close());
const a = stack.publicUrl;
/** B's log lines, to read which sessions ended and why. */
const logLines: string[] = [];
const b = (
  await stack.startAnotherInstance({ logLevel: 'info', logStream: { write: (line) => void logLines.push(line) } })
).url;
const withCookie = (value: string) => ({ headers: { cookie: `${SESSION_COOKIE}=${value}` } });

/** Waits until the session's access token is within the web tier's refresh margin (under 60 s left, in
 * whole seconds as the session plugin counts). */
const untilDue = async (session: SessionData) => {
  const dueAtMs = (session.accessTokenExpiresAt - 59) * 1000 + 300;
  await sleep(Math.max(0, dueAtMs - Date.now()));
};

/** Refresh tokens the issuer has issued to this account (one at sign-in, one per refresh: it rotates). */
const refreshTokensIssued = async (subject: string) =>
  (
    await stack.db.query<{ n: number }>(
      "select count(*)::int as n from oidc_store where model = 'RefreshToken' and payload->>'accountId' = $1",
      [subject],
    )
  )[0]?.n ?? 0;

t.test('signed out on A, a copied cookie is refused on B at once', async (t) => {
  const { browser } = await signInThroughIssuer(a, 'kai@lumen.test');
  const copied = browser.cookies.get(SESSION_COOKIE) ?? '';
  t.equal((await fetch(`${b}/api/user`, withCookie(copied))).status, 200, 'the session works on B');
  const out = await browser.request(`${a}/sign-out`, { method: 'POST', body: new URLSearchParams() });
  t.equal(out.status, 303);
  const user = await fetch(`${b}/api/user`, withCookie(copied));
  t.equal(user.status, 404, '/api/user on B says signed out');
  t.equal(sessionCookieSetBy(user), '', 'B clears the cookie');
  t.equal((await fetch(`${b}/trpc/cart.get`, withCookie(copied))).status, 401, 'user-scoped calls answer 401');
  const mutation = await fetch(`${b}/trpc/cart.clear`, {
    method: 'POST',
    headers: { ...withCookie(copied).headers, 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal(mutation.status, 401, 'mutations are refused');
  t.equal((await fetch(`${a}/api/user`, withCookie(copied))).status, 404, 'and on A');
  const session = sessionDataSchema.parse(await testSessionSealer.open(copied));
  const ended = logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === 'session ended' && entry.sessionId === session.sid);
  t.ok(ended.length > 0, 'B logs the session as ended');
  t.match(ended[0], { level: 30, reason: 'revoked' }, 'at info, with the reason');
  t.notOk(
    logLines.some(
      (line) =>
        line.includes(session.accessToken) || (session.refreshToken !== null && line.includes(session.refreshToken)),
    ),
    'no token reaches the log',
  );
});

t.test('50 concurrent requests with a due cookie over A and B: one refresh, nobody signed out', async (t) => {
  const { browser } = await signInThroughIssuer(a, 'nova@lumen.test');
  const session = await sessionIn(browser);
  if (!session) return t.fail('no session');
  const due = browser.cookies.get(SESSION_COOKIE) ?? '';
  await untilDue(session);
  const before = await refreshTokensIssued(session.sub);
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, index) => fetch(`${index % 2 === 0 ? a : b}/api/user`, withCookie(due))),
  );
  t.same(
    responses.map((response) => response.status),
    responses.map(() => 200),
    'every request is answered as nova',
  );
  t.equal((await refreshTokensIssued(session.sub)) - before, 1, 'the issuer refreshed once');
  const renewed = await Promise.all(
    responses.map(async (response) =>
      sessionDataSchema.parse(await testSessionSealer.open(sessionCookieSetBy(response) ?? '')),
    ),
  );
  const refreshTokens = new Set(renewed.map((next) => next.refreshToken));
  t.equal(refreshTokens.size, 1, 'every response carries the same new refresh token');
  t.notOk(refreshTokens.has(session.refreshToken), 'not the replaced one');
  t.ok(
    renewed.every((next) => next.sid === session.sid),
    'the same session',
  );

  // Within the grace window the replaced token still yields the refreshed session, on either instance.
  const late = await fetch(`${b}/api/user`, withCookie(due));
  t.equal(late.status, 200, 'a late request with the replaced token is not signed out');
  const lateSession = sessionDataSchema.parse(await testSessionSealer.open(sessionCookieSetBy(late) ?? ''));
  t.ok(refreshTokens.has(lateSession.refreshToken), 'and gets the refreshed tokens');
  t.equal((await refreshTokensIssued(session.sub)) - before, 1, 'still one refresh');

  // The refreshed session keeps working, refreshed again when due (the grant was not revoked).
  const again = await fetch(`${a}/api/user`, withCookie(await dueCookieOf(lateSession)));
  t.equal(again.status, 200);
  t.equal((await refreshTokensIssued(session.sub)) - before, 2);
});

t.test('a server-rendered page that refreshed the session carries the new cookie', async (t) => {
  const { browser } = await signInThroughIssuer(a, 'kai@lumen.test');
  const session = await sessionIn(browser);
  if (!session) return t.fail('no session');
  await untilDue(session);
  const page = await fetch(`${b}/experiences`, withCookie(browser.cookies.get(SESSION_COOKIE) ?? ''));
  t.equal(page.status, 200);
  t.match(page.headers.get('content-type'), /text\/html/);
  const renewed = sessionDataSchema.parse(await testSessionSealer.open(sessionCookieSetBy(page) ?? ''));
  t.not(renewed.accessToken, session.accessToken, 'a new access token in the cookie');
  t.equal(renewed.sid, session.sid);
  await page.text();
});
