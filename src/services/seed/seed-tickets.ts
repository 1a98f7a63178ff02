// Demo tickets (docs/product.md §14): ticket definitions for nova's "Neon Drift Launch Party" (General admission
// and 20 VIP tickets), a free ticket for nova's next other event, a few redemption codes, and one
// General admission ticket that kai bought through the real purchase path (granted its price first, so
// his demo balance stays 2,500). Events are the events seeder's: this one finds them by title and does
// nothing when they are absent. Idempotent under an advisory lock; dates relative to `now`. The events
// seeder moves the demo events to keep them relative to today on every start; so this one moves the
// demo definitions' sale windows with them (they end when their event ends), or a demo started a week
// after seeding would show every sale closed.
import type { Database } from '../db/database.ts';
import { SYSTEM_ACCOUNTS, lockPersonaBalance, personaAccountId, postTransaction } from '../ledger/index.ts';
import { buyTicketIn, newRedemptionCode } from '../tickets/purchase.ts';

export const TICKETS_SEED_LOCK_KEY = 7_454_301_010;
export const DEMO_TICKETS_EVENT_TITLE = 'Neon Drift Launch Party';
export const DEMO_FREE_TICKET_EVENT_TITLE = 'Meteor Shower Watch Party';
const DEMO_DEFINITION_NAMES = ['General admission', 'VIP', 'Free entry'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo codes (README): random like any host's (newRedemptionCode), each working once, and found the
 * way a guest finds one: nova sends them to mira, whose bell shows them ('ticket-code' notifications).
 */
export const DEMO_REDEMPTION_CODES: readonly { definition: 'General admission' | 'VIP'; recipient: string }[] = [
  { definition: 'VIP', recipient: 'mira' },
  { definition: 'General admission', recipient: 'mira' },
  { definition: 'General admission', recipient: 'mira' },
];

export interface TicketsSeedResult {
  seeded: boolean;
  definitions: number;
  codes: number;
}

interface EventRow {
  id: string;
  starts_at: Date | string;
  ends_at: Date | string;
}

export async function seedTickets(db: Database, opts: { now: Date }): Promise<TicketsSeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::bigint)', [TICKETS_SEED_LOCK_KEY]);
    const [nova] = await tx.query<{ id: string }>(`select id from personas where handle = 'nova'`);
    if (!nova) return { seeded: false, definitions: 0, codes: 0 };
    const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from ticket_definitions');
    if ((existing?.n ?? 0) > 0) {
      const moved = await tx.query(
        `update ticket_definitions d set sale_ends_at = e.ends_at, sale_starts_at = least(d.sale_starts_at, e.starts_at - interval '14 days')
           from events e
          where e.id = d.event_id and e.host_persona_id = $1 and e.title = any($2::text[]) and d.name = any($3::text[])
            and d.sale_ends_at <> e.ends_at
          returning d.id`,
        [nova.id, [DEMO_TICKETS_EVENT_TITLE, DEMO_FREE_TICKET_EVENT_TITLE], DEMO_DEFINITION_NAMES],
      );
      return { seeded: false, definitions: moved.length, codes: 0 };
    }
    const [party] = await tx.query<EventRow>(
      `select id, starts_at, ends_at from events where title = $1 and host_persona_id = $2 and cancelled_at is null
        order by starts_at desc limit 1`,
      [DEMO_TICKETS_EVENT_TITLE, nova.id],
    );
    if (!party) return { seeded: false, definitions: 0, codes: 0 };

    // On sale from two weeks ago until the party ends (latecomers may still buy their way in).
    const saleStarts = new Date(Math.min(opts.now.getTime(), new Date(party.starts_at).getTime()) - 14 * DAY_MS);
    const define = async (
      eventId: string,
      spec: {
        name: string;
        description: string;
        price: number;
        quantity: number;
        limit: number;
        position: number;
        ends: Date | string;
      },
    ) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into ticket_definitions (event_id, name, description, price, quantity, sale_starts_at, sale_ends_at, per_buyer_limit, position, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          eventId,
          spec.name,
          spec.description,
          spec.price,
          spec.quantity,
          saleStarts,
          spec.ends,
          spec.limit,
          spec.position,
          saleStarts,
        ],
      );
      if (!row) throw new Error('insert into ticket_definitions returned no row');
      return row.id;
    };
    const general = await define(party.id, {
      name: 'General admission',
      description: 'Entry to the launch party and the first ride on the new track.',
      price: 150,
      quantity: 200,
      limit: 4,
      position: 0,
      ends: party.ends_at,
    });
    const vip = await define(party.id, {
      name: 'VIP',
      description: 'Backstage lounge, a signed neon helmet and the first heat with Nova.',
      price: 600,
      quantity: 20,
      limit: 2,
      position: 1,
      ends: party.ends_at,
    });
    let definitions = 2;

    // A free ticket on another of nova's events, when it is there.
    const [other] = await tx.query<EventRow>(
      `select id, starts_at, ends_at from events
        where host_persona_id = $1 and title = $2 and cancelled_at is null and ends_at > $3
        order by starts_at, id limit 1`,
      [nova.id, DEMO_FREE_TICKET_EVENT_TITLE, opts.now],
    );
    if (other) {
      await define(other.id, {
        name: 'Free entry',
        description: 'Free, but places are limited: take a ticket so the host knows you are coming.',
        price: 0,
        quantity: 100,
        limit: 1,
        position: 0,
        ends: other.ends_at,
      });
      definitions += 1;
    }

    for (const { definition, recipient } of DEMO_REDEMPTION_CODES) {
      const code = newRedemptionCode();
      await tx.query(
        'insert into redemption_codes (event_id, definition_id, code, created_at) values ($1, $2, $3, $4)',
        [party.id, definition === 'VIP' ? vip : general, code, saleStarts],
      );
      await tx.query(
        `insert into notifications (persona_id, event_id, kind, title, body, dedupe_key, created_at)
         select id, $2, 'ticket-code', $3, $4, $5, $6 from personas where handle = $1`,
        [
          recipient,
          party.id,
          `Nova Reyes sent you a ${definition} code for ${DEMO_TICKETS_EVENT_TITLE}`,
          `Your code: ${code}. Redeem it on the event page or in My tickets; it works once.`,
          `ticket-code:${code}`,
          opts.now,
        ],
      );
    }

    const [kai] = await tx.query<{ id: string }>(`select id from personas where handle = 'kai'`);
    if (kai && new Date(party.ends_at).getTime() > opts.now.getTime()) {
      // The ticket's price is granted first, so kai's demo balance stays what the ledger seeder set.
      await lockPersonaBalance(tx, kai.id);
      await postTransaction(tx, 'grant', [
        { accountId: SYSTEM_ACCOUNTS.grants, amount: -150 },
        { accountId: personaAccountId(kai.id), amount: 150 },
      ]);
      await buyTicketIn(tx, {
        buyerId: kai.id,
        paymentId: 'demo-seed-kai-neon-general',
        definitionId: general,
        now: opts.now,
      });
    }
    return { seeded: true, definitions, codes: DEMO_REDEMPTION_CODES.length };
  });
}
