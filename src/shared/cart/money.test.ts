import t from 'tap';
import { FUNDS_PATH, formatCoins, fundsHref, priceLabel, spokenAmount } from './money.ts';

t.test('formatCoins groups thousands', async (t) => {
  t.equal(formatCoins(0), '0');
  t.equal(formatCoins(120), '120');
  t.equal(formatCoins(2500), '2,500');
  t.equal(formatCoins(2130), '2,130');
  t.equal(formatCoins(1_000_000), '1,000,000');
  t.equal(formatCoins(-1500), '-1,500');
  t.equal(formatCoins(99.9), '99', 'whole coins');
  t.equal(formatCoins(Number.NaN), '0');
});

t.test('priceLabel: 0 is FREE, otherwise the amount', async (t) => {
  t.same(priceLabel(0), { free: true, text: 'FREE' });
  t.same(priceLabel(120), { free: false, text: '120' });
  t.same(priceLabel(1250), { free: false, text: '1,250' });
});

t.test('spokenAmount', async (t) => {
  t.equal(spokenAmount(0, 'Lumen'), 'FREE');
  t.equal(spokenAmount(1, 'Lumen'), '1 Lumen Dollar');
  t.equal(spokenAmount(2500, 'Lumen'), '2,500 Lumen Dollars');
});

t.test('fundsHref: the price missing and referrer=modal', async (t) => {
  t.equal(FUNDS_PATH, '/funds');
  t.equal(fundsHref(370), '/funds?price=370&referrer=modal');
  t.equal(fundsHref(10.2), '/funds?price=11&referrer=modal', 'rounded up');
  t.equal(fundsHref(), '/funds');
  t.equal(
    fundsHref(120, '/listings/x/y?z=1'),
    '/funds?price=120&referrer=modal&return=%2Flistings%2Fx%2Fy%3Fz%3D1',
    'and where to come back',
  );
  t.equal(fundsHref(120, '//evil.example'), '/funds?price=120&referrer=modal', 'never another site');
  t.equal(fundsHref(0), '/funds');
  t.equal(fundsHref(-5), '/funds');
  t.equal(fundsHref(Number.NaN), '/funds');
});
