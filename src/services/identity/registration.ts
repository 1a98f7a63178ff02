// Sign-up that does not tell who is registered. Whatever the email, the form answers the same "check
// your email" page after the same work (the password is checked and hashed either way); the difference
// goes by email, to the address's owner only:
// - a new email gets a link; the account is created when it is opened (pending_registrations holds the
//   request for an hour, its token stored as a digest);
// - a registered email gets a note that someone tried to sign up with it, with a link to log in.
// The one difference in work is a single insert of the pending row, well inside the ~100 ms jitter
// of the password hash both answers spend.
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { MailSender } from '../mail/index.ts';
import {
  AccountError,
  findAccountByEmail,
  registerAccount,
  validateEmail,
  validateNewPassword,
  validateNewPersona,
  type Account,
  type AccountPersona,
  type NewPersona,
} from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { ENGLISH, type Language } from './language.ts';

export const REGISTRATION_LINK_TTL_MS = 60 * 60 * 1000;

export interface RegistrationRequest {
  email: string;
  password: string;
  persona?: NewPersona | undefined;
}

export interface RegistrationMailContext {
  productName: string;
  /** The address of the confirmation link for this token. */
  confirmUrl(token: string): string;
  /** Where an owner who forgot they had an account logs in. */
  signInUrl: string;
  /** The language the person signed up in: the email speaks it too (default English). */
  language?: Language | undefined;
}

const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Checks the request (a refusal says which field and why: nothing in it depends on who is registered),
 * then mails the link or the owner's note. Returns the canonical email the page names.
 */
export async function requestRegistration(
  db: Database,
  mail: MailSender,
  input: RegistrationRequest,
  context: RegistrationMailContext,
  now: Date,
): Promise<{ email: string }> {
  const email = validateEmail(input.email);
  validateNewPassword(input.password, email);
  const persona = input.persona ? validateNewPersona(input.persona) : undefined;
  if (persona) {
    // Handles are public (every persona has a profile page): saying one is taken reveals no account.
    const [taken] = await db.query('select 1 from personas where handle = $1', [persona.handle]);
    if (taken) throw new AccountError('handle-taken', (t) => t('account.handleTaken'));
  }
  const passwordHash = await hashPassword(input.password);
  const productName = context.productName;
  const { t } = context.language ?? ENGLISH;
  if (await findAccountByEmail(db, email)) {
    await mail.send({
      to: email,
      subject: t('mail.taken.subject', { productName }),
      text: [
        t('mail.taken.body', { productName, email }),
        t('mail.taken.logIn', { url: context.signInUrl }),
        t('mail.taken.ignore'),
      ].join('\n\n'),
    });
    return { email };
  }
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into pending_registrations (token_hash, email, password_hash, persona_handle, persona_name, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      tokenDigest(token),
      email,
      passwordHash,
      persona?.handle ?? null,
      persona?.name ?? null,
      new Date(now.getTime() + REGISTRATION_LINK_TTL_MS),
      now,
    ],
  );
  await mail.send({
    to: email,
    subject: t('mail.confirm.subject', { productName }),
    text: [t('mail.confirm.body', { productName }), context.confirmUrl(token), t('mail.confirm.ignore')].join('\n\n'),
  });
  return { email };
}

export type RegistrationConfirmation =
  | { status: 'created'; account: Account; persona: AccountPersona | undefined; handleTaken: boolean }
  | { status: 'already-registered' }
  | { status: 'invalid' };

/** Opens a confirmation link: the account (and its persona) are created, once, while the link is valid. */
export async function confirmRegistration(db: Database, token: string, now: Date): Promise<RegistrationConfirmation> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: 'invalid' };
  const [pending] = await db.query<{
    email: string;
    password_hash: string;
    persona_handle: string | null;
    persona_name: string | null;
  }>(
    `delete from pending_registrations where token_hash = $1 and expires_at > $2
     returning email, password_hash, persona_handle, persona_name`,
    [tokenDigest(token), now],
  );
  if (!pending) return { status: 'invalid' };
  const persona =
    pending.persona_handle !== null && pending.persona_name !== null
      ? { handle: pending.persona_handle, name: pending.persona_name }
      : undefined;
  const register = (withPersona: NewPersona | undefined) =>
    registerAccount(db, { email: pending.email, passwordHash: pending.password_hash, persona: withPersona });
  try {
    const created = await register(persona);
    return { status: 'created', ...created, handleTaken: false };
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    if (error.code === 'email-taken') return { status: 'already-registered' };
    // Someone took the handle while the email was on its way: the account comes without a persona.
    if (error.code === 'handle-taken') return { status: 'created', ...(await register(undefined)), handleTaken: true };
    throw error;
  }
}

/** Deletes registrations whose link has expired; returns how many. */
export async function sweepExpiredRegistrations(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ token_hash: string }>(
    'delete from pending_registrations where expires_at <= $1 returning token_hash',
    [now],
  );
  return rows.length;
}
