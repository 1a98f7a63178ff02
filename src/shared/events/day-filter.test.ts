// Day filters in the viewer's zone, DST days included (a local day is 23 or 25 hours long then), and
// what an event at 01:30 local on a DST-change day means.
import t from 'tap';
import { addDaysToKey, dateRange, isoWeekday, presetRange } from './day-filter.ts';
import { localDateKey, wallTimeAt, wallTimeToInstant } from './time-zone.ts';

const HOUR = 3_600_000;
const hours = (r: { from: Date; to: Date }) => (r.to.getTime() - r.from.getTime()) / HOUR;

t.test('date keys', async (t) => {
  t.equal(addDaysToKey('2025-12-31', 1), '2026-01-01');
  t.equal(addDaysToKey('2024-03-01', -1), '2024-02-29');
  t.equal(isoWeekday('2025-06-01'), 7, 'a Sunday');
  t.equal(isoWeekday('2025-06-03'), 2, 'a Tuesday');
});

t.test('presets at Sunday 2025-06-01 12:00Z', async (t) => {
  const now = new Date('2025-06-01T12:00:00Z');
  t.same(presetRange('today', now, 'UTC'), {
    from: new Date('2025-06-01T00:00:00Z'),
    to: new Date('2025-06-02T00:00:00Z'),
  });
  t.same(presetRange('tomorrow', now, 'America/Los_Angeles'), {
    from: new Date('2025-06-02T07:00:00Z'),
    to: new Date('2025-06-03T07:00:00Z'),
  });
  // In Tokyo it is already Sunday evening; the weekend we are in is the rest of Sunday.
  t.same(presetRange('weekend', now, 'Asia/Tokyo'), {
    from: new Date('2025-05-31T15:00:00Z'),
    to: new Date('2025-06-01T15:00:00Z'),
  });
  // On a Wednesday the weekend is the coming Saturday and Sunday.
  t.same(presetRange('weekend', new Date('2025-06-04T12:00:00Z'), 'UTC'), {
    from: new Date('2025-06-07T00:00:00Z'),
    to: new Date('2025-06-09T00:00:00Z'),
  });
  t.equal(hours(presetRange('week', now, 'UTC')), 7 * 24);
});

t.test('DST days are 23 and 25 hours long, and ranges follow them', async (t) => {
  t.equal(hours(dateRange('2026-03-08', '2026-03-08', 'America/Los_Angeles')!), 23, 'spring forward in Los Angeles');
  t.equal(hours(dateRange('2026-11-01', '2026-11-01', 'America/Los_Angeles')!), 25, 'fall back in Los Angeles');
  t.equal(hours(dateRange('2026-03-29', '2026-03-29', 'Europe/Berlin')!), 23);
  t.equal(hours(dateRange('2026-10-25', '2026-10-25', 'Europe/Berlin')!), 25);
  t.equal(hours(dateRange('2026-10-24', '2026-10-26', 'Europe/Berlin')!), 73, 'three local days around the change');
  t.equal(dateRange('2026-02-30', '2026-03-01', 'UTC'), null);
});

t.test('an event at 01:30 local on a DST-change day (documented behaviour)', async (t) => {
  const w = (year: number, month: number, day: number, hour: number, minute: number) => ({
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
  });
  // Los Angeles falls back on 2026-11-01: 01:00-02:00 happens twice. 01:30 means the FIRST (PDT, -7).
  const la = wallTimeToInstant(w(2026, 11, 1, 1, 30), 'America/Los_Angeles');
  t.equal(la.toISOString(), '2026-11-01T08:30:00.000Z');
  t.same(wallTimeAt(la, 'America/Los_Angeles'), w(2026, 11, 1, 1, 30), 'reads back as 01:30');
  // So an event from 01:30 to 02:30 on that day lasts two real hours.
  const laEnd = wallTimeToInstant(w(2026, 11, 1, 2, 30), 'America/Los_Angeles');
  t.equal((laEnd.getTime() - la.getTime()) / HOUR, 2);
  // Los Angeles springs forward on 2026-03-08 at 02:00: 01:30 exists (PST), 02:30 does not and becomes 03:30 PDT.
  t.equal(wallTimeToInstant(w(2026, 3, 8, 1, 30), 'America/Los_Angeles').toISOString(), '2026-03-08T09:30:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 3, 8, 2, 30), 'America/Los_Angeles').toISOString(), '2026-03-08T10:30:00.000Z');
  t.same(wallTimeAt(new Date('2026-03-08T10:30:00Z'), 'America/Los_Angeles'), w(2026, 3, 8, 3, 30));
  // Berlin changes at 02:00/03:00 local, so 01:30 is unambiguous on both change days.
  t.equal(wallTimeToInstant(w(2026, 3, 29, 1, 30), 'Europe/Berlin').toISOString(), '2026-03-29T00:30:00.000Z');
  t.equal(wallTimeToInstant(w(2026, 10, 25, 1, 30), 'Europe/Berlin').toISOString(), '2026-10-24T23:30:00.000Z');
  // Berlin's doubled hour is 02:00-03:00 on 2026-10-25: 02:30 means the first (CEST).
  t.equal(wallTimeToInstant(w(2026, 10, 25, 2, 30), 'Europe/Berlin').toISOString(), '2026-10-25T00:30:00.000Z');
  // The same instant is another local date elsewhere: the day filter is the viewer's, not the host's.
  t.equal(localDateKey(la, 'Asia/Tokyo'), '2026-11-01');
  t.equal(localDateKey(new Date('2026-10-24T23:30:00Z'), 'UTC'), '2026-10-24');
});
