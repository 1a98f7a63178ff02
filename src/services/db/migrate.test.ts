import t from 'tap';
import { openDatabase } from './database.ts';
import { migrate, type Migration } from './migrate.ts';
import { allMigrations } from './migrations/all.ts';
import { openTestDatabase } from '../testing/test-database.ts';

const ids = allMigrations.map((migration) => migration.id);

t.test('the registry lists each migration once, in id order', async (t) => {
  t.ok(ids.length >= 1);
  t.same(ids, [...ids].sort(), 'ids sort in the order they are applied');
  t.equal(new Set(ids).size, ids.length);
  for (const migration of allMigrations) t.match(migration.id, /^\d{4}-[a-z0-9-]+$/);
});

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`${kind}: migrations apply once, then are a no-op`, async (t) => {
    const { db, close } = await openTestDatabase(kind, { state: 'empty' });
    t.teardown(close);

    const first = await migrate(db);
    t.same(first, { applied: ids, unknown: [] }, 'a fresh database gets every migration');
    const second = await migrate(db);
    t.same(second, { applied: [], unknown: [] }, 'running again applies nothing');

    const recorded = await db.query<{ id: string }>('select id from schema_migrations order by id');
    t.same(
      recorded.map((row) => row.id),
      ids,
      'each id is recorded once',
    );
    const tables = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name collate "C"`,
    );
    // Every table a migration declares exists (and nothing else but the migrations' own record), so a
    // migration whose statements silently did less than it says fails here.
    const tablesBy = (pattern: RegExp) =>
      allMigrations.flatMap((migration) => [...migration.sql.matchAll(pattern)].map((match) => match[1] ?? ''));
    // Created by one migration, possibly dropped by a later one (a table replaced by a better one).
    const dropped = new Set(tablesBy(/drop table (\w+)/g));
    // Views are listed with the tables (information_schema.tables), so they count as declared too.
    const declared = [...tablesBy(/create table (\w+)/g), ...tablesBy(/create (?:or replace )?view (\w+)/g)].filter(
      (table) => !dropped.has(table),
    );
    t.ok(
      declared.includes('personas') && declared.includes('events'),
      'the declared tables are read from the migrations',
    );
    t.same(
      tables.map((row) => row.table_name),
      [...declared, 'schema_migrations'].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  t.test(`${kind}: a failing migration rolls back and is not recorded`, async (t) => {
    const { db, close } = await openTestDatabase(kind, { state: 'migrated' });
    t.teardown(close);
    const broken: Migration = { id: '9999-broken', sql: 'create table half_done (id int); select no_such_function();' };
    await t.rejects(migrate(db, [...allMigrations, broken]));
    t.same(await db.query(`select id from schema_migrations where id = '9999-broken'`), []);
    t.same(await db.query(`select 1 from information_schema.tables where table_name = 'half_done'`), []);
    t.same(
      await migrate(db, allMigrations.slice(0, 0)),
      { applied: [], unknown: ids },
      'ids this build lacks are reported',
    );
  });

  t.test(`${kind}: the schema enforces the experience invariants`, async (t) => {
    const { db, close } = await openTestDatabase(kind, { state: 'migrated' });
    t.teardown(close);
    const [persona] = await db.query<{ id: string }>(
      `insert into personas (handle, name) values ('ada', 'Ada Example') returning id`,
    );
    const insert = (overrides: Record<string, unknown>) => {
      const row = {
        handle: 'world',
        name: 'World',
        tags: ['calm'],
        head_count: 0,
        curation: 0,
        capacity: 10,
        ...overrides,
      };
      return db.query(
        `insert into experiences (persona_id, handle, name, tags, head_count, curation, capacity, image_seed)
         values ($1, $2, $3, $4::text[], $5, $6, $7, 'seed')`,
        [persona?.id, row.handle, row.name, row.tags, row.head_count, row.curation, row.capacity],
      );
    };
    const violation = async (overrides: Record<string, unknown>, constraint: string) => {
      const error: unknown = await insert(overrides).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      t.match(error, { code: '23514', constraint }, `rejects ${JSON.stringify(overrides)}`);
    };
    await violation({ head_count: -1 }, 'experiences_head_count_nonnegative');
    await violation({ curation: -5 }, 'experiences_curation_nonnegative');
    await violation({ capacity: 0 }, 'experiences_capacity_range');
    await violation({ handle: 'Not A Handle' }, 'experiences_handle_format');
    await violation({ tags: ['ok-tag', 'ok-tag'] }, 'experiences_tags_format');
    await violation({ tags: ['x'] }, 'experiences_tags_format');
    await violation({ tags: ['double--hyphen'] }, 'experiences_tags_format');
    await violation({ tags: ['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff'] }, 'experiences_tags_count');

    await insert({});
    const duplicate: unknown = await insert({}).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    t.match(duplicate, { code: '23505', constraint: 'experiences_persona_handle_key' });

    // The search vector carries the creator's name, and follows a rename.
    const byCreator = (q: string) =>
      db.query(`select 1 from experiences where search @@ websearch_to_tsquery('english', $1)`, [q]);
    t.equal((await byCreator('Ada')).length, 1, "the creator's name is searchable");
    await db.query(`update personas set name = 'Grace Example' where handle = 'ada'`);
    t.equal((await byCreator('Ada')).length, 0, 'the old name is gone after a rename');
    t.equal((await byCreator('Grace')).length, 1, 'the new name is found');
  });
}

t.test('postgres: two instances migrating at once apply each migration exactly once', async (t) => {
  const { location, close } = await openTestDatabase('postgres', { state: 'empty' });
  t.teardown(close);
  const a = await openDatabase({ databaseUrl: location, maxConnections: 2 });
  const b = await openDatabase({ databaseUrl: location, maxConnections: 2 });
  t.teardown(async () => {
    await a.close();
    await b.close();
  });
  const [resultA, resultB] = await Promise.all([migrate(a), migrate(b)]);
  t.same([...resultA.applied, ...resultB.applied].sort(), ids, 'between them, every migration was applied once');
  t.same(
    (await a.query<{ id: string }>('select id from schema_migrations order by id')).map((row) => row.id),
    ids,
  );
});
