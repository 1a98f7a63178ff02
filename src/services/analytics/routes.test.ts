// The analytics service on PGlite and PostgreSQL: events counted per UTC day with nothing about the
// caller kept, bad events refused with nothing stored, purchases counted by the purchase itself (once per
// order, never from a caller), and each creator reading only their own totals.
import t from 'tap';
import { setupTestApp, type ErrorDocument } from '../profiles/testing.ts';
import { grant, purchase } from '../orders/index.ts';
import { ownerAnalytics, recordEvent, sweepAnalytics } from './repository.ts';
import type { CreatorAnalytics } from '../../shared/analytics/schema.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface AnalyticsDocument {
  data: { type: string; id: string; attributes: CreatorAnalytics };
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, idOf, close } = await setupTestApp(kind);
    t.teardown(close);
    const rowCount = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from analytics_daily'))[0]?.n ?? 0;
    // A linked creator who has both an experience and a listing for sale.
    const [seller] = await db.query<{
      handle: string;
      experience: string;
      product: string;
      price: number;
      product_name: string;
    }>(
      `select pe.handle, e.id as experience, p.id as product, p.price, p.name as product_name
         from personas pe
         join experiences e on e.persona_id = pe.id
         join stores s on s.persona_id = pe.id
         join products p on p.store_id = s.id and p.status = 'listed' and p.deleted_at is null and p.price > 0
        where pe.account_subject = 'account-' || pe.handle
        order by pe.handle, e.id, p.id limit 1`,
    );
    if (!seller) throw new Error('the seed has no linked creator with an experience and a listing');
    const other = seller.handle === 'kai' ? 'mira' : 'kai';
    const send = (attributes: unknown, as?: string) =>
      request('POST', '/v2/analytics/events', {
        body: { data: { type: 'analyticsEvent', attributes } },
        ...(as ? { as } : {}),
      });
    const read = async (as: string, query = '') => {
      const response = await request('GET', `/v2/user/analytics${query}`, { as });
      t.equal(response.statusCode, 200);
      t.equal(response.headers['cache-control'], 'private, no-store');
      return response.json<AnalyticsDocument>().data.attributes;
    };

    t.test('an event is counted on its day; nothing about the sender is kept', async (t) => {
      const before = await read(seller.handle, '?days=7');
      const today = before.days.at(-1);
      t.equal(before.days.length, 7, 'every day of the range, zeros included');
      const response = await send({ event: 'page-view', kind: 'experience', id: seller.experience }, other);
      t.equal(response.statusCode, 204);
      t.equal((await send({ event: 'visit-started', kind: 'experience', id: seller.experience })).statusCode, 204);
      t.equal((await send({ event: 'add-to-cart', kind: 'listing', id: seller.product })).statusCode, 204);
      const after = await read(seller.handle, '?days=7');
      t.equal(after.days.at(-1)?.day, today?.day);
      t.equal(after.days.at(-1)?.pageViews, (today?.pageViews ?? 0) + 1);
      t.equal(after.days.at(-1)?.visitsStarted, (today?.visitsStarted ?? 0) + 1);
      t.equal(after.days.at(-1)?.addsToCart, (today?.addsToCart ?? 0) + 1);
      const columns = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'analytics_daily' order by column_name`,
      );
      t.same(
        columns.map((c) => c.column_name),
        ['count', 'day', 'event', 'shard', 'subject_id', 'subject_kind'],
        'no column could hold who sent it',
      );
    });

    t.test('bad events are refused and nothing is stored', async (t) => {
      const rows = await rowCount();
      const bad: Array<[string, unknown, number]> = [
        ['a purchase from a caller', { event: 'purchase', kind: 'listing', id: seller.product }, 422],
        ['an unknown event', { event: 'click', kind: 'listing', id: seller.product }, 422],
        ['an unknown kind', { event: 'page-view', kind: 'profile', id: seller.product }, 422],
        ['a visit to a listing', { event: 'visit-started', kind: 'listing', id: seller.product }, 422],
        ['a cart of an experience', { event: 'add-to-cart', kind: 'experience', id: seller.experience }, 422],
        ['not a uuid', { event: 'page-view', kind: 'experience', id: 'nova/neon-drift' }, 422],
        ['extra members', { event: 'page-view', kind: 'experience', id: seller.experience, ip: '1.2.3.4' }, 422],
        ['no such experience', { event: 'page-view', kind: 'experience', id: UNKNOWN }, 404],
        ['a listing id as an experience', { event: 'page-view', kind: 'experience', id: seller.product }, 404],
      ];
      for (const [why, attributes, status] of bad) {
        const response = await send(attributes);
        t.equal(response.statusCode, status, why);
        t.ok(response.json<ErrorDocument>().errors[0]?.detail, why);
      }
      const notADocument = await request('POST', '/v2/analytics/events', {
        body: { event: 'page-view', kind: 'experience', id: seller.experience },
      });
      t.equal(notADocument.statusCode, 400);
      t.equal(await rowCount(), rows, 'no row added or changed');
    });

    t.test('each creator reads only their own totals; anonymous callers none', async (t) => {
      await send({ event: 'page-view', kind: 'listing', id: seller.product });
      const mine = await read(seller.handle);
      t.ok(mine.subjects.some((s) => s.id === seller.product && s.name === seller.product_name && s.pageViews >= 1));
      const theirs = await read(other);
      t.notOk(
        theirs.subjects.some((s) => s.id === seller.product || s.id === seller.experience),
        'another creator never sees them',
      );
      t.equal(theirs.days.reduce((sum, day) => sum + day.pageViews, 0) >= 0, true);
      t.equal((await request('GET', '/v2/user/analytics')).statusCode, 401);
      const bad = await request('GET', '/v2/user/analytics?days=365', { as: seller.handle });
      t.equal(bad.statusCode, 400);
      t.equal(bad.json<ErrorDocument>().errors[0]?.source?.parameter, 'days');
    });

    t.test('a purchase is counted once, by the purchase itself', async (t) => {
      const buyer = idOf(other);
      await grant(db, buyer, seller.price);
      const before = (await read(seller.handle)).days.at(-1)?.purchases ?? 0;
      const order = {
        buyerId: buyer,
        idempotencyKey: `analytics-${kind}-1`,
        kind: 'product' as const,
        productIds: [seller.product],
        expectedTotal: seller.price,
      };
      const first = await purchase(db, order);
      const replay = await purchase(db, order);
      t.equal(replay.replayed, true);
      t.equal(first.order.status, 'completed');
      t.equal((await read(seller.handle)).days.at(-1)?.purchases, before + 1, 'one sale, not two');
    });

    t.test('totals are kept by UTC day, and old days are swept', async (t) => {
      const id = seller.experience;
      const at = (iso: string) => new Date(iso);
      await recordEvent(db, { event: 'page-view', kind: 'experience', id }, at('2025-03-01T00:00:00.000Z'));
      await recordEvent(db, { event: 'page-view', kind: 'experience', id }, at('2025-03-01T23:59:59.999Z'));
      await recordEvent(db, { event: 'page-view', kind: 'experience', id }, at('2025-03-02T00:00:00.000Z'));
      // 01:30 in Paris on the 3rd is still the 2nd in UTC.
      await recordEvent(db, { event: 'page-view', kind: 'experience', id }, at('2025-03-03T01:30:00.000+02:00'));
      await recordEvent(db, { event: 'visit-started', kind: 'experience', id }, at('2025-03-03T12:00:00.000Z'));
      const rows = await db.query<{ day: string; event: string; count: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, event, sum(count)::int as count from analytics_daily
          where subject_id = $1 and day < '2025-04-01' group by day, event order by day, event`,
        [id],
      );
      t.same(rows, [
        { day: '2025-03-01', event: 'page-view', count: 2 },
        { day: '2025-03-02', event: 'page-view', count: 2 },
        { day: '2025-03-03', event: 'visit-started', count: 1 },
      ]);
      const week = await ownerAnalytics(db, idOf(seller.handle), at('2025-03-04T10:00:00.000Z'), 7);
      t.equal(week.from, '2025-02-26');
      t.equal(week.to, '2025-03-04');
      t.same(
        week.days.map((day) => [day.day, day.pageViews, day.visitsStarted]),
        [
          ['2025-02-26', 0, 0],
          ['2025-02-27', 0, 0],
          ['2025-02-28', 0, 0],
          ['2025-03-01', 2, 0],
          ['2025-03-02', 2, 0],
          ['2025-03-03', 0, 1],
          ['2025-03-04', 0, 0],
        ],
      );
      // A day's total may be spread over several rows (migration 0026-scale-hot-counters).
      const [firstDay] = await db.query<{ n: number }>(
        `select count(*)::int as n from analytics_daily where day < '2025-03-02'`,
      );
      t.ok((firstDay?.n ?? 0) >= 1);
      t.equal(
        await sweepAnalytics(db, at('2025-03-05T00:00:00.000Z'), 3),
        firstDay?.n,
        "only the 1st's rows are older than 3 days",
      );
      const kept = await ownerAnalytics(db, idOf(seller.handle), at('2025-03-04T10:00:00.000Z'), 7);
      t.same(
        kept.days.slice(3, 5).map((day) => day.pageViews),
        [0, 2],
      );
    });
  });
}
