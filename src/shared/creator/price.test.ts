import t from 'tap';
import fc from 'fast-check';
import { priceSchema, productFormSchema, updateProductInputSchema } from './schema.ts';
import { priceFromText } from './price-text.ts';
import { PRODUCT_LIMITS } from './limits.ts';

const NOT_PRICES: [string, unknown][] = [
  ['empty text', ''],
  ['null', null],
  ['true', true],
  ['hex text', '0x10'],
  ['a fraction', 1.5],
  ['a negative', -1],
  ['digits as text', '16'],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['1e21', 1e21],
  ['an array', [16]],
  ['an object', { value: 16 }],
];

t.test('a price is a non-negative whole number, never coerced', async (t) => {
  for (const [what, value] of NOT_PRICES) {
    const result = priceSchema.safeParse(value);
    t.notOk(result.success, `${what} is refused`);
    t.match(result.error?.issues[0]?.message, /price/i, `${what}: the message says what a price is`);
  }
  for (const good of [0, 1, 150, PRODUCT_LIMITS.maxPrice]) t.equal(priceSchema.parse(good), good);
});

const fieldsOf = (issues: { path: PropertyKey[] }[] | undefined) => [
  ...new Set((issues ?? []).map((issue) => issue.path.join('.'))),
];

t.test('the product forms refuse them on the price field', async (t) => {
  const id = '00000000-0000-4000-8000-000000000000';
  for (const [what, value] of NOT_PRICES) {
    // An optional price may be left out, but null is not 'left out'.
    const create = productFormSchema.safeParse({ name: 'Lamp', price: value });
    t.same(fieldsOf(create.error?.issues), ['price'], `create: ${what}`);
    const update = updateProductInputSchema.safeParse({ id, price: value });
    t.same(fieldsOf(update.error?.issues), ['price'], `update: ${what}`);
  }
});

t.test('typed prices: digits only', async (t) => {
  t.equal(priceFromText('150'), 150);
  t.equal(priceFromText(' 0 '), 0);
  t.equal(priceFromText('-5'), -5, 'read, so the schema can say a price cannot be negative');
  for (const text of ['', ' ', '0x10', '1e3', '1.5', '+1', '--1', '16 LD', 'Infinity', 'NaN', '١٢'])
    t.equal(priceFromText(text), null, JSON.stringify(text));
  fc.assert(fc.property(fc.nat(), (price) => priceFromText(String(price)) === price));
});
