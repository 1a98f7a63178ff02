import t from 'tap';
import { readWholeCoins, wholeCoinsSchema } from './whole-coins.ts';

t.test('every spelling of a whole amount reads as that amount', async (t) => {
  for (const spelling of [120, 120.0, '120', '120.00', '120.', ' 120 ', '0120'])
    t.equal(readWholeCoins(spelling), 120, JSON.stringify(spelling));
  t.equal(readWholeCoins(0), 0, 'free');
  t.equal(readWholeCoins('0.0'), 0, 'free, as a string');
  t.equal(readWholeCoins(JSON.parse('120.0')), 120, 'JSON 120.0');
});

t.test('anything that is not a whole, non-negative amount is refused', async (t) => {
  for (const value of [
    120.5,
    '120.5',
    '120.01',
    -1,
    '-1',
    '-0.0',
    '1e3',
    '',
    '.0',
    'abc',
    '12O',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    '9007199254740993',
    null,
    undefined,
    true,
    {},
    [120],
  ]) {
    t.equal(readWholeCoins(value), null, String(JSON.stringify(value) ?? value));
  }
});

t.test('the zod schema reads the same, and names the refused value', async (t) => {
  t.equal(wholeCoinsSchema.parse('2500.00'), 2500);
  t.equal(wholeCoinsSchema.parse(2500), 2500);
  const refused = wholeCoinsSchema.safeParse('99.5');
  t.equal(refused.success, false);
  t.match(refused.error?.issues[0]?.message, /"99\.5"/);
  t.equal(wholeCoinsSchema.safeParse(null).success, false);
});
