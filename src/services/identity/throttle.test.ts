// The sign-in throttle against the three unfair lockouts it replaces, on PGlite and PostgreSQL (the
// counters are shared by every instance on the database).
import t, { type Test } from 'tap';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase, type TestDatabaseKind } from '../testing/test-database.ts';
import type { KeyState } from '../throttle/index.ts';
import { SIGN_IN_RULES, admitSignIn, signInSucceeded, signInWaitMs } from './throttle.ts';

const NOW = new Date('2026-01-10T12:00:00.000Z');
const state = (failures: number, lastFailureAt: Date | null = NOW, trustedUntil: Date | null = null): KeyState => ({
  failures,
  lastFailureAt,
  trustedUntil,
});

t.test('the policy: each key backs off on its own failures; a trusted pair skips the shared ones', async (t) => {
  const fresh = state(0, null);
  t.equal(signInWaitMs({ pair: fresh, address: fresh, account: fresh }, NOW), 0);
  t.equal(
    signInWaitMs({ pair: state(5), address: fresh, account: fresh }, NOW),
    1000,
    'the 6th guess at one pair waits 1 s',
  );
  t.equal(signInWaitMs({ pair: state(50), address: fresh, account: fresh }, NOW), SIGN_IN_RULES.pair.maxDelayMs);
  t.equal(
    signInWaitMs({ pair: fresh, address: state(60), account: fresh }, NOW),
    60_000,
    'a busy address waits a minute at most',
  );
  t.equal(
    signInWaitMs({ pair: fresh, address: fresh, account: state(500) }, NOW),
    60_000,
    'an attacked account slows, never locks',
  );
  const trusted = state(0, null, new Date(NOW.getTime() + 1000));
  t.equal(
    signInWaitMs({ pair: trusted, address: state(60), account: state(500) }, NOW),
    0,
    'the owner at a known address passes',
  );
  t.equal(
    signInWaitMs({ pair: { ...trusted, failures: 6, lastFailureAt: NOW }, address: fresh, account: fresh }, NOW),
    2000,
  );
});

async function scenarios(t: Test, db: Database) {
  const attempt = (email: string, address: string) => admitSignIn(db, email, address, NOW);
  const fail = async (email: string, address: string) => (await attempt(email, address)).admitted;

  await t.test('10 wrong passwords from X: X waits, the owner at Y signs in', async (t) => {
    const outcomes = [];
    for (let i = 0; i < 10; i += 1) outcomes.push(await fail('owner-1@example.test', '198.51.100.1'));
    t.same(outcomes.slice(0, 6), [true, true, true, true, true, false], '5 free guesses, then a wait');
    t.match(await attempt('owner-1@example.test', '198.51.100.1'), { admitted: false });
    t.same(
      await attempt('owner-1@example.test', '203.0.113.50'),
      { admitted: true },
      'the owner elsewhere is not refused',
    );
  });

  await t.test(
    '50 failures from one address over many accounts: that address slows, the accounts do not lock',
    async (t) => {
      let refused = 0;
      for (let i = 0; i < 50; i += 1) if (!(await fail(`victim-${i}@example.test`, '198.51.100.2'))) refused += 1;
      t.equal(
        refused,
        50 - SIGN_IN_RULES.address.freeFailures,
        'credential stuffing from one address is slowed after 20',
      );
      t.same(
        await attempt('victim-3@example.test', '203.0.113.51'),
        { admitted: true },
        'each owner elsewhere signs in',
      );
      t.same(await attempt('colleague@example.test', '203.0.113.51'), { admitted: true });
    },
  );

  await t.test('a correct password at a known address passes whatever others do there', async (t) => {
    t.same(await attempt('regular@example.test', '198.51.100.3'), { admitted: true });
    await signInSucceeded(db, 'regular@example.test', '198.51.100.3', NOW);
    for (let i = 0; i < 30; i += 1) await fail(`stuffed-${i}@example.test`, '198.51.100.3');
    t.match(await attempt('newcomer@example.test', '198.51.100.3'), { admitted: false }, 'the busy address waits');
    t.same(await attempt('regular@example.test', '198.51.100.3'), { admitted: true }, 'its regular does not');
  });

  await t.test(
    'an account guessed from many addresses slows down, its owner at a known address does not',
    async (t) => {
      t.same(await attempt('target@example.test', '192.0.2.200'), { admitted: true });
      await signInSucceeded(db, 'target@example.test', '192.0.2.200', NOW);
      for (let i = 0; i < SIGN_IN_RULES.account.freeFailures; i += 1) await fail('target@example.test', `192.0.2.${i}`);
      t.match(
        await attempt('target@example.test', '192.0.2.99'),
        { admitted: false, waitMs: 1000 },
        'a new address now waits',
      );
      t.same(await attempt('target@example.test', '192.0.2.200'), { admitted: true }, 'the owner at home does not');
    },
  );

  await t.test('a burst of parallel guesses gets no more than the same guesses in a row', async (t) => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => attempt('burst@example.test', '198.51.100.9')));
    t.equal(burst.filter((admission) => admission.admitted).length, SIGN_IN_RULES.pair.freeFailures);
  });

  await t.test('success clears the pair but not the failures others left on the account', async (t) => {
    for (let i = 0; i < 5; i += 1) await fail('mixed@example.test', '198.51.100.10');
    await signInSucceeded(db, 'mixed@example.test', '198.51.100.10', NOW);
    t.same(await attempt('mixed@example.test', '198.51.100.10'), { admitted: true }, 'the pair starts afresh');
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from throttle_counters where key like $1', [
      '%@%',
    ]);
    t.equal(row?.n, 0, 'keys are stored as digests: no email or address in the clear');
  });
}

for (const kind of ['pglite', 'postgres'] as const satisfies readonly TestDatabaseKind[]) {
  t.test(`sign-in throttle on ${kind}`, async (t) => {
    const testDb = await openTestDatabase(kind, { state: 'migrated' });
    t.teardown(() => testDb.close());
    await migrate(testDb.db);
    await scenarios(t, testDb.db);
  });
}
