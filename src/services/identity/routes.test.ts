import t from 'tap';
import Fastify from 'fastify';
import { escapeHtml, renderErrorPage, renderLoginPage, renderLogoutPage } from './pages.ts';
import { identityRoutes } from './routes.ts';
import { createIdentityProvider } from './provider.ts';
import { openIdentityTestDatabase } from './testing.ts';

t.test('escapeHtml escapes the five HTML specials', async (t) => {
  t.equal(escapeHtml(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  t.equal(escapeHtml('plain'), 'plain');
});

t.test('the login page: escaped values, no script, an error when given', async (t) => {
  const html = renderLoginPage({
    productName: 'Lumen <dev>',
    action: '/oidc/interaction/a"b/login',
    abortAction: '/oidc/interaction/a"b/abort',
    email: 'x"><img src=x>',
    error: '<b>nope</b>',
  });
  t.notMatch(html, /<script|<img|<b>/);
  t.match(html, /Lumen &lt;dev&gt;/);
  t.match(html, /action="\/oidc\/interaction\/a&quot;b\/login"/);
  t.match(html, /role="alert" id="form-error">&lt;b&gt;nope&lt;\/b&gt;/);
  t.notMatch(renderLoginPage({ productName: 'Lumen', action: '/a', abortAction: '/b', email: '' }), /role="alert"/);
});

t.test('logout and error pages escape what they show', async (t) => {
  const logout = renderLogoutPage(
    'Lumen',
    '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>',
  );
  t.match(logout, /<form id="op.logoutForm"/, "the provider's form is embedded as is");
  t.notMatch(logout, /<script|<style|googleapis/);
  const error = renderErrorPage('Lumen', { error: '<i>bad</i>', error_description: 'oidc-provider’s own English' });
  t.match(error, /sign in again\. \(&lt;i&gt;bad&lt;\/i&gt;\)/, 'the code is escaped');
  t.notMatch(error, /own English/, 'the page says what to do in its own words');
  t.match(renderErrorPage('Lumen', {}), /not valid\. Go back to the site and sign in again\. \(error\)/);
});

t.test('a provider whose issuer is not at the mount path is refused', async (t) => {
  const testDb = await openIdentityTestDatabase('pglite', 'migrated');
  t.teardown(() => testDb.close());
  const identity = await createIdentityProvider({
    db: testDb.db,
    issuer: 'http://127.0.0.1:1/oidc',
    clients: [{ clientId: 'web', clientSecret: 'x'.repeat(32), redirectUris: ['http://127.0.0.1:1/cb'] }],
  });
  t.equal(identity.mountPath, '/oidc');
  const app = Fastify({ logger: false });
  t.teardown(() => app.close());
  await app.register(identityRoutes, { identity, mountPath: '/id' });
  const response = await app.inject({ method: 'GET', url: '/id/.well-known/openid-configuration' });
  t.equal(response.statusCode, 500);

  const good = Fastify({ logger: false });
  t.teardown(() => good.close());
  await good.register(identityRoutes, { identity: async () => identity });
  const discovery = await good.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
  t.equal(discovery.statusCode, 200);
  t.equal(discovery.json<{ issuer: string }>().issuer, 'http://127.0.0.1:1/oidc');
  const root = await good.inject({ method: 'GET', url: '/oidc' });
  t.equal(root.statusCode, 404, 'the provider answers its own 404 at the mount root');
});
