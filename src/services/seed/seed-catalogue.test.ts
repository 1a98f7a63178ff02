import t from 'tap';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { seedDemoData } from './seed.ts';
import {
  DEMO_CART_PRODUCT_NAMES,
  DEMO_DELISTED_PRODUCT_NAME,
  buildCatalogueData,
  seedCatalogue,
} from './seed-catalogue.ts';

const NOW = new Date('2025-03-10T08:30:00.000Z');
const TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

t.test('the demo store is deterministic and shaped as the guide and the ledger need', async (t) => {
  const data = buildCatalogueData(NOW);
  t.same(buildCatalogueData(NOW), data, 'the same now gives the same catalogue');
  t.not(
    buildCatalogueData(new Date('2025-03-11T08:30:00.000Z')).products[0]?.createdAt.getTime(),
    data.products[0]?.createdAt.getTime(),
  );

  const listed = data.products.filter((product) => product.status === 'listed');
  t.ok(listed.length >= 150, `150+ listed products (${listed.length})`);
  t.ok(data.stores.length >= 10, 'stores for 10+ creators');
  t.equal(new Set(data.products.map((product) => product.storeHandle)).size, data.stores.length, 'every store sells');
  t.ok(data.categories.filter((category) => category.parentId === null).length >= 4);
  t.ok(data.collections.length >= 4 && data.collections.every((collection) => collection.productIds.length >= 5));
  t.ok(data.featuredImages.length >= 3);
  t.ok(data.promotions.length >= 2);

  const nova = data.products.filter((product) => product.storeHandle === 'nova');
  t.equal(nova.length, 15);
  t.ok(nova.filter((product) => product.price === 0 && product.status === 'listed').length >= 3, 'several FREE');
  const cart = DEMO_CART_PRODUCT_NAMES.map((name) => nova.find((product) => product.name === name));
  t.same(
    cart.map((product) => [product?.price, product?.status]),
    [
      [120, 'listed'],
      [250, 'listed'],
    ],
    'the demo cart: 120 and 250',
  );
  t.equal(nova.find((product) => product.name === DEMO_DELISTED_PRODUCT_NAME)?.status, 'delisted');
  t.ok(
    data.products.some((product) => product.price > 2500 && product.status === 'listed'),
    'something kai cannot afford',
  );
  t.equal(
    new Set(data.products.map((product) => product.name)).size,
    data.products.length,
    'names are unique (the ledger finds them by name)',
  );

  for (const product of data.products) {
    t.ok(
      product.tags.length >= 1 &&
        product.tags.length <= 5 &&
        product.tags.every((tag) => TAG.test(tag) && tag.length >= 3 && tag.length <= 40),
      `${product.name}: tags`,
    );
    t.ok(Number.isInteger(product.price) && product.price >= 0 && product.price <= 1_000_000);
    t.ok(product.createdAt <= NOW && product.updatedAt >= product.createdAt && product.updatedAt <= NOW);
  }
  const prices = new Set(listed.map((product) => product.price));
  for (const price of [0, 25, 50, 120, 250, 400, 900]) t.ok(prices.has(price), `a listing at ${price}`);

  t.ok(data.reviews.length >= 300);
  t.ok(
    data.reviews.every((review) => Number.isInteger(review.rating * 2) && review.rating >= 0.5 && review.rating <= 5),
  );
  const byProduct = new Map<string, number[]>();
  for (const review of data.reviews)
    byProduct.set(review.productId, [...(byProduct.get(review.productId) ?? []), review.rating]);
  const averages = [...byProduct.values()].map(
    (ratings) => ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length,
  );
  t.ok(Math.max(...averages) - Math.min(...averages) >= 2, 'averages vary');
  const sellerOf = new Map(data.products.map((product) => [product.id, product.storeHandle]));
  t.ok(
    data.reviews.every((review) => sellerOf.get(review.productId) !== review.personaHandle),
    'nobody reviews their own listing',
  );
  const pairs = data.reviews.map((review) => `${review.productId}:${review.personaHandle}`);
  t.equal(new Set(pairs).size, pairs.length, 'one review per persona and product');
});

async function snapshot(db: Database) {
  const tables = [
    'categories',
    'stores',
    'products',
    'product_images',
    'reviews',
    'collections',
    'collection_products',
    'featured_images',
    'promotions',
  ];
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    // Static table names from the list above; the search vector is compared as text.
    out[table] = await db.query(`select to_jsonb(x) - 'search' as row from ${table} x order by to_jsonb(x)::text`);
  }
  return out;
}

t.test('pglite: seeds once, reproduces exactly, skips without the demo personas', async (t) => {
  const { db, close } = await openTestDatabase('pglite', { state: 'migrated' });
  t.teardown(close);
  t.same(
    await seedCatalogue(db, { now: NOW }),
    { seeded: false, stores: 0, products: 0, reviews: 0 },
    'no personas: nothing',
  );
  await seedDemoData(db, { now: NOW });
  const data = buildCatalogueData(NOW);
  t.same(await seedCatalogue(db, { now: NOW }), {
    seeded: true,
    stores: 12,
    products: data.products.length,
    reviews: data.reviews.length,
  });
  const before = await snapshot(db);
  t.equal(before.products?.length, data.products.length);
  t.same(
    await seedCatalogue(db, { now: NOW }),
    { seeded: false, stores: 0, products: 0, reviews: 0 },
    'a second run does nothing',
  );
  await db.exec('truncate categories, stores, collections cascade');
  await seedCatalogue(db, { now: NOW });
  t.same(await snapshot(db), before, 'a reseed with the same now reproduces the data exactly');
});

t.test('postgres: concurrent seeds of one database seed once; two databases hold the same data', async (t) => {
  const a = await openTestDatabase('postgres', { state: 'migrated' });
  const b = await openTestDatabase('postgres', { state: 'migrated' });
  t.teardown(async () => {
    await a.close();
    await b.close();
  });
  await seedDemoData(a.db, { now: NOW });
  await seedDemoData(b.db, { now: NOW });
  const results = await Promise.all([seedCatalogue(a.db, { now: NOW }), seedCatalogue(a.db, { now: NOW })]);
  t.same(results.map((result) => result.seeded).sort(), [false, true]);
  await seedCatalogue(b.db, { now: NOW });
  t.same(await snapshot(b.db), await snapshot(a.db));
});
