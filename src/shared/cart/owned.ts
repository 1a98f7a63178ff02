// A cart line the persona already owns (bought elsewhere since it was added) cannot be bought again: the
// purchase would be refused for the whole cart. It moves out of what checkout buys, and out of the
// total, into its own list, where the shopper reads why and removes it.
import type { CartView } from './schema.ts';

export function setAsideOwned(cart: CartView, ownedIds: ReadonlySet<string>): CartView {
  const owned = cart.items.filter((item) => ownedIds.has(item.id.toLowerCase()));
  if (owned.length === 0) return cart;
  const items = cart.items.filter((item) => !ownedIds.has(item.id.toLowerCase()));
  return {
    ...cart,
    items,
    ownedItems: [
      ...cart.ownedItems,
      ...owned.map((item) => ({ id: item.id, name: item.name, storeUrl: item.storeUrl })),
    ],
    total: items.reduce((sum, item) => sum + item.price, 0),
  };
}
