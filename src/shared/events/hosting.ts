// Rules of hosting an event that the host's form, the web tier and the events service share: limits,
// and the wall-clock form in which hosts give times ("2026-12-01T19:00" in their own IANA zone, what a
// datetime-local input gives). Pure, browser-safe (Intl only).
import { wallTimeAt, wallTimeToInstant, type WallTime } from './time-zone.ts';

export const EVENT_HOSTING_LIMITS = {
  titleMax: 120,
  descriptionMax: 4000,
  /** One occurrence lasts at most this long. */
  maxDurationHours: 24 * 7,
  /** A weekly series' occurrence lasts at most a day (the series table's own bound). */
  maxSeriesDurationHours: 24,
  /** A weekly series has at most this many occurrences, the first included. */
  maxWeeklyCount: 26,
  /** Events start at most this far ahead. */
  maxDaysAhead: 730,
} as const;

export const TICKET_HOSTING_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  maxPrice: 1_000_000,
  maxQuantity: 1_000_000,
  /** Codes made by one request, and held by one ticket definition in all. */
  maxCodesPerRequest: 100,
  maxCodesPerDefinition: 1000,
} as const;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-01T19:00" as a wall time, or null when it is not one (wrong shape, 31 February, 25:00). */
export function parseLocalDateTime(value: string): WallTime | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute, second: 0 };
}

/**
 * The instant a host's wall-clock time denotes in their zone, or null when it is not a time. A time the
 * clocks skip (02:30 on a spring-forward day) moves forward by the gap; a repeated one takes the earlier.
 */
export function localToInstant(value: string, zone: string): Date | null {
  const wall = parseLocalDateTime(value);
  return wall ? wallTimeToInstant(wall, zone) : null;
}

/** The datetime-local form of an instant in a zone: "2026-12-01T19:00". */
export function instantToLocal(instant: Date, zone: string): string {
  const w = wallTimeAt(instant, zone);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** Minutes from one wall-clock reading to another ("2026-12-01T19:00" to "2026-12-02T20:30": 1530), or null. */
export function wallMinutesBetween(from: string, to: string): number | null {
  const a = parseLocalDateTime(from);
  const b = parseLocalDateTime(to);
  if (!a || !b) return null;
  const utc = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((utc(b) - utc(a)) / 60_000);
}

/**
 * A wall-clock reading moved by whole minutes on the wall clock ("This and following events": every later
 * occurrence keeps its date and moves by the host's shift, whatever DST does between them), or null.
 */
export function shiftWallTime(value: string, minutes: number): string | null {
  const w = parseLocalDateTime(value);
  if (!w) return null;
  const shifted = new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) + minutes * 60_000);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}
