// Time-zone rules shared by server and browser. Only Intl is used (no zone database of our own), so
// the same inputs give the same text on both sides and hydration never disagrees (docs/product.md §10).

import type { Locale } from '../i18n/locales.ts';
import { intlLocaleOf } from '../i18n/format.ts';

/** Zone arithmetic reads numbers from en-US parts, whatever the page's language. */
const ARITHMETIC_LOCALE = 'en-US';

export const FALLBACK_TIME_ZONE = 'UTC';
/** The cookie in which the browser tells the server its IANA zone (set on hydration). */
export const TZ_COOKIE = 'tz';

let knownZones: ReadonlySet<string> | undefined;

// Intl.supportedValuesOf lists canonical IANA names only and, in V8, not 'UTC' itself, which is the
// fallback we name on a first visit, so it is added by hand.
function zones(): ReadonlySet<string> {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), FALLBACK_TIME_ZONE]);
  return knownZones;
}

const IANA_SHAPE = /^[A-Z][A-Za-z_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*){1,2}$/;

/**
 * The zone name when it is a known IANA zone, otherwise null (never throws on hostile input).
 * supportedValuesOf lists only the canonical names of this engine's ICU, and engines disagree:
 * Node 20 lists Asia/Calcutta and Europe/Kiev while current browsers report Asia/Kolkata and
 * Europe/Kyiv. So an IANA-shaped name that Intl itself resolves (a link or a newer name) is accepted
 * too; anything else, offsets like '+01:00' included, is unknown.
 */
export function parseTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return null;
  if (zones().has(value)) return value;
  if (!IANA_SHAPE.test(value)) return null;
  try {
    new Intl.DateTimeFormat(ARITHMETIC_LOCALE, { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

export interface ViewerZone {
  zone: string;
  // True when the browser has not told us its zone yet: pages then say 'UTC' explicitly.
  isFallback: boolean;
}

/** The viewer's zone from the tz cookie; an absent or unknown value falls back to UTC, flagged. */
export function zoneFromCookie(value: string | undefined | null): ViewerZone {
  let decoded: string | undefined;
  try {
    decoded = value == null ? undefined : decodeURIComponent(value);
  } catch {
    decoded = undefined; // a malformed %-sequence is treated like no cookie
  }
  const zone = parseTimeZone(decoded);
  return zone === null ? { zone: FALLBACK_TIME_ZONE, isFallback: true } : { zone, isFallback: false };
}

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat(ARITHMETIC_LOCALE, {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(zone, f);
  }
  return f;
}

/** The wall-clock reading in `zone` at an instant. */
export function wallTimeAt(instant: Date, zone: string): WallTime {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

function wallAsUtcMs(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** Offset of `zone` from UTC at an instant, in ms (Berlin in winter: +3 600 000). */
export function zoneOffsetMs(instant: Date, zone: string): number {
  const ms = Math.floor(instant.getTime() / 1000) * 1000; // Intl parts have no milliseconds
  return wallAsUtcMs(wallTimeAt(new Date(ms), zone)) - ms;
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time in `zone` denotes. Like Temporal's 'compatible' disambiguation: a
 * time repeated when clocks go back takes the earlier instant; a time skipped when clocks go forward
 * is moved forward by the gap (02:30 on Berlin's spring day becomes 03:30 CEST).
 */
export function wallTimeToInstant(w: WallTime, zone: string): Date {
  const wall = wallAsUtcMs(w);
  const before = zoneOffsetMs(new Date(wall - DAY_MS), zone);
  const after = zoneOffsetMs(new Date(wall + DAY_MS), zone);
  const valid = [before, after].map((o) => wall - o).filter((t) => zoneOffsetMs(new Date(t), zone) === wall - t);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - before);
}

/** 'YYYY-MM-DD' of the local day of an instant in `zone`. */
export function localDateKey(instant: Date, zone: string): string {
  const w = wallTimeAt(instant, zone);
  return `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

const displayFormatters = new Map<string, Intl.DateTimeFormat>();

function displayFormatter(zone: string, locale: Locale, part: 'all' | 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${locale} ${part} ${zone}`;
  let f = displayFormatters.get(key);
  if (!f) {
    const day = { weekday: 'short', month: 'short', day: 'numeric' } as const;
    const time = { hour: locale === 'en' ? 'numeric' : '2-digit', minute: '2-digit' } as const;
    const options: Intl.DateTimeFormatOptions =
      part === 'day'
        ? day
        : part === 'time'
          ? time
          : // English keeps its 12-hour clock; other languages their own (24-hour in German and Japanese).
            { ...day, ...time, timeZoneName: 'short', ...(locale === 'en' ? { hourCycle: 'h12' } : {}) };
    f = new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: zone });
    displayFormatters.set(key, f);
  }
  return f;
}

interface DisplayParts {
  day: string; // 'Tue, Nov 24', 'Di., 24. Nov.', '11月24日(火)'
  time: string; // '7:00 PM', '19:00'
  zoneName: string; // 'GMT+1', 'EST', 'UTC', 'MEZ'
}

// ICU versions differ on the spaces inside dates (U+202F before AM/PM in newer ones, U+00A0 elsewhere),
// which would otherwise make server and browser text differ: plain spaces everywhere.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function displayParts(instant: Date, zone: string, locale: Locale): DisplayParts {
  const p: Record<string, string> = {};
  for (const part of displayFormatter(zone, locale, 'all').formatToParts(instant)) p[part.type] = part.value;
  const zoneName = p.timeZoneName ?? zone;
  if (locale === 'en') {
    return {
      day: `${p.weekday ?? ''}, ${p.month ?? ''} ${p.day ?? ''}`,
      time: `${p.hour ?? ''}:${p.minute ?? ''} ${p.dayPeriod ?? ''}`,
      zoneName,
    };
  }
  return {
    day: plainSpaces(displayFormatter(zone, locale, 'day').format(instant)),
    time: plainSpaces(displayFormatter(zone, locale, 'time').format(instant)),
    zoneName,
  };
}

/**
 * An event's start–end in the viewer's zone, the zone always named:
 * 'Tue, Nov 24 · 7:00 PM – 9:00 PM GMT+1'; the end's day is shown when it is another local day, and
 * the start's zone name too when a DST change falls inside the event. en-US gives abbreviations for
 * North American zones (EST, PDT) and 'GMT+1' style names elsewhere. Other languages read it their own
 * way: 'Di., 24. Nov. · 19:00 – 21:00 MEZ'.
 */
export function formatEventTime(startsAt: Date, endsAt: Date, zone: string, locale: Locale = 'en'): string {
  const s = displayParts(startsAt, zone, locale);
  const e = displayParts(endsAt, zone, locale);
  const start = s.zoneName === e.zoneName ? s.time : `${s.time} ${s.zoneName}`;
  const sameDay = localDateKey(startsAt, zone) === localDateKey(endsAt, zone);
  const end = sameDay ? e.time : `${e.day} · ${e.time}`;
  return `${s.day} · ${start} – ${end} ${e.zoneName}`;
}
