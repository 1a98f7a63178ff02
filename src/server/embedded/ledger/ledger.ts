// The ledger's primitives: accounts and balanced transactions. The database enforces the invariants
// (migration 0006): entries of a transaction sum to zero, entries never change, persona balances never go
// below zero. These functions only make the common moves convenient and check the same rules early so
// callers get a clear error instead of a constraint violation.
import { databaseErrorOf, type Database, type Queryable } from '../db/database.ts';

export const SYSTEM_ACCOUNTS = {
  /** Money paid in through a payment provider (bundles). */
  payments: 'system:payments',
  /** Money granted by the platform (demo balances, goodwill). */
  grants: 'system:grants',
} as const;

export type LedgerTransactionKind = 'purchase' | 'top-up' | 'grant';

export interface LedgerEntry {
  accountId: string;
  amount: number;
}

const PERSONA_PREFIX = 'persona:';
export const personaAccountId = (personaId: string): string => `${PERSONA_PREFIX}${personaId}`;

export async function ensurePersonaAccount(db: Queryable, personaId: string): Promise<void> {
  await db.query(
    `insert into ledger_accounts (id, kind, persona_id) values ($1, 'persona', $2) on conflict (id) do nothing`,
    [personaAccountId(personaId), personaId],
  );
}

/** The persona's balance, locked until the transaction ends (serialises one buyer's purchases). */
export async function lockPersonaBalance(tx: Queryable, personaId: string): Promise<number> {
  await ensurePersonaAccount(tx, personaId);
  const [row] = await tx.query<{ balance: string | number }>(
    'select balance from ledger_accounts where id = $1 for update',
    [personaAccountId(personaId)],
  );
  return Number(row?.balance ?? 0);
}

export async function balanceOf(db: Queryable, personaId: string): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>('select balance from ledger_accounts where id = $1', [
    personaAccountId(personaId),
  ]);
  return Number(row?.balance ?? 0);
}

/** Sums entries per account, dropping zero sums (a seller buying from themselves nets out). */
export function netEntries(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const sums = new Map<string, number>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount)) throw new Error(`ledger amounts are whole numbers (got ${entry.amount})`);
    sums.set(entry.accountId, (sums.get(entry.accountId) ?? 0) + entry.amount);
  }
  return [...sums].filter(([, amount]) => amount !== 0).map(([accountId, amount]) => ({ accountId, amount }));
}

/**
 * Records one balanced transaction (inside the caller's database transaction) and returns its id, or
 * null when nothing moves (a free purchase). Accounts are locked in id order first, so two transactions
 * touching the same accounts never deadlock.
 */
export async function postTransaction(
  tx: Queryable,
  kind: LedgerTransactionKind,
  entries: readonly LedgerEntry[],
): Promise<string | null> {
  const netted = netEntries(entries);
  if (netted.length === 0) return null;
  const sum = netted.reduce((total, entry) => total + entry.amount, 0);
  if (sum !== 0) throw new Error(`ledger transaction does not balance (sum ${sum})`);
  const ids = netted.map((entry) => entry.accountId).sort();
  // A seller's first sale opens their account.
  for (const id of ids) if (id.startsWith(PERSONA_PREFIX)) await ensurePersonaAccount(tx, id.slice(PERSONA_PREFIX.length));
  await tx.query('select id from ledger_accounts where id = any($1::text[]) order by id for update', [ids]);
  const [created] = await tx.query<{ id: string }>('insert into ledger_transactions (kind) values ($1) returning id', [kind]);
  if (!created) throw new Error('insert into ledger_transactions returned no row');
  for (const entry of netted) {
    await tx.query('insert into ledger_entries (transaction_id, account_id, amount) values ($1, $2, $3)', [
      created.id,
      entry.accountId,
      entry.amount,
    ]);
  }
  return created.id;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Runs a transaction, again (up to 3 times) when PostgreSQL aborted it for a serialisation failure or deadlock. */
export async function inTransaction<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      const code = databaseErrorOf(error)?.code;
      if (attempt >= 3 || code === undefined || !RETRYABLE.has(code)) throw error;
    }
  }
}
