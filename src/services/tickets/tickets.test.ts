// Tickets and redemptions (docs/upstream-api-tickets.md): buying through the ledger (idempotent, never oversold, refused
// outside the sale window and for ended or cancelled events, within the per-buyer limit and the
// balance), single-use case-insensitive redemption codes, the guessing limit, and who may read what —
// through the HTTP routes, on PGlite and PostgreSQL.
import t from 'tap';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildEmbeddedUpstream } from '../app.ts';
import { createHs256Verifier, signHs256AccessToken } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import { openTestDatabase, TEST_NOW, type TestDatabaseKind } from '../testing/test-database.ts';
import { SYSTEM_ACCOUNTS, balanceOf } from '../ledger/index.ts';
import { grant } from '../orders/index.ts';

const SECRET = 'tickets-test-secret-0123456789-abcdefghijklm';
const JSON_API = 'application/vnd.api+json';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CROWD = 30;

interface Fixture {
  db: Database;
  app: FastifyInstance;
  ids: Record<string, string>;
  tokens: Record<string, string>;
  events: Record<'party' | 'other' | 'cancelled', string>;
  definitions: Record<'general' | 'vip' | 'free' | 'later' | 'cancelled', string>;
  setNow(at: Date): void;
  close(): Promise<void>;
}

async function fixture(kind: TestDatabaseKind): Promise<Fixture> {
  const testDb = await openTestDatabase(kind);
  const { db } = testDb;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const handle of ['nova', 'kai', 'mira', 'theo']) {
    await db.query('update personas set account_subject = $1 where handle = $2', [`tickets-${handle}`, handle]);
    const [row] = await db.query<{ id: string }>('select id from personas where handle = $1', [handle]);
    if (!row) throw new Error(`no persona ${handle}`);
    ids[handle] = row.id;
    tokens[handle] = await signHs256AccessToken(SECRET, `tickets-${handle}`);
  }
  for (let index = 0; index < CROWD; index += 1) {
    const handle = `buyer-${index}`;
    const [row] = await db.query<{ id: string }>(
      `insert into personas (handle, name, account_subject) values ($1, $2, $3) returning id`,
      [handle, `Buyer ${index}`, `tickets-${handle}`],
    );
    if (!row) throw new Error('no persona');
    ids[handle] = row.id;
    tokens[handle] = await signHs256AccessToken(SECRET, `tickets-${handle}`);
    await grant(db, row.id, 1000);
  }
  const [experience] = await db.query<{ id: string }>(
    'select id from experiences where persona_id = $1 order by handle limit 1',
    [ids.nova],
  );
  if (!experience) throw new Error('nova has no experience');
  const event = async (title: string, startsInMs: number, cancelled = false) => {
    const startsAt = new Date(TEST_NOW.getTime() + startsInMs);
    const [row] = await db.query<{ id: string }>(
      `insert into events (host_persona_id, experience_id, title, image_seed, starts_at, ends_at, time_zone, cancelled_at)
       values ($1, $2, $3, $3, $4, $5, 'Europe/Berlin', $6) returning id`,
      [ids.nova, experience.id, title, startsAt, new Date(startsAt.getTime() + 3 * HOUR), cancelled ? TEST_NOW : null],
    );
    if (!row) throw new Error('no event');
    return row.id;
  };
  const events = {
    party: await event('Tickets Test Party', 7 * DAY),
    other: await event('Tickets Test Meetup', 3 * DAY),
    cancelled: await event('Tickets Test Cancelled', 5 * DAY, true),
  };
  const define = async (
    eventId: string,
    name: string,
    price: number,
    quantity: number,
    limit: number,
    startsInMs = -DAY,
  ) => {
    const [row] = await db.query<{ id: string }>(
      `insert into ticket_definitions (event_id, name, price, quantity, sale_starts_at, sale_ends_at, per_buyer_limit)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        eventId,
        name,
        price,
        quantity,
        new Date(TEST_NOW.getTime() + startsInMs),
        new Date(TEST_NOW.getTime() + 6 * DAY),
        limit,
      ],
    );
    if (!row) throw new Error('no definition');
    return row.id;
  };
  const definitions = {
    general: await define(events.party, 'General admission', 150, 200, 4),
    vip: await define(events.party, 'VIP', 600, 10, 2),
    later: await define(events.party, 'Late bird', 50, 10, 1, 2 * DAY),
    free: await define(events.other, 'Free entry', 0, 100, 1),
    cancelled: await define(events.cancelled, 'General admission', 100, 10, 1),
  };
  const codes: [string, string, string][] = [
    ['PARTY-VIP-1', events.party, definitions.vip],
    ['PARTY-GA-1', events.party, definitions.general],
    ['PARTY-GA-2', events.party, definitions.general],
    ['MEETUP-1', events.other, definitions.free],
    ['SPEC-SHAPE-1', events.party, definitions.general],
    ['SPEC-SHAPE-2', events.party, definitions.general],
  ];
  for (const [code, eventId, definitionId] of codes) {
    await db.query('insert into redemption_codes (event_id, definition_id, code) values ($1, $2, $3)', [
      eventId,
      definitionId,
      code,
    ]);
  }
  let now = TEST_NOW;
  const app = await buildEmbeddedUpstream({ db, verifier: createHs256Verifier(SECRET), clock: () => now });
  return {
    db,
    app,
    ids,
    tokens,
    events,
    definitions,
    setNow(at) {
      now = at;
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

const kinds: TestDatabaseKind[] = ['pglite', 'postgres'];

for (const kind of kinds) {
  t.test(kind, async (t) => {
    const f = await fixture(kind);
    t.teardown(() => f.close());
    const balance = (handle: string) => balanceOf(f.db, f.ids[handle] ?? '');
    const escrow = async () => {
      const [row] = await f.db.query<{ balance: string }>('select balance from ledger_balances where id = $1', [
        SYSTEM_ACCOUNTS.ticketEscrow,
      ]);
      return Number(row?.balance ?? 0);
    };
    const ledgerSum = async () => {
      const [row] = await f.db.query<{ total: string | number | null }>(
        'select sum(amount) as total from ledger_entries',
      );
      return Number(row?.total ?? 0);
    };
    const sold = async (definitionId: string) => {
      const [row] = await f.db.query<{ sold: number }>('select sold from ticket_definitions where id = $1', [
        definitionId,
      ]);
      return row?.sold;
    };
    const request = (
      handle: string | null,
      method: 'GET' | 'POST',
      url: string,
      body?: unknown,
      remoteAddress = '127.0.0.1',
    ) =>
      f.app.inject({
        method,
        url: `/v2${url}`,
        remoteAddress,
        headers: {
          accept: JSON_API,
          ...(body === undefined ? {} : { 'content-type': JSON_API }),
          ...(handle ? { authorization: `Bearer ${f.tokens[handle] ?? ''}` } : {}),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const buy = (handle: string, ticketId: string, paymentId = `pay-${randomUUID()}`) =>
      request(handle, 'POST', '/user/tickets', {
        data: { type: 'ticketPurchase', attributes: { paymentId, ticketId } },
      });
    const redeem = (handle: string, code: string, eventId?: string, remoteAddress?: string) =>
      request(
        handle,
        'POST',
        '/redemptions/',
        { data: { type: 'redemption', attributes: { code, ...(eventId ? { eventId } : {}) } } },
        remoteAddress,
      );

    await t.test('definitions are public, with what is left and whether they are on sale', async (t) => {
      const response = await request(null, 'GET', `/tickets/definitions?filter[eventId]=${f.events.party}`);
      t.equal(response.statusCode, 200);
      t.equal(response.headers['cache-control'], 'no-store');
      const list = response.json().data as { id: string; attributes: Record<string, unknown> }[];
      t.same(
        list.map((item) => [
          item.attributes.name,
          item.attributes.price,
          item.attributes.remaining,
          item.attributes.saleState,
          item.attributes.owned,
        ]),
        [
          ['Late bird', 50, 10, 'upcoming', null],
          ['General admission', 150, 200, 'on-sale', null],
          ['VIP', 600, 10, 'on-sale', null],
        ],
        "in the host's order, then by price",
      );
      const cancelled = await request('kai', 'GET', `/tickets/definitions?filter[eventId]=${f.events.cancelled}`);
      t.equal(cancelled.json().data[0].attributes.saleState, 'event-over');
      t.equal(cancelled.json().data[0].attributes.owned, 0, 'a signed-in caller sees how many they hold');
      t.equal((await request(null, 'GET', '/tickets/definitions?filter[eventId]=nope')).statusCode, 400);
    });

    await t.test(
      'buying: buyer debited, the price held in escrow, a ticket with a code; the same paymentId never charges twice',
      async (t) => {
        const kaiBefore = await balance('kai');
        const novaBefore = await balance('nova');
        const escrowBefore = await escrow();
        const paymentId = `pay-${randomUUID()}`;
        const first = await buy('kai', f.definitions.general, paymentId);
        t.equal(first.statusCode, 201);
        const ticket = first.json().data;
        t.equal(ticket.type, 'ticket');
        t.match(ticket.attributes.code, /^TKT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        t.equal(ticket.attributes.paid, 150);
        t.equal(ticket.attributes.eventTitle, 'Tickets Test Party');
        t.match(ticket.attributes.eventPath, new RegExp(`^/events/nova/[^/]+/${f.events.party}$`));
        t.equal(await balance('kai'), kaiBefore - 150);
        t.equal(await escrow(), escrowBefore + 150, 'held until the event ends');
        t.equal(await balance('nova'), novaBefore, 'the host is paid once the event has happened');

        const again = await buy('kai', f.definitions.general, paymentId);
        t.equal(again.statusCode, 200, 'a replay answers the first ticket');
        t.equal(again.json().data.id, ticket.id);
        t.equal(again.json().meta.replayed, true);
        t.equal(await balance('kai'), kaiBefore - 150, 'charged once');
        t.equal(await sold(f.definitions.general), 1);

        const reused = await buy('kai', f.definitions.vip, paymentId);
        t.equal(reused.statusCode, 422, 'the same paymentId for another ticket is refused');
        t.equal(reused.json().errors[0].code, 'idempotency-key-reused');
        t.equal(await balance('kai'), kaiBefore - 150);
        t.equal(await ledgerSum(), 0);
      },
    );

    await t.test('refusals change nothing', async (t) => {
      const before = {
        mira: await balance('mira'),
        kai: await balance('kai'),
        sum: await ledgerSum(),
        general: await sold(f.definitions.general),
      };
      const poor = await buy('mira', f.definitions.general);
      t.equal(poor.statusCode, 402);
      t.equal(poor.json().errors[0].code, 'insufficient-funds');
      t.same(poor.json().errors[0].meta, { balance: before.mira, total: 150, needed: 150 - before.mira });

      const early = await buy('kai', f.definitions.later);
      t.equal(early.statusCode, 409);
      t.equal(early.json().errors[0].code, 'sale-closed');
      t.match(early.json().errors[0].detail, /go on sale at/);

      const cancelled = await buy('kai', f.definitions.cancelled);
      t.equal(cancelled.statusCode, 409);
      t.equal(cancelled.json().errors[0].code, 'event-over');
      t.match(cancelled.json().errors[0].detail, /cancelled/);

      f.setNow(new Date(TEST_NOW.getTime() + 6 * DAY + HOUR));
      const closed = await buy('kai', f.definitions.general);
      t.equal(closed.json().errors[0].code, 'sale-closed', 'after the window the sale is closed');
      f.setNow(new Date(TEST_NOW.getTime() + 8 * DAY));
      const ended = await buy('kai', f.definitions.general);
      t.equal(ended.json().errors[0].code, 'event-over', 'an ended event sells nothing');
      f.setNow(TEST_NOW);

      const host = await buy('nova', f.definitions.general);
      t.equal(host.statusCode, 422, 'the host does not buy from herself');
      t.equal(host.json().errors[0].code, 'own-product');
      const unknown = await buy('kai', randomUUID());
      t.equal(unknown.statusCode, 404);
      const malformed = await request('kai', 'POST', '/user/tickets', {
        data: { type: 'ticketPurchase', attributes: { paymentId: 'x', ticketId: 'y' } },
      });
      t.equal(malformed.statusCode, 422);
      t.same(
        malformed.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer),
        ['/data/attributes/paymentId', '/data/attributes/ticketId'],
      );
      t.equal(
        (await request(null, 'POST', '/user/tickets', { data: { type: 'ticketPurchase', attributes: {} } })).statusCode,
        401,
      );

      t.equal(await balance('mira'), before.mira);
      t.equal(await balance('kai'), before.kai);
      t.equal(await ledgerSum(), before.sum);
      t.equal(await sold(f.definitions.general), before.general);
    });

    await t.test('the per-buyer limit, and free tickets move no money', async (t) => {
      await grant(f.db, f.ids.theo ?? '', 1000);
      for (let count = 0; count < 4; count += 1) t.equal((await buy('theo', f.definitions.general)).statusCode, 201);
      const fifth = await buy('theo', f.definitions.general);
      t.equal(fifth.statusCode, 409);
      t.equal(fifth.json().errors[0].code, 'ticket-limit');
      t.match(fifth.json().errors[0].detail, /at most 4 General admission tickets/);
      const before = await ledgerSum();
      const transactions = await f.db.query('select id from ledger_transactions');
      const free = await buy('mira', f.definitions.free);
      t.equal(free.statusCode, 201, 'a FREE ticket needs no balance');
      t.equal(free.json().data.attributes.paid, 0);
      t.equal(
        (await f.db.query('select id from ledger_transactions')).length,
        transactions.length,
        'no ledger transaction for nothing',
      );
      const second = await buy('mira', f.definitions.free);
      t.equal(second.statusCode, 409);
      t.equal(second.json().errors[0].code, 'ticket-limit');
      t.match(second.json().errors[0].detail, /at most 1 Free entry ticket/);
      t.equal(await ledgerSum(), before);
    });

    await t.test(`${CROWD} concurrent buyers for 10 VIP tickets: exactly 10 tickets, money balanced`, async (t) => {
      const escrowBefore = await escrow();
      const buyers = Array.from({ length: CROWD }, (_, index) => `buyer-${index}`);
      const responses = await Promise.all(buyers.map((handle) => buy(handle, f.definitions.vip)));
      const statuses = responses.map((response) => response.statusCode);
      t.equal(statuses.filter((status) => status === 201).length, 10);
      t.equal(statuses.filter((status) => status === 409).length, CROWD - 10);
      t.ok(
        responses
          .filter((response) => response.statusCode === 409)
          .every((response) => response.json().errors[0].code === 'sold-out'),
        'everyone else is told it sold out',
      );
      t.equal(await sold(f.definitions.vip), 10);
      const [tickets] = await f.db.query<{ n: number }>(
        'select count(*)::int as n from tickets where definition_id = $1',
        [f.definitions.vip],
      );
      t.equal(tickets?.n, 10);
      t.equal(await escrow(), escrowBefore + 6000, 'the escrow holds 10 × 600 for the host');
      const spent = await Promise.all(buyers.map((handle) => balance(handle)));
      t.equal(spent.filter((value) => value === 400).length, 10);
      t.equal(spent.filter((value) => value === 1000).length, CROWD - 10);
      t.equal(await ledgerSum(), 0);
      const [negative] = await f.db.query<{ n: number }>(
        `select count(*)::int as n from ledger_accounts where kind = 'persona' and balance < 0`,
      );
      t.equal(negative?.n, 0);
      const definitions = await request(null, 'GET', `/tickets/definitions?filter[eventId]=${f.events.party}`);
      const vip = definitions.json().data.find((item: { id: string }) => item.id === f.definitions.vip);
      t.equal(vip.attributes.remaining, 0);
      t.equal(vip.attributes.saleState, 'sold-out');
    });

    await t.test(
      'redemption codes: checked without consuming, case-insensitive, single use, for their event only',
      async (t) => {
        const check = await request('theo', 'GET', `/events/${f.events.party}/redemptionCodes/party-ga-1`);
        t.equal(check.statusCode, 200);
        t.same(check.json().data.attributes.valid, true);
        t.equal(check.json().data.attributes.ticketName, 'General admission');
        t.equal(typeof check.json().data.attributes.eventTitle, 'string', 'the check names the event the code is for');
        const anyEvent = await request('theo', 'GET', '/redemptionCodes/party-ga-1');
        t.equal(anyEvent.statusCode, 200, "from My tickets: any event's code");
        t.equal(anyEvent.json().data.attributes.eventId, f.events.party);
        t.equal(
          (await request('theo', 'GET', '/redemptionCodes/NO-SUCH-CODE')).json().errors[0].code,
          'redemption-code-invalid',
        );
        const foreignCheck = await request('theo', 'GET', `/events/${f.events.other}/redemptionCodes/PARTY-GA-1`);
        t.equal(foreignCheck.statusCode, 422);
        t.equal(foreignCheck.json().errors[0].code, 'redemption-code-foreign');

        const redeemed = await redeem('theo', ' party-ga-1 ', f.events.party);
        t.equal(redeemed.statusCode, 201);
        const body = redeemed.json();
        t.equal(body.data.attributes.code, 'PARTY-GA-1');
        t.equal(body.included[0].type, 'ticket');
        t.equal(body.included[0].attributes.source, 'redemption');
        t.equal(body.included[0].attributes.paid, 0);
        const again = await redeem('theo', 'PARTY-GA-1');
        t.equal(again.statusCode, 409);
        t.equal(again.json().errors[0].code, 'redemption-code-used');
        t.match(again.json().errors[0].detail, /already been redeemed/);
        const checkUsed = await request('kai', 'GET', `/events/${f.events.party}/redemptionCodes/PARTY-GA-1`);
        t.equal(checkUsed.json().errors[0].code, 'redemption-code-used');
        t.equal(
          (await request('kai', 'GET', '/redemptionCodes/party-ga-1')).json().errors[0].code,
          'redemption-code-used',
        );

        const foreign = await redeem('kai', 'MEETUP-1', f.events.party);
        t.equal(foreign.statusCode, 422);
        t.equal(foreign.json().errors[0].code, 'redemption-code-foreign');
        const [meetup] = await f.db.query<{ redeemed_at: unknown }>(
          `select redeemed_at from redemption_codes where code = 'MEETUP-1'`,
        );
        t.equal(meetup?.redeemed_at, null, 'a refused code stays unused');
        const unknown = await redeem('kai', 'NO-SUCH-CODE');
        t.equal(unknown.statusCode, 404);
        t.equal(unknown.json().errors[0].code, 'redemption-code-invalid');

        const both = await Promise.all([
          redeem('kai', 'PARTY-VIP-1', undefined, '10.1.0.1'),
          redeem('mira', 'party-vip-1', undefined, '10.1.0.2'),
        ]);
        t.same(
          both.map((response) => response.statusCode).sort(),
          [201, 409],
          'two concurrent redemptions: exactly one wins',
        );
        const [vipTickets] = await f.db.query<{ n: number }>(
          `select count(*)::int as n from tickets t join redemption_codes c on c.id = t.redemption_code_id where c.code = 'PARTY-VIP-1'`,
        );
        t.equal(vipTickets?.n, 1);
      },
    );

    await t.test(
      'guessing codes backs off per persona; other personas at the same address are not held up',
      async (t) => {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          t.equal((await redeem('buyer-0', `GUESS-${attempt}`, undefined, '10.2.0.1')).statusCode, 404);
        }
        const waiting = await redeem('buyer-0', 'PARTY-GA-2', undefined, '10.2.0.9');
        t.equal(waiting.statusCode, 429, 'even a good code waits: the persona is backing off, wherever it is');
        t.equal(waiting.json().errors[0].code, 'too-many-attempts');
        t.equal(waiting.headers['retry-after'], '1');
        t.match(waiting.json().errors[0].detail, /Try again in 1 second\./);
        const checkWaiting = await request(
          'buyer-0',
          'GET',
          `/events/${f.events.party}/redemptionCodes/PARTY-GA-2`,
          undefined,
          '10.2.0.9',
        );
        t.equal(checkWaiting.statusCode, 429, 'checking waits too');
        const sameAddress = await redeem('theo', 'PARTY-GA-2', undefined, '10.2.0.1');
        t.equal(sameAddress.statusCode, 201, "another persona at the same address is not held up by buyer-0's guesses");
        f.setNow(new Date(TEST_NOW.getTime() + 1001));
        t.equal(
          (await redeem('buyer-0', 'GUESS-X', undefined, '10.2.0.1')).statusCode,
          404,
          'after the wait, one more try',
        );
        const longer = await redeem('buyer-0', 'GUESS-Y', undefined, '10.2.0.1');
        t.equal(longer.headers['retry-after'], '2', 'and the next wait doubles');
        f.setNow(TEST_NOW);
        const [stored] = await f.db.query<{ n: number }>(
          'select count(*)::int as n from throttle_counters where failures > 0',
        );
        t.ok((stored?.n ?? 0) >= 1, 'the counts live in the database');

        // Behind a trusted proxy (the web tier), the browser's address from X-Forwarded-For is the key.
        const proxied = await buildEmbeddedUpstream({
          db: f.db,
          verifier: createHs256Verifier(SECRET),
          clock: () => TEST_NOW,
          trustProxy: '127.0.0.1',
        });
        t.teardown(() => proxied.close());
        const guess = (handle: string, forwardedFor: string, code: string) =>
          proxied.inject({
            method: 'POST',
            url: '/v2/redemptions',
            headers: {
              'content-type': JSON_API,
              authorization: `Bearer ${f.tokens[handle] ?? ''}`,
              'x-forwarded-for': forwardedFor,
            },
            payload: JSON.stringify({ data: { type: 'redemption', attributes: { code } } }),
          });
        // 50 failures from one browser address, two by each of 25 personas: none of them is backing off yet.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          t.equal((await guess(`buyer-${1 + (attempt % 25)}`, '198.51.100.7', `PROXY-${attempt}`)).statusCode, 404);
        }
        t.equal(
          (await guess('buyer-1', '198.51.100.7', 'PROXY-X')).statusCode,
          429,
          'a persona that failed there now waits for the busy address',
        );
        t.equal(
          (await guess('buyer-26', '198.51.100.7', 'PROXY-X')).statusCode,
          404,
          'one that has not failed is not held up',
        );
        t.equal(
          (await guess('buyer-1', '198.51.100.8', 'PROXY-X')).statusCode,
          404,
          'nor is the same persona in another browser',
        );
      },
    );

    await t.test(
      'a revoked code is refused as revoked, and the guessing limit counts it like any failure',
      async (t) => {
        await f.db.query(
          'insert into redemption_codes (event_id, definition_id, code, revoked_at) values ($1, $2, $3, $4)',
          [f.events.party, f.definitions.general, 'REVOKED-1', TEST_NOW],
        );
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const tried =
            attempt % 2 === 0
              ? await redeem('buyer-28', 'revoked-1', f.events.party, '10.3.0.1')
              : await request('buyer-28', 'GET', '/redemptionCodes/REVOKED-1', undefined, '10.3.0.1');
          t.equal(tried.statusCode, 410);
          t.equal(tried.json().errors[0].code, 'redemption-code-revoked');
        }
        const waiting = await redeem('buyer-28', 'REVOKED-1', undefined, '10.3.0.1');
        t.equal(waiting.statusCode, 429, 'ten tries of a revoked code are ten failures: the eleventh waits');
        const [code] = await f.db.query<{ redeemed_at: unknown }>(
          `select redeemed_at from redemption_codes where code = 'REVOKED-1'`,
        );
        t.equal(code?.redeemed_at, null);
        await t.rejects(
          f.db.query(`update redemption_codes set redeemed_by = $1, redeemed_at = $2 where code = 'REVOKED-1'`, [
            f.ids['buyer-28'],
            TEST_NOW,
          ]),
          'the database refuses a code both revoked and redeemed',
        );
      },
    );

    await t.test('who may read which tickets', async (t) => {
      const mine = await request('kai', 'GET', '/user/tickets');
      t.equal(mine.statusCode, 200);
      const kaiTickets = mine.json().data as { id: string; attributes: { name: string; holderHandle: string } }[];
      t.ok(kaiTickets.length >= 1);
      t.ok(kaiTickets.every((ticket) => ticket.attributes.holderHandle === 'kai'));
      const ticketId = kaiTickets.find((ticket) => ticket.attributes.name === 'General admission')?.id ?? '';
      t.equal((await request('kai', 'GET', `/user/tickets/${ticketId}`)).statusCode, 200);
      t.equal(
        (await request('mira', 'GET', `/user/tickets/${ticketId}`)).statusCode,
        404,
        "someone else's ticket reads as missing",
      );
      t.equal((await request('kai', 'GET', `/tickets/${ticketId}`)).statusCode, 200);
      t.equal(
        (await request('nova', 'GET', `/tickets/${ticketId}`)).statusCode,
        200,
        'the host sees tickets of her event',
      );
      t.equal((await request('mira', 'GET', `/tickets/${ticketId}`)).statusCode, 404);
      t.equal((await request(null, 'GET', `/tickets/${ticketId}`)).statusCode, 401);

      t.equal((await request('kai', 'GET', `/users/kai/tickets/${ticketId}`)).statusCode, 200);
      t.equal(
        (await request('kai', 'GET', `/users/${f.ids.kai}/tickets/${ticketId}`)).statusCode,
        200,
        'by persona id too',
      );
      t.equal((await request('nova', 'GET', `/users/kai/tickets/${ticketId}`)).statusCode, 200, 'the host may');
      t.equal((await request('mira', 'GET', `/users/kai/tickets/${ticketId}`)).statusCode, 403);
      const kaiAtParty = (await request('kai', 'GET', `/users/kai/events/${f.events.party}/tickets`)).json().data as {
        attributes: { holderHandle: string; eventId: string };
      }[];
      t.ok(
        kaiAtParty.length >= 1 &&
          kaiAtParty.every(
            (ticket) => ticket.attributes.holderHandle === 'kai' && ticket.attributes.eventId === f.events.party,
          ),
      );
      t.equal((await request('nova', 'GET', `/users/kai/events/${f.events.party}/tickets`)).statusCode, 200);
      t.equal((await request('mira', 'GET', `/users/kai/events/${f.events.party}/tickets`)).statusCode, 403);
      t.equal((await request('mira', 'GET', `/users/kai/events/${randomUUID()}/tickets`)).statusCode, 403);
      t.equal((await request(null, 'GET', `/users/kai/events/${f.events.party}/tickets`)).statusCode, 401);

      const guestList = await request('nova', 'GET', `/tickets?filter[eventId]=${f.events.party}`);
      t.equal(guestList.json().meta.guestList, true);
      t.ok(guestList.json().data.length >= 12, "the host's guest list has every ticket of the event");
      const notHost = await request('kai', 'GET', `/tickets?filter[eventId]=${f.events.party}`);
      t.ok(
        (notHost.json().data as { attributes: { holderHandle: string } }[]).every(
          (ticket) => ticket.attributes.holderHandle === 'kai',
        ),
      );

      const products = await request('kai', 'GET', `/tickets/${ticketId}/ticketProducts`);
      t.equal(products.json().data[0].type, 'ticketProduct');
      t.equal(products.json().data[0].attributes.name, 'General admission');

      const orders = await request('kai', 'GET', '/user/tickets/orders');
      t.equal(orders.statusCode, 200);
      t.ok(
        orders
          .json()
          .data.some(
            (order: { attributes: { ticketId: string; total: number } }) =>
              order.attributes.ticketId === ticketId && order.attributes.total === 150,
          ),
      );
      const ticketOrders = await request('kai', 'GET', `/user/tickets/${ticketId}/orders`);
      t.equal(ticketOrders.json().data.length, 1);
      t.equal((await request('mira', 'GET', `/user/tickets/${ticketId}/orders`)).statusCode, 404);
      const past = await request('kai', 'GET', '/user/tickets?filter[when]=past');
      t.same(past.json().data, [], 'no past tickets yet');
    });

    await t.test('a deleted event takes its tickets along, but the receipts stay', async (t) => {
      const before = (await request('mira', 'GET', '/user/tickets/orders')).json().data as {
        attributes: { name: string };
      }[];
      t.ok(before.some((order) => order.attributes.name === 'Free entry'));
      await f.db.query('delete from events where id = $1', [f.events.other]);
      const tickets = (await request('mira', 'GET', '/user/tickets')).json().data as {
        attributes: { eventId: string };
      }[];
      t.notOk(tickets.some((ticket) => ticket.attributes.eventId === f.events.other));
      const after = (await request('mira', 'GET', '/user/tickets/orders')).json().data as {
        attributes: Record<string, unknown>;
      }[];
      t.match(after.find((order) => order.attributes.name === 'Free entry')?.attributes, {
        ticketId: null,
        eventTitle: 'Tickets Test Meetup',
        total: 0,
      });
    });

    await t.test('the bare bodies data{paymentId, ticketId} and data{code} answer as the JSON:API ones', async (t) => {
      const kaiBefore = await balance('kai');
      const escrowBefore = await escrow();
      const soldBefore = await sold(f.definitions.general);
      const paymentId = `pay-${randomUUID()}`;
      const bought = await request('kai', 'POST', '/user/tickets', {
        data: { paymentId, ticketId: f.definitions.general },
      });
      t.equal(bought.statusCode, 201);
      t.equal(bought.json().data.attributes.paid, 150);
      t.equal(await balance('kai'), kaiBefore - 150, 'the buyer is debited');
      t.equal(await escrow(), escrowBefore + 150, 'the escrow is credited');
      const replay = await buy('kai', f.definitions.general, paymentId);
      t.equal(replay.statusCode, 200, 'the JSON:API shape replays a purchase made with the bare one');
      t.equal(replay.json().data.id, bought.json().data.id);
      t.equal(await balance('kai'), kaiBefore - 150, 'charged once');
      const reused = await request('kai', 'POST', '/user/tickets', {
        data: { paymentId, ticketId: f.definitions.vip },
      });
      t.equal(reused.json().errors[0].code, 'idempotency-key-reused');

      const redeemed = await request('kai', 'POST', '/redemptions/', { data: { code: 'spec-shape-1' } });
      t.equal(redeemed.statusCode, 201);
      t.equal(redeemed.json().data.attributes.code, 'SPEC-SHAPE-1');
      t.equal(redeemed.json().included[0].attributes.source, 'redemption');
      const used = await request('mira', 'POST', '/redemptions/', { data: { code: 'SPEC-SHAPE-1' } });
      t.equal(used.statusCode, 409);
      t.equal(used.json().errors[0].code, 'redemption-code-used');

      const afterGood = { kai: await balance('kai'), sum: await ledgerSum(), sold: await sold(f.definitions.general) };
      t.equal(afterGood.sold, (soldBefore ?? 0) + 1);
      const malformedPurchase = await request('kai', 'POST', '/user/tickets', {
        data: { paymentId: 'x', ticketId: 'y' },
      });
      t.equal(malformedPurchase.statusCode, 422);
      t.same(
        malformedPurchase.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer),
        ['/data/paymentId', '/data/ticketId'],
      );
      const missing = await request('kai', 'POST', '/user/tickets', { data: {} });
      t.equal(missing.statusCode, 422);
      const malformedCode = await request('kai', 'POST', '/redemptions/', { data: { code: 42 } });
      t.equal(malformedCode.statusCode, 422);
      t.equal(malformedCode.json().errors[0].source.pointer, '/data/code');
      const malformedEvent = await request('kai', 'POST', '/redemptions/', {
        data: { code: 'SPEC-SHAPE-2', eventId: 'not-an-id' },
      });
      t.equal(malformedEvent.statusCode, 422);
      t.equal(malformedEvent.json().errors[0].source.pointer, '/data/eventId');
      t.equal(
        (await request('kai', 'POST', '/redemptions/', { data: 'SPEC-SHAPE-2' })).statusCode,
        400,
        'data must be an object',
      );
      const tickets = await f.db.query<{ n: number }>(
        'select count(*)::int as n from tickets where holder_persona_id = $1',
        [f.ids.kai],
      );
      t.equal(await balance('kai'), afterGood.kai);
      t.equal(await ledgerSum(), afterGood.sum);
      t.equal(await sold(f.definitions.general), afterGood.sold);
      const [unused] = await f.db.query<{ redeemed_at: unknown }>(
        `select redeemed_at from redemption_codes where code = 'SPEC-SHAPE-2'`,
      );
      t.equal(unused?.redeemed_at, null, 'a refused body redeems nothing');
      t.equal(
        (
          await f.db.query<{ n: number }>('select count(*)::int as n from tickets where holder_persona_id = $1', [
            f.ids.kai,
          ])
        )[0]?.n,
        tickets[0]?.n,
      );
    });
  });
}
