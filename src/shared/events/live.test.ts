import t from 'tap';
import {
  dayFilterRange,
  filterByDay,
  isLiveNow,
  localDayRange,
  overlaps,
  splitUpcomingPast,
  startsWithin,
} from './live.ts';

const d = (iso: string): Date => new Date(iso);
const ev = (id: string, startsAt: string, endsAt: string) => ({ id, startsAt, endsAt });

t.test('isLiveNow: start inclusive, end exclusive', async (t) => {
  const e = ev('a', '2026-11-24T18:00:00Z', '2026-11-24T20:00:00Z');
  t.equal(isLiveNow(e, d('2026-11-24T17:59:59.999Z')), false);
  t.equal(isLiveNow(e, d('2026-11-24T18:00:00Z')), true);
  t.equal(isLiveNow(e, d('2026-11-24T19:59:59.999Z')), true);
  t.equal(isLiveNow(e, d('2026-11-24T20:00:00Z')), false);
  t.equal(
    isLiveNow({ startsAt: d('2026-11-24T18:00:00Z'), endsAt: d('2026-11-24T20:00:00Z') }, d('2026-11-24T19:00:00Z')),
    true,
  );
});

t.test('startsWithin: only future starts within the window', async (t) => {
  const e = ev('a', '2026-11-24T18:00:00Z', '2026-11-24T20:00:00Z');
  const hour = 3_600_000;
  t.equal(startsWithin(e, d('2026-11-24T17:00:00Z'), hour), true);
  t.equal(startsWithin(e, d('2026-11-24T16:59:59Z'), hour), false);
  t.equal(startsWithin(e, d('2026-11-24T18:00:00Z'), hour), false, 'already started');
  t.equal(startsWithin(e, d('2026-11-24T19:00:00Z'), hour), false);
});

t.test('localDayRange follows the zone, including 23 h and 25 h days', async (t) => {
  const r = localDayRange('2026-11-24', 'Europe/Berlin');
  t.equal(r?.from.toISOString(), '2026-11-23T23:00:00.000Z');
  t.equal(r?.to.toISOString(), '2026-11-24T23:00:00.000Z');
  const spring = localDayRange('2026-03-29', 'Europe/Berlin');
  t.equal(spring?.from.toISOString(), '2026-03-28T23:00:00.000Z');
  t.equal(spring?.to.toISOString(), '2026-03-29T22:00:00.000Z');
  const fall = localDayRange('2026-11-01', 'America/New_York');
  t.equal(fall?.from.toISOString(), '2026-11-01T04:00:00.000Z');
  t.equal(fall?.to.toISOString(), '2026-11-02T05:00:00.000Z');
  t.equal(localDayRange('2026-12-31', 'UTC', 7)?.to.toISOString(), '2027-01-07T00:00:00.000Z');
  t.equal(localDayRange('2026-02-30', 'UTC'), null);
  t.equal(localDayRange('2026-2-3', 'UTC'), null);
  t.equal(localDayRange('yesterday', 'UTC'), null);
});

t.test('overlaps', async (t) => {
  const range = { from: d('2026-11-24T00:00:00Z'), to: d('2026-11-25T00:00:00Z') };
  t.equal(overlaps(ev('x', '2026-11-23T22:00:00Z', '2026-11-24T01:00:00Z'), range), true, 'starts the day before');
  t.equal(overlaps(ev('x', '2026-11-23T22:00:00Z', '2026-11-24T00:00:00Z'), range), false, 'ends at midnight');
  t.equal(overlaps(ev('x', '2026-11-25T00:00:00Z', '2026-11-25T01:00:00Z'), range), false, 'starts at next midnight');
  t.equal(overlaps(ev('x', '2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'), range), true, 'spans the day');
  t.equal(overlaps(ev('x', '2026-11-24T00:00:00Z', '2026-11-24T00:00:00Z'), range), true, 'zero length at start');
  t.equal(overlaps(ev('x', '2026-11-25T00:00:00Z', '2026-11-25T00:00:00Z'), range), false);
});

t.test('day filters in the viewer zone', async (t) => {
  // 23:30 UTC on the 24th is already the 25th in Berlin.
  const now = d('2026-11-24T23:30:00Z');
  const events = [
    ev('berlin-25-evening', '2026-11-25T18:00:00Z', '2026-11-25T20:00:00Z'),
    ev('utc-24-evening', '2026-11-24T21:00:00Z', '2026-11-24T22:30:00Z'),
    ev('overnight', '2026-11-24T22:00:00Z', '2026-11-25T01:00:00Z'),
    ev('in-six-days', '2026-11-30T12:00:00Z', '2026-11-30T13:00:00Z'),
    ev('in-eight-days', '2026-12-02T12:00:00Z', '2026-12-02T13:00:00Z'),
  ];
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
  t.same(ids(filterByDay(events, { kind: 'today' }, now, 'Europe/Berlin')), ['berlin-25-evening', 'overnight']);
  t.same(ids(filterByDay(events, { kind: 'today' }, now, 'UTC')), ['utc-24-evening', 'overnight']);
  t.same(ids(filterByDay(events, { kind: 'week' }, now, 'Europe/Berlin')), [
    'berlin-25-evening',
    'overnight',
    'in-six-days',
  ]);
  t.same(ids(filterByDay(events, { kind: 'date', date: '2026-11-24' }, now, 'Europe/Berlin')), [
    'utc-24-evening',
    'overnight',
  ]);
  t.same(filterByDay(events, { kind: 'date', date: 'nope' }, now, 'UTC'), []);
  t.equal(dayFilterRange({ kind: 'week' }, now, 'Europe/Berlin')?.to.toISOString(), '2026-12-01T23:00:00.000Z');
});

t.test('splitUpcomingPast', async (t) => {
  const now = d('2026-11-24T19:00:00Z');
  const events = [
    ev('tomorrow', '2026-11-25T18:00:00Z', '2026-11-25T20:00:00Z'),
    ev('yesterday', '2026-11-23T18:00:00Z', '2026-11-23T20:00:00Z'),
    ev('live', '2026-11-24T18:00:00Z', '2026-11-24T20:00:00Z'),
    ev('just-ended', '2026-11-24T17:00:00Z', '2026-11-24T19:00:00Z'),
    ev('later', '2026-11-24T21:00:00Z', '2026-11-24T22:00:00Z'),
  ];
  const { upcoming, past } = splitUpcomingPast(events, now);
  t.same(
    upcoming.map((e) => e.id),
    ['live', 'later', 'tomorrow'],
  );
  t.same(
    past.map((e) => e.id),
    ['just-ended', 'yesterday'],
  );
  t.equal(events[0]?.id, 'tomorrow', 'input not mutated');
});
