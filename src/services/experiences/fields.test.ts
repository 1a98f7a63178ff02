// JSON:API sparse fieldsets on the list routes, and the cache headers of catalogue reads.
import t from 'tap';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';

const SECRET = 'x'.repeat(40);

t.test('lists return only the requested attributes', async (t) => {
  const testDb = await openTestDatabase('pglite');
  const app = await buildEmbeddedUpstream({ db: testDb.db, verifier: createHs256Verifier(SECRET) });
  t.teardown(async () => {
    await app.close();
    await testDb.close();
  });

  const full = await app.inject({ method: 'GET', url: '/v2/experiences?perPage=2' });
  t.ok('description' in full.json().data[0].attributes);

  for (const [base, fields] of [
    ['/v2/experiences?perPage=2', '&fields[experience]=name,handle,image'],
    ['/v2/featured', '?fields%5Bexperience%5D=name,handle,image'],
    ['/v2/experiences/nova', '?fields[experience]=name,handle,image'],
  ] as const) {
    const url = `${base}${fields}`;
    const whole = await app.inject({ method: 'GET', url: base });
    const sparse = await app.inject({ method: 'GET', url });
    t.equal(sparse.statusCode, 200, url);
    const resource = sparse.json().data[0];
    t.same(Object.keys(resource.attributes).sort(), ['handle', 'image', 'name'], url);
    t.ok(resource.relationships.persona, 'the persona relationship stays');
    t.ok(sparse.body.length < whole.body.length, `${url}: fewer bytes`);
  }

  const bad = await app.inject({ method: 'GET', url: '/v2/experiences?fields[experience]=name,password' });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().errors[0].source.parameter, 'fields[experience]');
});

t.test('catalogue reads may be cached briefly by shared caches; errors may not', async (t) => {
  const testDb = await openTestDatabase('pglite');
  const app = await buildEmbeddedUpstream({ db: testDb.db, verifier: createHs256Verifier(SECRET) });
  t.teardown(async () => {
    await app.close();
    await testDb.close();
  });
  const ok = await app.inject({ method: 'GET', url: '/v2/experiences' });
  t.equal(ok.headers['cache-control'], 'public, max-age=5, stale-while-revalidate=30');
  t.equal(ok.headers.vary, 'Authorization');
  // A signed-in caller's catalogue leaves out whom they blocked: kept while fresh, never served stale.
  const token = await signHs256AccessToken(SECRET, 'a-persona-subject');
  const signedIn = await app.inject({
    method: 'GET',
    url: '/v2/experiences',
    headers: { authorization: `Bearer ${token}` },
  });
  t.equal(signedIn.statusCode, 200);
  t.equal(signedIn.headers['cache-control'], 'public, max-age=5');
  t.equal(signedIn.headers.vary, 'Authorization');
  const missing = await app.inject({ method: 'GET', url: '/v2/experiences/nova/nothing-here' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.headers['cache-control'], 'no-store');
});
