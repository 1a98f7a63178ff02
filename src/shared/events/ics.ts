// RFC 5545 iCalendar output for one event (event.ics, spec §9) and for a list (the personal calendar
// feed). Hand-written rather than the `ics` npm package (adamgibbons/ics 3.12.0), checked for issue 5:
//  - it cannot write DTSTART;TZID=… (timezone support is still an open pull request, #284), and a
//    weekly series must be anchored in the host's zone so calendar apps keep 19:00 Berlin across DST;
//  - it validates with yup and ships CommonJS only, which is weight and config the browser bundle
//    (this folder is imported by client code) should not carry for ~200 lines of string building.
// What RFC 5545 asks of us and the tests pin: CRLF line endings, lines folded at 75 octets without
// splitting a UTF-8 sequence, TEXT escaping (backslash, semicolon, comma, newline), UTC date-times
// with Z, one VTIMEZONE per TZID used (built from Intl's zone data for the years the series covers).
import { descriptionWithDetails, utcBasic } from './calendar-links.ts';
import { occurrenceAt } from './recurrence.ts';
import { wallTimeAt, zoneOffsetMs, type WallTime } from './time-zone.ts';

export const PRODID = '-//Lumen//Events//EN';
const CRLF = '\r\n';
const MAX_OCTETS = 75;

export interface IcsRecurrence {
  zone: string; // host's IANA zone; occurrences keep its local wall-clock time
  intervalWeeks: number;
  until?: Date;
  count?: number;
}

export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  url: string;
  startsAt: Date; // first occurrence for a series
  endsAt: Date;
  location?: string;
  updatedAt?: Date; // LAST-MODIFIED, so polling calendar apps notice a moved event
  sequence?: number; // bump when the time changes (RFC 5545 §3.8.7.4)
  recurrence?: IcsRecurrence;
}

/** TEXT value escaping of RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''); // other controls are not allowed in TEXT
}

const encoder = new TextEncoder();

/**
 * Folds one content line (RFC 5545 §3.1): at most 75 octets per physical line, continuation lines
 * start with one space (which counts), never splitting a UTF-8 multi-octet character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

function localBasic(w: WallTime): string {
  const p = (n: number, l = 2) => String(n).padStart(l, '0');
  return `${p(w.year, 4)}${p(w.month)}${p(w.day)}T${p(w.hour)}${p(w.minute)}${p(w.second)}`;
}

// URIs are not TEXT: no escaping, but a CR/LF would end the property, so controls are dropped.
function uriValue(url: string): string {
  return url.replace(/[\u0000-\u001f\u007f]/g, '');
}

function offsetText(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const abs = Math.abs(Math.round(ms / 60_000));
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
const VTIMEZONE_MAX_YEARS = 10;

interface Transition {
  at: number; // first instant of the new offset
  from: number;
  to: number;
}

function transitionsBetween(zone: string, fromMs: number, toMs: number): Transition[] {
  const found: Transition[] = [];
  let prev = zoneOffsetMs(new Date(fromMs), zone);
  // Offsets never change twice within a week, so weekly probes plus a binary search find every change.
  for (let t = fromMs + WEEK_MS; t <= toMs + WEEK_MS; t += WEEK_MS) {
    const cur = zoneOffsetMs(new Date(t), zone);
    if (cur === prev) continue;
    let lo = t - WEEK_MS;
    let hi = t;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (zoneOffsetMs(new Date(mid), zone) === prev) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: prev, to: cur });
    prev = cur;
  }
  return found;
}

/**
 * A VTIMEZONE for `zone` covering [fromMs, toMs] (capped at ten years): one initial STANDARD
 * observance plus one observance per offset change, derived from Intl so it matches what the
 * occurrences were computed with. Major calendar apps (Google, Apple, Outlook) also recognise the
 * IANA TZID itself and use their own rules beyond the years written here.
 */
export function vtimezoneLines(zone: string, fromMs: number, toMs: number): string[] {
  const start = Date.UTC(new Date(fromMs).getUTCFullYear(), 0, 1);
  const end = Math.min(toMs, start + VTIMEZONE_MAX_YEARS * 366 * 24 * HOUR_MS);
  const initial = zoneOffsetMs(new Date(start), zone);
  // On 1 January the southern hemisphere is on summer time, so the first observance is DAYLIGHT there.
  const midYear = zoneOffsetMs(new Date(start + 182 * 24 * HOUR_MS), zone);
  const initialKind = initial > midYear ? 'DAYLIGHT' : 'STANDARD';
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  lines.push(
    `BEGIN:${initialKind}`,
    `DTSTART:${localBasic(wallTimeAt(new Date(start), 'UTC'))}`,
    `TZOFFSETFROM:${offsetText(initial)}`,
    `TZOFFSETTO:${offsetText(initial)}`,
    `END:${initialKind}`,
  );
  for (const tr of transitionsBetween(zone, start, end)) {
    const kind = tr.to > tr.from ? 'DAYLIGHT' : 'STANDARD';
    // An observance's DTSTART is the local time just before the change, read in the old offset.
    const localBefore = wallTimeAt(new Date(tr.at + tr.from), 'UTC');
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localBasic(localBefore)}`,
      `TZOFFSETFROM:${offsetText(tr.from)}`,
      `TZOFFSETTO:${offsetText(tr.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function isZoned(e: IcsEvent): e is IcsEvent & { recurrence: IcsRecurrence } {
  return e.recurrence !== undefined && e.recurrence.zone !== 'UTC';
}

/** The RRULE of a weekly series. UNTIL and COUNT must not both appear, so both collapse to UNTIL. */
export function rrule(e: IcsEvent & { recurrence: IcsRecurrence }): string {
  const r = e.recurrence;
  const parts = ['FREQ=WEEKLY', `INTERVAL=${r.intervalWeeks}`];
  const series = { firstStart: e.startsAt, firstEnd: e.endsAt, zone: r.zone, intervalWeeks: r.intervalWeeks };
  if (r.count !== undefined && r.until !== undefined) {
    const lastByCount = occurrenceAt(series, r.count - 1).startsAt;
    const until = lastByCount.getTime() < r.until.getTime() ? lastByCount : r.until;
    parts.push(`UNTIL=${utcBasic(until)}`);
  } else if (r.until !== undefined) {
    parts.push(`UNTIL=${utcBasic(r.until)}`);
  } else if (r.count !== undefined) {
    parts.push(`COUNT=${r.count}`);
  }
  return `RRULE:${parts.join(';')}`;
}

function seriesEndMs(e: IcsEvent & { recurrence: IcsRecurrence }): number {
  const r = e.recurrence;
  const candidates = [e.startsAt.getTime() + VTIMEZONE_MAX_YEARS * 365 * 24 * HOUR_MS];
  if (r.until) candidates.push(r.until.getTime());
  if (r.count !== undefined) candidates.push(e.endsAt.getTime() + r.count * r.intervalWeeks * WEEK_MS);
  return Math.min(...candidates);
}

function veventLines(e: IcsEvent, now: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(e.id)}@lumen`, `DTSTAMP:${utcBasic(now)}`];
  if (isZoned(e)) {
    const zone = e.recurrence.zone;
    lines.push(
      `DTSTART;TZID=${zone}:${localBasic(wallTimeAt(e.startsAt, zone))}`,
      `DTEND;TZID=${zone}:${localBasic(wallTimeAt(e.endsAt, zone))}`,
      rrule(e),
    );
  } else {
    lines.push(`DTSTART:${utcBasic(e.startsAt)}`, `DTEND:${utcBasic(e.endsAt)}`);
    if (e.recurrence) lines.push(rrule({ ...e, recurrence: e.recurrence }));
  }
  lines.push(
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(descriptionWithDetails(e.description, e.url))}`,
    `URL:${uriValue(e.url)}`,
  );
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.updatedAt) lines.push(`LAST-MODIFIED:${utcBasic(e.updatedAt)}`);
  if (e.sequence !== undefined) lines.push(`SEQUENCE:${Math.max(0, Math.floor(e.sequence))}`);
  lines.push('END:VEVENT');
  return lines;
}

export interface CalendarOptions {
  now: Date; // DTSTAMP: when this file was produced
  name?: string; // X-WR-CALNAME, shown by calendar apps for a subscribed feed
  refreshIntervalMinutes?: number; // how often subscribers should poll the feed
}

/** A VCALENDAR with every event; VTIMEZONEs once per zone used by a series. */
export function buildCalendar(events: readonly IcsEvent[], options: CalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.name !== undefined) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  if (options.refreshIntervalMinutes !== undefined) {
    const m = Math.max(1, Math.floor(options.refreshIntervalMinutes));
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${m}M`, `X-PUBLISHED-TTL:PT${m}M`);
  }
  const spans = new Map<string, { from: number; to: number }>();
  for (const e of events) {
    if (!isZoned(e)) continue;
    const span = spans.get(e.recurrence.zone);
    const from = e.startsAt.getTime();
    const to = seriesEndMs(e);
    spans.set(e.recurrence.zone, span ? { from: Math.min(span.from, from), to: Math.max(span.to, to) } : { from, to });
  }
  for (const [zone, span] of spans) lines.push(...vtimezoneLines(zone, span.from, span.to));
  for (const e of events) lines.push(...veventLines(e, options.now));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** event.ics for one event (Apple, Outlook desktop). */
export function buildEventIcs(event: IcsEvent, now: Date): string {
  return buildCalendar([event], { now });
}
