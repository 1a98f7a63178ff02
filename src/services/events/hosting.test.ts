// Hosting events and their tickets through the HTTP routes, on PGlite and PostgreSQL, with the clock at
// TEST_NOW: who may write, field refusals, weekly series at the host's wall clock, attendees notified
// when an event moves or is cancelled (and reminders following), stock never below sold, and
// single-use redemption codes made, listed and revoked by the host.
import t from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { signHs256AccessToken } from '../auth/index.ts';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { buildTestUpstream, linkPersonas, reminderBody, JSON_API, TEST_SECRET } from '../notifications/testing.ts';
import { runDueReminders } from '../notifications/reminders.ts';

const LEAD_MS = 15 * 60_000;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface EventDoc {
  data: {
    id: string;
    attributes: {
      title: string;
      startsAt: string;
      endsAt: string;
      hostTimeZone: string;
      localStartTime: string;
      localStartDate: string;
      status: string;
      seriesId: string | null;
      cancelled: boolean;
    };
  };
  meta: { occurrenceIds?: string[]; moved?: boolean; notified?: number };
}
interface ErrorDoc {
  errors: { code: string; detail: string; source?: { pointer?: string } }[];
}

const eventBody = (attributes: Record<string, unknown>) => ({ data: { type: 'event', attributes } });
const definitionBody = (attributes: Record<string, unknown>) => ({ data: { type: 'ticketDefinition', attributes } });

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`hosting on ${kind}`, async (t) => {
    const database = await openTestDatabase(kind);
    t.teardown(() => database.close());
    const { db } = database;
    const ids = await linkPersonas(db);
    let now = TEST_NOW;
    const { app } = await buildTestUpstream({ db, clock: () => now, reminderLeadMs: LEAD_MS });
    t.teardown(() => app.close());
    const request = async (
      method: Method,
      url: string,
      as: string | null,
      body?: unknown,
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method,
        url,
        headers: {
          'content-type': JSON_API,
          ...(as ? { authorization: `Bearer ${await signHs256AccessToken(TEST_SECRET, `account-${as}`)}` } : {}),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const [novaWorld] = await db.query<{ id: string }>(
      'select id from experiences where persona_id = $1 order by handle limit 1',
      [ids.nova],
    );
    const [otherWorld] = await db.query<{ id: string }>(
      'select id from experiences where persona_id <> $1 order by handle limit 1',
      [ids.nova],
    );
    if (!novaWorld || !otherWorld) throw new Error('seed has no experiences');
    const valid = {
      title: 'Aurora Night',
      description: 'Lights over the bay.',
      experienceId: novaWorld.id,
      localStart: '2025-06-10T19:00',
      localEnd: '2025-06-10T21:00',
      timeZone: 'Europe/Berlin',
    };
    const create = async (attributes: Record<string, unknown> = {}) => {
      const res = await request('POST', '/v2/events', 'nova', eventBody({ ...valid, ...attributes }));
      t.equal(res.statusCode, 201, res.body);
      return res.json<EventDoc>();
    };
    const notificationsOf = async (personaId: string | undefined) =>
      db.query<{ kind: string; title: string; body: string }>(
        'select kind, title, body from notifications where persona_id = $1 order by created_at, title',
        [personaId],
      );

    t.test('a host creates an event at their wall-clock time in their zone', async (t) => {
      const doc = await create();
      t.match(doc.data.attributes, {
        title: 'Aurora Night',
        startsAt: '2025-06-10T17:00:00.000Z',
        endsAt: '2025-06-10T19:00:00.000Z',
        hostTimeZone: 'Europe/Berlin',
        localStartTime: '19:00',
        status: 'upcoming',
        seriesId: null,
      });
      const own = await request('GET', `/v2/user/events/${doc.data.id}`, 'nova');
      t.equal(own.statusCode, 200);
      t.equal(
        (await request('GET', `/v2/user/events/${doc.data.id}`, 'kai')).statusCode,
        404,
        'another persona does not read it as theirs',
      );
    });

    t.test('field refusals point at the field and change nothing', async (t) => {
      const [{ n: before } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from events');
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ localEnd: '2025-06-10T18:00' }, 'localEnd', /after the start/],
        [{ title: '' }, 'title', /title/],
        [{ title: 'x'.repeat(121) }, 'title', /at most 120/],
        [{ timeZone: 'Mars/Olympus' }, 'timeZone', /Mars\/Olympus/],
        [{ localStart: '2025-02-30T19:00' }, 'localStart', /real local date/],
        [{ localStart: '2025-05-01T19:00', localEnd: '2025-05-01T20:00' }, 'localStart', /future/],
        [{ experienceId: otherWorld.id }, 'experienceId', /your own/],
        [{ weeklyCount: 4, localEnd: '2025-06-12T19:00' }, 'localEnd', /at most 24 hours/],
      ];
      for (const [attributes, field, detail] of cases) {
        const res = await request('POST', '/v2/events', 'nova', eventBody({ ...valid, ...attributes }));
        t.equal(res.statusCode, 422, `${field}: ${res.body}`);
        const error = res.json<ErrorDoc>().errors[0];
        t.equal(error?.source?.pointer, `/data/attributes/${field}`);
        t.match(error?.detail, detail);
      }
      const [{ n: after } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from events');
      t.equal(after, before, 'no event was stored');
      t.equal((await request('POST', '/v2/events', null, eventBody(valid))).statusCode, 401);
    });

    t.test('a weekly series keeps 19:00 Berlin across the October change', async (t) => {
      const doc = await create({ localStart: '2025-10-14T19:00', localEnd: '2025-10-14T20:30', weeklyCount: 3 });
      t.equal(doc.meta.occurrenceIds?.length, 3);
      const rows = await db.query<{ starts_at: Date; series_id: string | null }>(
        'select starts_at, series_id from events where id = any($1::uuid[]) order by starts_at',
        [doc.meta.occurrenceIds],
      );
      t.same(
        rows.map((row) => new Date(row.starts_at).toISOString()),
        ['2025-10-14T17:00:00.000Z', '2025-10-21T17:00:00.000Z', '2025-10-28T18:00:00.000Z'],
        'the UTC instant moves by the hour the clocks went back',
      );
      t.ok(
        rows.every((row) => row.series_id !== null && row.series_id === rows[0]?.series_id),
        'one series',
      );
    });

    t.test(
      '"This and following events": a weekly series takes the new title and time from one occurrence on',
      async (t) => {
        now = TEST_NOW;
        const doc = await create({
          title: 'Weekly Jam',
          localStart: '2025-10-14T19:00',
          localEnd: '2025-10-14T20:00',
          weeklyCount: 4,
        });
        const [first, second, third, fourth] = doc.meta.occurrenceIds ?? [];
        if (!first || !second || !third || !fourth) throw new Error('no series');
        t.equal(
          (await request('POST', '/v2/user/events/calendar', 'kai', { data: { eventId: third } })).statusCode,
          201,
        );
        t.equal(
          (await request('POST', '/v2/user/events/calendar', 'mira', { data: { eventId: fourth } })).statusCode,
          201,
        );
        const bad = await request('PATCH', `/v2/events/${second}?scope=all`, 'nova', eventBody({ title: 'x' }));
        t.equal(bad.statusCode, 400, 'an unknown scope is refused');

        // From the second on: an hour later (20:00 Berlin), a new title; the first stays as it was.
        const res = await request(
          'PATCH',
          `/v2/events/${second}?scope=following`,
          'nova',
          eventBody({ title: 'Late Jam', localStart: '2025-10-21T20:00', localEnd: '2025-10-21T21:00' }),
        );
        t.equal(res.statusCode, 200, res.body);
        t.match(res.json(), { meta: { moved: true, notified: 2, updatedIds: [second, third, fourth] } });
        const rows = await db.query<{ id: string; title: string; starts_at: Date }>(
          'select id, title, starts_at from events where id = any($1::uuid[]) order by starts_at',
          [[first, second, third, fourth]],
        );
        t.same(
          rows.map((row) => [row.title, new Date(row.starts_at).toISOString()]),
          [
            ['Weekly Jam', '2025-10-14T17:00:00.000Z'],
            ['Late Jam', '2025-10-21T18:00:00.000Z'],
            ['Late Jam', '2025-10-28T19:00:00.000Z'],
            ['Late Jam', '2025-11-04T19:00:00.000Z'],
          ],
          'each later occurrence keeps its date and moves to 20:00 Berlin, across the DST change',
        );
        t.match(await notificationsOf(ids.kai), [{ title: '"Late Jam" moved', body: /Tue 28 Oct, 20:00/ }]);
        t.match(await notificationsOf(ids.mira), [{ title: '"Late Jam" moved', body: /Tue 4 Nov, 20:00/ }]);

        // "This event only" (the default) changes one occurrence.
        const only = await request('PATCH', `/v2/events/${third}`, 'nova', eventBody({ description: 'Bring a drum.' }));
        t.match(only.json(), { meta: { updatedIds: [third] } });
        const descriptions = await db.query<{ description: string }>(
          'select description from events where id = any($1::uuid[]) order by starts_at',
          [[second, third, fourth]],
        );
        t.same(
          descriptions.map((row) => row.description),
          ['Lights over the bay.', 'Bring a drum.', 'Lights over the bay.'],
        );
      },
    );

    t.test('only the host edits, moves or cancels', async (t) => {
      const doc = await create();
      const kai = await request('PATCH', `/v2/events/${doc.data.id}`, 'kai', eventBody({ title: 'Mine now' }));
      t.equal(kai.statusCode, 403);
      t.equal((await request('POST', `/v2/events/${doc.data.id}/cancellation`, 'kai')).statusCode, 403);
      t.equal((await request('PATCH', `/v2/events/${doc.data.id}`, null, eventBody({ title: 'x' }))).statusCode, 401);
      t.equal(
        (await request('PATCH', '/v2/events/00000000-0000-4000-8000-000000000000', 'nova', eventBody({ title: 'x' })))
          .statusCode,
        404,
      );
      const [row] = await db.query<{ title: string; cancelled_at: Date | null }>(
        'select title, cancelled_at from events where id = $1',
        [doc.data.id],
      );
      t.same(row, { title: 'Aurora Night', cancelled_at: null }, 'nothing changed');
      const renamed = await request(
        'PATCH',
        `/v2/events/${doc.data.id}`,
        'nova',
        eventBody({ title: 'Aurora Night II' }),
      );
      t.equal(renamed.statusCode, 200);
      t.equal(renamed.json<EventDoc>().data.attributes.title, 'Aurora Night II');
      t.equal(renamed.json<EventDoc>().meta.moved, false, 'a new title is not a move');
    });

    t.test(
      'moving notifies everyone who saved it, holds a ticket or asked for a reminder; the reminder follows',
      async (t) => {
        now = TEST_NOW;
        const doc = await create({ localStart: '2025-06-01T15:00', localEnd: '2025-06-01T16:00' }); // 13:00Z, an hour ahead
        const eventId = doc.data.id;
        t.equal((await request('POST', '/v2/user/events/calendar', 'kai', { data: { eventId } })).statusCode, 201);
        t.equal(
          (await request('POST', '/v2/event-notification-subscriptions', 'kai', reminderBody(eventId))).statusCode,
          201,
        );
        const free = await request(
          'POST',
          `/v2/events/${eventId}/ticketDefinitions`,
          'nova',
          definitionBody({
            name: 'Free entry',
            price: 0,
            quantity: 10,
            saleStartsAt: '2025-06-01T00:00:00Z',
            saleEndsAt: '2025-06-01T13:00:00Z',
          }),
        );
        t.equal(free.statusCode, 201, free.body);
        const bought = await request('POST', '/v2/user/tickets', 'mira', {
          data: { paymentId: 'move-test-0001', ticketId: free.json<{ data: { id: string } }>().data.id },
        });
        t.equal(bought.statusCode, 201, bought.body);

        const moved = await request(
          'PATCH',
          `/v2/events/${eventId}`,
          'nova',
          eventBody({ localStart: '2025-06-01T18:00', localEnd: '2025-06-01T19:00' }),
        );
        t.equal(moved.statusCode, 200, moved.body);
        t.match(moved.json<EventDoc>(), {
          data: { attributes: { startsAt: '2025-06-01T16:00:00.000Z' } },
          meta: { moved: true, notified: 2 },
        });
        t.match(await notificationsOf(ids.kai), [
          {
            kind: 'event-changed',
            title: '"Aurora Night" moved',
            body: /It now starts Sun 1 Jun, 18:00 \(Europe\/Berlin\)/,
          },
        ]);
        t.match(await notificationsOf(ids.mira), [{ kind: 'event-changed', title: '"Aurora Night" moved' }]);
        t.same(await notificationsOf(ids.nova), [], 'the host is not told of their own change');

        // The sweep does not repeat the notice; the reminder is not due at the old time but at the new one.
        now = new Date('2025-06-01T12:50:00Z');
        t.same(await runDueReminders(db, { now, leadMs: LEAD_MS }), { reminders: 0, changes: 0 });
        now = new Date('2025-06-01T15:46:00Z');
        t.same(await runDueReminders(db, { now, leadMs: LEAD_MS }), { reminders: 1, changes: 0 });
        now = TEST_NOW;
      },
    );

    t.test('cancelling notifies attendees once and drops the reminder', async (t) => {
      now = TEST_NOW;
      const doc = await create({ title: 'Quiet Hour', localStart: '2025-06-02T15:00', localEnd: '2025-06-02T16:00' });
      const eventId = doc.data.id;
      await request('POST', '/v2/user/events/calendar', 'mira', { data: { eventId } });
      await request('POST', '/v2/event-notification-subscriptions', 'kai', reminderBody(eventId));
      const first = await request('POST', `/v2/events/${eventId}/cancellation`, 'nova');
      t.equal(first.statusCode, 201);
      t.match(first.json<EventDoc>(), {
        data: { attributes: { status: 'cancelled', cancelled: true } },
        meta: { notified: 2 },
      });
      const again = await request('POST', `/v2/events/${eventId}/cancellation`, 'nova');
      t.equal(again.statusCode, 200);
      t.equal(again.json<EventDoc>().meta.notified, 0, 'cancelling twice tells nobody twice');
      const titles = (await notificationsOf(ids.mira)).map((n) => n.title);
      t.equal(titles.filter((title) => title === '"Quiet Hour" was cancelled').length, 1);
      now = new Date('2025-06-02T12:50:00Z');
      const sweep = await runDueReminders(db, { now, leadMs: LEAD_MS });
      t.equal(sweep.reminders, 0, 'no reminder for a cancelled event');
      now = TEST_NOW;
      const edit = await request('PATCH', `/v2/events/${eventId}`, 'nova', eventBody({ title: 'Back on' }));
      t.equal(edit.statusCode, 409, 'a cancelled event is not edited');
    });

    t.test('ticket definitions: host only, sale window within the event, stock never below sold', async (t) => {
      now = TEST_NOW;
      const doc = await create({ title: 'Ticketed', localStart: '2025-06-05T19:00', localEnd: '2025-06-05T21:00' });
      const eventId = doc.data.id;
      const url = `/v2/events/${eventId}/ticketDefinitions`;
      const base = {
        name: 'General',
        price: 25,
        quantity: 3,
        saleStartsAt: '2025-06-01T00:00:00Z',
        saleEndsAt: '2025-06-05T17:00:00Z',
      };
      t.equal((await request('POST', url, 'kai', definitionBody(base))).statusCode, 403);
      const refusals: [Record<string, unknown>, string][] = [
        [{ saleEndsAt: '2025-05-30T00:00:00Z' }, 'saleEndsAt'],
        [{ saleEndsAt: '2025-06-06T00:00:00Z' }, 'saleEndsAt'],
        [{ price: 2.5 }, 'price'],
        [{ price: -1 }, 'price'],
        [{ quantity: 0 }, 'quantity'],
      ];
      for (const [attributes, field] of refusals) {
        const res = await request('POST', url, 'nova', definitionBody({ ...base, ...attributes }));
        t.equal(res.statusCode, 422, `${field} ${JSON.stringify(attributes)}`);
        t.equal(res.json<ErrorDoc>().errors[0]?.source?.pointer, `/data/attributes/${field}`);
      }
      const created = await request('POST', url, 'nova', definitionBody({ ...base, price: 0 }));
      t.equal(created.statusCode, 201, created.body);
      const definition = created.json<{
        data: { id: string; attributes: { price: number; quantity: number; remaining: number; sold: number } };
      }>().data;
      t.match(definition.attributes, { price: 0, quantity: 3, remaining: 3, sold: 0 });
      t.equal((await request('POST', url, 'nova', definitionBody(base))).statusCode, 422, 'one name per event');
      for (const paymentId of ['stock-test-0001', 'stock-test-0002']) {
        t.equal(
          (await request('POST', '/v2/user/tickets', 'mira', { data: { paymentId, ticketId: definition.id } }))
            .statusCode,
          201,
        );
      }
      const below = await request(
        'PATCH',
        `/v2/ticketDefinitions/${definition.id}`,
        'nova',
        definitionBody({ quantity: 1 }),
      );
      t.equal(below.statusCode, 422);
      t.match(below.json<ErrorDoc>().errors[0], {
        source: { pointer: '/data/attributes/quantity' },
        detail: /2 tickets were already sold/,
      });
      const ok = await request(
        'PATCH',
        `/v2/ticketDefinitions/${definition.id}`,
        'nova',
        definitionBody({ quantity: 2, price: 30 }),
      );
      t.equal(ok.statusCode, 200);
      t.match(ok.json<{ data: { attributes: object } }>().data.attributes, {
        quantity: 2,
        sold: 2,
        remaining: 0,
        price: 30,
        saleState: 'sold-out',
      });
      t.equal(
        (await request('PATCH', `/v2/ticketDefinitions/${definition.id}`, 'kai', definitionBody({ quantity: 100 })))
          .statusCode,
        403,
      );
    });

    t.test(
      'redemption codes: made by the host, single use, listed with their state, revoked while unredeemed',
      async (t) => {
        now = TEST_NOW;
        const doc = await create({ title: 'Guest list', localStart: '2025-06-06T19:00', localEnd: '2025-06-06T21:00' });
        const definition = await request(
          'POST',
          `/v2/events/${doc.data.id}/ticketDefinitions`,
          'nova',
          definitionBody({
            name: 'Guest',
            price: 40,
            quantity: 5,
            saleStartsAt: '2025-06-01T00:00:00Z',
            saleEndsAt: '2025-06-06T17:00:00Z',
          }),
        );
        const definitionId = definition.json<{ data: { id: string } }>().data.id;
        const codesUrl = `/v2/ticketDefinitions/${definitionId}/redemptionCodes`;
        const batch = { data: { type: 'redemptionCodeBatch', attributes: { count: 3 } } };
        t.equal((await request('POST', codesUrl, 'kai', batch)).statusCode, 403);
        t.equal(
          (
            await request('POST', codesUrl, 'nova', {
              data: { type: 'redemptionCodeBatch', attributes: { count: 101 } },
            })
          ).statusCode,
          422,
        );
        const made = await request('POST', codesUrl, 'nova', batch);
        t.equal(made.statusCode, 201);
        const codes = made.json<{ data: { id: string; attributes: { code: string; redeemed: boolean } }[] }>().data;
        t.equal(codes.length, 3);
        t.equal(new Set(codes.map((c) => c.attributes.code)).size, 3, 'all different');
        t.ok(codes.every((c) => /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(c.attributes.code)));
        const [first, second] = codes;
        if (!first || !second) throw new Error('no codes');

        const redeemed = await request('POST', '/v2/redemptions', 'mira', {
          data: { code: first.attributes.code.toLowerCase(), eventId: doc.data.id },
        });
        t.equal(redeemed.statusCode, 201, redeemed.body);
        const twice = await request('POST', '/v2/redemptions', 'kai', {
          data: { code: first.attributes.code, eventId: doc.data.id },
        });
        t.equal(twice.statusCode, 409, 'a code works once');

        t.equal((await request('GET', codesUrl, 'kai')).statusCode, 403, 'codes are the host’s');
        const listed = await request('GET', codesUrl, 'nova');
        t.match(listed.json(), { meta: { total: 3, redeemed: 1 } });
        const state = listed
          .json<{ data: { id: string; attributes: { redeemed: boolean; redeemedByHandle: string | null } }[] }>()
          .data.find((c) => c.id === first.id);
        t.match(state?.attributes, { redeemed: true, redeemedByHandle: 'mira' });

        t.equal(
          (await request('DELETE', `/v2/redemptionCodes/${first.id}`, 'nova')).statusCode,
          409,
          'a redeemed code stays',
        );
        t.equal((await request('DELETE', `/v2/redemptionCodes/${second.id}`, 'kai')).statusCode, 403);
        const revoke = await request('DELETE', `/v2/redemptionCodes/${second.id}`, 'nova');
        t.equal(revoke.statusCode, 204);
        const [kept] = await db.query<{ revoked_at: Date | string | null }>(
          'select revoked_at from redemption_codes where id = $1',
          [second.id],
        );
        t.equal(
          new Date(kept?.revoked_at ?? 0).toISOString(),
          TEST_NOW.toISOString(),
          'a revoked code is kept, marked with when',
        );
        const revokedList = await request('GET', codesUrl, 'nova');
        t.match(revokedList.json(), { meta: { total: 3, redeemed: 1, revoked: 1 } }, 'the host still sees it');
        const revokedRow = revokedList
          .json<{ data: { id: string; attributes: object }[] }>()
          .data.find((c) => c.id === second.id);
        t.match(revokedRow?.attributes, {
          code: second.attributes.code,
          redeemed: false,
          revoked: true,
          revokedAt: TEST_NOW.toISOString(),
        });

        now = new Date(TEST_NOW.getTime() + 60_000);
        const again = await request('DELETE', `/v2/redemptionCodes/${second.id}`, 'nova');
        t.equal(again.statusCode, 204, 'revoking twice answers the same');
        t.match((await request('GET', codesUrl, 'nova')).json(), { meta: { total: 3, revoked: 1 } });
        const [still] = await db.query<{ revoked_at: Date | string | null }>(
          'select revoked_at from redemption_codes where id = $1',
          [second.id],
        );
        t.equal(
          new Date(still?.revoked_at ?? 0).toISOString(),
          TEST_NOW.toISOString(),
          'and keeps the first revocation’s time',
        );
        t.equal(
          (await request('DELETE', `/v2/redemptionCodes/${second.id}`, 'kai')).statusCode,
          403,
          'only the host, revoked or not',
        );

        const revokedError = {
          code: 'redemption-code-revoked',
          detail: 'This code was revoked by the host.',
          source: { pointer: '/data/attributes/code' },
        };
        for (const [method, url, body] of [
          ['POST', '/v2/redemptions', { data: { code: second.attributes.code.toLowerCase() } }],
          ['POST', '/v2/redemptions', { data: { code: second.attributes.code, eventId: doc.data.id } }],
          ['GET', `/v2/redemptionCodes/${second.attributes.code}`, undefined],
          ['GET', `/v2/events/${doc.data.id}/redemptionCodes/${second.attributes.code}`, undefined],
        ] as const) {
          const tried = await request(method, url, 'kai', body);
          t.equal(tried.statusCode, 410, `${method} ${url}: revoked, not unknown`);
          t.match(tried.json<ErrorDoc>().errors[0], revokedError);
        }
        const elsewhere = await create({ title: 'Another night' });
        const onOtherPage = await request('POST', '/v2/redemptions', 'kai', {
          data: { code: second.attributes.code, eventId: elsewhere.data.id },
        });
        t.equal(
          onOtherPage.json<ErrorDoc>().errors[0]?.code,
          'redemption-code-revoked',
          'on another event’s page it is revoked too, not foreign',
        );
        const [kaiTickets] = await db.query<{ n: number }>(
          'select count(*)::int as n from tickets where redemption_code_id = $1',
          [second.id],
        );
        t.equal(kaiTickets?.n, 0, 'a revoked code gives no ticket');
        now = TEST_NOW;
      },
    );
  });
}
