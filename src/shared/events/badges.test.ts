import t from 'tap';
import { eventBadge, zoneCity } from './badges.ts';

const now = new Date('2025-06-01T12:00:00Z');
const at = (start: string, end: string, cancelled = false) => ({ startsAt: start, endsAt: end, cancelled });

t.test('the status line of an event at now', async (t) => {
  t.same(eventBadge(at('2025-06-01T11:00:00Z', '2025-06-01T15:00:00Z'), now), { kind: 'live' });
  t.same(
    eventBadge(at('2025-06-01T12:00:00Z', '2025-06-01T13:00:00Z'), now),
    { kind: 'live' },
    'live from its first instant',
  );
  t.same(
    eventBadge(at('2025-06-01T10:00:00Z', '2025-06-01T12:00:00Z'), now),
    { kind: 'ended' },
    'ended at its end instant',
  );
  t.same(eventBadge(at('2025-06-01T14:30:00Z', '2025-06-01T16:00:00Z'), now), {
    kind: 'soon',
    unit: 'hours',
    count: 2,
  });
  t.same(eventBadge(at('2025-06-01T12:25:00Z', '2025-06-01T13:00:00Z'), now), {
    kind: 'soon',
    unit: 'minutes',
    count: 25,
  });
  t.same(eventBadge(at('2025-06-01T12:00:20Z', '2025-06-01T13:00:00Z'), now), {
    kind: 'soon',
    unit: 'minutes',
    count: 1,
  });
  t.equal(eventBadge(at('2025-06-03T12:00:00Z', '2025-06-03T13:00:00Z'), now), null, 'days away: the date says it');
  t.same(
    eventBadge(at('2025-06-01T11:00:00Z', '2025-06-01T15:00:00Z', true), now),
    { kind: 'cancelled' },
    'cancelled wins',
  );
});

t.test('zone names for the host line', async (t) => {
  t.equal(zoneCity('America/Los_Angeles'), 'Los Angeles');
  t.equal(zoneCity('America/Argentina/Buenos_Aires'), 'Buenos Aires');
  t.equal(zoneCity('UTC'), 'UTC');
});
