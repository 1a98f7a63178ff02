// What an event's host manages of its tickets (docs/upstream-api-tickets.md, "Hosting"): ticket
// definitions (price in whole Lumen Dollars, stock, sale window) and single-use redemption codes.
//
// - Only the event's host writes or reads codes (403 not-owner; a missing thing is 404).
// - Stock never goes below what was sold: the definition row is locked while its quantity changes (the
//   same lock a purchase takes), and the sold check constraint is the backstop.
// - The sale window opens before it closes, and closes by the end of the event.
// - Codes are random (purchase.ts, crypto), made N at a time, listed with who redeemed them, and revoked
//   only while unredeemed. A revoked code is kept and marked (revoked_at): the host still sees it in the
//   list, anyone who tries it is told it was revoked (redemptions.ts), and revoking it again answers the
//   same. Revoked codes still count toward a definition's codes, so the list stays bounded.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AccessTokenVerifier, callerResolver } from '../auth/index.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError, JSON_API_CONTENT_TYPE, notFound } from '../kit/jsonapi.ts';
import { parseAttributes } from '../kit/document.ts';
import { inTransaction } from '../ledger/index.ts';
import type { Clock } from '../kit/clock.ts';
import { TICKET_HOSTING_LIMITS } from '../../shared/events/hosting.ts';
import { newRedemptionCode } from './purchase.ts';
import { definitionResource, definitionRows } from './resource.ts';
import { UUID_PATTERN } from '../kit/ids.ts';

export interface TicketHostingRoutesOptions {
  db: Database;
  verifier: AccessTokenVerifier;
  clock: Clock;
}

const instant = (what: string) =>
  z.iso
    .datetime({ offset: true, error: `Give when the sale ${what} as a date and time.` })
    .transform((value) => new Date(value));
const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `The ${what} is a whole number.` })
    .int(`The ${what} is a whole number.`)
    .min(min, `The ${what} is at least ${min}.`)
    .max(max, `The ${what} is at most ${max.toLocaleString('en-US')}.`);

const definitionFields = {
  name: z
    .string({ error: 'Give the ticket a name.' })
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
  saleStartsAt: instant('opens'),
  saleEndsAt: instant('closes'),
  perBuyerLimit: whole('limit per buyer', 1, 100),
};
const createSchema = z.object({
  ...definitionFields,
  description: definitionFields.description.default(''),
  perBuyerLimit: definitionFields.perBuyerLimit.default(4),
});
const updateSchema = z.object({
  name: definitionFields.name.optional(),
  description: definitionFields.description.optional(),
  price: definitionFields.price.optional(),
  quantity: definitionFields.quantity.optional(),
  saleStartsAt: definitionFields.saleStartsAt.optional(),
  saleEndsAt: definitionFields.saleEndsAt.optional(),
  perBuyerLimit: definitionFields.perBuyerLimit.optional(),
});
const codesSchema = z.object({ count: whole('number of codes', 1, TICKET_HOSTING_LIMITS.maxCodesPerRequest) });

const fieldError = (field: string, detail: string) =>
  new ApiError({ code: 'invalid-attribute', detail, source: { pointer: `/data/attributes/${field}` } });

interface HostedEvent {
  id: string;
  host_persona_id: string;
  ends_at: Date | string;
  cancelled_at: Date | string | null;
}

function assertHostOf(event: { host_persona_id: string }, hostId: string): void {
  if (event.host_persona_id !== hostId)
    throw new ApiError({ code: 'not-owner', detail: 'Only the host of this event can manage its tickets.' });
}

function assertOpenEvent(event: HostedEvent, now: Date): void {
  if (event.cancelled_at !== null) throw new ApiError({ code: 'event-over', detail: 'This event was cancelled.' });
  if (new Date(event.ends_at).getTime() <= now.getTime())
    throw new ApiError({ code: 'event-over', detail: 'This event has ended.' });
}

function assertWindow(
  window: { saleStartsAt: Date; saleEndsAt: Date },
  event: HostedEvent,
  now: Date,
  changed: boolean,
): void {
  if (window.saleEndsAt.getTime() <= window.saleStartsAt.getTime())
    throw fieldError('saleEndsAt', 'The sale must close after it opens.');
  if (window.saleEndsAt.getTime() > new Date(event.ends_at).getTime())
    throw fieldError('saleEndsAt', 'The sale must close by the end of the event.');
  if (changed && window.saleEndsAt.getTime() <= now.getTime())
    throw fieldError('saleEndsAt', 'The sale would already be closed. Choose a later time.');
}

interface DefinitionLockRow extends HostedEvent {
  definition_id: string;
  event_id: string;
  name: string;
  quantity: number;
  sold: number;
  sale_starts_at: Date | string;
  sale_ends_at: Date | string;
}

async function lockDefinition(tx: Queryable, id: string): Promise<DefinitionLockRow> {
  const [row] = UUID_PATTERN.test(id)
    ? await tx.query<DefinitionLockRow>(
        `select d.id as definition_id, d.event_id, d.name, d.quantity, d.sold, d.sale_starts_at, d.sale_ends_at,
                e.id, e.host_persona_id, e.ends_at, e.cancelled_at
           from ticket_definitions d join events e on e.id = d.event_id
          where d.id = $1 for update of d`,
        [id],
      )
    : [];
  if (!row) throw notFound('No ticket definition has this id.');
  return row;
}

async function assertNameFree(tx: Queryable, eventId: string, name: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx.query(
    'select 1 from ticket_definitions where event_id = $1 and lower(name) = lower($2) and id is distinct from $3::uuid',
    [eventId, name, exceptId],
  );
  if (taken) throw fieldError('name', 'This event already has a ticket with this name.');
}

interface CodeViewRow {
  id: string;
  code: string;
  definition_id: string;
  event_id: string;
  created_at: Date | string;
  redeemed_at: Date | string | null;
  redeemed_by_handle: string | null;
  revoked_at: Date | string | null;
}

const codeResource = (row: CodeViewRow) => ({
  type: 'redemptionCode',
  id: row.id,
  attributes: {
    code: row.code,
    definitionId: row.definition_id,
    eventId: row.event_id,
    createdAt: new Date(row.created_at).toISOString(),
    redeemed: row.redeemed_at !== null,
    redeemedAt: row.redeemed_at === null ? null : new Date(row.redeemed_at).toISOString(),
    redeemedByHandle: row.redeemed_by_handle,
    revoked: row.revoked_at !== null,
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
  },
});

const CODE_VIEW_SQL = `select c.id, c.code, c.definition_id, c.event_id, c.created_at, c.redeemed_at, p.handle as redeemed_by_handle, c.revoked_at
  from redemption_codes c left join personas p on p.id = c.redeemed_by`;

export async function ticketHostingRoutes(app: FastifyInstance, opts: TicketHostingRoutesOptions): Promise<void> {
  const { db, clock } = opts;
  const callers = callerResolver(db, opts.verifier);
  const send = (reply: FastifyReply, status: number, body: unknown) =>
    reply.code(status).type(JSON_API_CONTENT_TYPE).send(body);
  // Stock and codes change with every sale and redemption, and codes are the host's secret.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const answerDefinition = async (reply: FastifyReply, status: number, hostId: string, id: string) => {
    const { rows } = await definitionRows(db, { id }, hostId);
    const [row] = rows;
    if (!row) throw notFound('No ticket definition has this id.');
    return send(reply, status, { data: definitionResource(row, clock()) });
  };

  app.post<{ Params: { eventId: string } }>('/events/:eventId/ticketDefinitions', async (request, reply) => {
    const host = await callers.required(request, 'selling tickets');
    const input = parseAttributes(request.body, 'ticketDefinition', createSchema);
    const now = clock();
    const id = await inTransaction(db, async (tx) => {
      const [event] = UUID_PATTERN.test(request.params.eventId)
        ? await tx.query<HostedEvent>(
            'select id, host_persona_id, ends_at, cancelled_at from events where id = $1 for update',
            [request.params.eventId],
          )
        : [];
      if (!event) throw notFound('No event has this id.');
      assertHostOf(event, host.id);
      assertOpenEvent(event, now);
      assertWindow(input, event, now, true);
      await assertNameFree(tx, event.id, input.name, null);
      const [row] = await tx.query<{ id: string }>(
        `insert into ticket_definitions (event_id, name, description, price, quantity, sale_starts_at, sale_ends_at, per_buyer_limit, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, (select coalesce(max(position) + 1, 0) from ticket_definitions where event_id = $1))
         returning id`,
        [
          event.id,
          input.name,
          input.description,
          input.price,
          input.quantity,
          input.saleStartsAt,
          input.saleEndsAt,
          input.perBuyerLimit,
        ],
      );
      if (!row) throw new Error('insert into ticket_definitions returned no row');
      return row.id;
    });
    return answerDefinition(reply, 201, host.id, id);
  });

  app.patch<{ Params: { id: string } }>('/ticketDefinitions/:id', async (request, reply) => {
    const host = await callers.required(request, 'selling tickets');
    const input = parseAttributes(request.body, 'ticketDefinition', updateSchema);
    const now = clock();
    const id = await inTransaction(db, async (tx) => {
      const current = await lockDefinition(tx, request.params.id);
      assertHostOf(current, host.id);
      assertOpenEvent(current, now);
      if (input.quantity !== undefined && input.quantity < current.sold) {
        throw fieldError(
          'quantity',
          `${current.sold} ${current.sold === 1 ? 'ticket was' : 'tickets were'} already sold: the stock cannot go below ${current.sold}.`,
        );
      }
      const windowChanged = input.saleStartsAt !== undefined || input.saleEndsAt !== undefined;
      assertWindow(
        {
          saleStartsAt: input.saleStartsAt ?? new Date(current.sale_starts_at),
          saleEndsAt: input.saleEndsAt ?? new Date(current.sale_ends_at),
        },
        current,
        now,
        windowChanged,
      );
      if (input.name !== undefined) await assertNameFree(tx, current.event_id, input.name, current.definition_id);
      await tx.query(
        `update ticket_definitions
            set name = coalesce($2, name), description = coalesce($3, description), price = coalesce($4, price),
                quantity = coalesce($5, quantity), sale_starts_at = coalesce($6, sale_starts_at),
                sale_ends_at = coalesce($7, sale_ends_at), per_buyer_limit = coalesce($8, per_buyer_limit)
          where id = $1`,
        [
          current.definition_id,
          input.name ?? null,
          input.description ?? null,
          input.price ?? null,
          input.quantity ?? null,
          input.saleStartsAt ?? null,
          input.saleEndsAt ?? null,
          input.perBuyerLimit ?? null,
        ],
      );
      return current.definition_id;
    });
    return answerDefinition(reply, 200, host.id, id);
  });

  // --- redemption codes ---------------------------------------------------------------------------
  const hostedDefinition = async (hostId: string, id: string) => {
    const [row] = UUID_PATTERN.test(id)
      ? await db.query<{
          id: string;
          event_id: string;
          host_persona_id: string;
          ends_at: Date | string;
          cancelled_at: Date | string | null;
        }>(
          'select d.id, d.event_id, e.host_persona_id, e.ends_at, e.cancelled_at from ticket_definitions d join events e on e.id = d.event_id where d.id = $1',
          [id],
        )
      : [];
    if (!row) throw notFound('No ticket definition has this id.');
    assertHostOf(row, hostId);
    return row;
  };

  app.get<{ Params: { id: string } }>('/ticketDefinitions/:id/redemptionCodes', async (request, reply) => {
    const host = await callers.required(request, 'reading redemption codes');
    const definition = await hostedDefinition(host.id, request.params.id);
    const rows = await db.query<CodeViewRow>(
      `${CODE_VIEW_SQL} where c.definition_id = $1 order by c.created_at desc, c.code`,
      [definition.id],
    );
    return send(reply, 200, {
      data: rows.map(codeResource),
      meta: {
        total: rows.length,
        redeemed: rows.filter((row) => row.redeemed_at !== null).length,
        revoked: rows.filter((row) => row.revoked_at !== null).length,
      },
    });
  });

  app.post<{ Params: { id: string } }>('/ticketDefinitions/:id/redemptionCodes', async (request, reply) => {
    const host = await callers.required(request, 'making redemption codes');
    const { count } = parseAttributes(request.body, 'redemptionCodeBatch', codesSchema);
    const now = clock();
    const rows = await inTransaction(db, async (tx) => {
      const current = await lockDefinition(tx, request.params.id);
      assertHostOf(current, host.id);
      assertOpenEvent(current, now);
      const [held] = await tx.query<{ n: number }>(
        'select count(*)::int as n from redemption_codes where definition_id = $1',
        [current.definition_id],
      );
      const room = TICKET_HOSTING_LIMITS.maxCodesPerDefinition - (held?.n ?? 0);
      if (count > room) {
        throw fieldError(
          'count',
          `A ticket holds at most ${TICKET_HOSTING_LIMITS.maxCodesPerDefinition} codes, revoked ones included; you can make ${Math.max(0, room)} more.`,
        );
      }
      const made: CodeViewRow[] = [];
      // A collision with an existing code (~59 bits each) is vanishingly rare; it just draws again.
      while (made.length < count) {
        const [row] = await tx.query<CodeViewRow>(
          `insert into redemption_codes (event_id, definition_id, code, created_at) values ($1, $2, $3, $4)
           on conflict (code) do nothing
           returning id, code, definition_id, event_id, created_at, redeemed_at, null::text as redeemed_by_handle, revoked_at`,
          [current.event_id, current.definition_id, newRedemptionCode(), now],
        );
        if (row) made.push(row);
      }
      return made;
    });
    return send(reply, 201, { data: rows.map(codeResource), meta: { total: rows.length } });
  });

  app.delete<{ Params: { id: string } }>('/redemptionCodes/:id', async (request, reply) => {
    const host = await callers.required(request, 'revoking redemption codes');
    const now = clock();
    await inTransaction(db, async (tx) => {
      // The same row lock a redemption takes: of a revocation and a redemption, one waits for the other.
      const [code] = UUID_PATTERN.test(request.params.id)
        ? await tx.query<{
            id: string;
            redeemed_at: Date | string | null;
            revoked_at: Date | string | null;
            host_persona_id: string;
          }>(
            `select c.id, c.redeemed_at, c.revoked_at, e.host_persona_id from redemption_codes c join events e on e.id = c.event_id
              where c.id = $1 for update of c`,
            [request.params.id],
          )
        : [];
      if (!code) throw notFound('No redemption code has this id.');
      assertHostOf(code, host.id);
      if (code.redeemed_at !== null) {
        throw new ApiError({
          code: 'redemption-code-used',
          detail: 'This code was already redeemed: the ticket it gave stays valid.',
        });
      }
      // Already revoked: the same answer, and the first revocation's time stays.
      if (code.revoked_at !== null) return;
      await tx.query('update redemption_codes set revoked_at = $2 where id = $1', [code.id, now]);
    });
    return reply.code(204).send();
  });
}
