// Test helpers of the identity module: a test database with migration 0003 applied (it is not in
// all.ts yet, so the cached templates do not contain it).
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { allMigrations } from '../db/migrations/all.ts';
import * as migration0003 from '../db/migrations/0003-accounts-and-oidc.ts';
import {
  openTestDatabase,
  type TestDatabase,
  type TestDatabaseKind,
  type TestDatabaseState,
} from '../testing/test-database.ts';

export async function migrateWithIdentity(db: Database): Promise<void> {
  const migrations = allMigrations.some((migration) => migration.id === migration0003.id)
    ? allMigrations
    : [...allMigrations, migration0003];
  await migrate(db, migrations);
}

export async function openIdentityTestDatabase(
  kind: TestDatabaseKind,
  state: Exclude<TestDatabaseState, 'empty'> = 'seeded',
): Promise<TestDatabase> {
  const testDb = await openTestDatabase(kind, { state });
  try {
    await migrateWithIdentity(testDb.db);
  } catch (error) {
    await testDb.close();
    throw error;
  }
  return testDb;
}
