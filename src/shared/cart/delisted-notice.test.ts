import t from 'tap';
import { DELISTED_NAMED_MAX, canAffordCart, delistedNotice, missingCoins, joinNames } from './delisted-notice.ts';

const TAIL_ONE = 'was removed from your cart since it is no longer available for purchase.';
const TAIL_MANY = 'were removed from your cart since they are no longer available for purchase.';

t.test('joinNames', async (t) => {
  t.equal(joinNames([]), '');
  t.equal(joinNames(['A']), 'A');
  t.equal(joinNames(['A', 'B']), 'A and B');
  t.equal(joinNames(['A', 'B', 'C']), 'A, B and C', 'no serial comma');
  t.equal(joinNames(['A', 'B', 'C', 'D']), 'A, B, C and D');
});

t.test('no delisted items, no notice', async (t) => {
  t.equal(delistedNotice([]), null);
  t.equal(DELISTED_NAMED_MAX, 3);
});

t.test('one item', async (t) => {
  t.equal(delistedNotice(['Neon Hat']), `Neon Hat ${TAIL_ONE}`);
  t.equal(
    delistedNotice(['Neon Hat']),
    'Neon Hat was removed from your cart since it is no longer available for purchase.',
  );
  t.equal(delistedNotice(['  Neon Hat ']), `Neon Hat ${TAIL_ONE}`, 'trimmed');
  t.equal(delistedNotice(['']), `Unnamed item ${TAIL_ONE}`);
});

t.test('two or three items are all named', async (t) => {
  t.equal(delistedNotice(['Hat', 'Boots']), `Hat and Boots ${TAIL_MANY}`);
  t.equal(delistedNotice(['Hat', 'Boots', 'Cape']), `Hat, Boots and Cape ${TAIL_MANY}`);
  t.equal(delistedNotice(['Hat', 'Hat']), `Hat and Hat ${TAIL_MANY}`, 'same-named items are both counted');
  t.equal(delistedNotice(['Hat', ' ', 'Cape']), `Hat, Unnamed item and Cape ${TAIL_MANY}`);
});

t.test('more than three: two named plus N more items', async (t) => {
  t.equal(delistedNotice(['Hat', 'Boots', 'Cape', 'Wand']), `Hat, Boots and 2 more items ${TAIL_MANY}`);
  t.equal(delistedNotice(['Hat', 'Boots', 'Cape', 'Wand', 'Ring']), `Hat, Boots and 3 more items ${TAIL_MANY}`);
  const many = Array.from({ length: 102 }, (_, i) => `Item ${i}`);
  t.equal(delistedNotice(many), `Item 0, Item 1 and 100 more items ${TAIL_MANY}`);
});

t.test('names are plain text (the UI escapes)', async (t) => {
  t.equal(delistedNotice(['<b>x</b>']), `<b>x</b> ${TAIL_ONE}`);
});

t.test('canAffordCart', async (t) => {
  t.ok(canAffordCart(0, 0), 'free cart');
  t.ok(canAffordCart(0, -10), 'free cart even with a negative balance');
  t.ok(canAffordCart(100, 100), 'balance equal to total');
  t.ok(canAffordCart(100, 250));
  t.notOk(canAffordCart(100, 99));
  t.notOk(canAffordCart(1, 0));
});

t.test('missingCoins: what the balance lacks, in whole coins', async (t) => {
  t.equal(missingCoins(500, 200), 300);
  t.equal(missingCoins(5000, 3750), 1250);
  t.equal(missingCoins(10, 9.5), 1, 'fractions round up');
  t.equal(missingCoins(100, 150), 0, 'never negative');
  t.equal(missingCoins(100, -50), 150, 'a negative balance adds to the need');
  t.equal(missingCoins(Number.NaN, 0), 0);
  t.equal(missingCoins(100, Number.POSITIVE_INFINITY), 100, 'non-finite balance counts as 0');
});
