// The tickets service's resources: ticketDefinition, ticket, ticketOrder, redemptionCode check and
// redemption. Plain JSON:API resource objects (attributes flat), read with one query each.
import type { Queryable } from '../db/database.ts';
import { eventPath, saleStateAt } from '../../shared/tickets/rules.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface DefinitionViewRow {
  id: string;
  event_id: string;
  name: string;
  description: string;
  price: number;
  quantity: number;
  sold: number;
  sale_starts_at: Date | string;
  sale_ends_at: Date | string;
  per_buyer_limit: number;
  position: number;
  event_ends_at: Date | string;
  cancelled_at: Date | string | null;
  /** The caller's tickets of this definition (bought or redeemed); null for anonymous callers. */
  owned: number | null;
}

export async function definitionRows(
  db: Queryable,
  where: { eventId?: string; id?: string },
  callerId: string | null,
  page: { limit: number; offset: number } = { limit: 100, offset: 0 },
): Promise<{ rows: DefinitionViewRow[]; total: number }> {
  // $1 (the caller) is typed in every statement so the count can share the parameters.
  const conditions: string[] = ['($1::uuid is null or $1::uuid is not null)'];
  const params: unknown[] = [callerId];
  if (where.eventId) {
    params.push(where.eventId);
    conditions.push(`d.event_id = $${params.length}`);
  }
  if (where.id) {
    params.push(where.id);
    conditions.push(`d.id = $${params.length}`);
  }
  const filter = `where ${conditions.join(' and ')}`;
  const rows = await db.query<DefinitionViewRow>(
    `select d.id, d.event_id, d.name, d.description, d.price, d.quantity, d.sold, d.sale_starts_at, d.sale_ends_at,
            d.per_buyer_limit, d.position, e.ends_at as event_ends_at, e.cancelled_at,
            case when $1::uuid is null then null
                 else (select count(*)::int from tickets t where t.definition_id = d.id and t.holder_persona_id = $1::uuid) end as owned
       from ticket_definitions d join events e on e.id = d.event_id
       ${filter}
      order by e.starts_at, d.event_id, d.position, d.price, d.name
      limit ${page.limit} offset ${page.offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from ticket_definitions d ${filter}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

export function definitionResource(row: DefinitionViewRow, now: Date) {
  const remaining = row.quantity - row.sold;
  return {
    type: 'ticketDefinition',
    id: row.id,
    attributes: {
      eventId: row.event_id,
      name: row.name,
      description: row.description,
      price: row.price,
      quantity: row.quantity,
      sold: row.sold,
      remaining,
      saleStartsAt: iso(row.sale_starts_at),
      saleEndsAt: iso(row.sale_ends_at),
      perBuyerLimit: row.per_buyer_limit,
      saleState: saleStateAt(
        {
          saleStartsAt: new Date(row.sale_starts_at),
          saleEndsAt: new Date(row.sale_ends_at),
          remaining,
          eventEndsAt: new Date(row.event_ends_at),
          eventCancelled: row.cancelled_at !== null,
        },
        now,
      ),
      owned: row.owned,
    },
  };
}

export interface TicketViewRow {
  id: string;
  code: string;
  event_id: string;
  definition_id: string;
  holder_persona_id: string;
  holder_handle: string;
  order_id: string | null;
  redemption_code_id: string | null;
  created_at: Date | string;
  name: string;
  paid: number;
  event_title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  cancelled_at: Date | string | null;
  host_persona_id: string;
  host_handle: string;
  experience_handle: string;
  refunded_at: Date | string | null;
}

export const TICKET_VIEW_SQL = /* sql */ `
  select t.id, t.code, t.event_id, t.definition_id, t.holder_persona_id, h.handle as holder_handle, t.order_id,
         t.redemption_code_id, t.created_at, d.name, coalesce(o.total, 0) as paid, e.title as event_title, e.starts_at,
         e.ends_at, e.time_zone, e.cancelled_at, e.host_persona_id, hp.handle as host_handle, x.handle as experience_handle,
         o.refunded_at
    from tickets t
    join ticket_definitions d on d.id = t.definition_id
    join events e on e.id = t.event_id
    join personas h on h.id = t.holder_persona_id
    join personas hp on hp.id = e.host_persona_id
    join experiences x on x.id = e.experience_id
    left join ticket_orders o on o.id = t.order_id`;

/** active, or, once the host cancelled: refunded (a paid ticket, its price back) or cancelled. */
export function ticketStatus(row: {
  cancelled_at: Date | string | null;
  refunded_at: Date | string | null;
}): 'active' | 'cancelled' | 'refunded' {
  if (row.refunded_at !== null) return 'refunded';
  return row.cancelled_at !== null ? 'cancelled' : 'active';
}

export function ticketResource(row: TicketViewRow) {
  return {
    type: 'ticket',
    id: row.id,
    attributes: {
      code: row.code,
      name: row.name,
      paid: row.paid,
      status: ticketStatus(row),
      refunded: row.refunded_at !== null ? row.paid : 0,
      refundedAt: iso(row.refunded_at),
      source: row.order_id !== null ? 'purchase' : 'redemption',
      orderId: row.order_id,
      definitionId: row.definition_id,
      holderPersonaId: row.holder_persona_id,
      holderHandle: row.holder_handle,
      createdAt: iso(row.created_at),
      eventId: row.event_id,
      eventTitle: row.event_title,
      eventStartsAt: iso(row.starts_at),
      eventEndsAt: iso(row.ends_at),
      eventTimeZone: row.time_zone,
      eventCancelled: row.cancelled_at !== null,
      eventPath: eventPath(row.host_handle, row.experience_handle, row.event_id),
      hostHandle: row.host_handle,
    },
    links: { self: `/user/tickets/${row.id}` },
  };
}

export interface TicketOrderViewRow {
  id: string;
  total: number;
  payment_id: string;
  transaction_id: string | null;
  created_at: Date | string;
  definition_id: string | null;
  /** Null once the event (and so the ticket) was deleted: the receipt stays. */
  ticket_id: string | null;
  name: string;
  event_id: string | null;
  event_title: string;
  refunded_at: Date | string | null;
}

export const TICKET_ORDER_VIEW_SQL = /* sql */ `
  select o.id, o.total, o.payment_id, o.transaction_id, o.created_at, o.definition_id, t.id as ticket_id, o.name,
         o.event_id, o.event_title, o.refunded_at
    from ticket_orders o
    left join tickets t on t.order_id = o.id`;

export function ticketOrderResource(row: TicketOrderViewRow) {
  return {
    type: 'ticketOrder',
    id: row.id,
    attributes: {
      status: row.refunded_at !== null ? 'refunded' : 'completed',
      refundedAt: iso(row.refunded_at),
      total: row.total,
      paymentId: row.payment_id,
      ticketId: row.ticket_id,
      definitionId: row.definition_id,
      name: row.name,
      eventId: row.event_id,
      eventTitle: row.event_title,
      createdAt: iso(row.created_at),
    },
    ...(row.ticket_id ? { links: { self: `/user/tickets/${row.ticket_id}/orders` } } : {}),
  };
}
