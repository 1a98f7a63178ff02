// Listing prices from the catalogue in any spelling of a whole amount (src/shared/cart/whole-coins.ts).
import t from 'tap';
import { upstreamProductSchema, upstreamPromotionSchema } from './upstream-schema.ts';

t.test('a listing priced 120, 120.0, "120" or "120.00" costs 120', async (t) => {
  for (const text of ['120', '120.0', '"120"', '"120.00"']) {
    const product = upstreamProductSchema.parse(JSON.parse(`{ "id": "p", "name": "Jacket", "price": ${text} }`));
    t.equal(product.price, 120, text);
  }
  const promotion = upstreamPromotionSchema.parse({ id: 'sale', price: '120.00', promotionalPrice: '90' });
  t.same([promotion.price, promotion.promotionalPrice], [120, 90]);
  t.equal(upstreamPromotionSchema.parse({ id: 'sale', price: 120, promotionalPrice: null }).promotionalPrice, null);
});

t.test('a fractional or negative listing price is refused', async (t) => {
  for (const price of ['120.5', 120.5, -1, '-1'])
    t.equal(upstreamProductSchema.safeParse({ id: 'p', name: 'Jacket', price }).success, false, String(price));
});
