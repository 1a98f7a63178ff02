// Who is going to an event (docs/product.md §21), written once: a ticket for it that was not refunded, or the
// event saved to the persona's calendar (a reminder does not count). The list of who is going
// (repository.ts listAttendees) and who may rate a past event (src/services/event-ratings) both read it.
import type { Queryable } from '../db/database.ts';

/** A query of the ids (`id`) of the personas going to the event `eventParam` names, one row per ticket or save. */
export function goingPersonaIds(eventParam: string): string {
  return `select t.holder_persona_id as id from tickets t
           where t.event_id = ${eventParam}
             and not exists (select 1 from ticket_orders o where o.id = t.order_id and o.refunded_at is not null)
          union
          select s.persona_id as id from calendar_saves s where s.event_id = ${eventParam}`;
}

/** Whether the persona is (or was) going to the event by that definition. */
export async function isGoing(db: Queryable, eventId: string, personaId: string): Promise<boolean> {
  const [row] = await db.query<{ going: boolean }>(
    `select exists (select 1 from (${goingPersonaIds('$1::uuid')}) g where g.id = $2::uuid) as going`,
    [eventId, personaId],
  );
  return row?.going === true;
}
