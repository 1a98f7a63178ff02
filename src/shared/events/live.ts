// 'Live now', 'starts soon', day filters and ordering of event lists. `now` is always a parameter so
// the server computes it per request (never a cached stale list) and tests pin it.
import { localDateKey, wallTimeToInstant } from './time-zone.ts';

export type Instant = Date | string;

export interface TimedEvent {
  startsAt: Instant;
  endsAt: Instant;
}

function ms(i: Instant): number {
  return typeof i === 'string' ? Date.parse(i) : i.getTime();
}

/** Live from its start (inclusive) until its end (exclusive). */
export function isLiveNow(event: TimedEvent, now: Date): boolean {
  const t = now.getTime();
  return ms(event.startsAt) <= t && t < ms(event.endsAt);
}

/** Not started yet and starting within `withinMs` from now (inclusive). */
export function startsWithin(event: TimedEvent, now: Date, withinMs: number): boolean {
  const delta = ms(event.startsAt) - now.getTime();
  return delta > 0 && delta <= withinMs;
}

export interface InstantRange {
  from: Date; // inclusive
  to: Date; // exclusive
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instants of a local calendar day ('YYYY-MM-DD') in `zone`. DST days are 23 or 25 hours long,
 * so this is midnight-to-midnight in the zone, not 24 h from midnight. Null for an invalid date.
 */
export function localDayRange(dateKey: string, zone: string, days = 1): InstantRange | null {
  const m = DATE_KEY.exec(dateKey);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return {
    from: wallTimeToInstant({ year, month, day, hour: 0, minute: 0, second: 0 }, zone),
    to: wallTimeToInstant(
      {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
      },
      zone,
    ),
  };
}

/** An event counts in a range when it overlaps it; a zero-length event when its start is inside. */
export function overlaps(event: TimedEvent, range: InstantRange): boolean {
  const s = ms(event.startsAt);
  const e = ms(event.endsAt);
  const from = range.from.getTime();
  const to = range.to.getTime();
  if (s === e) return s >= from && s < to;
  return s < to && e > from;
}

export type DayFilter = { kind: 'today' } | { kind: 'week' } | { kind: 'date'; date: string };

/**
 * The instants a day filter covers in the viewer's zone. 'week' is the seven local days starting
 * today (a rolling week, so on a Sunday it still shows the days ahead). Null for an invalid date.
 */
export function dayFilterRange(filter: DayFilter, now: Date, zone: string): InstantRange | null {
  switch (filter.kind) {
    case 'today':
      return localDayRange(localDateKey(now, zone), zone);
    case 'week':
      return localDayRange(localDateKey(now, zone), zone, 7);
    case 'date':
      return localDayRange(filter.date, zone);
  }
}

export function filterByDay<E extends TimedEvent>(
  events: readonly E[],
  filter: DayFilter,
  now: Date,
  zone: string,
): E[] {
  const range = dayFilterRange(filter, now, zone);
  if (range === null) return [];
  return events.filter((e) => overlaps(e, range));
}

/**
 * Upcoming = not yet ended (live ones included), soonest start first; past = ended, most recently
 * ended first. Ties keep their input order (Array.prototype.sort is stable).
 */
export function splitUpcomingPast<E extends TimedEvent>(events: readonly E[], now: Date): { upcoming: E[]; past: E[] } {
  const t = now.getTime();
  const upcoming = events.filter((e) => ms(e.endsAt) > t).sort((a, b) => ms(a.startsAt) - ms(b.startsAt));
  const past = events.filter((e) => ms(e.endsAt) <= t).sort((a, b) => ms(b.endsAt) - ms(a.endsAt));
  return { upcoming, past };
}
