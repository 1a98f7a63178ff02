// What we accept from the tickets service (deserialised JSON:API; docs/upstream-api-tickets.md).
import { z } from 'zod';

export const upstreamDefinitionSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().min(0),
  quantity: z.number().int().min(0),
  remaining: z.number().int(),
  saleStartsAt: z.string(),
  saleEndsAt: z.string(),
  perBuyerLimit: z.number().int().min(1),
  saleState: z.enum(['upcoming', 'on-sale', 'sold-out', 'closed', 'event-over']),
  owned: z.number().int().min(0).nullable(),
});

export const upstreamTicketSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  paid: z.number().int().min(0),
  // Older services say only eventCancelled: then the ticket reads as cancelled, not refunded.
  status: z.enum(['active', 'cancelled', 'refunded']).optional(),
  refunded: z.number().int().min(0).default(0),
  source: z.enum(['purchase', 'redemption']),
  createdAt: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventStartsAt: z.string(),
  eventEndsAt: z.string(),
  eventTimeZone: z.string(),
  eventCancelled: z.boolean(),
  eventPath: z.string(),
  hostHandle: z.string(),
});

export const upstreamTicketOrderSchema = z.object({
  id: z.string(),
  total: z.number().int().min(0),
  status: z.enum(['completed', 'refunded']).default('completed'),
  ticketId: z.string().nullable(),
  name: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string(),
  createdAt: z.string(),
});

export const upstreamRedemptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  eventId: z.string(),
  ticket: upstreamTicketSchema,
});

export const upstreamCodeCheckSchema = z.object({
  code: z.string(),
  eventId: z.string(),
  ticketName: z.string(),
  eventTitle: z.string(),
});

export const upstreamListMetaSchema = z.object({ total: z.number().int().min(0) });

/** meta of an error document's first error (insufficient funds: balance/total/needed; 429: retryAfterSeconds). */
export const upstreamTicketErrorMetaSchema = z
  .object({
    balance: z.number(),
    total: z.number(),
    needed: z.number(),
    retryAfterSeconds: z.number(),
  })
  .partial();
