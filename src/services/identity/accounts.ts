// Local accounts of the embedded identity provider. The account id (a uuid) is the OpenID Connect
// subject; a persona belongs to an account through personas.account_subject = accounts.id.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { databaseErrorOf, type Database, type Queryable } from '../db/database.ts';
import { checkNewPassword } from './password-policy.ts';
import { burnVerifyTime, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { UUID_PATTERN } from '../kit/ids.ts';
import { ENGLISH, type Wording } from './language.ts';

export interface Account {
  id: string;
  email: string;
  createdAt: Date;
}

export interface AccountPersona {
  id: string;
  handle: string;
  name: string;
}

/** The longest password a sign-in checks (older accounts may have chosen up to this); new ones: password-policy.ts. */
export const MAX_PASSWORD_INPUT_LENGTH = 1024;

/** A refusal the person can act on: `wording` says it in the page's language, `message` in English (logs). */
export class AccountError extends Error {
  constructor(
    readonly code:
      'email-taken' | 'invalid-email' | 'invalid-password' | 'handle-taken' | 'invalid-handle' | 'invalid-name',
    readonly wording: Wording,
  ) {
    super(wording(ENGLISH.t));
    this.name = 'AccountError';
  }
}

/** The canonical form accounts are stored and looked up by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailSchema = z.email().max(254);

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  created_at: Date | string;
}

const toAccount = (row: AccountRow): Account => ({ id: row.id, email: row.email, createdAt: new Date(row.created_at) });

/** The canonical email, or an AccountError saying it is not one. */
export function validateEmail(input: string): string {
  const email = normalizeEmail(input);
  if (!emailSchema.safeParse(email).success) throw new AccountError('invalid-email', (t) => t('account.invalidEmail'));
  return email;
}

/** A password a new account may choose (password-policy.ts), or an AccountError that says why not. */
export function validateNewPassword(password: string, email: string): void {
  const verdict = checkNewPassword(password, { email });
  if (!verdict.ok) throw new AccountError('invalid-password', verdict.reason);
}

/** An account with a password checked against the policy. */
export async function createAccount(db: Queryable, input: { email: string; password: string }): Promise<Account> {
  const email = validateEmail(input.email);
  validateNewPassword(input.password, email);
  return insertAccount(db, { email, passwordHash: await hashPassword(input.password) });
}

/** Inserts an account whose email is valid and whose password was checked and hashed already. */
export async function insertAccount(db: Queryable, input: { email: string; passwordHash: string }): Promise<Account> {
  const email = normalizeEmail(input.email);
  const passwordHash = input.passwordHash;
  try {
    const [row] = await db.query<AccountRow>(
      'insert into accounts (email, password_hash) values ($1, $2) returning id, email, password_hash, created_at',
      [email, passwordHash],
    );
    if (!row) throw new Error('insert into accounts returned no row');
    return toAccount(row);
  } catch (error) {
    const dbError = databaseErrorOf(error);
    if (dbError?.code === '23505' && dbError.constraint === 'accounts_email_key') {
      throw new AccountError('email-taken', (t) => t('account.emailTaken'));
    }
    throw error;
  }
}

export const PERSONA_HANDLE_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** The persona a new account may create at sign-up (docs/product.md §5 User: one per account; it may have none). */
export interface NewPersona {
  handle: string;
  name: string;
}

/** Checks a new persona's fields; the message says what to change. */
export function validateNewPersona(input: NewPersona): NewPersona {
  const handle = input.handle.trim().toLowerCase();
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (handle.length < 2 || handle.length > 40 || !PERSONA_HANDLE_PATTERN.test(handle) || handle.includes('--')) {
    throw new AccountError('invalid-handle', (t) => t('account.invalidHandle'));
  }
  if (name.length < 1 || name.length > 80) throw new AccountError('invalid-name', (t) => t('account.invalidName'));
  return { handle, name };
}

/**
 * Registration: the account (password already checked and hashed) and, when asked, its persona, in one
 * transaction (an account is never left half-made because the handle was taken).
 */
export async function registerAccount(
  db: Database,
  input: { email: string; passwordHash: string; persona?: NewPersona | undefined },
): Promise<{ account: Account; persona: AccountPersona | undefined }> {
  const persona = input.persona ? validateNewPersona(input.persona) : undefined;
  return db.transaction(async (tx) => {
    const account = await insertAccount(tx, input);
    if (!persona) return { account, persona: undefined };
    try {
      const [row] = await tx.query<AccountPersona>(
        'insert into personas (handle, name, account_subject) values ($1, $2, $3) returning id, handle, name',
        [persona.handle, persona.name, account.id],
      );
      if (!row) throw new Error('insert into personas returned no row');
      return { account, persona: row };
    } catch (error) {
      const dbError = databaseErrorOf(error);
      if (dbError?.code === '23505' && dbError.constraint === 'personas_handle_key') {
        throw new AccountError('handle-taken', (t) => t('account.handleTaken'));
      }
      throw error;
    }
  });
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | undefined> {
  const [row] = await db.query<AccountRow>(
    'select id, email, password_hash, created_at from accounts where email = $1',
    [normalizeEmail(email)],
  );
  return row ? toAccount(row) : undefined;
}

export async function findAccountById(db: Queryable, id: string): Promise<Account | undefined> {
  // Anything that is not a uuid cannot be an account (and would make PostgreSQL raise on the cast).
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db.query<AccountRow>('select id, email, password_hash, created_at from accounts where id = $1', [
    id,
  ]);
  return row ? toAccount(row) : undefined;
}

/** The persona of an account, if it has one. */
export async function findPersonaOfAccount(db: Queryable, accountId: string): Promise<AccountPersona | undefined> {
  const [row] = await db.query<AccountPersona>('select id, handle, name from personas where account_subject = $1', [
    accountId,
  ]);
  return row;
}

/**
 * The account for these credentials, or null. An unknown email costs the same time as a wrong password.
 * A hash made with older parameters is upgraded on success.
 */
export async function authenticate(db: Queryable, email: string, password: string): Promise<Account | null> {
  if (password.length > MAX_PASSWORD_INPUT_LENGTH) return null;
  const [row] = await db.query<AccountRow>(
    'select id, email, password_hash, created_at from accounts where email = $1',
    [normalizeEmail(email)],
  );
  if (!row) return burnVerifyTime(password).then(() => null);
  if (!(await verifyPassword(password, row.password_hash))) return null;
  if (needsRehash(row.password_hash)) {
    const upgraded = await hashPassword(password);
    await db.query('update accounts set password_hash = $2 where id = $1 and password_hash = $3', [
      row.id,
      upgraded,
      row.password_hash,
    ]);
  }
  return toAccount(row);
}

export const DEMO_PASSWORD = 'lumen-demo';

/** Demo accounts (docs/product.md §14) and the persona each one owns. */
export const DEMO_ACCOUNTS: readonly { email: string; personaHandle: string | null }[] = [
  { email: 'nova@lumen.test', personaHandle: 'nova' },
  { email: 'kai@lumen.test', personaHandle: 'kai' },
  { email: 'mira@lumen.test', personaHandle: 'mira' },
  { email: 'sam@lumen.test', personaHandle: null },
];

/**
 * The fixed id of a demo account (a name-based UUID, version 8), so seeding is deterministic: the same
 * personas.account_subject on every machine and every run.
 */
export function demoAccountId(email: string): string {
  const hex = createHash('sha256')
    .update(`lumen-demo-account-v1:${normalizeEmail(email)}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates the demo accounts that do not exist yet (password `lumen-demo`) and links personas nova, kai
 * and mira to theirs. Deterministic ids (demoAccountId). Idempotent, and safe when several instances run
 * it at once.
 */
export async function seedDemoAccounts(db: Database): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const demo of DEMO_ACCOUNTS) {
    let account = await findAccountByEmail(db, demo.email);
    if (!account) {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await db.query('insert into accounts (id, email, password_hash) values ($1, $2, $3) on conflict do nothing', [
        demoAccountId(demo.email),
        demo.email,
        passwordHash,
      ]);
      account = await findAccountByEmail(db, demo.email);
    }
    if (!account) throw new Error(`Demo account ${demo.email} could not be created.`);
    ids[demo.email] = account.id;
    if (demo.personaHandle !== null) {
      await db.query(
        'update personas set account_subject = $2 where handle = $1 and account_subject is distinct from $2',
        [demo.personaHandle, account.id],
      );
    }
  }
  return ids;
}
