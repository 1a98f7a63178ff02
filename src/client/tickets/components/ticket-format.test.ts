import t from 'tap';
import { formatInZone, saleWindowLabel } from './ticket-format.ts';

t.test('instants read in the named zone, with the zone said', async (t) => {
  t.equal(formatInZone('2025-06-03T01:00:00.000Z', 'America/Los_Angeles'), 'Jun 2, 2025, 6:00 PM PDT');
  t.equal(formatInZone('2025-06-03T01:00:00.000Z', 'Not/AZone'), 'Jun 3, 2025, 1:00 AM UTC', 'an unknown zone falls back to UTC');
});

t.test('sale window wording', async (t) => {
  const window = { saleStartsAt: '2025-06-01T00:00:00.000Z', saleEndsAt: '2025-06-10T18:30:00.000Z' };
  t.equal(saleWindowLabel({ ...window, saleState: 'on-sale' }), 'On sale until Jun 10, 2025, 6:30 PM UTC');
  t.equal(saleWindowLabel({ ...window, saleState: 'upcoming' }), 'Sales open Jun 1, 2025, 12:00 AM UTC');
  t.equal(saleWindowLabel({ ...window, saleState: 'on-sale' }, 'America/Los_Angeles'), 'On sale until Jun 10, 2025, 11:30 AM PDT', 'in the viewer zone');
  t.equal(saleWindowLabel({ ...window, saleState: 'closed' }), 'Sale ended');
  t.equal(saleWindowLabel({ ...window, saleState: 'event-over' }), 'This event is over');
});
