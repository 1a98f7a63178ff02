import t from 'tap';
import { currentUtcYear } from './utc-year.ts';

t.test('uses the UTC calendar, not the local one', async (t) => {
  t.equal(currentUtcYear(new Date('2026-06-15T12:00:00Z')), 2026);
  t.equal(currentUtcYear(new Date('2025-12-31T23:59:59.999Z')), 2025);
  t.equal(currentUtcYear(new Date('2026-01-01T00:00:00Z')), 2026);
  // 2025-12-31 22:00 in New York is already 2026 in UTC.
  t.equal(currentUtcYear(new Date('2025-12-31T22:00:00-05:00')), 2026);
  // 2026-01-01 08:00 in Tokyo is still 2025 in UTC.
  t.equal(currentUtcYear(new Date('2026-01-01T08:00:00+09:00')), 2025);
});
