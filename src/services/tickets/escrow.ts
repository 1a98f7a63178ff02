// Ticket proceeds in escrow (docs/decisions/0043-ticket-proceeds-held-in-escrow.md): a purchase credits
// system:ticket-escrow; cancelling the event refunds every paid ticket of it to its buyer, in the
// cancellation's transaction; once the event has ended, the maintenance sweep releases what is held to
// the host. Each paid order is refunded at most once and released at most once (refunded_at,
// released_at), written under the event's row lock, so two cancellations or two sweeps never move money
// twice; a refunded order is never released.
import type { Database, Queryable } from '../db/database.ts';
import {
  SYSTEM_ACCOUNTS,
  inTransaction,
  personaAccountId,
  postTransaction,
  type LedgerEntry,
} from '../ledger/index.ts';

interface PaidOrderRow {
  id: string;
  persona_id: string;
  total: number;
  released_at: Date | string | null;
}

/**
 * Refunds every paid ticket of the event to its buyer, inside the cancellation's transaction (the
 * caller holds the event's row for update). What is still in escrow comes from the escrow; what was
 * already the host's (sold before escrow existed, or released before a demo event was moved ahead)
 * comes from the platform's grants, never back from the host, whose balance may not cover it.
 * Answers the amount refunded to each buyer.
 */
export async function refundEventTickets(tx: Queryable, eventId: string, now: Date): Promise<Map<string, number>> {
  const orders = await tx.query<PaidOrderRow>(
    `select id, persona_id, total, released_at from ticket_orders
      where event_id = $1 and transaction_id is not null and refunded_at is null
      order by id`,
    [eventId],
  );
  const refunds = new Map<string, number>();
  if (orders.length === 0) return refunds;
  const entries: LedgerEntry[] = [];
  for (const order of orders) {
    const from = order.released_at === null ? SYSTEM_ACCOUNTS.ticketEscrow : SYSTEM_ACCOUNTS.grants;
    entries.push(
      { accountId: from, amount: -order.total },
      { accountId: personaAccountId(order.persona_id), amount: order.total },
    );
    refunds.set(order.persona_id, (refunds.get(order.persona_id) ?? 0) + order.total);
  }
  const transactionId = await postTransaction(tx, 'ticket-refund', entries);
  await tx.query('update ticket_orders set refunded_at = $2, refund_transaction_id = $3 where id = any($1::uuid[])', [
    orders.map((order) => order.id),
    now,
    transactionId,
  ]);
  return refunds;
}

export interface ReleaseResult {
  /** Events whose held proceeds went to their host in this sweep. */
  events: number;
  /** Lumen Dollars released. */
  amount: number;
}

/**
 * Releases the held proceeds of every event that has ended (and was not cancelled) to its host: one
 * ledger transaction per event, escrow debited and host credited by the same sum. Safe to run from
 * several instances at once: each event is settled under its row lock and only orders still held count.
 */
export async function releaseEndedEventProceeds(db: Database, now: Date): Promise<ReleaseResult> {
  const due = await db.query<{ event_id: string }>(
    `select distinct o.event_id
       from ticket_orders o join events e on e.id = o.event_id
      where o.transaction_id is not null and o.refunded_at is null and o.released_at is null
        and e.ends_at <= $1 and e.cancelled_at is null
      order by o.event_id`,
    [now],
  );
  const result: ReleaseResult = { events: 0, amount: 0 };
  for (const { event_id: eventId } of due) {
    const amount = await inTransaction(db, async (tx) => {
      const [event] = await tx.query<{ host_persona_id: string }>(
        'select host_persona_id from events where id = $1 and ends_at <= $2 and cancelled_at is null for update',
        [eventId, now],
      );
      if (!event) return 0;
      const held = await tx.query<{ id: string; total: number }>(
        `select id, total from ticket_orders
          where event_id = $1 and transaction_id is not null and refunded_at is null and released_at is null`,
        [eventId],
      );
      const total = held.reduce((sum, order) => sum + order.total, 0);
      if (held.length === 0) return 0;
      const transactionId = await postTransaction(tx, 'ticket-release', [
        { accountId: SYSTEM_ACCOUNTS.ticketEscrow, amount: -total },
        { accountId: personaAccountId(event.host_persona_id), amount: total },
      ]);
      await tx.query(
        'update ticket_orders set released_at = $2, release_transaction_id = $3 where id = any($1::uuid[])',
        [held.map((order) => order.id), now, transactionId],
      );
      return total;
    });
    if (amount > 0) {
      result.events += 1;
      result.amount += amount;
    }
  }
  return result;
}
