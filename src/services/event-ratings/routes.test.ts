// Ratings of past events as a caller sees them (app.inject), on PGlite and PostgreSQL (docs/product.md §24): an
// attendee rates a past event once (also under racing first ratings), changes and removes it; every refusal
// stores nothing; blocks hide ratings from the list but not from the average; the host page sums every event.
import t from 'tap';
import { TEST_NOW } from '../testing/test-database.ts';
import { setupTestApp, SUBJECT_WITHOUT_PERSONA, type ErrorDocument } from '../profiles/testing.ts';
import { DEMO_PAST_EVENT_TITLE } from '../seed/seed-events.ts';
import { RATING_WINDOW_DAYS } from '../../shared/event-ratings/limits.ts';

interface RatingResource {
  id: string;
  type: string;
  attributes: Record<string, unknown> & { stars: number; comment: string | null; raterHandle: string };
}
interface RatingsDocument {
  data: RatingResource[];
  meta: {
    total: number;
    page: number;
    perPage: number;
    summary: { average: number | null; count: number };
    eligibility: string;
    mine: { stars: number; comment: string | null } | null;
    windowEndsAt: string;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MISSING = '00000000-0000-4000-8000-000000000000';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    let now = TEST_NOW;
    const { db, request, idOf, close } = await setupTestApp(kind, { clock: () => now });
    t.teardown(close);
    // nova's past event, which kai saved (docs/product.md §14), and nova's upcoming one, also saved by kai.
    const [past] = await db.query<{ id: string; ends_at: Date }>('select id, ends_at from events where title = $1', [
      DEMO_PAST_EVENT_TITLE,
    ]);
    if (!past) throw new Error('the seed has no past event');
    const [upcoming] = await db.query<{ id: string }>(
      `select ev.id from events ev join calendar_saves s on s.event_id = ev.id and s.persona_id = $1
        where ev.host_persona_id = $2 and ev.starts_at > $3 and ev.cancelled_at is null order by ev.starts_at limit 1`,
      [idOf('kai'), idOf('nova'), TEST_NOW],
    );
    if (!upcoming) throw new Error('the seed has no upcoming event of nova saved by kai');
    const eventId = past.id;
    // theo and amara went too (saved it); mira did not.
    for (const handle of ['theo', 'amara']) {
      await db.query('insert into calendar_saves (persona_id, event_id) values ($1, $2) on conflict do nothing', [
        idOf(handle),
        eventId,
      ]);
    }
    await db.query('delete from calendar_saves where persona_id = $1 and event_id = $2', [idOf('mira'), eventId]);
    await db.query('delete from tickets where holder_persona_id = $1 and event_id = $2', [idOf('mira'), eventId]);

    const rate = (as: string | undefined, attributes: Record<string, unknown>, id = eventId) =>
      request('PUT', `/v2/events/${id}/ratings/mine`, {
        ...(as === undefined ? {} : { as }),
        body: { data: { type: 'event-rating', attributes } },
      });
    const remove = (as: string, id = eventId) => request('DELETE', `/v2/events/${id}/ratings/mine`, { as });
    const list = async (as?: string, query = '') =>
      (
        await request('GET', `/v2/events/${eventId}/ratings${query}`, as === undefined ? {} : { as })
      ).json<RatingsDocument>();
    const countRatings = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from event_ratings'))[0]?.n ?? 0;
    const errorOf = (response: { json<T>(): T }) => response.json<ErrorDocument>().errors[0];

    await t.test('an attendee rates a past event, changes the rating and removes it', async (t) => {
      const before = await list('kai');
      t.match(before.meta, { total: 0, summary: { average: null, count: 0 }, eligibility: 'allowed', mine: null });
      t.equal(
        before.meta.windowEndsAt,
        new Date(new Date(past.ends_at).getTime() + RATING_WINDOW_DAYS * DAY_MS).toISOString(),
      );
      const made = await rate('kai', { stars: 4, comment: '  Lovely gardens.  ' });
      t.equal(made.statusCode, 201);
      t.equal(made.headers['cache-control'], 'no-store');
      t.match(made.json<{ data: RatingResource }>().data, {
        type: 'event-rating',
        attributes: { stars: 4, comment: 'Lovely gardens.', raterHandle: 'kai', raterName: String },
      });
      const after = await list('kai');
      t.match(after.meta, {
        total: 1,
        summary: { average: 4, count: 1 },
        mine: { stars: 4, comment: 'Lovely gardens.' },
      });
      t.equal(after.data[0]?.attributes.raterHandle, 'kai');

      const changed = await rate('kai', { stars: 2, comment: '   ' });
      t.equal(changed.statusCode, 200, 'a second rating changes the first');
      t.match(changed.json<{ data: RatingResource }>().data.attributes, { stars: 2, comment: null });
      t.equal(await countRatings(), 1, 'one rating per persona and event');

      t.equal((await remove('kai')).statusCode, 204);
      t.match((await list('kai')).meta, { total: 0, summary: { count: 0 }, mine: null });
      const again = await remove('kai');
      t.equal(again.statusCode, 404, 'nothing left to remove');
      t.match(errorOf(again)?.detail, /You have not rated this event/);
    });

    await t.test('two racing first ratings by one persona leave one row', async (t) => {
      await db.query('delete from event_ratings');
      const answers = await Promise.all([rate('kai', { stars: 5 }), rate('kai', { stars: 3 })]);
      t.same(answers.map((answer) => answer.statusCode).sort(), [200, 201]);
      t.equal(await countRatings(), 1);
      const { meta } = await list('kai');
      t.equal(meta.summary.count, 1);
      t.ok(meta.mine?.stars === 5 || meta.mine?.stars === 3, 'one of the two');
      await remove('kai');
    });

    await t.test('every refusal stores nothing', async (t) => {
      await db.query('delete from event_ratings');
      const stranger = await rate('mira', { stars: 5 });
      t.equal(stranger.statusCode, 403);
      t.equal(errorOf(stranger)?.code, 'not-attendee');
      t.match(errorOf(stranger)?.detail, /Only people who had a ticket for this event or saved it can rate it/);
      t.equal((await list('mira')).meta.eligibility, 'not-attendee');

      const host = await rate('nova', { stars: 5 });
      t.equal(host.statusCode, 403);
      t.equal(errorOf(host)?.code, 'own-event');
      t.equal((await list('nova')).meta.eligibility, 'host');

      t.equal((await rate(undefined, { stars: 5 })).statusCode, 401);
      const noPersona = await request('PUT', `/v2/events/${eventId}/ratings/mine`, {
        subject: SUBJECT_WITHOUT_PERSONA,
        body: { data: { type: 'event-rating', attributes: { stars: 5 } } },
      });
      t.equal(noPersona.statusCode, 403);
      t.equal((await list()).meta.eligibility, 'visitor');

      const early = await rate('kai', { stars: 5 }, upcoming.id);
      t.equal(early.statusCode, 409);
      t.equal(errorOf(early)?.code, 'rating-closed');
      t.match(errorOf(early)?.detail, /once it has ended/);

      now = new Date(new Date(past.ends_at).getTime() + RATING_WINDOW_DAYS * DAY_MS);
      const late = await rate('kai', { stars: 5 });
      t.equal(late.statusCode, 409);
      t.match(errorOf(late)?.detail, /Ratings for this event are closed/);
      t.equal((await list('kai')).meta.eligibility, 'closed');
      now = new Date(new Date(past.ends_at).getTime() + RATING_WINDOW_DAYS * DAY_MS - 1);
      t.equal((await list('kai')).meta.eligibility, 'allowed', 'open until the last moment');
      now = TEST_NOW;

      await db.query('update events set cancelled_at = $2 where id = $1', [eventId, TEST_NOW]);
      const cancelled = await rate('kai', { stars: 5 });
      t.equal(cancelled.statusCode, 409);
      t.equal(errorOf(cancelled)?.code, 'event-cancelled');
      await db.query('update events set cancelled_at = null where id = $1', [eventId]);

      t.equal((await rate('kai', { stars: 5 }, MISSING)).statusCode, 404);
      t.equal((await rate('kai', { stars: 5 }, 'not-an-id')).statusCode, 404);
      t.equal((await request('GET', `/v2/events/${MISSING}/ratings`)).statusCode, 404);
      t.equal(await countRatings(), 0, 'nothing stored');
    });

    await t.test('input rules: stars, comment length, unstorable text', async (t) => {
      await db.query('delete from event_ratings');
      for (const stars of [0, 6, 3.5, '4', null]) {
        const refused = await rate('kai', { stars });
        t.equal(refused.statusCode, 422, `stars ${String(stars)}`);
        t.equal(errorOf(refused)?.source?.pointer, '/data/attributes/stars');
      }
      t.equal((await rate('kai', {})).statusCode, 422, 'stars are required');
      t.equal((await rate('kai', { stars: 4, comment: 'x'.repeat(1001) })).statusCode, 422);
      t.equal((await rate('kai', { stars: 4, extra: 1 })).statusCode, 422);
      t.equal((await rate('kai', { stars: 4, comment: 'bad\u0000' })).statusCode, 400);
      t.equal(await countRatings(), 0);
      t.equal((await rate('kai', { stars: 4, comment: ` ${'x'.repeat(1000)} ` })).statusCode, 201, '1000 is allowed');
      t.equal((await request('GET', `/v2/events/${eventId}/ratings?perPage=0`)).statusCode, 400);
      t.equal((await request('GET', `/v2/events/${eventId}/ratings?perPage=101`)).statusCode, 400);
    });

    await t.test('newest first, paged; blocks hide ratings from the list, not from the average', async (t) => {
      await db.query('delete from event_ratings');
      now = new Date(TEST_NOW.getTime() + 1000);
      await rate('kai', { stars: 4 });
      now = new Date(TEST_NOW.getTime() + 2000);
      await rate('theo', { stars: 5, comment: 'Great' });
      now = new Date(TEST_NOW.getTime() + 3000);
      await rate('amara', { stars: 4 });
      now = TEST_NOW;
      const all = await list('mira');
      t.same(
        all.data.map((row) => row.attributes.raterHandle),
        ['amara', 'theo', 'kai'],
      );
      t.match(all.meta.summary, { average: 4.3, count: 3 });
      const paged = await list('mira', '?page=2&perPage=2');
      t.same(
        paged.data.map((row) => row.attributes.raterHandle),
        ['kai'],
      );
      t.match(paged.meta, { total: 3, page: 2, perPage: 2 });

      t.equal((await request('PUT', '/v2/user/blocks/theo', { as: 'kai' })).statusCode, 201);
      const blocker = await list('kai');
      t.same(
        blocker.data.map((row) => row.attributes.raterHandle),
        ['amara', 'kai'],
      );
      t.match(blocker.meta, { total: 2, summary: { average: 4.3, count: 3 } });
      const blocked = await list('theo');
      t.same(
        blocked.data.map((row) => row.attributes.raterHandle),
        ['amara', 'theo'],
        'the blocked persona does not see the blocker either',
      );
      t.equal((await list()).data.length, 3, 'visitors see every rating');
      const host = (await request('GET', '/v2/hosts/nova/ratings', { as: 'kai' })).json<{
        data: RatingResource[];
        meta: { summary: { average: number; count: number } };
      }>();
      t.match(host.meta.summary, { average: 4.3, count: 3 });
      t.same(
        host.data.map((row) => row.attributes.raterHandle),
        ['amara', 'kai'],
      );
      t.match(host.data[0]?.attributes, {
        eventId,
        eventTitle: DEMO_PAST_EVENT_TITLE,
        eventHostHandle: 'nova',
        eventExperienceHandle: String,
      });
      t.equal((await request('DELETE', '/v2/user/blocks/theo', { as: 'kai' })).statusCode, 204);
    });

    await t.test('a host page: the average over all their events; none yet; unknown handles', async (t) => {
      const nobody = (await request('GET', '/v2/hosts/mira/ratings')).json<{
        data: unknown[];
        meta: { summary: { average: number | null; count: number } };
      }>();
      t.same(nobody.meta.summary, { average: null, count: 0 });
      t.same(nobody.data, []);
      t.equal((await request('GET', '/v2/hosts/nobody-has-this/ratings')).statusCode, 404);
      t.equal((await request('GET', '/v2/hosts/Not_A_Handle/ratings')).statusCode, 404);
      const recent = (await request('GET', '/v2/hosts/nova/ratings')).json<{ data: unknown[] }>();
      t.equal(recent.data.length, 3, 'the most recent three');
    });

    await t.test('a ticket that was not refunded makes an attendee; a refunded one does not', async (t) => {
      // nova's ticketed event, moved to have ended an hour ago; kai holds a ticket for it.
      const ticketed = upcoming.id;
      const [held] = await db.query<{ n: number }>(
        'select count(*)::int as n from tickets where holder_persona_id = $1 and event_id = $2',
        [idOf('kai'), ticketed],
      );
      t.ok((held?.n ?? 0) > 0, 'kai holds a ticket');
      await db.query('update events set starts_at = $2, ends_at = $3 where id = $1', [
        ticketed,
        new Date(TEST_NOW.getTime() - 3 * 60 * 60 * 1000),
        new Date(TEST_NOW.getTime() - 60 * 60 * 1000),
      ]);
      await db.query('delete from calendar_saves where persona_id = $1 and event_id = $2', [idOf('kai'), ticketed]);
      const eligibility = async () =>
        (await request('GET', `/v2/events/${ticketed}/ratings`, { as: 'kai' })).json<RatingsDocument>().meta
          .eligibility;
      t.equal(await eligibility(), 'allowed', 'the ticket alone');
      await db.query(
        'update ticket_orders set refunded_at = $3 where id in (select order_id from tickets where holder_persona_id = $1 and event_id = $2)',
        [idOf('kai'), ticketed, TEST_NOW],
      );
      t.equal(await eligibility(), 'not-attendee', 'refunded');
      t.equal((await rate('kai', { stars: 3 }, ticketed)).statusCode, 403);
    });

    await t.test('a rater may remove their rating after the window closed', async (t) => {
      now = new Date(new Date(past.ends_at).getTime() + 90 * DAY_MS);
      t.equal((await remove('theo')).statusCode, 204);
      now = TEST_NOW;
      t.equal((await list()).meta.summary.count, 2);
    });
  });
}
