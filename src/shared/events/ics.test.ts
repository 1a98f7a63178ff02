// The VTIMEZONE rule that ical-generator is given as its timezone generator (src/server/events/ics.ts).
import t from 'tap';
import { vtimezoneLines } from './ics.ts';

t.test('Berlin across both DST changes of a series', async (t) => {
  t.same(vtimezoneLines('Europe/Berlin', Date.parse('2026-10-13T17:00:00Z'), Date.parse('2027-04-30T00:00:00Z')), [
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Berlin',
    'BEGIN:STANDARD',
    'DTSTART:20260101T000000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0100',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20260329T020000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:20261025T030000',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20270328T020000',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ]);
});

t.test('VTIMEZONE from Intl: New York, Tokyo, Sydney, and the ten-year cap', async (t) => {
  t.same(vtimezoneLines('America/New_York', Date.parse('2026-05-01T00:00:00Z'), Date.parse('2026-12-31T00:00:00Z')), [
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'BEGIN:STANDARD',
    'DTSTART:20260101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20260308T020000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:20261101T020000',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'END:STANDARD',
    'END:VTIMEZONE',
  ]);
  t.same(
    vtimezoneLines('Asia/Tokyo', Date.parse('2026-05-01T00:00:00Z'), Date.parse('2030-01-01T00:00:00Z')).slice(2, 6),
    ['BEGIN:STANDARD', 'DTSTART:20260101T000000', 'TZOFFSETFROM:+0900', 'TZOFFSETTO:+0900'],
  );
  t.same(vtimezoneLines('Australia/Sydney', Date.parse('2026-01-10T00:00:00Z'), Date.parse('2026-12-31T00:00:00Z')), [
    'BEGIN:VTIMEZONE',
    'TZID:Australia/Sydney',
    'BEGIN:DAYLIGHT',
    'DTSTART:20260101T000000',
    'TZOFFSETFROM:+1100',
    'TZOFFSETTO:+1100',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'DTSTART:20260405T030000',
    'TZOFFSETFROM:+1100',
    'TZOFFSETTO:+1000',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20261004T020000',
    'TZOFFSETFROM:+1000',
    'TZOFFSETTO:+1100',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ]);
  t.equal(
    vtimezoneLines('Europe/Berlin', Date.parse('2026-01-01T00:00:00Z'), Date.parse('2099-01-01T00:00:00Z')).filter(
      (l) => l.startsWith('BEGIN:DAYLIGHT'),
    ).length,
    10,
    'capped at ten years of observances',
  );
});
