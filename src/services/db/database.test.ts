import t from 'tap';
import { openTestDatabase } from '../testing/test-database.ts';
import { Mutex, databaseErrorOf } from './database.ts';

t.test('Mutex runs callers one after another, whatever the outcome', async (t) => {
  const mutex = new Mutex();
  const log: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const first = mutex.run(async () => {
    log.push('first:start');
    await gate;
    log.push('first:end');
    throw new Error('first failed');
  });
  const second = mutex.run(async () => {
    log.push('second:start');
    return 'second';
  });
  await Promise.resolve();
  t.same(log, ['first:start'], 'the second waits while the first holds the mutex');
  release();
  await t.rejects(first, /first failed/);
  t.equal(await second, 'second');
  t.same(log, ['first:start', 'first:end', 'second:start']);
});

t.test('databaseErrorOf reads SQLSTATE and constraint from driver errors', async (t) => {
  t.same(databaseErrorOf({ code: '23505', constraint: 'x_key' }), { code: '23505', constraint: 'x_key' });
  t.same(databaseErrorOf({ code: '23514' }), { code: '23514', constraint: undefined });
  t.equal(databaseErrorOf(new Error('plain')), undefined);
  t.equal(databaseErrorOf(null), undefined);
});

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`${kind}: queries, transactions and rollbacks`, async (t) => {
    const { db, close } = await openTestDatabase(kind, { state: 'empty' });
    t.teardown(close);
    t.equal(db.kind, kind);
    await db.exec('create table notes (id serial primary key, body text not null, n bigint not null default 0)');

    const [one] = await db.query<{ one: number }>('select 1 as one');
    t.same(one, { one: 1 });

    await db.query('insert into notes (body, n) values ($1, $2)', ['kept', 9_007_199_254]);
    const [big] = await db.query<{ n: number; total: number }>('select n, count(*) over () as total from notes');
    t.same(big, { n: 9_007_199_254, total: 1 }, 'int8 values come back as numbers on both drivers');

    const committed = await db.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['committed']);
      return (await tx.query<{ n: number }>('select count(*)::int as n from notes'))[0]?.n;
    });
    t.equal(committed, 2, 'a transaction sees its own writes and returns its value');

    await t.rejects(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['rolled back']);
        throw new Error('change of plan');
      }),
      /change of plan/,
      'the callback error is rethrown',
    );
    const bodies = await db.query<{ body: string }>('select body from notes order by id');
    t.same(
      bodies.map((row) => row.body),
      ['kept', 'committed'],
      'a throwing transaction leaves nothing behind',
    );

    const failure = await db.query('insert into notes (body) values (null)').catch((error: unknown) => error);
    t.equal(databaseErrorOf(failure)?.code, '23502', 'driver errors carry the SQLSTATE');
  });
}

t.test('pglite: concurrent transactions on the one connection never interleave', async (t) => {
  const { db, close } = await openTestDatabase('pglite', { state: 'empty' });
  t.teardown(close);
  await db.exec('create table events (seq serial primary key, label text not null)');

  let releaseFirst: () => void = () => undefined;
  const firstMayFinish = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  let firstStarted: () => void = () => undefined;
  const firstHasStarted = new Promise<void>((resolve) => {
    firstStarted = resolve;
  });

  const first = db.transaction(async (tx) => {
    await tx.query(`insert into events (label) values ('first:start')`);
    firstStarted();
    await firstMayFinish;
    await tx.query(`insert into events (label) values ('first:end')`);
    throw new Error('first rolls back');
  });
  await firstHasStarted;
  // Issued while the first transaction is open: they must wait for it, not run inside it.
  const outside = db.query<{ label: string }>('select label from events order by seq');
  const second = db.transaction(async (tx) => {
    await tx.query(`insert into events (label) values ('second:start')`);
    await tx.query(`insert into events (label) values ('second:end')`);
  });
  releaseFirst();

  await t.rejects(first, /first rolls back/);
  await second;
  t.same(
    (await outside).map((row) => row.label),
    [],
    "a plain query issued during the transaction did not see that transaction's uncommitted rows",
  );
  const rows = await db.query<{ label: string }>('select label from events order by seq');
  t.same(
    rows.map((row) => row.label),
    ['second:start', 'second:end'],
    'the rolled-back transaction left nothing, and the second ran whole after it',
  );
});

t.test('postgres: concurrent transactions each see only their own writes until commit', async (t) => {
  const { db, close } = await openTestDatabase('postgres', { state: 'empty' });
  t.teardown(close);
  await db.exec('create table events (seq serial primary key, label text not null)');
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const first = db.transaction(async (tx) => {
    await tx.query(`insert into events (label) values ('first')`);
    await gate;
    return (await tx.query<{ n: number }>('select count(*)::int as n from events'))[0]?.n;
  });
  const outside = await db.query<{ n: number }>('select count(*)::int as n from events');
  release();
  t.equal(await first, 1);
  t.same(outside, [{ n: 0 }], 'uncommitted rows are invisible to other connections');
  t.same(await db.query('select label from events'), [{ label: 'first' }]);
});
