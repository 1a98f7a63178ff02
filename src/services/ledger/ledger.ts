// The ledger's primitives: accounts and balanced transactions. The database enforces the invariants
// (migration 0006): entries of a transaction sum to zero, entries never change, persona balances never go
// below zero. These functions only make the common moves convenient and check the same rules early so
// callers get a clear error instead of a constraint violation.
import { databaseErrorOf, type Database, type Queryable } from '../db/database.ts';
import { metrics } from '../../platform/observability/metrics.ts';
import { ApiError } from '../kit/jsonapi.ts';

export const SYSTEM_ACCOUNTS = {
  /** Money paid in through a payment provider (bundles). */
  payments: 'system:payments',
  /** Money granted by the platform (demo balances, goodwill). */
  grants: 'system:grants',
  /** What buyers paid for tickets, until the event ends (then the host's) or is cancelled (then refunded). */
  ticketEscrow: 'system:ticket-escrow',
} as const;

export type LedgerTransactionKind = 'purchase' | 'top-up' | 'grant' | 'ticket-refund' | 'ticket-release';

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

/**
 * The persona's whole balance, locked until the transaction ends (serialises one buyer's purchases).
 * Locking folds the account's credit shards (migration 0018) into its row, so the row's check constraint
 * guards the whole balance of an account about to be debited. One statement: the fold and the row lock.
 */
export async function lockPersonaBalance(tx: Queryable, personaId: string): Promise<number> {
  const id = personaAccountId(personaId);
  const fold = () =>
    tx.query<{ balance: string | number }>(
      `with folded as (delete from ledger_credit_shards where account_id = $1 returning amount)
       update ledger_accounts set balance = balance + coalesce((select sum(amount) from folded), 0)
        where id = $1 returning balance`,
      [id],
    );
  let [row] = await fold();
  if (!row) {
    // A persona's first purchase opens their account.
    await ensurePersonaAccount(tx, personaId);
    [row] = await fold();
  }
  if (row) lockedBy(tx).add(id);
  return Number(row?.balance ?? 0);
}

/** The accounts a database transaction holds the row lock of (they stay locked until it ends). */
const lockedIn = new WeakMap<Queryable, Set<string>>();
function lockedBy(tx: Queryable): Set<string> {
  let locked = lockedIn.get(tx);
  if (!locked) {
    locked = new Set();
    lockedIn.set(tx, locked);
  }
  return locked;
}

export async function balanceOf(db: Queryable, personaId: string): Promise<number> {
  const [row] = await db.query<{ balance: string | number }>('select balance from ledger_balances where id = $1', [
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
 * null when nothing moves (a free purchase). The debited persona accounts are locked in id order first, so
 * two transactions debiting the same accounts never deadlock (accounts this transaction locked already are
not asked again); credited accounts are not locked (a credit
 * cannot break a balance, and a purchase's credits go to credit shards, see migration 0020), and neither
 * are system accounts, which may go negative: a refund from the ticket escrow must not wait for every
 * ticket sale that credits it (docs/decisions/0043-ticket-proceeds-held-in-escrow.md). At most two round
 * trips whatever the number of entries.
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
  const sorted = [...netted].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  // A purchase has locked its buyer's account already (lockPersonaBalance): no round trip for that.
  const locked = lockedBy(tx);
  const debited = sorted
    .filter((entry) => entry.amount < 0 && entry.accountId.startsWith(PERSONA_PREFIX) && !locked.has(entry.accountId))
    .map((entry) => entry.accountId);
  if (debited.length > 0) {
    await tx.query('select id from ledger_accounts where id = any($1::text[]) order by id for update', [debited]);
    for (const id of debited) locked.add(id);
  }
  // A seller's first sale opens their account (in the same statement: its entries' checks see it).
  const personas = sorted.filter((entry) => entry.accountId.startsWith(PERSONA_PREFIX)).map((entry) => entry.accountId);
  const [created] = await tx.query<{ id: string }>(
    `with opened as (
       insert into ledger_accounts (id, kind, persona_id)
       select account_id, 'persona', substr(account_id, ${PERSONA_PREFIX.length + 1})::uuid from unnest($2::text[]) account_id
       on conflict (id) do nothing
     ), created as (
       insert into ledger_transactions (kind) values ($1) returning id
     ), entries as (
       insert into ledger_entries (transaction_id, account_id, amount)
       select created.id, e.account_id, e.amount
         from created, unnest($3::text[], $4::bigint[]) with ordinality as e(account_id, amount, n)
        order by e.n
     )
     select id from created`,
    [kind, personas, sorted.map((entry) => entry.accountId), sorted.map((entry) => entry.amount)],
  );
  if (!created) throw new Error('insert into ledger_transactions returned no row');
  // Counted by inTransaction once the database transaction commits (a rolled-back one never happened).
  if (metrics()) {
    const posted = postedIn.get(tx) ?? [];
    posted.push(kind);
    postedIn.set(tx, posted);
  }
  return created.id;
}

/** Ledger transactions posted inside a database transaction that has not committed yet (metrics on). */
const postedIn = new WeakMap<Queryable, LedgerTransactionKind[]>();

const RETRYABLE = new Set(['40001', '40P01']);

/** Runs a transaction, again (up to 3 times) when PostgreSQL aborted it for a serialisation failure or deadlock. */
export async function inTransaction<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const registry = metrics();
      if (!registry) return await db.transaction(fn);
      let posted: LedgerTransactionKind[] | undefined;
      const result = await db.transaction(async (tx) => {
        const value = await fn(tx);
        posted = postedIn.get(tx);
        return value;
      });
      for (const kind of posted ?? []) registry.ledgerTransaction(kind);
      return result;
    } catch (error) {
      const code = databaseErrorOf(error)?.code;
      if (attempt >= 3 || code === undefined || !RETRYABLE.has(code)) throw error;
    }
  }
}

/**
 * Counts a purchase once its transaction settled: 'completed', 'replayed' (an idempotent repeat: nothing
 * charged now) or, refused, the refusal's code; failures that are not refusals count as 'error'.
 */
export async function countedPurchase<T extends { replayed: boolean }>(
  kind: 'cart' | 'product' | 'ticket' | 'gift',
  work: Promise<T>,
): Promise<T> {
  const registry = metrics();
  if (!registry) return work;
  try {
    const result = await work;
    registry.purchase(kind, result.replayed ? 'replayed' : 'completed');
    return result;
  } catch (error) {
    registry.purchase(kind, error instanceof ApiError ? (error.errors[0]?.code ?? 'error') : 'error');
    throw error;
  }
}
