// Buying a ticket (docs/product.md §10; the purchase names paymentId and ticketId) through the same ledger and idempotency
// rules as checkout (services/orders/purchase.ts, docs/decisions/0011-money-double-entry-ledger.md): one database transaction
// that locks the buyer's balance row first (so one buyer's purchases run one at a time and a repeated
// payment id finds its first order), checks the event, the sale window, the per-buyer limit and the
// balance, takes one ticket from the definition with a conditional increment (the check constraint
// `sold <= quantity` backs it), then posts one balanced ledger transaction (buyer debited, the ticket
// escrow credited until the event ends: docs/decisions/0043-ticket-proceeds-held-in-escrow.md) and
// records the order and the ticket.
import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../kit/jsonapi.ts';
import {
  SYSTEM_ACCOUNTS,
  countedPurchase,
  inTransaction,
  lockPersonaBalance,
  personaAccountId,
  postTransaction,
} from '../ledger/index.ts';
import { requestHash } from '../orders/index.ts';
import { saleStateAt } from '../../shared/tickets/rules.ts';

export interface TicketOrderRow {
  id: string;
  persona_id: string;
  definition_id: string | null;
  name: string;
  event_id: string | null;
  event_title: string;
  total: number;
  payment_id: string;
  request_hash: string;
  transaction_id: string | null;
  created_at: Date | string;
}

export interface TicketRow {
  id: string;
  definition_id: string;
  event_id: string;
  holder_persona_id: string;
  code: string;
  order_id: string | null;
  redemption_code_id: string | null;
  created_at: Date | string;
}

export interface DefinitionForSale {
  id: string;
  event_id: string;
  name: string;
  price: number;
  quantity: number;
  sold: number;
  sale_starts_at: Date | string;
  sale_ends_at: Date | string;
  per_buyer_limit: number;
  host_persona_id: string;
  event_title: string;
  event_ends_at: Date | string;
  cancelled_at: Date | string | null;
}

export interface BuyTicketRequest {
  buyerId: string;
  /** The buyer's payment reference: the idempotency key of this purchase. */
  paymentId: string;
  /** The ticket definition to buy one ticket of. */
  definitionId: string;
  now: Date;
}

export interface BuyTicketResult {
  order: TicketOrderRow;
  ticket: TicketRow;
  replayed: boolean;
}

// No 0/O, 1/I/L: a code read aloud at the door or typed from a phone screen.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `groups` groups of four characters of CODE_ALPHABET from the system's cryptographic randomness. */
function randomCodeGroups(groups: number): string[] {
  return Array.from({ length: groups }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
}

/** A ticket's door code, e.g. TKT-7QH2-KX9M (31^8 ≈ 8.5e11 codes; the unique constraint is the backstop). */
export function newTicketCode(): string {
  return ['TKT', ...randomCodeGroups(2)].join('-');
}

/** A host's redemption code, e.g. K7QM-3XRT-9HWD: 31^12 ≈ 7.9e17 codes (~59 bits), nothing to guess from. */
export function newRedemptionCode(): string {
  return randomCodeGroups(3).join('-');
}

/**
 * The definition and its event, the event's row held (key share) until the transaction ends: a
 * cancellation locks that row for update, so a sale or redemption either commits before it (and is
 * refunded by it) or waits and then sees the event cancelled.
 */
export async function definitionForSale(db: Queryable, definitionId: string): Promise<DefinitionForSale | undefined> {
  const [row] = await db.query<DefinitionForSale>(
    `select d.id, d.event_id, d.name, d.price, d.quantity, d.sold, d.sale_starts_at, d.sale_ends_at, d.per_buyer_limit,
            e.host_persona_id, e.title as event_title, e.ends_at as event_ends_at, e.cancelled_at
       from ticket_definitions d join events e on e.id = d.event_id
      where d.id = $1
        for key share of e`,
    [definitionId],
  );
  return row;
}

/** Refuses a sale the event or the window does not allow (also used by redemptions for the event part). */
export function assertOnSale(definition: DefinitionForSale, now: Date, { ignoreWindow = false } = {}): void {
  const state = saleStateAt(
    {
      saleStartsAt: new Date(definition.sale_starts_at),
      saleEndsAt: new Date(definition.sale_ends_at),
      remaining: definition.quantity - definition.sold,
      eventEndsAt: new Date(definition.event_ends_at),
      eventCancelled: definition.cancelled_at !== null,
    },
    now,
  );
  if (state === 'event-over') {
    throw new ApiError({
      code: 'event-over',
      detail:
        definition.cancelled_at !== null
          ? `${definition.event_title} was cancelled.`
          : `${definition.event_title} has ended.`,
    });
  }
  if (ignoreWindow) return;
  if (state === 'upcoming') {
    throw new ApiError({
      code: 'sale-closed',
      detail: `${definition.name} tickets go on sale at ${new Date(definition.sale_starts_at).toISOString()}.`,
      meta: { saleStartsAt: new Date(definition.sale_starts_at).toISOString() },
    });
  }
  if (state === 'closed') {
    throw new ApiError({ code: 'sale-closed', detail: `The sale of ${definition.name} tickets has ended.` });
  }
  if (state === 'sold-out')
    throw new ApiError({ code: 'sold-out', detail: `${definition.name} tickets are sold out.` });
}

export async function buyTicket(db: Database, request: BuyTicketRequest): Promise<BuyTicketResult> {
  return countedPurchase(
    'ticket',
    inTransaction(db, (tx) => buyTicketIn(tx, request)),
  );
}

/** The purchase inside the caller's transaction (the demo seeder grants and buys in one). */
export async function buyTicketIn(tx: Queryable, request: BuyTicketRequest): Promise<BuyTicketResult> {
  const hash = requestHash({ kind: 'ticket', definitionId: request.definitionId });
  // The event first, then the buyer: a cancellation holds the event and then credits buyers' refunds,
  // so taking them in the other order could wait on each other.
  const definition = await definitionForSale(tx, request.definitionId);
  const balance = await lockPersonaBalance(tx, request.buyerId);
  const [previous] = await tx.query<TicketOrderRow>(
    'select * from ticket_orders where persona_id = $1 and payment_id = $2',
    [request.buyerId, request.paymentId],
  );
  if (previous) {
    if (previous.request_hash !== hash) {
      throw new ApiError({
        code: 'idempotency-key-reused',
        detail: 'This paymentId was used for a different purchase. Use a new paymentId for a new purchase.',
        source: { pointer: '/data/attributes/paymentId' },
      });
    }
    const [ticket] = await tx.query<TicketRow>('select * from tickets where order_id = $1', [previous.id]);
    if (!ticket) throw new Error(`ticket order ${previous.id} has no ticket`);
    return { order: previous, ticket, replayed: true };
  }

  if (!definition)
    throw new ApiError({
      code: 'not-found',
      detail: 'No ticket definition has this id.',
      source: { pointer: '/data/attributes/ticketId' },
    });
  assertOnSale(definition, request.now);
  if (definition.host_persona_id === request.buyerId) {
    // Nothing would move (the host would pay themselves) and the order would claim a payment.
    throw new ApiError({ code: 'own-product', detail: 'You host this event: tickets are for your guests.' });
  }

  // Bought ones count; tickets from redemption codes are the host's gifts and do not.
  const [held] = await tx.query<{ n: number }>(
    'select count(*)::int as n from tickets where definition_id = $1 and holder_persona_id = $2 and order_id is not null',
    [definition.id, request.buyerId],
  );
  if ((held?.n ?? 0) >= definition.per_buyer_limit) {
    throw new ApiError({
      code: 'ticket-limit',
      detail: `You can buy at most ${definition.per_buyer_limit} ${definition.name} ${definition.per_buyer_limit === 1 ? 'ticket' : 'tickets'} for this event.`,
      meta: { limit: definition.per_buyer_limit },
    });
  }
  if (definition.price > balance) {
    throw new ApiError({
      code: 'insufficient-funds',
      detail: `You need ${definition.price - balance} more Lumen Dollars for this ticket.`,
      meta: { balance, total: definition.price, needed: definition.price - balance },
    });
  }

  const transactionId = await postTransaction(tx, 'purchase', [
    { accountId: personaAccountId(request.buyerId), amount: -definition.price },
    { accountId: SYSTEM_ACCOUNTS.ticketEscrow, amount: definition.price },
  ]);
  // The conditional increment is the oversell guard: of concurrent buyers of the last ticket, one
  // updates the row and the others find it sold out (they waited on its row lock and re-read it).
  const taken = await tx.query(
    'update ticket_definitions set sold = sold + 1 where id = $1 and sold < quantity returning id',
    [definition.id],
  );
  if (taken.length === 0) throw new ApiError({ code: 'sold-out', detail: `${definition.name} tickets are sold out.` });

  const [order] = await tx.query<TicketOrderRow>(
    `insert into ticket_orders (persona_id, definition_id, name, event_id, event_title, total, payment_id, request_hash, transaction_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [
      request.buyerId,
      definition.id,
      definition.name,
      definition.event_id,
      definition.event_title,
      definition.price,
      request.paymentId,
      hash,
      transactionId,
      request.now,
    ],
  );
  if (!order) throw new Error('insert into ticket_orders returned no row');
  const [ticket] = await tx.query<TicketRow>(
    `insert into tickets (definition_id, event_id, holder_persona_id, code, order_id, created_at)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [definition.id, definition.event_id, request.buyerId, newTicketCode(), order.id, request.now],
  );
  if (!ticket) throw new Error('insert into tickets returned no row');
  return { order, ticket, replayed: false };
}
