// The sign-in and session round trip on PostgreSQL (the issuer's grants and accounts in a real server).
import t from 'tap';
import { Browser, DEMO_PASSWORD, formAction } from '../testing/browser.ts';
import { startIdentityStack } from '../testing/identity-stack.ts';

const stack = await startIdentityStack({ kind: 'postgres' });
t.teardown(() => stack.close());
const base = stack.publicUrl;

t.test('nova signs in, is recognised, signs out', async (t) => {
  const browser = new Browser();
  const page = await browser.follow(`${base}/sign-in?next=%2Fexperiences%2Fnova`, `${base}/auth/callback`);
  const html = await page.response.text();
  const done = await browser.follow(new URL(formAction(html, '/login'), page.url).href, `${base}/__never__`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'nova@lumen.test', password: DEMO_PASSWORD }),
  });
  t.equal(done.url, `${base}/experiences/nova`);
  const user = await browser.request(`${base}/api/user`);
  t.match(await user.json(), { personaHandle: 'nova', personaName: 'Nova Reyes' });
  await browser.request(`${base}/sign-out`, { method: 'POST' });
  t.equal((await browser.request(`${base}/api/user`)).status, 404);
});
