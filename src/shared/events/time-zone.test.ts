import t from 'tap';
import {
  formatEventTime,
  localDateKey,
  parseTimeZone,
  wallTimeAt,
  wallTimeToInstant,
  zoneFromCookie,
  zoneOffsetMs,
} from './time-zone.ts';

const d = (iso: string): Date => new Date(iso);

t.test('parseTimeZone accepts IANA zones and UTC, rejects the rest', async (t) => {
  t.equal(parseTimeZone('Europe/Berlin'), 'Europe/Berlin');
  t.equal(parseTimeZone('America/New_York'), 'America/New_York');
  t.equal(parseTimeZone('UTC'), 'UTC');
  t.equal(parseTimeZone('Mars/Olympus_Mons'), null);
  t.equal(parseTimeZone('europe/berlin'), null, 'case matters, as in the IANA database');
  t.equal(parseTimeZone(''), null);
  t.equal(parseTimeZone(undefined), null);
  t.equal(parseTimeZone(42), null);
  t.equal(parseTimeZone('Europe/Berlin'.repeat(10)), null);
  // Names a browser may send that this engine's canonical list spells differently (links).
  t.equal(parseTimeZone('Asia/Kolkata'), 'Asia/Kolkata');
  t.equal(parseTimeZone('Asia/Calcutta'), 'Asia/Calcutta');
  t.equal(parseTimeZone('Europe/Kyiv'), 'Europe/Kyiv');
  t.equal(parseTimeZone('US/Eastern'), 'US/Eastern');
  t.equal(parseTimeZone('Etc/UTC'), 'Etc/UTC');
  t.equal(parseTimeZone('Europe/Atlantis'), null, 'IANA-shaped but unknown');
  t.equal(parseTimeZone('+01:00'), null);
  t.equal(parseTimeZone('GMT'), null, 'not a zone a browser reports; UTC is the name we use');
});

t.test('zoneFromCookie falls back to UTC and says so', async (t) => {
  t.same(zoneFromCookie('Europe/Berlin'), { zone: 'Europe/Berlin', isFallback: false });
  t.same(zoneFromCookie('America%2FNew_York'), { zone: 'America/New_York', isFallback: false });
  t.same(zoneFromCookie(undefined), { zone: 'UTC', isFallback: true });
  t.same(zoneFromCookie(null), { zone: 'UTC', isFallback: true });
  t.same(zoneFromCookie('Nowhere/Land'), { zone: 'UTC', isFallback: true });
  t.same(zoneFromCookie('%E0%A4%A'), { zone: 'UTC', isFallback: true });
  t.same(zoneFromCookie('UTC'), { zone: 'UTC', isFallback: false });
});

t.test('offsets and wall times', async (t) => {
  t.equal(zoneOffsetMs(d('2026-11-24T18:00:00Z'), 'Europe/Berlin'), 3_600_000);
  t.equal(zoneOffsetMs(d('2026-07-01T12:00:00Z'), 'Europe/Berlin'), 7_200_000);
  t.equal(zoneOffsetMs(d('2026-07-01T12:00:00Z'), 'America/New_York'), -4 * 3_600_000);
  t.equal(zoneOffsetMs(d('2026-07-01T12:00:00Z'), 'Asia/Kolkata'), 5.5 * 3_600_000);
  t.same(wallTimeAt(d('2026-11-24T18:00:00Z'), 'Europe/Berlin'), {
    year: 2026,
    month: 11,
    day: 24,
    hour: 19,
    minute: 0,
    second: 0,
  });
  t.same(wallTimeAt(d('2026-01-01T04:59:59Z'), 'America/New_York'), {
    year: 2025,
    month: 12,
    day: 31,
    hour: 23,
    minute: 59,
    second: 59,
  });
  t.equal(localDateKey(d('2026-11-24T23:30:00Z'), 'Europe/Berlin'), '2026-11-25');
  t.equal(localDateKey(d('2026-11-24T23:30:00Z'), 'UTC'), '2026-11-24');
});

t.test('wall time to instant, including DST edges', async (t) => {
  const w = (year: number, month: number, day: number, hour: number, minute = 0) => ({
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
  });
  t.equal(wallTimeToInstant(w(2026, 11, 24, 19), 'Europe/Berlin').toISOString(), '2026-11-24T18:00:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 7, 1, 19), 'Europe/Berlin').toISOString(), '2026-07-01T17:00:00.000Z');
  // Berlin springs forward 2026-03-29 02:00 → 03:00: 01:30 is CET, 02:30 does not exist, 03:30 is CEST.
  t.equal(wallTimeToInstant(w(2026, 3, 29, 1, 30), 'Europe/Berlin').toISOString(), '2026-03-29T00:30:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 3, 29, 2, 30), 'Europe/Berlin').toISOString(), '2026-03-29T01:30:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 3, 29, 3, 30), 'Europe/Berlin').toISOString(), '2026-03-29T01:30:00.000Z');
  // Berlin falls back 2026-10-25 03:00 → 02:00: 02:30 happens twice; the earlier (CEST) is taken.
  t.equal(wallTimeToInstant(w(2026, 10, 25, 2, 30), 'Europe/Berlin').toISOString(), '2026-10-25T00:30:00.000Z');
  // Los Angeles: 2026-03-08 02:30 skipped; 2026-11-01 01:30 repeated (earlier = PDT).
  t.equal(wallTimeToInstant(w(2026, 3, 8, 1, 30), 'America/Los_Angeles').toISOString(), '2026-03-08T09:30:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 3, 8, 2, 30), 'America/Los_Angeles').toISOString(), '2026-03-08T10:30:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 11, 1, 1, 30), 'America/Los_Angeles').toISOString(), '2026-11-01T08:30:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 11, 1, 2, 30), 'America/Los_Angeles').toISOString(), '2026-11-01T10:30:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 6, 1, 9), 'UTC').toISOString(), '2026-06-01T09:00:00.000Z');
});

t.test('aliases format like their canonical zone', async (t) => {
  const start = d('2026-11-24T18:00:00Z');
  const end = d('2026-11-24T20:00:00Z');
  t.equal(formatEventTime(start, end, 'Asia/Kolkata'), formatEventTime(start, end, 'Asia/Calcutta'));
  t.equal(formatEventTime(start, end, 'Asia/Kolkata'), 'Tue, Nov 24 · 11:30 PM – Wed, Nov 25 · 1:30 AM GMT+5:30');
});

t.test('formatEventTime names the zone and shows the end day when it differs', async (t) => {
  const start = d('2026-11-24T18:00:00Z');
  const end = d('2026-11-24T20:00:00Z');
  t.equal(formatEventTime(start, end, 'Europe/Berlin'), 'Tue, Nov 24 · 7:00 PM – 9:00 PM GMT+1');
  t.equal(formatEventTime(start, end, 'America/New_York'), 'Tue, Nov 24 · 1:00 PM – 3:00 PM EST');
  t.equal(formatEventTime(start, end, 'UTC'), 'Tue, Nov 24 · 6:00 PM – 8:00 PM UTC');
  t.equal(formatEventTime(start, end, 'Asia/Tokyo'), 'Wed, Nov 25 · 3:00 AM – 5:00 AM GMT+9');
  t.equal(
    formatEventTime(d('2026-11-24T21:30:00Z'), d('2026-11-25T00:30:00Z'), 'Europe/Berlin'),
    'Tue, Nov 24 · 10:30 PM – Wed, Nov 25 · 1:30 AM GMT+1',
  );
  // Spans New York's fall-back night: each end names its own zone.
  t.equal(
    formatEventTime(d('2026-11-01T04:00:00Z'), d('2026-11-01T08:00:00Z'), 'America/New_York'),
    'Sun, Nov 1 · 12:00 AM EDT – 3:00 AM EST',
  );
  t.notMatch(formatEventTime(start, end, 'Europe/Berlin'), /\u202f/, 'plain spaces only');
});

t.test('formatEventTime in German and Japanese: their own day, a 24-hour clock, the zone still named', (t) => {
  const start = new Date('2026-11-24T18:00:00Z');
  t.equal(
    formatEventTime(start, new Date('2026-11-24T20:00:00Z'), 'Europe/Berlin', 'de'),
    'Di., 24. Nov. · 19:00 – 21:00 MEZ',
  );
  t.equal(
    formatEventTime(start, new Date('2026-11-25T01:00:00Z'), 'Europe/Berlin', 'de'),
    'Di., 24. Nov. · 19:00 – Mi., 25. Nov. · 02:00 MEZ',
  );
  t.equal(formatEventTime(start, new Date('2026-11-24T20:00:00Z'), 'UTC', 'ja'), '11月24日(火) · 18:00 – 20:00 UTC');
  t.equal(
    formatEventTime(start, new Date('2026-11-24T20:00:00Z'), 'America/Los_Angeles', 'en'),
    formatEventTime(start, new Date('2026-11-24T20:00:00Z'), 'America/Los_Angeles'),
    'English is the default',
  );
  t.notMatch(formatEventTime(start, new Date('2026-11-24T20:00:00Z'), 'Europe/Berlin', 'de'), /[\u00a0\u202f]/);
  t.end();
});
