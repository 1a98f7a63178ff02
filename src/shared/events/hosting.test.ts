// The host's wall-clock form: what counts as a local date and time, and which instant it names in a zone.
import t from 'tap';
import { instantToLocal, localToInstant, parseLocalDateTime, shiftWallTime, wallMinutesBetween } from './hosting.ts';

t.test('only real local dates and times are read', async (t) => {
  t.same(parseLocalDateTime('2026-12-01T19:00'), { year: 2026, month: 12, day: 1, hour: 19, minute: 0, second: 0 });
  for (const bad of [
    '2026-02-30T19:00',
    '2026-13-01T10:00',
    '2026-12-01T24:00',
    '2026-12-01T19:60',
    '2026-12-01 19:00',
    '2026-12-01T19:00Z',
    '',
    '19:00',
  ]) {
    t.equal(parseLocalDateTime(bad), null, bad);
  }
  t.ok(parseLocalDateTime('2028-02-29T00:00'), 'a leap day');
});

t.test('a wall-clock time in a zone names one instant, and back', async (t) => {
  t.equal(localToInstant('2026-06-10T19:00', 'Europe/Berlin')?.toISOString(), '2026-06-10T17:00:00.000Z');
  t.equal(localToInstant('2026-12-10T19:00', 'Europe/Berlin')?.toISOString(), '2026-12-10T18:00:00.000Z');
  t.equal(
    localToInstant('2026-03-29T02:30', 'Europe/Berlin')?.toISOString(),
    '2026-03-29T01:30:00.000Z',
    'a skipped time moves forward by the gap (03:30 CEST)',
  );
  t.equal(
    localToInstant('2026-11-01T01:30', 'America/Los_Angeles')?.toISOString(),
    '2026-11-01T08:30:00.000Z',
    'a repeated time takes the earlier instant',
  );
  t.equal(localToInstant('2026-02-30T19:00', 'Europe/Berlin'), null);
  t.equal(instantToLocal(new Date('2026-06-10T17:00:00Z'), 'Europe/Berlin'), '2026-06-10T19:00');
  t.equal(instantToLocal(new Date('2026-06-10T17:00:00Z'), 'Asia/Tokyo'), '2026-06-11T02:00');
});

t.test("a host's shift on the wall clock, and applying it to a later occurrence", async (t) => {
  t.equal(wallMinutesBetween('2026-12-01T19:00', '2026-12-01T20:30'), 90);
  t.equal(wallMinutesBetween('2026-12-01T19:00', '2026-11-30T19:00'), -1440, 'a day earlier');
  t.equal(
    wallMinutesBetween('2026-03-28T19:00', '2026-03-29T19:00'),
    1440,
    'a wall-clock day, even over the DST change',
  );
  t.equal(wallMinutesBetween('nope', '2026-12-01T19:00'), null);
  t.equal(shiftWallTime('2026-12-31T23:30', 90), '2027-01-01T01:00');
  t.equal(shiftWallTime('2026-03-01T19:00', -60), '2026-03-01T18:00');
  t.equal(shiftWallTime('2026-02-30T19:00', 60), null);
});
