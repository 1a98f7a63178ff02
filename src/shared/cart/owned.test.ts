import t from 'tap';
import { setAsideOwned } from './owned.ts';
import type { CartView } from './schema.ts';

const line = (id: string, price: number) => ({
  id,
  name: `Item ${id}`,
  price,
  previousPrice: null,
  storeUrl: `/listings/${id}/item`,
  thumbUrl: '/no-image.svg',
});
const cart: CartView = {
  items: [line('a', 10), line('b', 25), line('c', 5)],
  delistedItems: [{ id: 'd', name: 'Gone' }],
  ownedItems: [],
  total: 40,
};

t.test('owned lines leave what checkout buys and the total', async (t) => {
  const after = setAsideOwned(cart, new Set(['b']));
  t.same(
    after.items.map((item) => item.id),
    ['a', 'c'],
  );
  t.equal(after.total, 15);
  t.same(after.ownedItems, [{ id: 'b', name: 'Item b', storeUrl: '/listings/b/item' }]);
  t.same(after.delistedItems, cart.delistedItems, 'delisted lines are untouched');
});

t.test('ids compare without case; nothing owned changes nothing', async (t) => {
  const upper: CartView = { ...cart, items: [line('A0', 3)], total: 3 };
  t.same(setAsideOwned(upper, new Set(['a0'])).items, []);
  t.equal(setAsideOwned(upper, new Set(['a0'])).total, 0);
  t.equal(setAsideOwned(cart, new Set()), cart);
  t.equal(setAsideOwned(cart, new Set(['zzz'])), cart);
});
