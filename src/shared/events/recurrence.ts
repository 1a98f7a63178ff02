// Weekly series. Occurrences keep the host's LOCAL wall-clock time (a 19:00 Berlin meetup stays at
// 19:00 Berlin after the clocks change, so its UTC instant moves by an hour), which is also what the
// RRULE with DTSTART;TZID in the ICS export tells calendar apps.
import { wallTimeAt, wallTimeToInstant, type WallTime } from './time-zone.ts';

export interface WeeklySeries {
  firstStart: Date;
  firstEnd: Date;
  zone: string; // the host's IANA zone
  intervalWeeks: number; // 1 = every week, 2 = every other week
  until?: Date; // last occurrence may start at or before this instant (RRULE UNTIL is inclusive)
  count?: number; // total number of occurrences, the first included
}

export interface Occurrence {
  index: number; // 0 for the first occurrence
  startsAt: Date;
  endsAt: Date;
}

/** Upper bound on occurrences produced by one call, whatever the window asks for. */
export const MAX_OCCURRENCES = 500;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

function addDays(w: WallTime, days: number): WallTime {
  const shifted = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The k-th occurrence (0-based), both ends kept at their local wall-clock times. */
export function occurrenceAt(series: WeeklySeries, index: number): Occurrence {
  const days = index * 7 * series.intervalWeeks;
  return {
    index,
    startsAt: wallTimeToInstant(addDays(wallTimeAt(series.firstStart, series.zone), days), series.zone),
    endsAt: wallTimeToInstant(addDays(wallTimeAt(series.firstEnd, series.zone), days), series.zone),
  };
}

export function isValidSeries(series: WeeklySeries): boolean {
  return (
    Number.isInteger(series.intervalWeeks) &&
    series.intervalWeeks >= 1 &&
    series.firstEnd.getTime() >= series.firstStart.getTime() &&
    (series.count === undefined || (Number.isInteger(series.count) && series.count >= 1)) &&
    (series.until === undefined || series.until.getTime() >= series.firstStart.getTime())
  );
}

/**
 * Occurrences overlapping [from, to), in order, at most `cap` (never above MAX_OCCURRENCES). An
 * invalid series yields nothing rather than looping.
 */
export function occurrencesBetween(
  series: WeeklySeries,
  from: Date,
  to: Date,
  cap: number = MAX_OCCURRENCES,
): Occurrence[] {
  if (!isValidSeries(series) || to.getTime() <= from.getTime()) return [];
  const limit = Math.max(0, Math.min(cap, MAX_OCCURRENCES));
  const step = WEEK_MS * series.intervalWeeks;
  const duration = series.firstEnd.getTime() - series.firstStart.getTime();
  // Jump close to the window instead of walking from the first occurrence; the one-week margin
  // (plus two hours of DST slack inside it) guarantees no overlapping occurrence is skipped.
  let index = Math.max(0, Math.floor((from.getTime() - series.firstStart.getTime() - duration - WEEK_MS) / step));
  const out: Occurrence[] = [];
  while (out.length < limit) {
    if (series.count !== undefined && index >= series.count) break;
    const occ = occurrenceAt(series, index);
    if (series.until !== undefined && occ.startsAt.getTime() > series.until.getTime()) break;
    if (occ.startsAt.getTime() >= to.getTime()) break;
    const zeroLength = occ.startsAt.getTime() === occ.endsAt.getTime();
    const inside = zeroLength ? occ.startsAt.getTime() >= from.getTime() : occ.endsAt.getTime() > from.getTime();
    if (inside) out.push(occ);
    index += 1;
  }
  return out;
}
