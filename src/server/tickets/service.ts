// Tickets over the upstream client (docs/upstream-api-tickets.md): definitions of an event, buying
// one (POST /user/tickets: ticketId = the definition, paymentId = the attempt's idempotency key), the
// caller's tickets and ticket orders, and redeeming a code. Expected refusals come back as results the
// UI acts on, like checkout (src/server/cart/service.ts); anything else throws.
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { BadResponseError, jsonApiErrorOf } from '../upstream-client/errors.ts';
import { deserializeDocument } from '../upstream-client/json-api.ts';
import type {
  BuyTicketResult,
  CodeCheckResult,
  RedeemResult,
  TicketDefinitionView,
  TicketOrdersPage,
  TicketsPage,
  TicketView,
} from '../../shared/tickets/schema.ts';
import {
  upstreamCodeCheckSchema,
  upstreamDefinitionSchema,
  upstreamListMetaSchema,
  upstreamRedemptionSchema,
  upstreamTicketErrorMetaSchema,
  upstreamTicketOrderSchema,
  upstreamTicketSchema,
} from './upstream-schema.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;
export const TICKETS_PER_PAGE = 20;
const pageCount = (total: number) => Math.max(1, Math.ceil(total / TICKETS_PER_PAGE));

export async function definitionsOf(upstream: UpstreamClient, eventId: string): Promise<TicketDefinitionView[]> {
  const document = await upstream.getCollection('/tickets/definitions', {
    ...JSONAPI,
    query: { 'filter[eventId]': eventId, perPage: 100 },
    schema: upstreamDefinitionSchema,
  });
  return document.data;
}

const toTicket = (ticket: typeof upstreamTicketSchema._output): TicketView => ({
  ...ticket,
  status: ticket.status ?? (ticket.eventCancelled ? 'cancelled' : 'active'),
});

export async function myTickets(
  upstream: UpstreamClient,
  input: { when: 'upcoming' | 'past'; page: number },
): Promise<TicketsPage> {
  const document = await upstream.getCollection('/user/tickets', {
    ...JSONAPI,
    query: { 'filter[when]': input.when, page: input.page, perPage: TICKETS_PER_PAGE },
    schema: upstreamTicketSchema,
  });
  const meta = upstreamListMetaSchema.parse(document.meta);
  return { items: document.data.map(toTicket), total: meta.total, page: input.page, pageCount: pageCount(meta.total) };
}

/** GET /user/tickets/{id}: one of the caller's tickets; anyone else's reads as missing (404 → NOT_FOUND). */
export async function ticketDetail(upstream: UpstreamClient, id: string): Promise<TicketView> {
  const document = await upstream.getResource(`/user/tickets/${encodeURIComponent(id)}`, {
    ...JSONAPI,
    schema: upstreamTicketSchema,
  });
  return toTicket(document.data);
}

export async function myTicketOrders(upstream: UpstreamClient, page: number): Promise<TicketOrdersPage> {
  const document = await upstream.getCollection('/user/tickets/orders', {
    ...JSONAPI,
    query: { page, perPage: TICKETS_PER_PAGE },
    schema: upstreamTicketOrderSchema,
  });
  const meta = upstreamListMetaSchema.parse(document.meta);
  return { items: document.data, total: meta.total, page, pageCount: pageCount(meta.total) };
}

function firstError(error: unknown) {
  if (!(error instanceof BadResponseError)) return undefined;
  const first = jsonApiErrorOf(error);
  if (!first) return undefined;
  const meta = upstreamTicketErrorMetaSchema.safeParse(first.meta ?? {});
  return { code: first.code, detail: first.detail, meta: meta.success ? meta.data : {} };
}

export async function buyTicket(
  upstream: UpstreamClient,
  input: { definitionId: string; idempotencyKey: string },
): Promise<BuyTicketResult> {
  try {
    const response = await upstream.raw('POST', '/user/tickets', {
      ...JSONAPI,
      body: {
        data: { type: 'ticketPurchase', attributes: { paymentId: input.idempotencyKey, ticketId: input.definitionId } },
      },
    });
    const ticket = upstreamTicketSchema.parse(deserializeDocument(JSON.parse(response.text)).data);
    return { ok: true, ticket: toTicket(ticket), replayed: response.status === 200 };
  } catch (error) {
    const first = firstError(error);
    switch (first?.code) {
      case 'insufficient-funds':
        return {
          ok: false,
          reason: 'insufficient-funds',
          total: first.meta.total ?? 0,
          balance: first.meta.balance ?? 0,
          needed: first.meta.needed ?? 0,
        };
      case 'sold-out':
      case 'sale-closed':
      case 'event-over':
      case 'ticket-limit':
        return { ok: false, reason: first.code, message: first.detail ?? 'This ticket cannot be bought now.' };
      default:
        throw error;
    }
  }
}

const REDEEM_REFUSALS = {
  'redemption-code-invalid': 'invalid',
  'redemption-code-used': 'used',
  'redemption-code-revoked': 'revoked',
  'redemption-code-foreign': 'foreign',
  'event-over': 'event-over',
} as const;

type CodeRefusal = Exclude<RedeemResult, { ok: true }>;

/** An expected refusal of a code (typo, used, revoked, another event's, event over, too many tries), or undefined. */
function codeRefusalOf(error: unknown): CodeRefusal | undefined {
  const first = firstError(error);
  if (first?.code === 'too-many-attempts') {
    return {
      ok: false,
      reason: 'rate-limited',
      message: first.detail ?? 'Too many codes that did not work. Try again later.',
      retryAfterSeconds: first.meta.retryAfterSeconds ?? 900,
    };
  }
  if (first?.code && first.code in REDEEM_REFUSALS) {
    const reason = REDEEM_REFUSALS[first.code as keyof typeof REDEEM_REFUSALS];
    return { ok: false, reason, message: first.detail ?? 'This code cannot be redeemed.' };
  }
  return undefined;
}

/**
 * What a code would give, without redeeming it (GET /events/{eventId}/redemptionCodes/{code} from an
 * event's page, GET /redemptionCodes/{code} from My tickets). Counted by the guessing limit like a
 * redemption, so it is a mutation, never cached.
 */
export async function checkRedemptionCode(
  upstream: UpstreamClient,
  input: { code: string; eventId?: string | undefined },
  clientAddress: string | undefined,
): Promise<CodeCheckResult> {
  // Spaces never matter in a code; a path segment is safer without them.
  const code = encodeURIComponent(input.code.replace(/\s+/g, ''));
  const path = input.eventId
    ? `/events/${encodeURIComponent(input.eventId)}/redemptionCodes/${code}`
    : `/redemptionCodes/${code}`;
  try {
    const { data } = await upstream.getResource(path, {
      ...JSONAPI,
      headers: clientAddress ? { 'x-forwarded-for': clientAddress } : {},
      schema: upstreamCodeCheckSchema,
    });
    return {
      ok: true,
      code: data.code,
      ticketName: data.ticketName,
      eventTitle: data.eventTitle,
      eventId: data.eventId,
    };
  } catch (error) {
    const refusal = codeRefusalOf(error);
    if (refusal) return refusal;
    // An event page whose event has gone reads as a code that does not work there.
    if (error instanceof BadResponseError && error.status === 404) {
      return { ok: false, reason: 'invalid', message: 'This code does not exist. Check it for typos and try again.' };
    }
    throw error;
  }
}

export async function redeemCode(
  upstream: UpstreamClient,
  input: { code: string; eventId?: string | undefined },
  clientAddress: string | undefined,
): Promise<RedeemResult> {
  try {
    const document = await upstream.sendResource('POST', '/redemptions', {
      ...JSONAPI,
      // The guessing limit counts per client address: the browser's, not this server's.
      headers: clientAddress ? { 'x-forwarded-for': clientAddress } : {},
      body: {
        data: {
          type: 'redemption',
          attributes: { code: input.code, ...(input.eventId ? { eventId: input.eventId } : {}) },
        },
      },
      schema: upstreamRedemptionSchema,
    });
    return { ok: true, ticket: toTicket(document.data.ticket) };
  } catch (error) {
    const refusal = codeRefusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
}
