// The pure part of RFC 5545 output: a VTIMEZONE for an IANA zone, derived from Intl's zone data (so it
// matches the instants our time-zone rules compute). The files themselves are written by ical-generator
// on the server (src/server/events/ics.ts), which takes this as its timezone generator; that library is
// Node-only, and this folder is imported by browser code.
import { wallTimeAt, zoneOffsetMs, type WallTime } from './time-zone.ts';

function localBasic(w: WallTime): string {
  const p = (n: number, l = 2) => String(n).padStart(l, '0');
  return `${p(w.year, 4)}${p(w.month)}${p(w.day)}T${p(w.hour)}${p(w.minute)}${p(w.second)}`;
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
