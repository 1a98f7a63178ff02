// Every kind of answer carries the same framing and feature rules: a streamed page, a tRPC answer, a
// static asset, a media picture, a 404, and the embedded issuer's sign-in page under /oidc (through the
// web tier and straight from the embedded upstream).
import t, { type Test } from 'tap';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Browser } from '../testing/browser.ts';
import { startIdentityStack } from '../testing/identity-stack.ts';
import { PERMISSIONS_POLICY } from '../../shared/security/permissions-policy.ts';

const stack = await startIdentityStack();
t.teardown(() => stack.close());
const base = stack.publicUrl;

const css = (await readdir(path.join(stack.config.distDir, 'client', 'assets'))).find((name) => name.endsWith('.css'));
if (!css) throw new Error('the client build has a stylesheet (npm run build)');

function checkHeaders(t: Test, response: Response, what: string) {
  t.equal(response.headers.get('x-frame-options'), 'DENY', `${what}: X-Frame-Options`);
  t.equal(response.headers.get('permissions-policy'), PERMISSIONS_POLICY, `${what}: Permissions-Policy`);
  const csp = response.headers.get('content-security-policy');
  if (csp?.includes('frame-ancestors')) t.match(csp, /frame-ancestors 'none'/, `${what}: the CSP agrees`);
}

t.test('the policy denies what Lumen does not use and keeps fullscreen for the stream area', async (t) => {
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    t.match(PERMISSIONS_POLICY, new RegExp(`(^|, )${feature}=\\(\\)`), feature);
  t.match(PERMISSIONS_POLICY, /fullscreen=\(self\)/);
});

t.test('pages, tRPC answers, static files, pictures and errors carry the headers', async (t) => {
  const targets: Array<[string, string, number]> = [
    ['a streamed page', '/', 200],
    ['the browse page', '/experiences', 200],
    ['a tRPC answer', `/trpc/experiences.browse?input=${encodeURIComponent(JSON.stringify({}))}`, 200],
    ['a static asset', `/assets/${css}`, 200],
    ['the favicon', '/favicon.svg', 200],
    ['a generated picture', '/media/default-portrait.svg', 200],
    ['a missing page', '/no-such-page', 404],
  ];
  for (const [what, url, status] of targets) {
    const response = await fetch(`${base}${url}`, { redirect: 'manual' });
    t.equal(response.status, status, what);
    checkHeaders(t, response, what);
    await response.arrayBuffer();
  }
});

t.test("the embedded issuer's sign-in page under /oidc carries them too", async (t) => {
  const browser = new Browser();
  const page = await browser.follow(`${base}/sign-in?next=%2F`, `${base}/auth/callback`);
  t.match(new URL(page.url).pathname, /^\/oidc\//, 'the sign-in page is the issuer’s');
  t.equal(page.response.status, 200);
  t.match(await page.response.text(), /<form/);
  checkHeaders(t, page.response, 'the /oidc sign-in page');

  // The embedded upstream sends them itself, so they hold behind any other front as well.
  const direct = await fetch(`${stack.upstream.url}${new URL(page.url).pathname}`, { redirect: 'manual' });
  t.match(direct.headers.get('content-type'), /^text\/html/);
  checkHeaders(t, direct, 'the issuer page straight from the embedded upstream');
  await direct.arrayBuffer();
});
