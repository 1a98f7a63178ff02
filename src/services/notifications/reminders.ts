// Reminders and change notices for events personas asked to be reminded of. Everything here takes `now`
// as a parameter (the services' injectable clock), so a sweep is deterministic to test; the pg-boss
// worker (worker.ts) decides WHEN it runs: a job at each event's reminder time, plus a sweep every minute
// that catches what no job covered (an event moved by another service, a job lost to a crash mid-run).
//
// Delivered once: whoever runs these (a job, the sweep, two instances at the same instant), the
// notification's unique dedupe key lets one insert win (channel.ts).
import type { Queryable } from '../db/database.ts';
import { deliverOnce, inAppChannel, type NotificationChannel } from './channel.ts';

/** A job that fires a little early (clock skew between the database and this process) still counts. */
export const DUE_SLACK_MS = 5_000;

export interface ReminderOptions {
  now: Date;
  /** How long before the start a reminder goes out. */
  leadMs: number;
  /** Only this event (a job's run); all events when unset (the sweep). */
  eventId?: string | undefined;
  /** Channels after the in-app one (email, web push…); none by default. */
  channels?: readonly NotificationChannel[] | undefined;
}

export interface SweepResult {
  /** Reminders newly delivered. */
  reminders: number;
  /** 'moved' and 'cancelled' notices newly delivered. */
  changes: number;
}

interface DueRow {
  persona_id: string;
  event_id: string;
  title: string;
  starts_at: Date | string;
  time_zone: string;
}

interface ChangedRow extends DueRow {
  seen_starts_at: Date | string;
  cancelled_at: Date | string | null;
}

export const reminderKey = (eventId: string) => `event-reminder:${eventId}`;
export const movedKey = (eventId: string, startsAt: Date) => `event-moved:${eventId}:${startsAt.toISOString()}`;
export const cancelledKey = (eventId: string) => `event-cancelled:${eventId}`;

/** The cancellation notice's body, naming the holder's refund when there is one. */
export function cancelledBody(refunded: number): string {
  const refund =
    refunded > 0 ? ` ${refunded.toLocaleString('en-US')} Lumen Dollars were refunded to your balance.` : '';
  return `The host cancelled this event.${refund} There will be no reminder.`;
}

const PREFERENCE = (kind: string) => `coalesce((select p.enabled from notification_preferences p
  where p.persona_id = s.persona_id and p.kind = '${kind}'), true)`;

export async function runDueReminders(db: Queryable, opts: ReminderOptions): Promise<SweepResult> {
  const inApp = inAppChannel(db);
  const others = opts.channels ?? [];
  const changes = await deliverChanges(db, opts, inApp, others);
  const due = await db.query<DueRow>(
    `select s.persona_id, e.id as event_id, e.title, e.starts_at, e.time_zone
       from event_reminder_subscriptions s
       join events e on e.id = s.event_id
      where e.cancelled_at is null
        and e.starts_at <= $1
        and e.ends_at > $2
        and ($3::uuid is null or e.id = $3::uuid)
        and ${PREFERENCE('event-reminder')}
        and not exists (select 1 from notifications n
                         where n.persona_id = s.persona_id and n.dedupe_key = 'event-reminder:' || e.id::text)
      order by e.starts_at, s.persona_id`,
    [new Date(opts.now.getTime() + opts.leadMs + DUE_SLACK_MS), opts.now, opts.eventId ?? null],
  );
  let reminders = 0;
  for (const row of due) {
    const startsAt = new Date(row.starts_at);
    const delivered = await deliverOnce(inApp, others, {
      personaId: row.persona_id,
      eventId: row.event_id,
      kind: 'event-reminder',
      title: reminderTitle(row.title, startsAt, opts.now),
      body: `Starts ${formatStart(startsAt, row.time_zone)}.`,
      dedupeKey: reminderKey(row.event_id),
      createdAt: opts.now,
    });
    if (delivered) reminders += 1;
  }
  return { reminders, changes };
}

/** Events that moved or were cancelled since the persona asked for a reminder, while still ahead. */
async function deliverChanges(
  db: Queryable,
  opts: ReminderOptions,
  inApp: NotificationChannel,
  others: readonly NotificationChannel[],
): Promise<number> {
  const rows = await db.query<ChangedRow & { notify: boolean; refunded: number }>(
    `select s.persona_id, e.id as event_id, e.title, e.starts_at, e.time_zone, s.seen_starts_at, e.cancelled_at,
            ${PREFERENCE('event-changed')} as notify,
            (select coalesce(sum(o.total), 0)::int from ticket_orders o
              where o.event_id = e.id and o.persona_id = s.persona_id and o.refunded_at is not null) as refunded
       from event_reminder_subscriptions s
       join events e on e.id = s.event_id
      where e.ends_at > $1
        and ($2::uuid is null or e.id = $2::uuid)
        and (e.starts_at <> s.seen_starts_at
             or (e.cancelled_at is not null and not exists (
                   select 1 from notifications n
                    where n.persona_id = s.persona_id and n.dedupe_key = 'event-cancelled:' || e.id::text)))`,
    [opts.now, opts.eventId ?? null],
  );
  let delivered = 0;
  for (const row of rows) {
    const startsAt = new Date(row.starts_at);
    if (row.notify) {
      const cancelled = row.cancelled_at !== null;
      const isNew = await deliverOnce(inApp, others, {
        personaId: row.persona_id,
        eventId: row.event_id,
        kind: 'event-changed',
        title: cancelled ? `"${row.title}" was cancelled` : `"${row.title}" moved`,
        body: cancelled ? cancelledBody(row.refunded) : `It now starts ${formatStart(startsAt, row.time_zone)}.`,
        dedupeKey: cancelled ? cancelledKey(row.event_id) : movedKey(row.event_id, startsAt),
        createdAt: opts.now,
      });
      if (isNew) delivered += 1;
    }
    // Heard about: the next sweep compares with the new start. Conditional, so a racing sweep that
    // already moved it on is not undone.
    await db.query(
      `update event_reminder_subscriptions set seen_starts_at = $3
        where persona_id = $1 and event_id = $2 and seen_starts_at = $4`,
      [row.persona_id, row.event_id, startsAt, new Date(row.seen_starts_at)],
    );
  }
  return delivered;
}

/**
 * When the reminder of `eventId` is due, if someone still waits for it: null when the event is gone,
 * cancelled, over, or everyone subscribed has had theirs. The job worker reschedules itself with this
 * when an event moved later than the job it had.
 */
export async function reminderDueAt(db: Queryable, eventId: string, leadMs: number, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ starts_at: Date | string }>(
    `select e.starts_at from events e
      where e.id = $1 and e.cancelled_at is null and e.ends_at > $2
        and exists (select 1 from event_reminder_subscriptions s
                     where s.event_id = e.id
                       and not exists (select 1 from notifications n
                                        where n.persona_id = s.persona_id and n.dedupe_key = 'event-reminder:' || e.id::text))`,
    [eventId, now],
  );
  return row ? new Date(new Date(row.starts_at).getTime() - leadMs) : null;
}

export function reminderTitle(title: string, startsAt: Date, now: Date): string {
  const minutes = Math.round((startsAt.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return `"${title}" has started`;
  return `"${title}" starts in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "Sun 1 Jun, 14:15 (Europe/Berlin)": in the host's zone, as the host announced it. */
export function formatStart(startsAt: Date, timeZone: string): string {
  const zone = isZone(timeZone) ? timeZone : 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(startsAt);
  return `${text} (${zone})`;
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
