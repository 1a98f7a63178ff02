// Sign-ins and refreshes as an operator counts them, through the real sign-in flow: a sign-in that
// succeeds, a callback the issuer's answer does not match, and a due session asked for twice at once
// (one refresh at the issuer, the other request reuses it).
import t from 'tap';
import { enableMetrics } from './metrics.ts';
import { startIdentityStack } from '../../server/testing/identity-stack.ts';
import { Browser } from '../../server/testing/browser.ts';
import { dueCookieOf, loginPage, sessionIn, signInThroughIssuer } from '../../server/testing/sign-in.ts';
import { SESSION_COOKIE } from '../../server/session/session-plugin.ts';

const registry = await enableMetrics();
const stack = await startIdentityStack();
t.teardown(() => stack.close());
const base = stack.publicUrl;

const count = async (name: string, outcome: string): Promise<number> => {
  const line = (await registry.registry.metrics())
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{outcome="${outcome}"}`));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
};

t.test('sign-ins: succeeded and failed', async (t) => {
  const { browser } = await signInThroughIssuer(base, 'kai@lumen.test');
  t.ok(await sessionIn(browser), 'kai is signed in');
  t.equal(await count('lumen_sign_ins_total', 'succeeded'), 1);

  const other = new Browser();
  await loginPage(other, base, '/');
  const refused = await other.request(`${base}/auth/callback?code=not-a-code&state=not-the-state`);
  t.equal(refused.status, 400);
  t.equal(await count('lumen_sign_ins_total', 'failed'), 1);
  t.equal(await count('lumen_sign_ins_total', 'succeeded'), 1, 'nothing else counted as a sign-in');
});

t.test('refreshes: one at the issuer, the concurrent one reuses it', async (t) => {
  const { browser } = await signInThroughIssuer(base, 'mira@lumen.test');
  const session = await sessionIn(browser);
  if (!session) throw new Error('mira is not signed in');
  const cookie = `${SESSION_COOKIE}=${await dueCookieOf(session)}`;
  const answers = await Promise.all([1, 2].map(() => fetch(`${base}/api/user`, { headers: { cookie } })));
  t.same(
    answers.map((answer) => answer.status),
    [200, 200],
  );
  t.equal(await count('lumen_session_refreshes_total', 'succeeded'), 1);
  t.equal(await count('lumen_session_refreshes_total', 'reused'), 1);
  t.equal(await count('lumen_session_refreshes_total', 'failed'), 0);
});
