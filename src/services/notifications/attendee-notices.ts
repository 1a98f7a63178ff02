// Telling an event's attendees that its host moved or cancelled it, at the moment the host does: every
// persona who saved the event, holds a ticket for it or asked to be reminded of it gets one
// 'event-changed' notification (unless they turned that kind off). Runs inside the host's write, so the
// change and its notices commit together.
//
// The notices use the same dedupe keys as the reminder sweep's change notices (reminders.ts), and the
// reminder subscriptions are told the new start here, so the sweep never repeats what was sent now.
// The reminder itself follows the event: its job is scheduled for the new start, and the sweep reads the
// event's current start and skips cancelled events.
import type { Queryable } from '../db/database.ts';
import { deliverOnce, inAppChannel, type NotificationChannel } from './channel.ts';
import { cancelledBody, cancelledKey, formatStart, movedKey } from './reminders.ts';
import type { ReminderScheduler } from './worker.ts';

export interface AttendeeNoticeInput {
  eventId: string;
  change: 'moved' | 'cancelled';
  now: Date;
  reminders?: ReminderScheduler | undefined;
  channels?: readonly NotificationChannel[] | undefined;
  /** Lumen Dollars refunded to each ticket holder by the cancellation (their notice says how much). */
  refunds?: ReadonlyMap<string, number> | undefined;
}

/** The number of attendees newly notified. */
export async function noticeAttendees(tx: Queryable, input: AttendeeNoticeInput): Promise<number> {
  const [event] = await tx.query<{
    title: string;
    starts_at: Date | string;
    time_zone: string;
    host_persona_id: string;
  }>('select title, starts_at, time_zone, host_persona_id from events where id = $1', [input.eventId]);
  if (!event) return 0;
  const startsAt = new Date(event.starts_at);
  const attendees = await tx.query<{ persona_id: string }>(
    `select a.persona_id from (
        select persona_id from calendar_saves where event_id = $1
        union select holder_persona_id from tickets where event_id = $1
        union select persona_id from event_reminder_subscriptions where event_id = $1
     ) a
     where a.persona_id <> $2
       and coalesce((select p.enabled from notification_preferences p
                      where p.persona_id = a.persona_id and p.kind = 'event-changed'), true)
     order by a.persona_id`,
    [input.eventId, event.host_persona_id],
  );
  const inApp = inAppChannel(tx);
  let delivered = 0;
  for (const { persona_id: personaId } of attendees) {
    const cancelled = input.change === 'cancelled';
    const isNew = await deliverOnce(inApp, input.channels ?? [], {
      personaId,
      eventId: input.eventId,
      kind: 'event-changed',
      title: cancelled ? `"${event.title}" was cancelled` : `"${event.title}" moved`,
      body: cancelled
        ? cancelledBody(input.refunds?.get(personaId) ?? 0)
        : `It now starts ${formatStart(startsAt, event.time_zone)}.`,
      dedupeKey: cancelled ? cancelledKey(input.eventId) : movedKey(input.eventId, startsAt),
      createdAt: input.now,
    });
    if (isNew) delivered += 1;
  }
  // Heard about: the sweep compares later moves with this start.
  const subscribed = await tx.query(
    'update event_reminder_subscriptions set seen_starts_at = $2 where event_id = $1 returning persona_id',
    [input.eventId, startsAt],
  );
  if (input.change === 'moved' && subscribed.length > 0 && input.reminders) {
    await input.reminders.schedule({ id: input.eventId, startsAt }, tx);
  }
  return delivered;
}
