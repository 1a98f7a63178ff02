// The ledger as the services that move money use it (orders, tickets, events' refunds): accounts, balances,
// balanced transactions, and the transaction that retries on serialization failures
// (docs/decisions/0011-money-double-entry-ledger.md).
export {
  SYSTEM_ACCOUNTS,
  balanceOf,
  countedPurchase,
  inTransaction,
  lockPersonaBalance,
  personaAccountId,
  postTransaction,
  type LedgerEntry,
} from './ledger.ts';
