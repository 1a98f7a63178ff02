// Registration through the MailSender, on PGlite and PostgreSQL: the same outcome for a new and a
// registered email, the difference only in the sandbox outbox; links work once and expire.
import t from 'tap';
import { readSandboxOutbox, createSandboxMailSender } from '../mail/index.ts';
import { authenticate, insertAccount } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import {
  REGISTRATION_LINK_TTL_MS,
  confirmRegistration,
  requestRegistration,
  sweepExpiredRegistrations,
} from './registration.ts';
import { openIdentityTestDatabase } from './testing.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const context = {
  productName: 'Lumen',
  confirmUrl: (token: string) => `https://lumen.example/oidc/interaction/u1/confirm-email?token=${token}`,
  signInUrl: 'https://lumen.example/sign-in',
};
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`registration on ${kind}`, async (t) => {
    const testDb = await openIdentityTestDatabase(kind, 'migrated');
    t.teardown(() => testDb.close());
    const { db } = testDb;
    const mail = createSandboxMailSender(db);
    await insertAccount(db, { email: 'owner@example.test', passwordHash: await hashPassword('owner-password-123') });

    const taken = await requestRegistration(
      db,
      mail,
      { email: 'Owner@Example.test', password: 'tangerine-orbit-velvet' },
      context,
      NOW,
    );
    const fresh = await requestRegistration(
      db,
      mail,
      { email: 'new@example.test', password: 'tangerine-orbit-velvet', persona: { handle: 'newbie', name: 'New Bie' } },
      context,
      NOW,
    );
    t.same(
      [taken, fresh],
      [{ email: 'owner@example.test' }, { email: 'new@example.test' }],
      'the caller learns nothing more',
    );

    const [notice] = await readSandboxOutbox(db, 'owner@example.test');
    t.match(notice, {
      subject: 'Someone tried to create a Lumen account with your email',
      text: /log in instead: https:\/\/lumen\.example\/sign-in/,
    });
    t.equal(tokenIn(notice?.text ?? ''), '', "the owner's note carries no link that creates anything");
    t.same(
      await authenticate(db, 'owner@example.test', 'tangerine-orbit-velvet'),
      null,
      "the owner's password is unchanged",
    );

    const [link] = await readSandboxOutbox(db, 'new@example.test');
    t.match(link?.subject, /Confirm your email/);
    t.equal(await authenticate(db, 'new@example.test', 'tangerine-orbit-velvet'), null, 'no account before the link');
    const token = tokenIn(link?.text ?? '');
    const confirmed = await confirmRegistration(db, token, new Date(NOW.getTime() + 60_000));
    t.match(confirmed, {
      status: 'created',
      account: { email: 'new@example.test' },
      persona: { handle: 'newbie', name: 'New Bie' },
    });
    t.ok(await authenticate(db, 'new@example.test', 'tangerine-orbit-velvet'), 'the password chosen at sign-up works');
    t.same(await confirmRegistration(db, token, NOW), { status: 'invalid' }, 'a link works once');

    await requestRegistration(
      db,
      mail,
      { email: 'late@example.test', password: 'tangerine-orbit-velvet' },
      context,
      NOW,
    );
    const [late] = await readSandboxOutbox(db, 'late@example.test');
    const expiredAt = new Date(NOW.getTime() + REGISTRATION_LINK_TTL_MS);
    t.same(
      await confirmRegistration(db, tokenIn(late?.text ?? ''), expiredAt),
      { status: 'invalid' },
      'an hour later it has expired',
    );
    t.equal(await sweepExpiredRegistrations(db, expiredAt), 1, 'and is swept');

    await t.rejects(
      requestRegistration(db, mail, { email: 'weak@example.test', password: 'password123' }, context, NOW),
      { code: 'invalid-password', message: /commonly used password/ },
    );
    await t.rejects(
      requestRegistration(
        db,
        mail,
        { email: 'x@example.test', password: 'tangerine-orbit-velvet', persona: { handle: 'newbie', name: 'X' } },
        context,
        NOW,
      ),
      { code: 'handle-taken' },
    );
  });
}
