import t from 'tap';
import { firstPurchase, linesTotal, orderMoment, pageCountOf, pageFromSearch, receiptAmount } from './rules.ts';
import { orderHref, orderReceiptHref } from './paths.ts';

t.test('a free order says Free; others read as coins', async (t) => {
  t.equal(receiptAmount(0), 'Free');
  t.equal(receiptAmount(120), '120');
  t.equal(receiptAmount(2500), '2,500');
});

t.test('dates read the same on the server and in the browser (UTC)', async (t) => {
  t.equal(orderMoment('2026-11-27T13:47:00.000Z'), 'Nov 27, 2026, 1:47 PM UTC');
});

t.test('the lines add up to what the items cost', async (t) => {
  t.equal(linesTotal([]), 0);
  t.equal(linesTotal([{ price: 120 }, { price: 250 }, { price: 0 }]), 370);
});

t.test('the first completed order is the purchase; pending or failed ones bought nothing', async (t) => {
  t.equal(firstPurchase([]), null);
  t.equal(firstPurchase([{ id: 'a', status: 'failed', createdAt: '2026-01-01T00:00:00Z' }]), null);
  t.same(
    firstPurchase([
      { id: 'late', status: 'completed', createdAt: '2026-03-01T00:00:00Z' },
      { id: 'pending', status: 'pending', createdAt: '2025-01-01T00:00:00Z' },
      { id: 'early', status: 'completed', createdAt: '2026-02-01T00:00:00Z' },
    ]),
    { orderId: 'early', createdAt: '2026-02-01T00:00:00Z' },
  );
});

t.test('pages: at least one, rounded up', async (t) => {
  t.equal(pageCountOf(0, 20), 1);
  t.equal(pageCountOf(20, 20), 1);
  t.equal(pageCountOf(21, 20), 2);
});

t.test('a receipt link opens the order its own page', async (t) => {
  t.equal(orderHref('0b8e'), '/orders/0b8e');
  t.equal(orderReceiptHref('a/b'), '/orders/a%2Fb');
});

t.test('the page of a list: unreadable means the first', async (t) => {
  t.equal(pageFromSearch(''), 1);
  t.equal(pageFromSearch('page=3'), 3);
  t.equal(pageFromSearch('page=0'), 1);
  t.equal(pageFromSearch('page=1e3'), 1);
  t.equal(pageFromSearch('page=5000'), 1);
});
