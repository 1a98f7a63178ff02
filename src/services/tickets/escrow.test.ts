// Ticket proceeds in escrow (docs/decisions/0043-ticket-proceeds-held-in-escrow.md), through the HTTP
// routes on PGlite and PostgreSQL: cancelling refunds each paid ticket to its buyer exactly once (also
// when cancelled twice at once), a purchase racing the cancellation is refused or refunded, never kept,
// the holder's notice names the refund, and once the event has ended the sweep hands what is held to
// the host once, however many sweeps run at the same time.
import t from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { signHs256AccessToken } from '../auth/index.ts';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { buildTestUpstream, linkPersonas, JSON_API, TEST_SECRET } from '../notifications/testing.ts';
import { SYSTEM_ACCOUNTS, balanceOf } from '../ledger/index.ts';
import { grant } from '../orders/index.ts';
import { sweepOnce } from '../maintenance.ts';
import { releaseEndedEventProceeds } from './escrow.ts';

type Method = 'GET' | 'POST' | 'DELETE';
const HOUR = 3_600_000;

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`ticket escrow on ${kind}`, async (t) => {
    const database = await openTestDatabase(kind);
    t.teardown(() => database.close());
    const { db } = database;
    const ids = await linkPersonas(db);
    let now = TEST_NOW;
    const { app } = await buildTestUpstream({ db, clock: () => now });
    t.teardown(() => app.close());
    const request = async (method: Method, url: string, as: string, body?: unknown): Promise<LightMyRequestResponse> =>
      app.inject({
        method,
        url,
        headers: {
          'content-type': JSON_API,
          authorization: `Bearer ${await signHs256AccessToken(TEST_SECRET, `account-${as}`)}`,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const [world] = await db.query<{ id: string }>(
      'select id from experiences where persona_id = $1 order by handle limit 1',
      [ids.nova],
    );
    if (!world) throw new Error('nova has no experience');
    await grant(db, ids.mira ?? '', 5000);
    await grant(db, ids.kai ?? '', 1000);

    let day = 3;
    /** A new event of nova's, ahead of TEST_NOW, with a paid and a free ticket on sale. */
    const ticketedEvent = async (title: string) => {
      day += 1;
      const date = `2025-06-${String(day).padStart(2, '0')}`;
      const created = await request('POST', '/v2/events', 'nova', {
        data: {
          type: 'event',
          attributes: {
            title,
            experienceId: world.id,
            localStart: `${date}T19:00`,
            localEnd: `${date}T21:00`,
            timeZone: 'Europe/Berlin',
          },
        },
      });
      t.equal(created.statusCode, 201, created.body);
      const eventId = created.json<{ data: { id: string } }>().data.id;
      const define = async (name: string, price: number) => {
        const res = await request('POST', `/v2/events/${eventId}/ticketDefinitions`, 'nova', {
          data: {
            type: 'ticketDefinition',
            attributes: {
              name,
              price,
              quantity: 50,
              perBuyerLimit: 10,
              saleStartsAt: '2025-05-01T00:00:00Z',
              saleEndsAt: `${date}T17:00:00Z`,
            },
          },
        });
        t.equal(res.statusCode, 201, res.body);
        return res.json<{ data: { id: string } }>().data.id;
      };
      return {
        eventId,
        paid: await define('Deck', 120),
        free: await define('Rail', 0),
        endsAt: new Date(`${date}T19:00:00Z`),
      };
    };
    let payments = 0;
    const buy = (as: string, definitionId: string) => {
      payments += 1;
      return request('POST', '/v2/user/tickets', as, {
        data: { paymentId: `escrow-test-${kind}-${payments}`, ticketId: definitionId },
      });
    };
    const balance = (handle: string) => balanceOf(db, ids[handle] ?? '');
    const escrow = async () => {
      const [row] = await db.query<{ balance: string }>('select balance from ledger_balances where id = $1', [
        SYSTEM_ACCOUNTS.ticketEscrow,
      ]);
      return Number(row?.balance ?? 0);
    };
    const ledgerSum = async () => {
      const [row] = await db.query<{ total: string | null }>('select sum(amount) as total from ledger_entries');
      return Number(row?.total ?? 0);
    };
    const cancel = (eventId: string) => request('POST', `/v2/events/${eventId}/cancellation`, 'nova');
    type TicketDoc = { data: { id: string; attributes: { status: string; refunded: number; paid: number } } };

    t.test(
      'cancelling refunds every paid ticket to its buyer, tells them how much, and leaves free and code tickets cancelled',
      async (t) => {
        const event = await ticketedEvent('Refund Night');
        const miraBefore = await balance('mira');
        const kaiBefore = await balance('kai');
        const novaBefore = await balance('nova');
        const escrowBefore = await escrow();
        const bought = [
          await buy('mira', event.paid),
          await buy('mira', event.paid),
          await buy('kai', event.paid),
          await buy('kai', event.free),
        ];
        t.same(
          bought.map((res) => res.statusCode),
          [201, 201, 201, 201],
        );
        t.equal(await balance('mira'), miraBefore - 240, 'mira paid two tickets');
        t.equal(await balance('nova'), novaBefore, 'the host is not paid before the event has happened');
        t.equal(await escrow(), escrowBefore + 360, 'the escrow holds what was paid');
        const codes = await request('POST', `/v2/ticketDefinitions/${event.paid}/redemptionCodes`, 'nova', {
          data: { type: 'redemptionCodeBatch', attributes: { count: 1 } },
        });
        const code = codes.json<{ data: { attributes: { code: string } }[] }>().data[0]?.attributes.code ?? '';
        t.equal((await request('POST', '/v2/redemptions', 'mira', { data: { code } })).statusCode, 201);

        const cancelled = await cancel(event.eventId);
        t.equal(cancelled.statusCode, 201, cancelled.body);
        t.match(cancelled.json(), { meta: { refunded: 360 } });
        t.equal(await balance('mira'), miraBefore, "mira's balance is exactly what it was");
        t.equal(await balance('kai'), kaiBefore);
        t.equal(await balance('nova'), novaBefore, 'the host neither gains nor loses');
        t.equal(await escrow(), escrowBefore, 'the escrow gave back what it held');
        t.equal(await ledgerSum(), 0, 'the ledger sums to zero');

        const mine = await request('GET', `/v2/user/tickets?filter[eventId]=${event.eventId}`, 'mira');
        const statuses = mine
          .json<{ data: TicketDoc['data'][] }>()
          .data.map((ticket) => [ticket.attributes.status, ticket.attributes.refunded]);
        t.same(
          statuses.sort(),
          [
            ['cancelled', 0],
            ['refunded', 120],
            ['refunded', 120],
          ].sort(),
          'paid tickets refunded, the code ticket cancelled',
        );
        const kaiTickets = await request('GET', `/v2/user/tickets?filter[eventId]=${event.eventId}`, 'kai');
        t.same(
          kaiTickets
            .json<{ data: TicketDoc['data'][] }>()
            .data.map((ticket) => ticket.attributes.status)
            .sort(),
          ['cancelled', 'refunded'],
        );
        const orders = await request('GET', '/v2/user/tickets/orders', 'mira');
        t.ok(
          orders
            .json<{ data: { attributes: { status: string; eventTitle: string } }[] }>()
            .data.filter((order) => order.attributes.eventTitle === 'Refund Night')
            .every((order) => order.attributes.status === 'refunded'),
        );
        const [notice] = await db.query<{ body: string }>(
          `select body from notifications where persona_id = $1 and dedupe_key = $2`,
          [ids.mira, `event-cancelled:${event.eventId}`],
        );
        t.match(notice?.body, /240 Lumen Dollars were refunded to your balance/);
        const [kaiNotice] = await db.query<{ body: string }>(
          `select body from notifications where persona_id = $1 and dedupe_key = $2`,
          [ids.kai, `event-cancelled:${event.eventId}`],
        );
        t.match(kaiNotice?.body, /120 Lumen Dollars were refunded/);

        // Nothing more is sold or redeemed for it.
        const after = await buy('kai', event.paid);
        t.equal(after.statusCode, 409);
        t.equal(after.json<{ errors: { code: string }[] }>().errors[0]?.code, 'event-over');
        const more = await request('POST', `/v2/ticketDefinitions/${event.paid}/redemptionCodes`, 'nova', {
          data: { type: 'redemptionCodeBatch', attributes: { count: 1 } },
        });
        t.equal(more.statusCode, 409, 'no new codes for a cancelled event');
        // The code of an earlier batch (made before the cancellation) is refused too.
        const [spare] = await db.query<{ id: string; code: string }>(
          `insert into redemption_codes (event_id, definition_id, code) values ($1, $2, $3) returning id, code`,
          [event.eventId, event.paid, `SPARE-${kind.toUpperCase()}-1`],
        );
        const redeemed = await request('POST', '/v2/redemptions', 'kai', { data: { code: spare?.code } });
        t.equal(redeemed.statusCode, 409);
        t.equal(redeemed.json<{ errors: { code: string }[] }>().errors[0]?.code, 'event-over');
        // Released? Never: the sweep after its end leaves a cancelled event's refunded orders alone.
        await releaseEndedEventProceeds(db, new Date(event.endsAt.getTime() + HOUR));
        const [released] = await db.query<{ n: number }>(
          'select count(*)::int as n from ticket_orders where event_id = $1 and released_at is not null',
          [event.eventId],
        );
        t.equal(released?.n, 0);
      },
    );

    t.test('two cancellations at once refund once', async (t) => {
      const event = await ticketedEvent('Twice Cancelled');
      const before = await balance('mira');
      t.equal((await buy('mira', event.paid)).statusCode, 201);
      const both = await Promise.all([cancel(event.eventId), cancel(event.eventId)]);
      t.same(both.map((res) => res.statusCode).sort(), [200, 201]);
      t.equal(await balance('mira'), before, 'refunded once, not twice');
      t.equal(await ledgerSum(), 0);
    });

    t.test('a purchase racing the cancellation is refused or refunded, never kept', async (t) => {
      for (let round = 0; round < 4; round += 1) {
        const event = await ticketedEvent(`Race ${round}`);
        const before = await balance('kai');
        const [bought, cancelled] = await Promise.all([buy('kai', event.paid), cancel(event.eventId)]);
        t.equal(cancelled.statusCode, 201, cancelled.body);
        if (bought.statusCode === 201) {
          const ticket = await request('GET', `/v2/user/tickets/${bought.json<TicketDoc>().data.id}`, 'kai');
          t.match(
            ticket.json<TicketDoc>().data.attributes,
            { status: 'refunded', refunded: 120 },
            'bought first: refunded',
          );
        } else {
          t.equal(
            bought.json<{ errors: { code: string }[] }>().errors[0]?.code,
            'event-over',
            'cancelled first: refused',
          );
        }
        t.equal(await balance('kai'), before, 'kai has his money either way');
      }
      t.equal(await ledgerSum(), 0);
    });

    t.test('after the end the sweep releases the proceeds to the host once, even two sweeps at once', async (t) => {
      const event = await ticketedEvent('Paid Out');
      t.equal((await buy('mira', event.paid)).statusCode, 201);
      t.equal((await buy('kai', event.paid)).statusCode, 201);
      t.equal((await buy('kai', event.free)).statusCode, 201);
      // Whatever else ended before this event (the demo's sales) is settled first, so what follows is this event's.
      await releaseEndedEventProceeds(db, new Date(event.endsAt.getTime() - 1));
      const [held] = await db.query<{ n: number }>(
        'select count(*)::int as n from ticket_orders where event_id = $1 and released_at is null and transaction_id is not null',
        [event.eventId],
      );
      t.equal(held?.n, 2, 'nothing released before the end');
      const novaBefore = await balance('nova');
      const escrowBefore = await escrow();
      const afterEnd = new Date(event.endsAt.getTime() + HOUR);
      const [first, second] = await Promise.all([sweepOnce(db, afterEnd), sweepOnce(db, afterEnd)]);
      t.equal(first.ticketProceedsReleased + second.ticketProceedsReleased >= 1, true);
      t.equal(await balance('nova'), novaBefore + 240, 'the host got both tickets, once');
      t.equal(await escrow(), escrowBefore - 240);
      t.same(await releaseEndedEventProceeds(db, afterEnd), { events: 0, amount: 0 }, 'a later sweep finds nothing');
      const [transactions] = await db.query<{ n: number }>(
        `select count(distinct release_transaction_id)::int as n from ticket_orders where event_id = $1 and release_transaction_id is not null`,
        [event.eventId],
      );
      t.equal(transactions?.n, 1, 'one ledger transaction for the event');
      t.equal(await ledgerSum(), 0);
      now = afterEnd;
      const ended = await cancel(event.eventId);
      now = TEST_NOW;
      t.equal(ended.statusCode, 409, 'an ended event is not cancelled (so released money is never asked back)');
    });
  });
}
