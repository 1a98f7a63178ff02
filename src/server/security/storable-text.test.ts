// NUL and lone surrogates reach the web tier as a 400 naming where they are, never a 500/502: in tRPC
// inputs (queries and mutations, single and batched), in page addresses and query strings, in the
// url-parameter proxy and the calendar routes. Needs a build (npm test does one).
import t from 'tap';
import { startTestStack, type TestStack } from '../testing/test-stack.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';

let stack: TestStack;
let kaiCookie: string;
t.before(async () => {
  stack = await startTestStack();
  kaiCookie = await sessionCookieFor(await stack.userFor('kai'));
});
t.teardown(() => stack.close());

interface TrpcErrorBody {
  error: { message: string; data: { httpStatus: number; issues: { path: string[]; message: string }[] | null } };
}

const query = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

t.test('a tRPC query: 400 with the field named', async (t) => {
  for (const q of ['neon\u0000', 'neon\uD800', '\uDC00']) {
    const response = await stack.app.inject({ method: 'GET', url: query('experiences.browse', { q }) });
    t.equal(response.statusCode, 400);
    const body = response.json<TrpcErrorBody>();
    t.equal(body.error.message, 'q: contains characters that cannot be stored');
    t.same(body.error.data.issues, [{ path: ['q'], message: 'contains characters that cannot be stored' }]);
  }
});

t.test('a tRPC mutation as a persona: 400 on the field, nothing stored', async (t) => {
  const productId = (
    await stack.db.query<{ id: string }>(
      `select p.id from products p join stores s on s.id = p.store_id join personas o on o.id = s.persona_id where o.handle = 'nova' and p.status = 'listed' limit 1`,
    )
  )[0]?.id;
  const before = await stack.db.query('select id from reviews');
  const response = await stack.app.inject({
    method: 'POST',
    url: '/trpc/reviews.create',
    headers: { cookie: kaiCookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ productId, rating: 4, review: 'Lovely \uD83C lamp' }),
  });
  t.equal(response.statusCode, 400);
  t.match(response.json<TrpcErrorBody>().error, {
    message: 'review: contains characters that cannot be stored',
    data: { issues: [{ path: ['review'] }] },
  });
  t.equal((await stack.db.query('select id from reviews')).length, before.length, 'no review stored');
});

t.test('a batch: each call answers for itself', async (t) => {
  const input = encodeURIComponent(JSON.stringify({ 0: { q: 'neon' }, 1: { q: 'x\u0000' } }));
  const response = await stack.app.inject({
    method: 'GET',
    url: `/trpc/experiences.browse,experiences.browse?batch=1&input=${input}`,
  });
  t.not(response.statusCode, 500);
  const [ok, refused] = response.json<[{ result?: unknown }, TrpcErrorBody]>();
  t.ok(ok.result, 'the clean call answers');
  t.equal(refused.error.data.httpStatus, 400);
});

t.test('page addresses and query strings: a 400 page', async (t) => {
  for (const url of [
    '/experiences?q=neon%00',
    '/store?q=%00',
    '/events?q=%00',
    '/experiences/nova/%00',
    '/profiles/%00',
    '/snapshots?page=1%00',
  ]) {
    const response = await stack.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    t.equal(response.statusCode, 400, url);
    t.match(response.headers['content-type'], /text\/html/, url);
    t.match(response.body, /contains characters that cannot be stored/, url);
  }
});

t.test('the url-parameter proxy, calendar files and sign-in: a 400', async (t) => {
  for (const url of [
    '/api/proxy?url=%00',
    '/calendar/%00.ics',
    '/events/nova/neon-drift/%00/event.ics',
    '/sign-in?next=/%00',
    '/media/%00',
  ]) {
    const response = await stack.app.inject({ method: 'GET', url });
    t.equal(response.statusCode, 400, url);
    t.match(response.json<{ message: string }>(), { message: /cannot be stored/ }, url);
  }
});

t.test('what the fuzzer found answering 500/502: each a 400 on its field now', async (t) => {
  const found: [string, 'query' | 'mutation', Record<string, unknown>, string][] = [
    ['profiles.search', 'query', { q: 'a\uD800b' }, 'q'],
    ['profiles.search', 'query', { q: 'neon\u0000drift' }, 'q'],
    ['listings.browse', 'query', { q: 'x\u0000' }, 'q'],
    ['events.browse', 'query', { tz: 'UTC', q: 'x\u0000' }, 'q'],
    [
      'uploads.sign',
      'mutation',
      { purpose: 'product-image', fileName: 'lamp\uDFFF.png', contentType: 'image/png', size: 2048 },
      'fileName',
    ],
    ['creator.createStore', 'mutation', { name: 'Lamps\u0000', handle: 'lamps', description: '' }, 'name'],
    [
      'creator.createExperience',
      'mutation',
      { name: 'World', handle: 'a-world', summary: 'neon\u0000drift' },
      'summary',
    ],
    ['funds.buy', 'mutation', { bundleId: 'neon\u0000drift', idempotencyKey: 'fuzz-found-0001' }, 'bundleId'],
  ];
  for (const [path, type, input, field] of found) {
    const response =
      type === 'query'
        ? await stack.app.inject({ method: 'GET', url: query(path, input), headers: { cookie: kaiCookie } })
        : await stack.app.inject({
            method: 'POST',
            url: `/trpc/${path}`,
            headers: { cookie: kaiCookie, 'content-type': 'application/json' },
            payload: JSON.stringify(input),
          });
    t.equal(response.statusCode, 400, path);
    t.match(response.json<TrpcErrorBody>().error.data.issues, [{ path: [field] }], `${path}: ${field} named`);
  }
});
