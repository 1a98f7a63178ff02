// Ticket rules both sides use (docs/product.md §10 Ticket purchase, Redemption): how a redemption code is normalised
// (codes are case-insensitive and people paste them with spaces), and what state a ticket definition's
// sale is in at a given instant. Pure: the embedded service decides with them, the UI words them.
export { TICKETS_PATH } from './paths.ts';
import { TICKETS_PATH } from './paths.ts';

/** Letters, digits and inner hyphens, 4 to 40 characters, once normalised (upper case, no spaces). */
export const REDEMPTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$/;

/** The stored form of a code someone typed, or null when it cannot be a code at all. */
export function normaliseRedemptionCode(input: string): string | null {
  const code = input.replace(/\s+/g, '').toUpperCase();
  return REDEMPTION_CODE_PATTERN.test(code) ? code : null;
}

export type SaleState = 'upcoming' | 'on-sale' | 'sold-out' | 'closed' | 'event-over';

export interface SaleFacts {
  saleStartsAt: Date;
  saleEndsAt: Date;
  remaining: number;
  eventEndsAt: Date;
  eventCancelled: boolean;
}

/** Whether a definition can be bought at `now`, and if not, why (the first reason that applies). */
export function saleStateAt(facts: SaleFacts, now: Date): SaleState {
  const at = now.getTime();
  if (facts.eventCancelled || facts.eventEndsAt.getTime() <= at) return 'event-over';
  if (at < facts.saleStartsAt.getTime()) return 'upcoming';
  if (at >= facts.saleEndsAt.getTime()) return 'closed';
  if (facts.remaining <= 0) return 'sold-out';
  return 'on-sale';
}

/** /events/{hostHandle}/{experienceHandle}/{eventId}: the event detail page (docs/product.md §2). */
export function eventPath(hostHandle: string, experienceHandle: string, eventId: string): string {
  return `/events/${encodeURIComponent(hostHandle)}/${encodeURIComponent(experienceHandle)}/${encodeURIComponent(eventId)}`;
}

/** One ticket's own page (its holder's). */
export function ticketHref(ticketId: string): string {
  return `${TICKETS_PATH}/${encodeURIComponent(ticketId)}`;
}
