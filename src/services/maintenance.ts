// Housekeeping of the embedded services' database, on a schedule in every instance (each delete is
// idempotent, so several instances sweeping at once only repeat each other): expired OpenID Connect
// records (oidc_store rows past expires_at read as absent but stay until deleted), guessing counters
// quiet for two days, sign-ups whose link expired, newsletter requests never confirmed in their week,
// analytics daily totals past their retention; and it releases the ticket proceeds of ended events to
// their hosts (each event settled once under its row lock, so sweeps at once never pay twice).
import type { Database } from './db/database.ts';
import { releaseEndedEventProceeds } from './tickets/escrow.ts';
import { sweepExpiredOidcRecords } from './identity/oidc-adapter.ts';
import { sweepExpiredRegistrations } from './identity/registration.ts';
import { sweepThrottleCounters } from './throttle/store.ts';
import { sweepAnalytics } from './analytics/repository.ts';
import { ANALYTICS_RETENTION_DAYS } from '../shared/analytics/limits.ts';
import { sweepExpiredSubscriptionRequests } from './newsletter/repository.ts';

export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Longer than any rule's forgetAfterMs (a day): a swept counter had nothing left to count. */
const THROTTLE_QUIET_MS = 2 * 24 * 60 * 60 * 1000;

export interface SweepResult {
  oidcRecords: number;
  throttleCounters: number;
  registrations: number;
  analyticsDays: number;
  newsletterRequests: number;
  /** Ended events whose held ticket proceeds went to their host. */
  ticketProceedsReleased: number;
}

export async function sweepOnce(db: Database, now: Date): Promise<SweepResult> {
  return {
    oidcRecords: await sweepExpiredOidcRecords(db),
    throttleCounters: await sweepThrottleCounters(db, now, THROTTLE_QUIET_MS),
    registrations: await sweepExpiredRegistrations(db, now),
    analyticsDays: await sweepAnalytics(db, now, ANALYTICS_RETENTION_DAYS),
    newsletterRequests: await sweepExpiredSubscriptionRequests(db, now),
    ticketProceedsReleased: (await releaseEndedEventProceeds(db, now)).events,
  };
}

export interface MaintenanceOptions {
  db: Database;
  intervalMs?: number | undefined;
  clock?: (() => Date) | undefined;
  onSwept?: ((result: SweepResult) => void) | undefined;
  onError?: ((error: unknown) => void) | undefined;
  /** The timer (tests pass their own); default setInterval, unref'd so it never keeps the process up. */
  every?: ((ms: number, run: () => void) => { stop(): void }) | undefined;
}

const intervalTimer = (ms: number, run: () => void) => {
  const timer = setInterval(run, ms);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

/** Sweeps every intervalMs (default 10 minutes); stop() waits for a sweep in progress. */
export function startMaintenance(options: MaintenanceOptions): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const sweep = () => {
    if (stopped) return;
    running = running.then(async () => {
      try {
        options.onSwept?.(await sweepOnce(options.db, (options.clock ?? (() => new Date()))()));
      } catch (error) {
        options.onError?.(error);
      }
    });
  };
  const timer = (options.every ?? intervalTimer)(options.intervalMs ?? SWEEP_INTERVAL_MS, sweep);
  return {
    async stop() {
      stopped = true;
      timer.stop();
      await running;
    },
  };
}
