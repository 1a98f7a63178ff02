import t from 'tap';
import { MAX_OCCURRENCES, isValidSeries, occurrenceAt, occurrencesBetween, type WeeklySeries } from './recurrence.ts';

const d = (iso: string): Date => new Date(iso);
const iso = (xs: { startsAt: Date; endsAt: Date }[]) =>
  xs.map((x) => `${x.startsAt.toISOString()}/${x.endsAt.toISOString()}`);

t.test('Berlin: 19:00 local across the October switch to CET', async (t) => {
  // Tuesdays 19:00–21:00 Berlin; clocks go back on Sunday 2026-10-25.
  const series: WeeklySeries = {
    firstStart: d('2026-10-13T17:00:00Z'),
    firstEnd: d('2026-10-13T19:00:00Z'),
    zone: 'Europe/Berlin',
    intervalWeeks: 1,
  };
  t.same(iso(occurrencesBetween(series, d('2026-10-01T00:00:00Z'), d('2026-11-05T00:00:00Z'))), [
    '2026-10-13T17:00:00.000Z/2026-10-13T19:00:00.000Z',
    '2026-10-20T17:00:00.000Z/2026-10-20T19:00:00.000Z',
    '2026-10-27T18:00:00.000Z/2026-10-27T20:00:00.000Z',
    '2026-11-03T18:00:00.000Z/2026-11-03T20:00:00.000Z',
  ]);
  t.equal(
    occurrenceAt(series, 6).startsAt.toISOString(),
    '2026-11-24T18:00:00.000Z',
    '19:00 Berlin on Nov 24 is 18:00Z',
  );
});

t.test('Berlin: across the March switch to CEST', async (t) => {
  const series: WeeklySeries = {
    firstStart: d('2026-03-21T18:00:00Z'), // Saturday 19:00 CET
    firstEnd: d('2026-03-21T19:30:00Z'),
    zone: 'Europe/Berlin',
    intervalWeeks: 1,
    count: 3,
  };
  t.same(iso(occurrencesBetween(series, d('2026-01-01T00:00:00Z'), d('2027-01-01T00:00:00Z'))), [
    '2026-03-21T18:00:00.000Z/2026-03-21T19:30:00.000Z',
    '2026-03-28T18:00:00.000Z/2026-03-28T19:30:00.000Z',
    '2026-04-04T17:00:00.000Z/2026-04-04T18:30:00.000Z',
  ]);
});

t.test('New York: every other week across both DST switches', async (t) => {
  // Sundays 01:30–03:00 New York, the DST-change hour itself.
  const series: WeeklySeries = {
    firstStart: d('2026-02-22T06:30:00Z'), // 01:30 EST
    firstEnd: d('2026-02-22T08:00:00Z'), // 03:00 EST
    zone: 'America/New_York',
    intervalWeeks: 2,
  };
  t.same(iso(occurrencesBetween(series, d('2026-02-01T00:00:00Z'), d('2026-03-23T00:00:00Z'))), [
    '2026-02-22T06:30:00.000Z/2026-02-22T08:00:00.000Z',
    // 2026-03-08: 01:30 EST still exists; 03:00 is EDT, so the event is half an hour shorter that day.
    '2026-03-08T06:30:00.000Z/2026-03-08T07:00:00.000Z',
    '2026-03-22T05:30:00.000Z/2026-03-22T07:00:00.000Z',
  ]);
  // 2026-11-01: 01:30 is repeated; the earlier (EDT) reading is used.
  const fall = occurrencesBetween(series, d('2026-10-25T00:00:00Z'), d('2026-11-16T00:00:00Z'));
  t.same(iso(fall), [
    '2026-11-01T05:30:00.000Z/2026-11-01T08:00:00.000Z',
    '2026-11-15T06:30:00.000Z/2026-11-15T08:00:00.000Z',
  ]);
  t.same(
    fall.map((o) => o.index),
    [18, 19],
  );
});

t.test('a time skipped by the spring change moves forward by the gap', async (t) => {
  const series: WeeklySeries = {
    firstStart: d('2026-03-22T01:30:00Z'), // Sunday 02:30 CET
    firstEnd: d('2026-03-22T02:30:00Z'),
    zone: 'Europe/Berlin',
    intervalWeeks: 1,
  };
  t.equal(occurrenceAt(series, 1).startsAt.toISOString(), '2026-03-29T01:30:00.000Z', '03:30 CEST');
  t.equal(occurrenceAt(series, 2).startsAt.toISOString(), '2026-04-05T00:30:00.000Z', '02:30 CEST');
});

t.test('until is inclusive, count bounds the series, windows are [from, to)', async (t) => {
  const base: WeeklySeries = {
    firstStart: d('2026-06-01T12:00:00Z'),
    firstEnd: d('2026-06-01T13:00:00Z'),
    zone: 'UTC',
    intervalWeeks: 1,
  };
  const all = (s: WeeklySeries) => occurrencesBetween(s, d('2026-01-01T00:00:00Z'), d('2027-01-01T00:00:00Z'));
  t.equal(all({ ...base, until: d('2026-06-15T12:00:00Z') }).length, 3);
  t.equal(all({ ...base, until: d('2026-06-15T11:59:59Z') }).length, 2);
  t.equal(all({ ...base, count: 1 }).length, 1);
  t.equal(all(base).length, 31, 'Jun 1 … Dec 28');
  // An occurrence that started before the window but is still running counts.
  t.same(iso(occurrencesBetween(base, d('2026-06-08T12:30:00Z'), d('2026-06-08T12:45:00Z'))), [
    '2026-06-08T12:00:00.000Z/2026-06-08T13:00:00.000Z',
  ]);
  t.same(occurrencesBetween(base, d('2026-06-08T13:00:00Z'), d('2026-06-15T12:00:00Z')), []);
  t.same(occurrencesBetween(base, d('2026-06-01T00:00:00Z'), d('2026-05-01T00:00:00Z')), [], 'reversed window');
  // Far windows jump straight there and still start at the right index.
  const far = occurrencesBetween(base, d('2036-06-01T00:00:00Z'), d('2036-06-20T00:00:00Z'));
  t.same(iso(far), [
    '2036-06-02T12:00:00.000Z/2036-06-02T13:00:00.000Z',
    '2036-06-09T12:00:00.000Z/2036-06-09T13:00:00.000Z',
    '2036-06-16T12:00:00.000Z/2036-06-16T13:00:00.000Z',
  ]);
  t.equal(far[0]?.index, 522);
});

t.test('caps', async (t) => {
  const series: WeeklySeries = {
    firstStart: d('2026-06-01T12:00:00Z'),
    firstEnd: d('2026-06-01T13:00:00Z'),
    zone: 'UTC',
    intervalWeeks: 1,
  };
  const from = d('2026-01-01T00:00:00Z');
  const to = d('2100-01-01T00:00:00Z');
  t.equal(occurrencesBetween(series, from, to, 5).length, 5);
  t.equal(occurrencesBetween(series, from, to).length, MAX_OCCURRENCES);
  t.equal(occurrencesBetween(series, from, to, 10_000).length, MAX_OCCURRENCES);
  t.equal(occurrencesBetween(series, from, to, -1).length, 0);
});

t.test('invalid series yield nothing', async (t) => {
  const ok: WeeklySeries = {
    firstStart: d('2026-06-01T12:00:00Z'),
    firstEnd: d('2026-06-01T13:00:00Z'),
    zone: 'UTC',
    intervalWeeks: 1,
  };
  t.equal(isValidSeries(ok), true);
  for (const bad of [
    { ...ok, intervalWeeks: 0 },
    { ...ok, intervalWeeks: 1.5 },
    { ...ok, firstEnd: d('2026-06-01T11:00:00Z') },
    { ...ok, count: 0 },
    { ...ok, until: d('2026-05-01T00:00:00Z') },
  ]) {
    t.equal(isValidSeries(bad), false);
    t.same(occurrencesBetween(bad, d('2026-01-01T00:00:00Z'), d('2027-01-01T00:00:00Z')), []);
  }
});
