// The durable reminder worker: pg-boss 10 over the service's own Database (pg-boss-db.ts), on PGlite and
// on PostgreSQL alike. Jobs are rows in pg-boss's tables, so a reminder scheduled before a restart fires
// after it; several instances share the tables and pg-boss hands each job to one of them (SKIP LOCKED).
//
// Two queues:
// - event-reminder: one job per event and start time (singleton key `{eventId}@{startsAt}`, queue policy
//   'short': at most one waiting job per key), startAfter = start − lead. Sent in the same transaction
//   as the subscription that needs it. When it runs it delivers what is due by the services' clock; if
//   the event moved later it sends itself again for the new time.
// - event-reminder-sweep: a pg-boss cron schedule every minute (pg-boss makes one job per minute across
//   all instances) running runDueReminders(clock()): events moved by other services, and anything a job
//   did not cover, are still reminded within a minute.
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import type { Clock } from '../kit/clock.ts';
import { pgBossDb } from './pg-boss-db.ts';
import { reminderDueAt, runDueReminders, type SweepResult } from './reminders.ts';
import type { NotificationChannel } from './channel.ts';
import { metrics } from '../../platform/observability/metrics.ts';

export const REMINDER_QUEUE = 'event-reminder';
export const SWEEP_QUEUE = 'event-reminder-sweep';
export const PG_BOSS_SCHEMA = 'pgboss';

/** Schedules reminder jobs; the routes call it when a subscription or an event's time needs one. */
export interface ReminderScheduler {
  readonly leadMs: number;
  /** Enqueues the reminder job of one event start; `tx` enqueues it in the caller's transaction. */
  schedule(event: { id: string; startsAt: Date }, tx?: Queryable): Promise<void>;
}

export interface ReminderWorkerOptions {
  db: Database;
  clock: Clock;
  leadMs: number;
  /** Cron of the sweep (default every minute); null: no sweep (tests of the job path alone). */
  sweepCron?: string | null | undefined;
  /**
   * How often an idle worker looks for jobs (default 5 s: a reminder a few seconds late is fine, and on
   * PGlite every poll takes a turn on the one connection; pg-boss's minimum is 0.5 s).
   */
  pollingIntervalSeconds?: number | undefined;
  channels?: readonly NotificationChannel[] | undefined;
  onError?: ((error: unknown) => void) | undefined;
}

export interface ReminderWorker extends ReminderScheduler {
  /** Runs the sweep now (what the cron job does). */
  sweep(): Promise<SweepResult>;
  stop(): Promise<void>;
}

interface ReminderJobData {
  eventId: string;
}

export async function startReminderWorker(opts: ReminderWorkerOptions): Promise<ReminderWorker> {
  const db = pgBossDb(opts.db);
  const boss = new PgBoss({
    db,
    schema: PG_BOSS_SCHEMA,
    // Archive and delete as pg-boss does by default; keep its maintenance (it runs under its own lock).
    supervise: true,
    schedule: opts.sweepCron !== null,
  });
  boss.on('error', (error) => (opts.onError ?? (() => undefined))(error));
  await boss.start();
  // pg-boss 10 needs queues to exist before send/work/schedule.
  await ensureQueue(boss, { name: REMINDER_QUEUE, policy: 'short', retryLimit: 5, retryDelay: 30 });
  await ensureQueue(boss, { name: SWEEP_QUEUE, policy: 'short', retryLimit: 0 });

  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 5;
  const runSweep = () =>
    runDueReminders(opts.db, { now: opts.clock(), leadMs: opts.leadMs, channels: opts.channels }).then(delivered);
  // Reminders and change notices delivered (metrics on).
  const delivered = (result: SweepResult): SweepResult => {
    metrics()?.remindersDelivered(result.reminders + result.changes);
    return result;
  };
  /** A job handler, counted by queue and outcome (pg-boss retries a failed one). */
  const counted =
    <A extends unknown[]>(queue: string, handler: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      try {
        await handler(...args);
        metrics()?.reminderJob(queue, 'succeeded');
      } catch (error) {
        metrics()?.reminderJob(queue, 'failed');
        throw error;
      }
    };

  const schedule = async (event: { id: string; startsAt: Date }, tx?: Queryable) => {
    const startAfter = new Date(event.startsAt.getTime() - opts.leadMs);
    await boss.send(REMINDER_QUEUE, { eventId: event.id } satisfies ReminderJobData, {
      startAfter,
      singletonKey: `${event.id}@${event.startsAt.toISOString()}`,
      // pg-boss drops jobs still waiting after their retention (default 14 days): keep this one until a
      // day after its time, so a reminder for an event a month ahead is not silently lost.
      retentionSeconds: Math.max(3600, Math.ceil((startAfter.getTime() - Date.now()) / 1000) + 86_400),
      ...(tx ? { db: pgBossDb(tx) } : {}),
    });
  };

  await boss.work<ReminderJobData>(
    REMINDER_QUEUE,
    { pollingIntervalSeconds, batchSize: 5 },
    counted(REMINDER_QUEUE, async (jobs: PgBoss.Job<ReminderJobData>[]) => {
      for (const job of jobs) {
        const now = opts.clock();
        delivered(
          await runDueReminders(opts.db, {
            now,
            leadMs: opts.leadMs,
            eventId: job.data.eventId,
            channels: opts.channels,
          }),
        );
        // Moved later than this job's time: schedule the new time (a new key, so a new job).
        const dueAt = await reminderDueAt(opts.db, job.data.eventId, opts.leadMs, now);
        if (dueAt && dueAt.getTime() > now.getTime() + 5_000) {
          await schedule({ id: job.data.eventId, startsAt: new Date(dueAt.getTime() + opts.leadMs) });
        }
      }
    }),
  );
  if (opts.sweepCron !== null) {
    await boss.work(
      SWEEP_QUEUE,
      { pollingIntervalSeconds },
      counted(SWEEP_QUEUE, async () => {
        await runSweep();
      }),
    );
    await boss.schedule(SWEEP_QUEUE, opts.sweepCron ?? '* * * * *');
  }

  let stopping: Promise<void> | undefined;
  return {
    leadMs: opts.leadMs,
    schedule,
    sweep: runSweep,
    stop() {
      // Waits for running handlers, then stops polling; the database stays open (it is not pg-boss's).
      stopping ??= boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      return stopping;
    },
  };
}

/**
 * createQueue, safe when several instances start at once: pg-boss 10's create_queue() deadlocks
 * (40P01) when two sessions create the same queue concurrently (measured: two workers on one
 * PostgreSQL). PostgreSQL rolls the loser back; on retry it finds the winner's queue.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(queue.name)) return;
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const deadlock = typeof error === 'object' && error !== null && 'code' in error && error.code === '40P01';
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
