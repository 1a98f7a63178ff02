import t from 'tap';
import { chooseMoney, equivalentOf, parseCurrencyRates, toMinorUnits, DEFAULT_CURRENCY_RATES } from './equivalent.ts';

t.test('rates are ISO 4217 codes with the positive value of one Lumen Dollar', async (t) => {
  t.same(parseCurrencyRates(DEFAULT_CURRENCY_RATES), {
    ok: true,
    rates: [
      { currency: 'USD', rate: '0.01' },
      { currency: 'EUR', rate: '0.0093' },
      { currency: 'JPY', rate: '1.52' },
    ],
  });
  t.same(parseCurrencyRates(' GBP : 8e-3 '), { ok: true, rates: [{ currency: 'GBP', rate: '8e-3' }] });
  t.same(parseCurrencyRates('  '), { ok: true, rates: [] }, 'empty turns the feature off');
  for (const bad of [
    'usd:0.01',
    'XYZ:1',
    'USD',
    'USD:0',
    'USD:-1',
    'USD:abc',
    'USD:Infinity',
    'USD:NaN',
    'USD:1:2',
    'USD:0.01,USD:0.02',
    'USD:0.01,,EUR:1',
  ]) {
    const parsed = parseCurrencyRates(bad);
    t.equal(parsed.ok, false, `${bad} is refused`);
  }
  const duplicate = parseCurrencyRates('USD:0.01,USD:0.02');
  t.match(duplicate, { ok: false, message: /USD is given more than once/ });
  t.match(parseCurrencyRates('USD:0'), { ok: false, message: /positive finite decimal/ });
});

t.test('conversion is exact on integers of minor units, rounded half up', async (t) => {
  t.equal(toMinorUnits(250, '0.01', 2), 250, 'L$ 250 at US$0.01 is 250 cents');
  t.equal(toMinorUnits(250, '0.0093', 2), 233, '232.5 cents rounds half up');
  t.equal(toMinorUnits(3, '0.1', 2), 30, 'no 0.30000000000000004 drift');
  t.equal(toMinorUnits(1, '0.0049', 2), 0, 'under half a cent is nothing');
  t.equal(toMinorUnits(1, '0.005', 2), 1, 'half a cent is a cent');
  t.equal(toMinorUnits(250, '1.52', 0), 380, 'yen have no minor unit');
  t.equal(toMinorUnits(1, '1.5', 0), 2);
  t.equal(toMinorUnits(7, '9.3e-3', 2), 7, '6.51 cents from an exponent rate');
  t.equal(toMinorUnits(2, '1e2', 2), 20000);
  t.equal(toMinorUnits(9_007_199_254_740_991, '0.01', 2), 9_007_199_254_740_991, 'the largest safe amount stays exact');
  t.equal(toMinorUnits(-250, '0.0093', 2), -233, 'symmetric for negative amounts');
  t.equal(toMinorUnits(2.5, '0.01', 2), null, 'only whole Lumen Dollars');
  t.equal(toMinorUnits(1, 'abc', 2), null);
});

t.test("the visitor gets their chosen currency, else their language's, else the first offered", async (t) => {
  const rates = (parseCurrencyRates(DEFAULT_CURRENCY_RATES) as { ok: true; rates: [] }).rates;
  t.same(chooseMoney(rates, 'en', undefined), { currency: 'USD', rate: '0.01', offered: ['USD', 'EUR', 'JPY'] });
  t.equal(chooseMoney(rates, 'de', undefined)?.currency, 'EUR');
  t.equal(chooseMoney(rates, 'ja', undefined)?.currency, 'JPY');
  t.equal(chooseMoney(rates, 'en', 'jpy')?.currency, 'JPY', 'the cookie wins');
  t.equal(chooseMoney(rates, 'de', 'GBP')?.currency, 'EUR', 'a currency not offered is ignored');
  const onlyGbp = [{ currency: 'GBP', rate: '0.008' }];
  t.equal(chooseMoney(onlyGbp, 'de', undefined)?.currency, 'GBP');
  t.equal(chooseMoney([], 'en', 'USD'), null, 'no rates: no equivalents');
});

t.test('the equivalent is written for the language and currency', async (t) => {
  t.same(equivalentOf(250, { currency: 'USD', rate: '0.01' }, 'en'), { text: 'US$2.50', under: false });
  t.same(equivalentOf(250, { currency: 'EUR', rate: '0.0093' }, 'de'), { text: '2,33\u00a0€', under: false });
  t.same(equivalentOf(250, { currency: 'JPY', rate: '1.52' }, 'ja'), { text: '￥380', under: false });
  t.same(equivalentOf(250, { currency: 'JPY', rate: '1.52' }, 'en'), { text: 'JP¥380', under: false });
  t.same(equivalentOf(123_456, { currency: 'EUR', rate: '0.0093' }, 'de'), { text: '1.148,14\u00a0€', under: false });
  t.same(
    equivalentOf(1, { currency: 'USD', rate: '0.001' }, 'en'),
    { text: 'US$0.01', under: true },
    'under a cent says so',
  );
  t.equal(equivalentOf(0, { currency: 'USD', rate: '0.01' }, 'en'), null, 'free has no equivalent');
});
