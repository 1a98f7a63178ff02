// Contracts of hosting events in the creator tools: what the creator.* event and ticket procedures accept
// and return. Times are the host's wall-clock readings ("2026-12-01T19:00", what a datetime-local input
// gives) in an IANA zone; the services decide the instants (docs/upstream-api-events.md, "Hosting").
// Browser code imports only TYPES from here.
import { z } from 'zod';
import { timeZoneSchema } from '../events/schema.ts';
import { EVENT_HOSTING_LIMITS, TICKET_HOSTING_LIMITS, parseLocalDateTime } from '../events/hosting.ts';
import { EVENT_CATEGORIES, type EventCategory } from '../events/categories.ts';

const idSchema = z.uuid({ error: 'That is not an id.' });
export const hostedIdInputSchema = z.object({ id: idSchema });

const localDateTime = (what: string) =>
  z.string().refine((value) => parseLocalDateTime(value) !== null, { error: `Give the ${what} as a date and a time.` });

const title = z
  .string()
  .trim()
  .min(1, 'Give the event a title.')
  .max(EVENT_HOSTING_LIMITS.titleMax, `A title has at most ${EVENT_HOSTING_LIMITS.titleMax} characters.`);
const description = z
  .string()
  .max(
    EVENT_HOSTING_LIMITS.descriptionMax,
    `A description has at most ${EVENT_HOSTING_LIMITS.descriptionMax} characters.`,
  );

const category = z.enum(EVENT_CATEGORIES, { error: 'Choose one of the categories.' });

export const eventFormSchema = z.object({
  title,
  description: description.default(''),
  experienceId: z.uuid({ error: 'Choose one of your experiences.' }),
  category: category.optional(),
  localStart: localDateTime('start'),
  localEnd: localDateTime('end'),
  timeZone: timeZoneSchema,
  weeklyCount: z
    .number({ error: 'The number of weeks is a whole number.' })
    .int('The number of weeks is a whole number.')
    .min(1, 'At least one.')
    .max(EVENT_HOSTING_LIMITS.maxWeeklyCount, `At most ${EVENT_HOSTING_LIMITS.maxWeeklyCount} weeks.`)
    .default(1),
});
export type EventFormInput = z.input<typeof eventFormSchema>;

export const updateEventInputSchema = z.object({
  id: idSchema,
  title: title.optional(),
  description: description.optional(),
  experienceId: z.uuid({ error: 'Choose one of your experiences.' }).optional(),
  category: category.optional(),
  localStart: localDateTime('start').optional(),
  localEnd: localDateTime('end').optional(),
  timeZone: timeZoneSchema.optional(),
  /** An occurrence of a weekly series: this one only, or it and every later one (docs/upstream-api-events.md). */
  scope: z.enum(['this', 'following']).default('this'),
});
export type UpdateEventInput = z.input<typeof updateEventInputSchema>;

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `The ${what} is a whole number.` })
    .int(`The ${what} is a whole number.`)
    .min(min, `The ${what} is at least ${min}.`)
    .max(max, `The ${what} is at most ${max.toLocaleString('en-US')}.`);

const ticketFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Give the ticket a name.')
    .max(TICKET_HOSTING_LIMITS.nameMax, `A ticket name has at most ${TICKET_HOSTING_LIMITS.nameMax} characters.`),
  description: z
    .string()
    .max(
      TICKET_HOSTING_LIMITS.descriptionMax,
      `A description has at most ${TICKET_HOSTING_LIMITS.descriptionMax} characters.`,
    ),
  price: z
    .number({ error: 'The price is a whole number of Lumen Dollars.' })
    .int('The price is a whole number of Lumen Dollars.')
    .min(0, 'The price cannot be negative.')
    .max(
      TICKET_HOSTING_LIMITS.maxPrice,
      `The price is at most ${TICKET_HOSTING_LIMITS.maxPrice.toLocaleString('en-US')}.`,
    ),
  quantity: whole('stock', 1, TICKET_HOSTING_LIMITS.maxQuantity),
  /** Wall-clock readings in `timeZone` (the event's zone). */
  saleStartsAt: localDateTime('sale opening'),
  saleEndsAt: localDateTime('sale closing'),
};

export const ticketFormSchema = z.object({
  eventId: idSchema,
  timeZone: timeZoneSchema,
  ...ticketFields,
  description: ticketFields.description.default(''),
});
export type TicketFormInput = z.input<typeof ticketFormSchema>;

export const updateTicketInputSchema = z.object({
  id: idSchema,
  timeZone: timeZoneSchema,
  name: ticketFields.name.optional(),
  description: ticketFields.description.optional(),
  price: ticketFields.price.optional(),
  quantity: ticketFields.quantity.optional(),
  saleStartsAt: ticketFields.saleStartsAt.optional(),
  saleEndsAt: ticketFields.saleEndsAt.optional(),
});
export type UpdateTicketInput = z.input<typeof updateTicketInputSchema>;

export const codesInputSchema = z.object({ definitionId: idSchema });
export const generateCodesInputSchema = z.object({
  definitionId: idSchema,
  count: whole('number of codes', 1, TICKET_HOSTING_LIMITS.maxCodesPerRequest),
});

// ---- DTOs ----

export type HostedEventStatus = 'upcoming' | 'live' | 'ended' | 'cancelled';

export interface HostedEvent {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The host's wall clock, for the form. */
  localStart: string;
  localEnd: string;
  status: HostedEventStatus;
  seriesId: string | null;
  experienceId: string;
  experienceName: string;
  category: EventCategory;
  /** The public event page. */
  path: string;
}

export interface HostedTicket {
  id: string;
  eventId: string;
  name: string;
  description: string;
  price: number;
  quantity: number;
  sold: number;
  remaining: number;
  saleStartsAt: string;
  saleEndsAt: string;
  /** The sale window in the event's zone, for the form. */
  localSaleStartsAt: string;
  localSaleEndsAt: string;
  saleState: 'upcoming' | 'on-sale' | 'sold-out' | 'closed' | 'event-over';
}

export interface HostedEventDetail {
  event: HostedEvent;
  tickets: HostedTicket[];
}

export interface HostedCode {
  id: string;
  code: string;
  createdAt: string;
  redeemed: boolean;
  redeemedAt: string | null;
  redeemedByHandle: string | null;
  /** Revoked codes stay listed; they work for no one. */
  revoked: boolean;
  revokedAt: string | null;
}

export interface HostedCodes {
  items: HostedCode[];
  total: number;
  redeemed: number;
  revoked: number;
}
