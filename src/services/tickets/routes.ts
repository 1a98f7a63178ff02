// Tickets and redemptions (docs/upstream-api-tickets.md), under /v1 and /v2. Who sees what:
// - ticket definitions are public (what is on sale, remaining counts); a signed-in caller also gets how
//   many of each they hold (`owned`);
// - a ticket is seen by its holder and by the host of its event (who checks codes at the door); anyone
//   else gets 404 for /tickets/{id} and 403 for /users/{userId}/… of another user;
// - GET /tickets: the caller's own tickets, or with filter[eventId] of an event the caller hosts, every
//   ticket of that event (the host's guest list);
// - purchases and redemptions act as the bearer token's persona only, and take both the JSON:API body
//   and the bare `data{…}` body (docs/upstream-api-tickets.md).
// Time (sale windows, ended events, the redemption throttle) is read from the injected clock.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database } from '../db/database.ts';
import type { PersonaRow } from '../personas/repository.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { parseAttributesOrBare } from '../kit/document.ts';
import { UUID_PATTERN } from '../kit/ids.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../orders/index.ts';
import type { Clock } from '../kit/clock.ts';
import { assertOnSale, buyTicket, definitionForSale } from './purchase.ts';
import { admitRedemptionAttempt, attemptSucceeded, checkCode, redeem, refusalOf } from './redemptions.ts';
import {
  TICKET_ORDER_VIEW_SQL,
  TICKET_VIEW_SQL,
  definitionResource,
  definitionRows,
  ticketOrderResource,
  ticketResource,
  type TicketOrderViewRow,
  type TicketViewRow,
} from './resource.ts';

export interface TicketsRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  clock: Clock;
}

const purchaseSchema = z.object({
  paymentId: z
    .string({
      error: 'paymentId is required: a new purchase reference (8 to 200 letters, digits, _ . : -) per purchase.',
    })
    .regex(IDEMPOTENCY_KEY_PATTERN, 'paymentId must be 8 to 200 letters, digits or _ . : - characters.'),
  ticketId: z
    .string({ error: 'ticketId is required: the ticket definition to buy.' })
    .regex(UUID_PATTERN, 'ticketId must be a ticket definition id.'),
});

const redemptionSchema = z.object({
  code: z.string({ error: 'code is required.' }).min(1, 'Enter a code.').max(100, 'A code is at most 40 characters.'),
  eventId: z.string().regex(UUID_PATTERN, 'eventId must be an event id.').nullish(),
});

const listQuery = z.object({
  'filter[eventId]': z.string().regex(UUID_PATTERN, 'filter[eventId] must be an event id.').optional(),
  'filter[when]': z.enum(['upcoming', 'past']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});

function queryOf(query: unknown) {
  const parsed = listQuery.safeParse(query ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError({
      code: 'invalid-parameter',
      detail: issue?.message ?? 'Invalid query parameter.',
      source: { parameter: String(issue?.path[0] ?? 'page') },
    });
  }
  return parsed.data;
}

const send = (reply: FastifyReply, body: unknown, status = 200) =>
  reply.code(status).type(JSON_API_CONTENT_TYPE).send(body);

export async function ticketsRoutes(app: FastifyInstance, opts: TicketsRoutesOptions): Promise<void> {
  const { db, clock } = opts;
  const callers = callerResolver(db, opts.verifier);
  // Remaining counts change with every sale, and the rest is personal: nothing here is cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const ticketsWhere = async (condition: string, params: unknown[], page = { limit: 100, offset: 0 }) =>
    db.query<TicketViewRow>(
      `${TICKET_VIEW_SQL} where ${condition} order by e.starts_at, t.created_at, t.id limit ${page.limit} offset ${page.offset}`,
      params,
    );

  /** {userId} is a persona id or handle; only that persona, or the host of `eventHostId`, may read. */
  const authorizeUser = async (request: FastifyRequest, userId: string, action: string) => {
    const caller = await callers.required(request, action);
    const [target] = await db.query<{ id: string }>(
      UUID_PATTERN.test(userId)
        ? 'select id from personas where id = $1'
        : 'select id from personas where lower(handle) = lower($1)',
      [userId],
    );
    return { caller, targetId: target?.id ?? null };
  };
  const notYours = (what: string) =>
    new ApiError({ code: 'not-owner', detail: `You can read only your own ${what}, or those of events you host.` });

  // --- definitions -------------------------------------------------------------------------------
  app.get('/tickets/definitions', async (request, reply) => {
    const query = queryOf(request.query);
    const caller = await callers.optional(request);
    const callerId = caller.kind === 'persona' ? caller.persona.id : null;
    const { rows, total } = await definitionRows(db, { eventId: query['filter[eventId]'] }, callerId, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const now = clock();
    return send(reply, {
      data: rows.map((row) => definitionResource(row, now)),
      meta: { total, page: query.page, perPage: query.perPage },
    });
  });

  // --- buying -------------------------------------------------------------------------------------
  app.post('/user/tickets', async (request, reply) => {
    const buyer = await callers.required(request, 'buying tickets');
    const input = parseAttributesOrBare(request.body, 'ticketPurchase', purchaseSchema);
    const result = await buyTicket(db, {
      buyerId: buyer.id,
      paymentId: input.paymentId,
      definitionId: input.ticketId,
      now: clock(),
    });
    const [row] = await ticketsWhere('t.id = $1', [result.ticket.id]);
    if (!row) throw new Error('bought ticket vanished');
    return send(
      reply,
      { data: ticketResource(row), meta: { orderId: result.order.id, replayed: result.replayed } },
      result.replayed ? 200 : 201,
    );
  });

  // --- the caller's tickets and orders -----------------------------------------------------------
  const whenCondition = (when: 'upcoming' | 'past' | undefined, at: number) =>
    when === 'upcoming'
      ? ` and e.ends_at > $${at}`
      : when === 'past'
        ? ` and e.ends_at <= $${at}`
        : ` and $${at}::timestamptz is not null`;

  const ownTickets = async (persona: PersonaRow, query: ReturnType<typeof queryOf>) => {
    const params: unknown[] = [persona.id, clock()];
    let condition = `t.holder_persona_id = $1${whenCondition(query['filter[when]'], 2)}`;
    if (query['filter[eventId]']) {
      params.push(query['filter[eventId]']);
      condition += ` and t.event_id = $3`;
    }
    const rows = await ticketsWhere(condition, params, {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from tickets t join events e on e.id = t.event_id where ${condition}`,
      params,
    );
    return { data: rows.map(ticketResource), meta: { total: count?.n ?? 0, page: query.page, perPage: query.perPage } };
  };

  app.get('/user/tickets', async (request, reply) => {
    const persona = await callers.required(request, 'reading your tickets');
    return send(reply, await ownTickets(persona, queryOf(request.query)));
  });

  app.get('/user/tickets/orders', async (request, reply) => {
    const persona = await callers.required(request, 'reading your ticket orders');
    const query = queryOf(request.query);
    const rows = await db.query<TicketOrderViewRow>(
      `${TICKET_ORDER_VIEW_SQL} where o.persona_id = $1 order by o.created_at desc, o.id limit $2 offset $3`,
      [persona.id, query.perPage, (query.page - 1) * query.perPage],
    );
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from ticket_orders where persona_id = $1',
      [persona.id],
    );
    return send(reply, {
      data: rows.map(ticketOrderResource),
      meta: { total: count?.n ?? 0, page: query.page, perPage: query.perPage },
    });
  });

  const ownTicket = async (personaId: string, id: string) => {
    const [row] = UUID_PATTERN.test(id)
      ? await ticketsWhere('t.id = $1 and t.holder_persona_id = $2', [id, personaId])
      : [];
    // Someone else's ticket reads as missing: its existence is not the caller's business.
    if (!row) throw notFound('You have no ticket with this id.');
    return row;
  };

  app.get<{ Params: { id: string } }>('/user/tickets/:id', async (request, reply) => {
    const persona = await callers.required(request, 'reading your tickets');
    return send(reply, { data: ticketResource(await ownTicket(persona.id, request.params.id)) });
  });

  app.get<{ Params: { id: string } }>('/user/tickets/:id/orders', async (request, reply) => {
    const persona = await callers.required(request, 'reading your ticket orders');
    const ticket = await ownTicket(persona.id, request.params.id);
    const rows = await db.query<TicketOrderViewRow>(`${TICKET_ORDER_VIEW_SQL} where t.id = $1`, [ticket.id]);
    // A ticket from a redemption code has no order: an empty list, not an error.
    return send(reply, { data: rows.map(ticketOrderResource), meta: { total: rows.length } });
  });

  // --- tickets seen by holder or host -------------------------------------------------------------
  const visibleTicket = async (caller: PersonaRow, id: string) => {
    const [row] = UUID_PATTERN.test(id)
      ? await ticketsWhere('t.id = $1 and (t.holder_persona_id = $2 or e.host_persona_id = $2)', [id, caller.id])
      : [];
    if (!row) throw notFound('No ticket with this id is yours or of an event you host.');
    return row;
  };

  app.get('/tickets', async (request, reply) => {
    const caller = await callers.required(request, 'reading tickets');
    const query = queryOf(request.query);
    const eventId = query['filter[eventId]'];
    if (eventId) {
      const [event] = await db.query<{ host_persona_id: string }>('select host_persona_id from events where id = $1', [
        eventId,
      ]);
      if (!event) throw notFound('No event has this id.');
      if (event.host_persona_id === caller.id) {
        const rows = await ticketsWhere('t.event_id = $1', [eventId], {
          limit: query.perPage,
          offset: (query.page - 1) * query.perPage,
        });
        const [count] = await db.query<{ n: number }>('select count(*)::int as n from tickets where event_id = $1', [
          eventId,
        ]);
        return send(reply, {
          data: rows.map(ticketResource),
          meta: { total: count?.n ?? 0, page: query.page, perPage: query.perPage, guestList: true },
        });
      }
    }
    return send(reply, await ownTickets(caller, query));
  });

  app.get<{ Params: { id: string } }>('/tickets/:id', async (request, reply) => {
    const caller = await callers.required(request, 'reading tickets');
    return send(reply, { data: ticketResource(await visibleTicket(caller, request.params.id)) });
  });

  // The products a ticket is for: always its one ticket definition, as it stands now.
  app.get<{ Params: { id: string } }>('/tickets/:id/ticketProducts', async (request, reply) => {
    const caller = await callers.required(request, 'reading tickets');
    const ticket = await visibleTicket(caller, request.params.id);
    const { rows } = await definitionRows(db, { id: ticket.definition_id }, caller.id);
    const now = clock();
    return send(reply, {
      data: rows.map((row) => ({ ...definitionResource(row, now), type: 'ticketProduct' })),
      meta: { total: rows.length },
    });
  });

  app.get<{ Params: { userId: string; eventId: string } }>(
    '/users/:userId/events/:eventId/tickets',
    async (request, reply) => {
      const { userId, eventId } = request.params;
      const { caller, targetId } = await authorizeUser(request, userId, 'reading tickets');
      const [event] = UUID_PATTERN.test(eventId)
        ? await db.query<{ host_persona_id: string }>('select host_persona_id from events where id = $1', [eventId])
        : [];
      if (targetId !== caller.id && event?.host_persona_id !== caller.id) throw notYours('tickets');
      if (!event) throw notFound('No event has this id.');
      if (!targetId) throw notFound('No persona has this id or handle.');
      const rows = await ticketsWhere('t.holder_persona_id = $1 and t.event_id = $2', [targetId, eventId]);
      return send(reply, { data: rows.map(ticketResource), meta: { total: rows.length } });
    },
  );

  app.get<{ Params: { userId: string; id: string } }>('/users/:userId/tickets/:id', async (request, reply) => {
    const { userId, id } = request.params;
    const { caller, targetId } = await authorizeUser(request, userId, 'reading tickets');
    if (targetId === caller.id) return send(reply, { data: ticketResource(await ownTicket(caller.id, id)) });
    // Another user's ticket: only the host of its event may read it, and only if that user holds it.
    const [row] =
      UUID_PATTERN.test(id) && targetId
        ? await ticketsWhere('t.id = $1 and t.holder_persona_id = $2 and e.host_persona_id = $3', [
            id,
            targetId,
            caller.id,
          ])
        : [];
    if (!row) throw notYours('tickets');
    return send(reply, { data: ticketResource(row) });
  });

  // --- redemption codes ---------------------------------------------------------------------------
  // What a code would give, before anyone commits: the event's page checks its own codes, My tickets any
  // event's. A valid answer names the ticket and the event; an ended or cancelled event's code is refused
  // as redeeming it would be.
  const checkRedemptionCode = async (
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
    eventId: string | null,
  ) => {
    const caller = await callers.required(request, 'checking a code');
    const now = clock();
    const keys = { personaId: caller.id, address: request.ip };
    // Checking is as good as guessing: it is throttled and counted like a redemption.
    await admitRedemptionAttempt(db, keys, now);
    const check = await checkCode(db, code, eventId);
    if (check.status !== 'valid') throw refusalOf(check);
    const definition = await definitionForSale(db, check.code.definition_id);
    if (!definition) throw new Error(`redemption code ${check.code.id} has no definition`);
    assertOnSale(definition, now, { ignoreWindow: true });
    await attemptSucceeded(db, keys);
    return send(reply, {
      data: {
        type: 'redemptionCode',
        id: check.code.code,
        attributes: {
          code: check.code.code,
          eventId: check.code.event_id,
          valid: true,
          definitionId: check.code.definition_id,
          ticketName: check.code.definition_name,
          eventTitle: definition.event_title,
        },
      },
    });
  };

  app.get<{ Params: { eventId: string; code: string } }>(
    '/events/:eventId/redemptionCodes/:code',
    async (request, reply) => {
      await callers.required(request, 'checking a code');
      const { eventId, code } = request.params;
      if (!UUID_PATTERN.test(eventId)) throw notFound('No event has this id.');
      const [event] = await db.query<{ id: string }>('select id from events where id = $1', [eventId]);
      if (!event) throw notFound('No event has this id.');
      return checkRedemptionCode(request, reply, code, eventId);
    },
  );

  app.get<{ Params: { code: string } }>('/redemptionCodes/:code', async (request, reply) =>
    checkRedemptionCode(request, reply, request.params.code, null),
  );

  app.post('/redemptions', async (request, reply) => {
    const persona = await callers.required(request, 'redeeming a code');
    const input = parseAttributesOrBare(request.body, 'redemption', redemptionSchema);
    const result = await redeem(db, {
      personaId: persona.id,
      address: request.ip,
      code: input.code,
      eventId: input.eventId ?? null,
      now: clock(),
    });
    const [row] = await ticketsWhere('t.id = $1', [result.ticket.id]);
    if (!row) throw new Error('redeemed ticket vanished');
    return send(
      reply,
      {
        data: {
          type: 'redemption',
          id: result.code.id,
          attributes: {
            code: result.code.code,
            eventId: result.code.event_id,
            redeemedAt: new Date(result.ticket.created_at).toISOString(),
          },
          relationships: { ticket: { data: { type: 'ticket', id: row.id } } },
        },
        included: [ticketResource(row)],
        meta: { ticketId: row.id },
      },
      201,
    );
  });
}
