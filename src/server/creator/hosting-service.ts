// Hosting events in the creator tools over the upstream client (docs/upstream-api-events.md and
// docs/upstream-api-tickets.md, "Hosting"): the host's events, their ticket definitions and redemption
// codes. The services authorise every write by the bearer token's subject and refuse fields with 422s
// that creatorWriteError lands on the form's fields. Ticket sale windows travel as instants; the form
// gives wall-clock readings in the event's zone, turned into instants here.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { upstreamEventSchema, type UpstreamEvent } from '../events/upstream-schema.ts';
import { upstreamDefinitionSchema } from '../tickets/upstream-schema.ts';
import { instantToLocal, localToInstant } from '../../shared/events/hosting.ts';
import type {
  HostedCode,
  HostedCodes,
  HostedEvent,
  HostedEventDetail,
  HostedTicket,
} from '../../shared/creator/hosting-schema.ts';
import { creatorWriteError } from './errors.ts';
import { BadResponseError } from '../upstream-client/errors.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;
const segment = encodeURIComponent;
/** The dashboard lists the host's upcoming events on one page, up to this many. */
const HOSTED_PAGE_SIZE = 100;

const eventMessages = {
  forbidden: 'Only the host of this event can change it.',
  notFound: 'That event no longer exists.',
};
const ticketMessages = {
  forbidden: 'Only the host of this event can change its tickets.',
  notFound: 'That ticket no longer exists.',
};

const hostedDefinitionSchema = upstreamDefinitionSchema.extend({ sold: z.number().int().min(0) });
const upstreamCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  createdAt: z.string(),
  redeemed: z.boolean(),
  redeemedAt: z.string().nullable(),
  redeemedByHandle: z.string().nullable(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
});
const codesMetaSchema = z.object({ total: z.number().int(), redeemed: z.number().int(), revoked: z.number().int() });

function toHostedEvent(e: UpstreamEvent): HostedEvent {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    timeZone: e.hostTimeZone,
    localStart: instantToLocal(new Date(e.startsAt), e.hostTimeZone),
    localEnd: instantToLocal(new Date(e.endsAt), e.hostTimeZone),
    status: e.status,
    seriesId: e.seriesId,
    experienceId: e.experienceId,
    experienceName: e.experienceName,
    category: e.category,
    path: e.path,
  };
}

function toHostedTicket(d: z.output<typeof hostedDefinitionSchema>, zone: string): HostedTicket {
  return {
    id: d.id,
    eventId: d.eventId,
    name: d.name,
    description: d.description,
    price: d.price,
    quantity: d.quantity,
    sold: d.sold,
    remaining: d.remaining,
    saleStartsAt: d.saleStartsAt,
    saleEndsAt: d.saleEndsAt,
    localSaleStartsAt: instantToLocal(new Date(d.saleStartsAt), zone),
    localSaleEndsAt: instantToLocal(new Date(d.saleEndsAt), zone),
    saleState: d.saleState,
  };
}

type Attributes = Record<string, unknown>;
const defined = (attributes: Attributes): Attributes =>
  Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));

export async function hostedEvents(upstream: UpstreamClient): Promise<HostedEvent[]> {
  // The listing's own zone does not matter here: the host's wall clock is computed from the instants.
  const document = await upstream.getCollection('/user/events', {
    ...JSONAPI,
    query: { tz: 'UTC', perPage: HOSTED_PAGE_SIZE },
    schema: upstreamEventSchema,
  });
  return document.data.map(toHostedEvent);
}

export async function hostedEvent(upstream: UpstreamClient, id: string): Promise<HostedEventDetail> {
  const document = await upstream
    .getResource(`/user/events/${segment(id)}`, { ...JSONAPI, schema: upstreamEventSchema })
    .catch((error: unknown) => {
      throw creatorWriteError(error, { ...eventMessages, notFound: 'You host no event with that id.' });
    });
  const event = toHostedEvent(document.data);
  const definitions = await upstream.getCollection('/tickets/definitions', {
    ...JSONAPI,
    query: { 'filter[eventId]': event.id, perPage: 100 },
    schema: hostedDefinitionSchema,
  });
  return { event, tickets: definitions.data.map((d) => toHostedTicket(d, event.timeZone)) };
}

export async function createEvent(upstream: UpstreamClient, attributes: Attributes): Promise<HostedEvent> {
  const document = await upstream
    .sendResource('POST', '/events', {
      ...JSONAPI,
      body: { data: { type: 'event', attributes: defined(attributes) } },
      schema: upstreamEventSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, eventMessages);
    });
  return toHostedEvent(document.data);
}

/** PATCH /events/{id}; `following` changes the later occurrences of its series too. */
export async function updateEvent(
  upstream: UpstreamClient,
  id: string,
  attributes: Attributes,
  scope: 'this' | 'following' = 'this',
): Promise<HostedEvent> {
  const document = await upstream
    .sendResource('PATCH', `/events/${segment(id)}`, {
      ...JSONAPI,
      ...(scope === 'following' ? { query: { scope } } : {}),
      body: { data: { type: 'event', id, attributes: defined(attributes) } },
      schema: upstreamEventSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, eventMessages);
    });
  return toHostedEvent(document.data);
}

export async function cancelEvent(upstream: UpstreamClient, id: string): Promise<HostedEvent> {
  const document = await upstream
    .sendResource('POST', `/events/${segment(id)}/cancellation`, { ...JSONAPI, schema: upstreamEventSchema })
    .catch((error: unknown) => {
      throw creatorWriteError(error, eventMessages);
    });
  return toHostedEvent(document.data);
}

/** The instants of the form's wall-clock sale window in the event's zone (undefined: not changed). */
function saleInstants(zone: string, window: { saleStartsAt?: string | undefined; saleEndsAt?: string | undefined }) {
  const at = (value: string | undefined) =>
    value === undefined ? undefined : localToInstant(value, zone)?.toISOString();
  return { saleStartsAt: at(window.saleStartsAt), saleEndsAt: at(window.saleEndsAt) };
}

export async function createTicket(
  upstream: UpstreamClient,
  input: {
    eventId: string;
    timeZone: string;
    name: string;
    description: string;
    price: number;
    quantity: number;
    saleStartsAt: string;
    saleEndsAt: string;
  },
): Promise<HostedTicket> {
  const { eventId, timeZone, ...attributes } = input;
  const document = await upstream
    .sendResource('POST', `/events/${segment(eventId)}/ticketDefinitions`, {
      ...JSONAPI,
      body: {
        data: { type: 'ticketDefinition', attributes: { ...attributes, ...saleInstants(timeZone, attributes) } },
      },
      schema: hostedDefinitionSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, ticketMessages);
    });
  return toHostedTicket(document.data, timeZone);
}

export async function updateTicket(
  upstream: UpstreamClient,
  id: string,
  timeZone: string,
  attributes: Attributes & { saleStartsAt?: string | undefined; saleEndsAt?: string | undefined },
): Promise<HostedTicket> {
  const document = await upstream
    .sendResource('PATCH', `/ticketDefinitions/${segment(id)}`, {
      ...JSONAPI,
      body: {
        data: {
          type: 'ticketDefinition',
          id,
          attributes: defined({ ...attributes, ...saleInstants(timeZone, attributes) }),
        },
      },
      schema: hostedDefinitionSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, ticketMessages);
    });
  return toHostedTicket(document.data, timeZone);
}

export async function redemptionCodes(upstream: UpstreamClient, definitionId: string): Promise<HostedCodes> {
  const document = await upstream
    .getCollection(`/ticketDefinitions/${segment(definitionId)}/redemptionCodes`, {
      ...JSONAPI,
      schema: upstreamCodeSchema,
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, ticketMessages);
    });
  const meta = codesMetaSchema.parse(document.meta);
  return {
    items: document.data satisfies HostedCode[],
    total: meta.total,
    redeemed: meta.redeemed,
    revoked: meta.revoked,
  };
}

export async function generateCodes(
  upstream: UpstreamClient,
  definitionId: string,
  count: number,
): Promise<{ created: number }> {
  const document = await upstream
    .sendDocument('POST', `/ticketDefinitions/${segment(definitionId)}/redemptionCodes`, {
      ...JSONAPI,
      body: { data: { type: 'redemptionCodeBatch', attributes: { count } } },
    })
    .catch((error: unknown) => {
      throw creatorWriteError(error, ticketMessages);
    });
  return { created: Array.isArray(document.data) ? document.data.length : 0 };
}

export async function revokeCode(upstream: UpstreamClient, id: string): Promise<{ id: string }> {
  await upstream.delete(`/redemptionCodes/${segment(id)}`, JSONAPI).catch((error: unknown) => {
    if (error instanceof BadResponseError && error.status === 409) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This code was already redeemed; its ticket stays valid.',
        cause: error,
      });
    }
    throw creatorWriteError(error, {
      forbidden: 'Only the host of this event can revoke its codes.',
      notFound: 'That code no longer exists.',
    });
  });
  return { id };
}
