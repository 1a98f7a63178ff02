// The status line people expect on an event ("Happening now", "Starts in 2 h", "Ended", "Cancelled"),
// computed from the upstream's "now" for the answer being shown, so server and browser agree. Words are
// the page's (events.badge.* in the catalogues): this says only which line and, before a start, how long.
export type EventBadge =
  { kind: 'cancelled' | 'live' | 'ended' } | { kind: 'soon'; unit: 'minutes' | 'hours'; count: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SOON_MS = 24 * HOUR_MS;

/** The badge of an event at `now`, or null when it is more than a day away (its date says enough). */
export function eventBadge(e: { startsAt: string; endsAt: string; cancelled: boolean }, now: Date): EventBadge | null {
  if (e.cancelled) return { kind: 'cancelled' };
  const start = Date.parse(e.startsAt);
  const end = Date.parse(e.endsAt);
  const t = now.getTime();
  if (end <= t) return { kind: 'ended' };
  if (start <= t) return { kind: 'live' };
  const delta = start - t;
  if (delta > SOON_MS) return null;
  if (delta < HOUR_MS) return { kind: 'soon', unit: 'minutes', count: Math.max(1, Math.ceil(delta / MINUTE_MS)) };
  return { kind: 'soon', unit: 'hours', count: Math.floor(delta / HOUR_MS) };
}

/** 'Los Angeles' for America/Los_Angeles, 'UTC' for UTC: how a zone is named next to the host's time. */
export function zoneCity(zone: string): string {
  const last = zone.split('/').pop() ?? zone;
  return last.replace(/_/g, ' ');
}
