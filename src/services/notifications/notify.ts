// One notice to several personas, for domains other than events (docs/upstream-api-notifications.md): each
// persona who has not turned the kind off gets it once — the in-app channel's (persona, dedupe key)
// guard makes a repeated call a no-op. Runs on the caller's transaction, so the change that caused the
// notice and the notice commit together.
import type { Queryable } from '../db/database.ts';
import { deliverOnce, inAppChannel, type NotificationChannel, type PendingNotification } from './channel.ts';

export type Notice = Omit<PendingNotification, 'personaId'>;

/** The number of personas newly notified. */
export async function notifyPersonas(
  tx: Queryable,
  personaIds: readonly string[],
  notice: Notice,
  channels: readonly NotificationChannel[] = [],
): Promise<number> {
  if (personaIds.length === 0) return 0;
  const wanting = await tx.query<{ persona_id: string }>(
    `select id as persona_id from unnest($1::uuid[]) as id
      where coalesce((select p.enabled from notification_preferences p where p.persona_id = id and p.kind = $2), true)
      order by id`,
    [[...personaIds], notice.kind],
  );
  const inApp = inAppChannel(tx);
  let delivered = 0;
  for (const { persona_id: personaId } of wanting) {
    if (await deliverOnce(inApp, channels, { ...notice, personaId })) delivered += 1;
  }
  return delivered;
}
