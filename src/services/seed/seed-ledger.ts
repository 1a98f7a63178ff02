// Demo money (docs/product.md §14): the Lumen Dollar bundles, kai's balance of 2,500 and mira's of 0, a sales
// history for nova's store (other demo personas bought from it through the real purchase path), and
// kai's cart: two listed items of nova's store and one that was delisted after he added it, so the
// delisted notice shows. Runs once per database.
import type { Database } from '../db/database.ts';
import { seedBundles } from '../orders/bundles.ts';
import { grant, purchase } from '../orders/index.ts';
import { DEMO_CART_PRODUCT_NAMES, DEMO_DELISTED_PRODUCT_NAME } from './seed-catalogue.ts';

export const DEMO_BALANCES: Readonly<Record<string, number>> = { kai: 2500, mira: 0 };

/** Buyers of nova's store in the demo, with what they spent on top of their remaining balance. */
const DEMO_BUYERS: readonly { handle: string; remaining: number; purchases: number }[] = [
  { handle: 'theo', remaining: 800, purchases: 3 },
  { handle: 'amara', remaining: 1500, purchases: 2 },
  { handle: 'rafa', remaining: 300, purchases: 4 },
];

export interface LedgerSeedResult {
  seeded: boolean;
  orders: number;
}

export async function seedLedger(db: Database): Promise<LedgerSeedResult> {
  await seedBundles(db);
  // Claimed by inserting a marker account: exactly one of several instances starting together gets the
  // row back and seeds (the others see the conflict and skip).
  const claimed =
    (
      await db.query(
        `insert into ledger_accounts (id, kind) values ('system:demo-seed', 'system') on conflict (id) do nothing returning id`,
      )
    ).length > 0;
  if (!claimed) return { seeded: false, orders: 0 };

  const personaId = async (handle: string) => {
    const [row] = await db.query<{ id: string }>('select id from personas where handle = $1', [handle]);
    return row?.id;
  };
  const novaProducts = async (condition: string, params: unknown[] = []) =>
    db.query<{ id: string; name: string; price: number }>(
      `select p.id, p.name, p.price from products p join stores s on s.id = p.store_id join personas pe on pe.id = s.persona_id
        where pe.handle = 'nova' and p.deleted_at is null and ${condition} order by p.name`,
      params,
    );

  for (const [handle, amount] of Object.entries(DEMO_BALANCES)) {
    const id = await personaId(handle);
    if (id && amount > 0) await grant(db, id, amount);
  }

  let orders = 0;
  const excluded = [...DEMO_CART_PRODUCT_NAMES, DEMO_DELISTED_PRODUCT_NAME];
  const forSale = await novaProducts(
    `p.status = 'listed' and p.price > 0 and p.price <= 500 and not (p.name = any($1::text[]))`,
    [excluded],
  );
  let next = 0;
  for (const buyer of DEMO_BUYERS) {
    const id = await personaId(buyer.handle);
    if (!id) continue;
    const picks = forSale.slice(next, next + buyer.purchases);
    next += buyer.purchases;
    const spend = picks.reduce((sum, product) => sum + product.price, 0);
    await grant(db, id, spend + buyer.remaining);
    for (const product of picks) {
      await purchase(db, {
        buyerId: id,
        idempotencyKey: `demo-seed-${buyer.handle}-${product.id}`,
        kind: 'product',
        productIds: [product.id],
        expectedTotal: product.price,
      });
      orders += 1;
    }
  }

  const kai = await personaId('kai');
  if (kai) {
    const cart = await novaProducts('p.name = any($1::text[])', [excluded]);
    for (const product of cart) {
      await db.query(
        `insert into cart_items (persona_id, product_id, price_at_add) values ($1, $2, $3) on conflict do nothing`,
        [kai, product.id, product.price],
      );
    }
  }
  return { seeded: true, orders };
}
