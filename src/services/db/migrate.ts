// Applies pending migrations, each in its own transaction, recording ids in schema_migrations.
//
// Several instances may start at once against one PostgreSQL (scale-out). Every step takes the same
// transaction-scoped advisory lock first, so one instance applies a migration while the others wait,
// then see it recorded and skip it. Transaction-scoped locks need no dedicated session, so this works
// through a pool as well as on PGlite's single connection.
import type { Database, Queryable } from './database.ts';
import { allMigrations } from './migrations/all.ts';

export interface Migration {
  readonly id: string;
  readonly sql: string;
}

export interface MigrateResult {
  /** Ids applied by this call, in order. */
  applied: string[];
  /** Ids recorded in the database that this build does not know (a newer build migrated it). */
  unknown: string[];
}

/** Arbitrary, fixed: the advisory lock key every Lumen migrator agrees on. */
export const MIGRATION_LOCK_KEY = 7_454_301_001;

const lock = (tx: Queryable) => tx.query('select pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);

export async function migrate(db: Database, migrations: readonly Migration[] = allMigrations): Promise<MigrateResult> {
  assertWellFormed(migrations);
  const recorded = await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`);
    return (await tx.query<{ id: string }>('select id from schema_migrations order by id')).map((row) => row.id);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    if (recorded.includes(migration.id)) continue;
    const didApply = await db.transaction(async (tx) => {
      await lock(tx);
      // Re-check under the lock: another instance may have applied it while we waited.
      const done = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    });
    if (didApply) applied.push(migration.id);
  }

  const known = new Set(migrations.map((migration) => migration.id));
  return { applied, unknown: recorded.filter((id) => !known.has(id)) };
}

function assertWellFormed(migrations: readonly Migration[]): void {
  const seen = new Set<string>();
  for (const migration of migrations) {
    if (seen.has(migration.id)) throw new Error(`Migration ${migration.id} is listed twice.`);
    seen.add(migration.id);
  }
}
