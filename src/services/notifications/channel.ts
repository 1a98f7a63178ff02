// How a notification reaches a persona. The in-app channel writes the row the bell reads; it is also
// the guard of "delivered once": its insert is unique per (persona, dedupe key), and only a notification
// that it newly stored goes on to the other channels (email or web push, later), so a retried job or two
// racing instances never send twice.
import type { Queryable } from '../db/database.ts';
import type { NotificationKind } from '../../shared/notifications/kinds.ts';

export interface PendingNotification {
  personaId: string;
  eventId: string | null;
  /** The listing a wishlist notice is about (docs/upstream-api-wishlist.md); absent for event notices. */
  productId?: string | null | undefined;
  /** The persona whose act caused it (the giver of a gift); absent for the others. */
  actorPersonaId?: string | null | undefined;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Unique per persona: the same key twice is the same notification. */
  dedupeKey: string;
  createdAt: Date;
}

export interface NotificationChannel {
  readonly name: string;
  /** Delivers one notification; true when it was new for this channel. */
  deliver(notification: PendingNotification): Promise<boolean>;
}

export function inAppChannel(db: Queryable): NotificationChannel {
  return {
    name: 'in-app',
    async deliver(n) {
      const rows = await db.query(
        `insert into notifications (persona_id, event_id, product_id, kind, title, body, dedupe_key, created_at, actor_persona_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict on constraint notifications_dedupe_key do nothing
         returning id`,
        [
          n.personaId,
          n.eventId,
          n.productId ?? null,
          n.kind,
          n.title,
          n.body,
          n.dedupeKey,
          n.createdAt,
          n.actorPersonaId ?? null,
        ],
      );
      return rows.length > 0;
    },
  };
}

/** In-app first (the guard); the others only for what it stored now. Returns whether it was new. */
export async function deliverOnce(
  inApp: NotificationChannel,
  others: readonly NotificationChannel[],
  notification: PendingNotification,
): Promise<boolean> {
  if (!(await inApp.deliver(notification))) return false;
  for (const channel of others) await channel.deliver(notification);
  return true;
}
