import t from 'tap';
import type { TestDatabaseKind } from '../testing/test-database.ts';
import { DatabaseOidcAdapter, createOidcAdapterFactory, sweepExpiredOidcRecords } from './oidc-adapter.ts';
import { openIdentityTestDatabase } from './testing.ts';

for (const kind of ['pglite', 'postgres'] as const satisfies readonly TestDatabaseKind[]) {
  t.test(`oidc adapter on ${kind}`, async (t) => {
    const testDb = await openIdentityTestDatabase(kind, 'migrated');
    t.teardown(() => testDb.close());
    const { db } = testDb;
    const factory = createOidcAdapterFactory(db);
    const sessions = factory('Session');
    const codes = factory('AuthorizationCode');
    const refresh = factory('RefreshToken');
    const devices = factory('DeviceCode');
    t.ok(sessions instanceof DatabaseOidcAdapter);

    t.test('upsert and find, per model', async (t) => {
      await sessions.upsert('s1', { jti: 's1', uid: 'uid-1', accountId: 'acct', kind: 'Session' }, 3600);
      t.same(await sessions.find('s1'), { jti: 's1', uid: 'uid-1', accountId: 'acct', kind: 'Session' });
      t.equal(await codes.find('s1'), undefined, 'models do not share ids');
      t.same(await sessions.findByUid('uid-1'), { jti: 's1', uid: 'uid-1', accountId: 'acct', kind: 'Session' });
      t.equal(await sessions.findByUid('uid-2'), undefined);

      await sessions.upsert('s1', { jti: 's1', uid: 'uid-2', kind: 'Session', nested: { a: [1, 'b'] } }, 3600);
      t.same(
        await sessions.find('s1'),
        { jti: 's1', uid: 'uid-2', kind: 'Session', nested: { a: [1, 'b'] } },
        'replaced',
      );
      t.equal(await sessions.findByUid('uid-1'), undefined, 'old uid index replaced');
      t.ok(await sessions.findByUid('uid-2'));
      await sessions.upsert('forever', { jti: 'forever' }, undefined);
      t.ok(await sessions.find('forever'), 'no expiry');
    });

    t.test('user codes', async (t) => {
      await devices.upsert('d1', { jti: 'd1', userCode: 'ABCD-EFGH', grantId: 'g9' }, 600);
      t.same(await devices.findByUserCode('ABCD-EFGH'), { jti: 'd1', userCode: 'ABCD-EFGH', grantId: 'g9' });
      t.equal(await devices.findByUserCode('NOPE'), undefined);
    });

    t.test('consume marks the record, with an epoch-seconds timestamp', async (t) => {
      await codes.upsert('c1', { jti: 'c1', grantId: 'g1' }, 60);
      t.equal((await codes.find('c1'))?.consumed, undefined);
      const before = Math.floor(Date.now() / 1000) - 5;
      await codes.consume('c1');
      const consumed = (await codes.find('c1'))?.consumed;
      t.type(consumed, 'number');
      t.ok(typeof consumed === 'number' && consumed >= before && consumed <= before + 65);
      await codes.consume('c1');
      t.equal((await codes.find('c1'))?.consumed, consumed, 'a second consume keeps the first time');
    });

    t.test('expired records read as absent and are swept', async (t) => {
      await codes.upsert('old', { jti: 'old', uid: 'old-uid', userCode: 'OLD', grantId: 'g-old' }, -1);
      t.equal(await codes.find('old'), undefined);
      t.equal(await codes.findByUid('old-uid'), undefined);
      t.equal(await codes.findByUserCode('OLD'), undefined);
      t.ok((await sweepExpiredOidcRecords(db)) >= 1);
      const left = await db.query(`select 1 from oidc_store where id = 'old'`);
      t.equal(left.length, 0);
      t.ok(await sessions.find('s1'), 'live records stay');
    });

    t.test('destroy and revoke by grant', async (t) => {
      await codes.upsert('c2', { jti: 'c2', grantId: 'g2' }, 60);
      await refresh.upsert('r2', { jti: 'r2', grantId: 'g2' }, 3600);
      await refresh.upsert('r3', { jti: 'r3', grantId: 'g3' }, 3600);
      await refresh.revokeByGrantId('g2');
      t.equal(await refresh.find('r2'), undefined, 'revoked');
      t.ok(await codes.find('c2'), 'other models are revoked by their own call');
      t.ok(await refresh.find('r3'), 'other grants untouched');
      await codes.revokeByGrantId('g2');
      t.equal(await codes.find('c2'), undefined);
      await refresh.destroy('r3');
      t.equal(await refresh.find('r3'), undefined);
      await refresh.destroy('never-existed');
    });

    t.test('a second adapter on the same database sees the same records (another instance)', async (t) => {
      const other = createOidcAdapterFactory(db)('Session');
      t.ok(await other.find('s1'));
    });
  });
}
