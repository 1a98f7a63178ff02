import t from 'tap';
import { createOidcAdapterFactory } from './identity/oidc-adapter.ts';
import { startMaintenance, SWEEP_INTERVAL_MS, type SweepResult } from './maintenance.ts';
import { openTestDatabase } from './testing/test-database.ts';
import { migrate } from './db/migrate.ts';

t.test('every 10 minutes, expired OIDC records go and live ones stay', async (t) => {
  const testDb = await openTestDatabase('pglite', { state: 'migrated' });
  t.teardown(() => testDb.close());
  await migrate(testDb.db);
  const sessions = createOidcAdapterFactory(testDb.db)('Session');
  await sessions.upsert('expired', { jti: 'expired' }, -60);
  await sessions.upsert('live', { jti: 'live' }, 3600);
  await sessions.upsert('forever', { jti: 'forever' }, undefined);

  let scheduled: { ms: number; run: () => void } | undefined;
  const swept: SweepResult[] = [];
  const maintenance = startMaintenance({
    db: testDb.db,
    every: (ms, run) => {
      scheduled = { ms, run };
      return { stop: () => (scheduled = undefined) };
    },
    onSwept: (result) => swept.push(result),
    onError: (error) => t.fail(String(error)),
  });
  t.equal(scheduled?.ms, SWEEP_INTERVAL_MS);
  t.equal(SWEEP_INTERVAL_MS, 10 * 60 * 1000);
  scheduled?.run();
  await maintenance.stop();
  t.equal(scheduled, undefined, 'stopping clears the timer');
  t.match(swept, [{ oidcRecords: 1 }]);
  const left = await testDb.db.query<{ id: string }>(`select id from oidc_store where model = 'Session' order by id`);
  t.same(
    left.map((row) => row.id),
    ['forever', 'live'],
  );
});
