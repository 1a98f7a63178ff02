// Migration 0002 on PGlite and PostgreSQL: the tables enforce the relation and report invariants on
// their own, and the demo seed holds the relations the guide asks for.
import t from 'tap';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

async function ids(db: Database): Promise<Record<string, string>> {
  const rows = await db.query<{ id: string; handle: string }>('select id, handle from personas');
  return Object.fromEntries(rows.map((row) => [row.handle, row.id]));
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`${kind}: the seed holds the demo relations`, async (t) => {
    const { db, close } = await openTestDatabase(kind);
    t.teardown(close);
    const id = await ids(db);
    const friendships = await db.query<{ low: string; high: string }>(
      'select persona_low::text as low, persona_high::text as high from friendships',
    );
    t.same(
      friendships,
      [{ low: [id.kai, id.nova].sort()[0], high: [id.kai, id.nova].sort()[1] }],
      'kai and nova are friends',
    );
    const requests = await db.query<{ from_persona: string; to_persona: string }>(
      'select from_persona::text, to_persona::text from friend_requests',
    );
    t.same(requests, [{ from_persona: id.mira, to_persona: id.kai }], 'mira asked kai');
    t.same(await db.query('select * from profile_reports'), [], 'no reports');
  });

  t.test(`${kind}: constraints`, async (t) => {
    const { db, close } = await openTestDatabase(kind);
    t.teardown(close);
    // Two personas of their own: demo personas now have stores, sales and balances, which (rightly)
    // keep them from being deleted.
    const fresh = await db.query<{ id: string }>(
      `insert into personas (handle, name) values ('schema-a', 'Schema A'), ('schema-b', 'Schema B') returning id`,
    );
    const [a = '', b = ''] = fresh.map((row) => row.id).sort();

    t.match(await failure(db.query('insert into friend_requests (from_persona, to_persona) values ($1, $1)', [a])), {
      code: '23514',
      constraint: 'friend_requests_not_self',
    });
    await db.query('insert into friend_requests (from_persona, to_persona) values ($1, $2)', [a, b]);
    t.match(
      await failure(db.query('insert into friend_requests (from_persona, to_persona) values ($1, $2)', [a, b])),
      { code: '23505', constraint: 'friend_requests_pkey' },
      'one request per direction',
    );
    await db.query('insert into friend_requests (from_persona, to_persona) values ($1, $2)', [b, a]);
    t.pass('the opposite direction may exist too');

    t.match(
      await failure(db.query('insert into friendships (persona_low, persona_high) values ($1, $2)', [b, a])),
      { code: '23514', constraint: 'friendships_canonical_order' },
      'reversed order is rejected',
    );
    t.match(
      await failure(db.query('insert into friendships (persona_low, persona_high) values ($1, $1)', [a])),
      { code: '23514', constraint: 'friendships_canonical_order' },
      'no friendship with oneself',
    );
    await db.query('insert into friendships (persona_low, persona_high) values ($1, $2)', [a, b]);
    t.match(await failure(db.query('insert into friendships (persona_low, persona_high) values ($1, $2)', [a, b])), {
      code: '23505',
      constraint: 'friendships_pkey',
    });
    t.match(
      await failure(
        db.query('insert into friend_requests (from_persona, to_persona) values ($1, gen_random_uuid())', [a]),
      ),
      { code: '23503' },
      'requests reference personas',
    );

    const report = (reporter: string, avatar: string, reason: string, description = '', status = 'open') =>
      db.query(
        'insert into profile_reports (reporter_persona, avatar_persona, reason, description, status) values ($1, $2, $3, $4, $5)',
        [reporter, avatar, reason, description, status],
      );
    t.match(await failure(report(a, a, 'Spam')), { code: '23514', constraint: 'profile_reports_not_self' });
    t.match(await failure(report(a, b, '')), { code: '23514', constraint: 'profile_reports_reason_length' });
    t.match(await failure(report(a, b, 'x'.repeat(1201))), {
      code: '23514',
      constraint: 'profile_reports_reason_length',
    });
    t.match(await failure(report(a, b, 'Spam', 'x'.repeat(1001))), {
      code: '23514',
      constraint: 'profile_reports_description_length',
    });
    t.match(await failure(report(a, b, 'Spam', '', 'closed')), {
      code: '23514',
      constraint: 'profile_reports_status_value',
    });
    await report(a, b, 'Spam');
    const [stored] = await db.query<{ status: string; id: string }>('select status, id::text from profile_reports');
    t.equal(stored?.status, 'open', 'new reports are open');
    t.match(stored?.id, /^[0-9a-f-]{36}$/);

    // Deleting a persona removes its relations and reports.
    await db.query('delete from personas where id = $1', [a]);
    t.same(await db.query('select 1 from friend_requests where $1 in (from_persona, to_persona)', [a]), []);
    t.same(await db.query('select 1 from friendships where $1 in (persona_low, persona_high)', [a]), []);
    t.same(await db.query('select 1 from profile_reports where $1 in (reporter_persona, avatar_persona)', [a]), []);
  });
}
