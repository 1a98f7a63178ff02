// The analytics beacon and Creator tools' reading through the web tier, against the embedded services:
// Do Not Track and Global Privacy Control mean nothing is stored; bad events are a 400 with nothing
// stored; the ingest route is rate-limited; each creator reads only their own totals.
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import type { CreatorAnalytics } from '../../shared/analytics/schema.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());

const [creator] = await stack.db.query<{ handle: string; experience: string; product: string }>(
  `select pe.handle, e.id as experience, p.id as product
     from personas pe
     join experiences e on e.persona_id = pe.id
     join stores s on s.persona_id = pe.id
     join products p on p.store_id = s.id and p.status = 'listed' and p.deleted_at is null
    order by pe.handle, e.id, p.id limit 1`,
);
if (!creator) throw new Error('the seed has no creator with an experience and a listing');
const visitor = creator.handle === 'kai' ? 'mira' : 'kai';

const stored = async () =>
  (await stack.db.query<{ n: number }>('select coalesce(sum(count), 0)::int as n from analytics_daily'))[0]?.n ?? 0;

// As navigator.sendBeacon sends a string: text/plain, same origin.
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  stack.app.inject({
    method: 'POST',
    url: '/api/analytics',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin',
      origin: 'http://lumen.test',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const caller = async (handle: string | null) =>
  createTestCaller({
    upstream: { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` },
    user: handle === null ? null : await stack.userFor(handle),
  });

const pageViewsToday = (analytics: CreatorAnalytics) => analytics.days.at(-1)?.pageViews ?? 0;

t.test('a page view is counted; with DNT or GPC nothing is stored', async (t) => {
  const before = await stored();
  const event = { event: 'page-view', kind: 'experience', id: creator.experience };
  const optOuts: Record<string, string>[] = [{ dnt: '1' }, { 'sec-gpc': '1' }, { dnt: '1', 'sec-gpc': '1' }];
  for (const headers of optOuts) {
    const response = await beacon(event, headers);
    t.equal(response.statusCode, 204, JSON.stringify(headers));
    t.match(response.headers['cache-control'], /no-store/);
  }
  t.equal(await stored(), before, 'opted out: nothing stored');
  // Even an invalid event of an opted-out browser is neither read nor stored.
  t.equal((await beacon('not json', { 'sec-gpc': '1' })).statusCode, 204);

  const counted = await beacon(event, { dnt: '0', cookie: 'lumen_session=whatever' });
  t.equal(counted.statusCode, 204);
  t.equal(await stored(), before + 1);
  const asJson = await stack.app.inject({
    method: 'POST',
    url: '/api/analytics',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: 'http://lumen.test' },
    payload: JSON.stringify({ event: 'add-to-cart', kind: 'listing', id: creator.product }),
  });
  t.equal(asJson.statusCode, 204, 'a JSON body is read the same way');
  t.equal(await stored(), before + 2);
});

t.test('bad events are a 400 and nothing is stored', async (t) => {
  const before = await stored();
  const bad: Array<[string, unknown]> = [
    ['not JSON', '{event'],
    ['empty', ''],
    ['a purchase from the browser', { event: 'purchase', kind: 'listing', id: creator.product }],
    ['an unknown event', { event: 'scroll', kind: 'experience', id: creator.experience }],
    ['not a uuid', { event: 'page-view', kind: 'experience', id: '../x' }],
    ['extra members', { event: 'page-view', kind: 'experience', id: creator.experience, userId: 'kai' }],
    ['a visit to a listing', { event: 'visit-started', kind: 'listing', id: creator.product }],
    ['no such experience', { event: 'page-view', kind: 'experience', id: '00000000-0000-4000-8000-000000000000' }],
  ];
  for (const [why, body] of bad) {
    const response = await beacon(body);
    t.equal(response.statusCode, 400, why);
    t.equal(response.json<{ error: string }>().error, 'BAD_REQUEST', why);
    t.ok(response.json<{ message: string }>().message.length > 0, why);
  }
  const crossSite = await beacon(
    { event: 'page-view', kind: 'experience', id: creator.experience },
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  );
  t.equal(crossSite.statusCode, 403, 'another site cannot pump the numbers');
  t.equal(await stored(), before);
});

t.test('creators read their own totals only', async (t) => {
  const own = await caller(creator.handle);
  const other = await caller(visitor);
  t.teardown(async () => {
    await own.close();
    await other.close();
  });
  const before = await own.caller.analytics.mine({ days: 7 });
  t.equal(before.days.length, 7);
  t.equal((await beacon({ event: 'page-view', kind: 'listing', id: creator.product })).statusCode, 204);
  const after = await own.caller.analytics.mine({ days: 7 });
  t.equal(pageViewsToday(after), pageViewsToday(before) + 1, 'the visit shows on today');
  t.ok(after.subjects.some((subject) => subject.id === creator.product));
  const theirs = await other.caller.analytics.mine({ days: 30 });
  t.notOk(theirs.subjects.some((subject) => subject.id === creator.product || subject.id === creator.experience));
  const anonymous = await caller(null);
  t.teardown(() => anonymous.close());
  await t.rejects(anonymous.caller.analytics.mine({ days: 7 }), { code: 'UNAUTHORIZED' });
  await t.rejects(own.caller.analytics.mine({ days: 365 }), { code: 'BAD_REQUEST' });
});

t.test('the beacon is rate-limited per address', async (t) => {
  let limited = 0;
  for (let i = 0; i < 125; i++) {
    const response = await beacon({}, { dnt: '1', 'x-test': String(i) });
    if (response.statusCode === 429) limited++;
  }
  t.ok(limited >= 1, `${limited} refused after 120 in a minute`);
});
