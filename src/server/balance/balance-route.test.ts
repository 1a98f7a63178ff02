// GET /api/user/balance through a real sign-in: the user's token reaches the ledger, the answer is an
// integer, the session remembers it; and the docs/product.md §8 refusals.
import t from 'tap';
import Fastify from 'fastify';
import { Browser, DEMO_PASSWORD, formAction } from '../testing/browser.ts';
import { startIdentityStack } from '../testing/identity-stack.ts';
import { TEST_SESSION_SECRET } from '../testing/test-stack.ts';
import { createSealer } from '../session/sealed.ts';
import { SESSION_COOKIE } from '../session/session-plugin.ts';
import { sessionDataSchema } from '../session/session-data.ts';
import { createUpstreamPool } from '../upstream-client/upstream-client.ts';
import { balanceRoute } from './balance-route.ts';

const stack = await startIdentityStack();
t.teardown(() => stack.close());
const base = stack.publicUrl;

async function signedIn(email: string) {
  const browser = new Browser();
  const page = await browser.follow(`${base}/sign-in?next=%2F`, `${base}/auth/callback`);
  const html = await page.response.text();
  await browser.follow(new URL(formAction(html, '/login'), page.url).href, `${base}/__never__`, {
    method: 'POST',
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  });
  return browser;
}

t.test('a persona reads its balance; the session keeps it', async (t) => {
  const browser = await signedIn('kai@lumen.test');
  const [kai] = await stack.db.query<{ id: string }>(`select id from personas where handle = 'kai'`);
  const [row] = await stack.db.query<{ balance: string | number }>(
    'select balance from ledger_accounts where persona_id = $1',
    [kai?.id],
  );
  const expected = Number(row?.balance ?? 0);
  t.equal(expected, 2500, 'the demo gives kai 2,500 Lumen Dollars');
  const response = await browser.request(`${base}/api/user/balance`);
  t.equal(response.status, 200);
  t.match(response.headers.get('cache-control'), /no-store/);
  t.same(await response.json(), { balance: expected });
  const sealed = browser.cookies.get(SESSION_COOKIE) ?? '';
  const session = sessionDataSchema.parse(await createSealer([TEST_SESSION_SECRET], 'session').open(sealed));
  t.equal(session.balance, expected, 'stored in the session');
});

t.test('without a signed-in persona: 401', async (t) => {
  t.equal((await fetch(`${base}/api/user/balance`)).status, 401);
  const sam = await signedIn('sam@lumen.test');
  const response = await sam.request(`${base}/api/user/balance`);
  t.equal(response.status, 401);
});

t.test("without a configured base URL: 400 'Missing config: `baseUrl`'", async (t) => {
  const app = Fastify();
  const pool = createUpstreamPool({
    baseUrls: { v1: 'http://127.0.0.1:9/v1', v2: 'http://127.0.0.1:9/v2' },
    timeoutMs: 1000,
  });
  t.teardown(async () => {
    await app.close();
    await pool.close();
  });
  app.decorateRequest('session', null);
  await app.register(balanceRoute, { pool, baseUrl: undefined });
  const response = await app.inject('/api/user/balance');
  t.equal(response.statusCode, 400);
  t.same(response.json(), { error: 'Missing config: `baseUrl`' });
});
