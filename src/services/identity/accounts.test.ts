import t from 'tap';
import {
  AccountError,
  authenticate,
  createAccount,
  findAccountByEmail,
  findAccountById,
  findPersonaOfAccount,
  demoAccountId,
  seedDemoAccounts,
} from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { openIdentityTestDatabase } from './testing.ts';

const testDb = await openIdentityTestDatabase('pglite', 'seeded');
t.teardown(() => testDb.close());
const { db } = testDb;

t.test('create, find and authenticate an account', async (t) => {
  const account = await createAccount(db, { email: '  Ada@Example.TEST ', password: 'correct horse battery' });
  t.equal(account.email, 'ada@example.test', 'stored lowercased and trimmed');
  t.match(account.id, /^[0-9a-f-]{36}$/);
  t.ok(account.createdAt instanceof Date);

  t.same(await findAccountByEmail(db, 'ADA@example.test'), account);
  t.same(await findAccountById(db, account.id), account);
  t.equal(await findAccountById(db, 'not-a-uuid'), undefined);
  t.equal(await findAccountById(db, '00000000-0000-4000-8000-000000000000'), undefined);

  t.same(await authenticate(db, 'ada@EXAMPLE.test', 'correct horse battery'), account);
  t.equal(await authenticate(db, 'ada@example.test', 'wrong horse battery'), null, 'wrong password');
  t.equal(await authenticate(db, 'nobody@example.test', 'correct horse battery'), null, 'unknown email');
  t.equal(await authenticate(db, 'ada@example.test', 'x'.repeat(2000)), null, 'absurdly long password');

  const [row] = await db.query<{ password_hash: string }>('select password_hash from accounts where id = $1', [
    account.id,
  ]);
  t.match(row?.password_hash, /^\$scrypt\$/, 'only a hash is stored');
});

t.test('a taken email is a typed error, whatever its case', async (t) => {
  await createAccount(db, { email: 'dup@example.test', password: 'tangerine-orbit-velvet' });
  const error = await createAccount(db, { email: 'DUP@example.test', password: 'orbit-velvet-tangerine' }).catch(
    (e: unknown) => e,
  );
  t.ok(error instanceof AccountError);
  t.equal(error instanceof AccountError ? error.code : undefined, 'email-taken');
});

t.test('invalid input is refused', async (t) => {
  await t.rejects(createAccount(db, { email: 'not-an-email', password: 'tangerine-orbit-velvet' }), {
    code: 'invalid-email',
  });
  await t.rejects(createAccount(db, { email: 'short@example.test', password: 'short' }), {
    code: 'invalid-password',
    message: 'Use at least 10 characters (this one has 5).',
  });
  await t.rejects(createAccount(db, { email: 'weak@example.test', password: 'aaaaaaaaaa' }), {
    code: 'invalid-password',
    message: /too easy to guess\. Repeated characters/,
  });
  await t.rejects(db.query(`insert into accounts (email, password_hash) values ('UP@example.test', 'x')`), {
    message: /accounts_email_lowercase/,
  });
});

t.test('old hash parameters are upgraded on login', async (t) => {
  const weak = await hashPassword('upgrade-me', { ln: 10, r: 8, p: 1 });
  const [row] = await db.query<{ id: string }>(
    `insert into accounts (email, password_hash) values ('old@example.test', $1) returning id`,
    [weak],
  );
  t.ok(await authenticate(db, 'old@example.test', 'upgrade-me'));
  const [after] = await db.query<{ password_hash: string }>('select password_hash from accounts where id = $1', [
    row?.id,
  ]);
  t.match(after?.password_hash, /^\$scrypt\$ln=15,/);
  t.ok(await authenticate(db, 'old@example.test', 'upgrade-me'), 'still verifies after the upgrade');
});

t.test('demo accounts: created once, personas linked', async (t) => {
  const first = await seedDemoAccounts(db);
  const second = await seedDemoAccounts(db);
  t.same(second, first, 'idempotent');
  t.same(Object.keys(first).sort(), ['kai@lumen.test', 'mira@lumen.test', 'nova@lumen.test', 'sam@lumen.test']);
  t.equal(first['nova@lumen.test'], demoAccountId('nova@lumen.test'), 'deterministic ids');
  t.match(demoAccountId('nova@lumen.test'), /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  t.not(demoAccountId('nova@lumen.test'), demoAccountId('kai@lumen.test'));
  t.equal(demoAccountId('NOVA@lumen.test'), demoAccountId('nova@lumen.test'));

  for (const [email, handle] of [
    ['nova@lumen.test', 'nova'],
    ['kai@lumen.test', 'kai'],
    ['mira@lumen.test', 'mira'],
  ] as const) {
    const account = await authenticate(db, email, 'lumen-demo');
    t.ok(account, `${email} signs in with lumen-demo`);
    const persona = await findPersonaOfAccount(db, account?.id ?? '');
    t.equal(persona?.handle, handle);
  }
  const nova = await findPersonaOfAccount(db, first['nova@lumen.test'] ?? '');
  t.equal(nova?.name, 'Nova Reyes');
  const sam = await authenticate(db, 'sam@lumen.test', 'lumen-demo');
  t.ok(sam);
  t.equal(await findPersonaOfAccount(db, sam?.id ?? ''), undefined, 'sam has no persona');
  const [{ count } = { count: -1 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from accounts where email like '%@lumen.test'`,
  );
  t.equal(count, 4);
});
