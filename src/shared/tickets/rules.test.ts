import t from 'tap';
import { eventPath, normaliseRedemptionCode, saleStateAt, ticketHref, type SaleFacts } from './rules.ts';

t.test('redemption codes are case-insensitive and forgive spaces', async (t) => {
  t.equal(normaliseRedemptionCode('neon-2026-vip'), 'NEON-2026-VIP');
  t.equal(normaliseRedemptionCode('  Neon-2026 -VIP \n'), 'NEON-2026-VIP');
  t.equal(normaliseRedemptionCode('ab'), null, 'too short');
  t.equal(normaliseRedemptionCode('-NEON'), null, 'no leading hyphen');
  t.equal(normaliseRedemptionCode('NEON_VIP'), null, 'letters, digits and hyphens only');
  t.equal(normaliseRedemptionCode('A'.repeat(41)), null, 'at most 40 characters');
});

t.test('sale state at an instant', async (t) => {
  const facts: SaleFacts = {
    saleStartsAt: new Date('2025-06-01T00:00:00Z'),
    saleEndsAt: new Date('2025-06-10T00:00:00Z'),
    remaining: 3,
    eventEndsAt: new Date('2025-06-11T00:00:00Z'),
    eventCancelled: false,
  };
  t.equal(saleStateAt(facts, new Date('2025-05-31T23:59:59Z')), 'upcoming');
  t.equal(saleStateAt(facts, new Date('2025-06-01T00:00:00Z')), 'on-sale', 'the window opens at its start');
  t.equal(saleStateAt(facts, new Date('2025-06-10T00:00:00Z')), 'closed', 'and is closed at its end');
  t.equal(saleStateAt({ ...facts, remaining: 0 }, new Date('2025-06-05T00:00:00Z')), 'sold-out');
  t.equal(saleStateAt({ ...facts, eventCancelled: true }, new Date('2025-06-05T00:00:00Z')), 'event-over');
  t.equal(saleStateAt(facts, new Date('2025-06-11T00:00:00Z')), 'event-over', 'an ended event sells nothing');
});

t.test('links', async (t) => {
  t.equal(eventPath('nova', 'neon drift', 'e1'), '/events/nova/neon%20drift/e1');
});

t.test("a ticket's own page", async (t) => {
  t.equal(ticketHref('f1e2'), '/tickets/f1e2');
  t.equal(ticketHref('a b'), '/tickets/a%20b');
});
