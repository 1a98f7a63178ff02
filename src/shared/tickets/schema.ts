// The tickets contracts (docs/product.md §10 Ticket purchase: paymentId, ticketId; Redemption: code). Server side only
// for the zod values; the browser imports the types.
import { z } from 'zod';
import { idempotencyKeySchema } from '../cart/schema.ts';
import type { SaleState } from './rules.ts';

const eventIdSchema = z.uuid({ error: 'That is not an event id.' });

export const definitionsInputSchema = z.object({ eventId: eventIdSchema }).strict();

export const buyTicketInputSchema = z
  .object({
    /** The ticket definition to buy one ticket of (sent upstream as ticketId). */
    definitionId: z.uuid({ error: 'That is not a ticket id.' }),
    /** A new key per purchase attempt, reused by its retries (sent upstream as paymentId). */
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();

export const redeemInputSchema = z
  .object({
    code: z.string().trim().min(1, 'Enter a code.').max(60, 'Codes are at most 40 characters.'),
    /** The event page it was entered on; absent from My tickets (any event's code). */
    eventId: eventIdSchema.optional(),
  })
  .strict();

/** Checking a code before redeeming it: the same code and event rules as redeeming. */
export const checkCodeInputSchema = redeemInputSchema;

export const ticketInputSchema = z.object({ id: z.uuid({ error: 'That is not a ticket id.' }) }).strict();

export const myTicketsInputSchema = z
  .object({
    when: z.enum(['upcoming', 'past']),
    page: z.number().int().min(1).max(1000).default(1),
  })
  .strict();

export const ticketOrdersInputSchema = z.object({ page: z.number().int().min(1).max(1000).default(1) }).strict();

export interface TicketDefinitionView {
  id: string;
  eventId: string;
  name: string;
  description: string;
  price: number;
  quantity: number;
  remaining: number;
  saleStartsAt: string;
  saleEndsAt: string;
  perBuyerLimit: number;
  saleState: SaleState;
  /** How many of these the viewer holds; null when signed out. */
  owned: number | null;
}

export interface TicketView {
  id: string;
  code: string;
  name: string;
  paid: number;
  /** active; once the host cancelled: refunded (a paid ticket's price went back to the buyer) or cancelled. */
  status: 'active' | 'cancelled' | 'refunded';
  /** Lumen Dollars refunded (0 unless refunded). */
  refunded: number;
  source: 'purchase' | 'redemption';
  createdAt: string;
  eventId: string;
  eventTitle: string;
  eventStartsAt: string;
  eventEndsAt: string;
  eventTimeZone: string;
  eventCancelled: boolean;
  eventPath: string;
  hostHandle: string;
}

export interface TicketsPage {
  items: TicketView[];
  total: number;
  page: number;
  pageCount: number;
}

export interface TicketOrderView {
  id: string;
  total: number;
  status: 'completed' | 'refunded';
  /** Null when the event was deleted since (the receipt stays, the ticket went with the event). */
  ticketId: string | null;
  name: string;
  eventId: string | null;
  eventTitle: string;
  createdAt: string;
}

export interface TicketOrdersPage {
  items: TicketOrderView[];
  total: number;
  page: number;
  pageCount: number;
}

/** Expected refusals are results the UI acts on (the insufficient-funds modal, a refreshed list). */
export type BuyTicketResult =
  | { ok: true; ticket: TicketView; replayed: boolean }
  | { ok: false; reason: 'insufficient-funds'; total: number; balance: number; needed: number }
  | { ok: false; reason: 'sold-out' | 'sale-closed' | 'event-over' | 'ticket-limit'; message: string };

/** What a code would give (nothing is consumed), or why it would be refused. */
export type CodeCheckResult =
  | { ok: true; code: string; ticketName: string; eventTitle: string; eventId: string }
  | { ok: false; reason: 'invalid' | 'used' | 'revoked' | 'foreign' | 'event-over'; message: string }
  | { ok: false; reason: 'rate-limited'; message: string; retryAfterSeconds: number };

export type RedeemResult =
  | { ok: true; ticket: TicketView }
  | { ok: false; reason: 'invalid' | 'used' | 'revoked' | 'foreign' | 'event-over'; message: string }
  | { ok: false; reason: 'rate-limited'; message: string; retryAfterSeconds: number };
