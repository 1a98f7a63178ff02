// The demo tickets (docs/product.md §14): what the README promises is there after seedAll, kai's ticket was paid
// through the ledger without changing his demo balance, and later starts move the sale windows with
// the re-anchored events instead of seeding twice.
import t from 'tap';
import { openTestDatabase, TEST_NOW } from '../testing/test-database.ts';
import { balanceOf } from '../ledger/index.ts';
import { DEMO_REDEMPTION_CODES, DEMO_TICKETS_EVENT_TITLE, seedTickets } from './seed-tickets.ts';

t.test('demo ticket definitions, codes and kai’s ticket', async (t) => {
  const { db, close } = await openTestDatabase('pglite');
  t.teardown(close);
  const definitions = await db.query<{
    name: string;
    price: number;
    quantity: number;
    sold: number;
    title: string;
    sale_ends_at: Date;
    ends_at: Date;
  }>(
    `select d.name, d.price, d.quantity, d.sold, e.title, d.sale_ends_at, e.ends_at
       from ticket_definitions d join events e on e.id = d.event_id order by e.title, d.position`,
  );
  t.same(
    definitions.map((row) => [row.title, row.name, row.price, row.quantity]),
    [
      ['Meteor Shower Watch Party', 'Free entry', 0, 100],
      [DEMO_TICKETS_EVENT_TITLE, 'General admission', 150, 200],
      [DEMO_TICKETS_EVENT_TITLE, 'VIP', 600, 20],
    ],
  );
  t.ok(
    definitions.every((row) => new Date(row.sale_ends_at).getTime() === new Date(row.ends_at).getTime()),
    'on sale until the event ends',
  );
  const codes = await db.query<{ code: string }>(
    'select code from redemption_codes where redeemed_at is null order by code',
  );
  t.equal(codes.length, DEMO_REDEMPTION_CODES.length);
  t.ok(
    codes.every((row) => /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/.test(row.code)),
    'random codes of the readable alphabet',
  );
  const sent = await db.query<{ body: string; kind: string }>(
    `select n.body, n.kind from notifications n join personas p on p.id = n.persona_id where p.handle = 'mira' and n.kind = 'ticket-code'`,
  );
  t.same(
    codes.map((row) => sent.filter((notification) => notification.body.includes(row.code)).length),
    codes.map(() => 1),
    'each code reaches mira under her bell, once',
  );
  const kaiTickets = await db.query<{ name: string; code: string }>(
    `select d.name, t.code from tickets t join ticket_definitions d on d.id = t.definition_id join personas p on p.id = t.holder_persona_id where p.handle = 'kai'`,
  );
  t.same(
    kaiTickets.map((row) => row.name),
    ['General admission'],
  );
  const [kai] = await db.query<{ id: string }>(`select id from personas where handle = 'kai'`);
  t.equal(await balanceOf(db, kai?.id ?? ''), 2500, "kai's demo balance is unchanged");
  const [sum] = await db.query<{ total: string | null }>('select sum(amount) as total from ledger_entries');
  t.equal(Number(sum?.total ?? 0), 0);

  // A later start: the events seeder moved the party; the windows follow and nothing is seeded twice.
  await db.query(
    `update events set ends_at = ends_at + interval '1 day', starts_at = starts_at + interval '1 day' where title = $1`,
    [DEMO_TICKETS_EVENT_TITLE],
  );
  const again = await seedTickets(db, { now: TEST_NOW });
  t.equal(again.seeded, false);
  t.equal(again.definitions, 2, 'both definitions of the party moved');
  const [moved] = await db.query<{ sale_ends_at: Date; ends_at: Date }>(
    `select d.sale_ends_at, e.ends_at from ticket_definitions d join events e on e.id = d.event_id where d.name = 'VIP'`,
  );
  t.equal(new Date(moved?.sale_ends_at ?? 0).getTime(), new Date(moved?.ends_at ?? 0).getTime());
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from ticket_definitions');
  t.equal(count?.n, 3);
});

t.test('without the demo events it seeds nothing', async (t) => {
  const { db, close } = await openTestDatabase('postgres', { state: 'migrated' });
  t.teardown(close);
  const result = await seedTickets(db, { now: TEST_NOW });
  t.same(result, { seeded: false, definitions: 0, codes: 0 });
});
