// The listings procedures through a tRPC caller, against the embedded catalogue over HTTP, on PGlite and
// on PostgreSQL (seeded: 159 listings, 151 listed, in 15 categories; nova's store has 15 listings, 4 FREE,
// 'Holo Koi Pond' delisted).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(`on ${kind}`, async (t) => {
    const stack = await startTestUpstream({ kind });
    const { caller, close } = createTestCaller({
      upstream: { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` },
    });
    t.teardown(async () => {
      await close();
      await stack.close();
    });

    t.test('browse: the listed catalogue, paged, as cards', async (t) => {
      const first = await caller.listings.browse({});
      t.equal(first.total, 151, 'listed listings only');
      t.equal(first.items.length, 24);
      t.equal(first.pageCount, Math.ceil(151 / 24));
      const card = first.items[0]!;
      t.match(card, {
        id: /^[0-9a-f-]{36}$/,
        slug: /^[a-z0-9-]+$/,
        creator: { personaHandle: /^[a-z0-9-]+$/, personaName: /\S/ },
      });
      t.match(card.imageUrl, /card/, 'the default image by size name');
      const seen = new Set<string>();
      for (let page = 1; page <= first.pageCount; page += 1) {
        for (const item of (await caller.listings.browse({ page, sort: 'newest' })).items) seen.add(item.id);
      }
      t.equal(seen.size, 151, 'stable paging');
    });

    t.test('filters, search and sorts', async (t) => {
      const free = await caller.listings.browse({ free: 'true', perPage: 48 });
      t.ok(free.total > 0 && free.items.every((item) => item.price === 0), 'FREE only');
      const paid = await caller.listings.browse({ free: false, perPage: 48 });
      t.equal(paid.total + free.total, 151);
      const range = await caller.listings.browse({ minPrice: '100', maxPrice: '300', perPage: 48 });
      t.ok(range.items.every((item) => item.price >= 100 && item.price <= 300));
      const cheap = await caller.listings.browse({ sort: 'price-asc', free: false });
      const prices = cheap.items.map((item) => item.price);
      t.same(
        prices,
        [...prices].sort((a, b) => a - b),
      );
      const dear = await caller.listings.browse({ sort: 'price-desc', perPage: 1 });
      t.equal(dear.items[0]?.name, 'Grand Cathedral Kit');
      const jacket = await caller.listings.browse({ q: 'racing jacket' });
      t.ok(jacket.items.some((item) => item.name === 'Neon Drift Racing Jacket'));
      const koi = await caller.listings.browse({ q: 'Holo Koi Pond' });
      t.notOk(
        koi.items.some((item) => item.name === 'Holo Koi Pond'),
        'the delisted listing is not in search',
      );
      const tree = await caller.listings.categories();
      const flat = tree.flatMap((node) => [node, ...node.children]);
      t.equal(flat.length, 15, '15 categories');
      const avatars = tree.find((node) => node.slug === 'avatars')!;
      const inAvatars = await caller.listings.browse({ category: 'avatars', perPage: 1 });
      t.equal(inAvatars.total, avatars.productCount, 'a category includes its subcategories');
      t.ok(avatars.children.length > 0);
    });

    t.test('a listing: detail with images, category, store, creator, rating; its reviews', async (t) => {
      const [card] = (await caller.listings.browse({ q: 'Neon Drift Racing Jacket', perPage: 1 })).items;
      if (!card) return t.fail('no jacket');
      const detail = await caller.listings.detail({ id: card.id });
      t.equal(detail.name, 'Neon Drift Racing Jacket');
      t.equal(detail.price, 120);
      t.equal(detail.slug, 'neon-drift-racing-jacket');
      t.equal(detail.creator.personaHandle, 'nova');
      t.equal(detail.store.handle, 'nova');
      t.ok(detail.images.length >= 1);
      t.match(detail.images[0], { largeUrl: /large/, thumbUrl: /thumb/ });
      t.ok(detail.category?.name);
      const reviews = await caller.listings.reviews({ id: card.id });
      t.equal(reviews.total, detail.reviewSummary.count);
      t.ok(reviews.items.every((review) => review.rating >= 0.5 && review.rating <= 5));
      t.equal(await codeOf(caller.listings.detail({ id: '00000000-0000-4000-8000-000000000000' })), 'NOT_FOUND');
      t.equal(await codeOf(caller.listings.detail({ id: 'nope' })), 'BAD_REQUEST');
    });

    t.test('collections', async (t) => {
      const collections = await caller.listings.collections();
      t.equal(collections.length, 5);
      const first = collections[0]!;
      const detail = await caller.listings.collection({ id: first.slug });
      t.equal(detail.id, first.id);
      t.ok(detail.items.length > 0 && detail.items.every((item) => item.creator.personaHandle !== ''));
      t.equal(await codeOf(caller.listings.collection({ id: 'no-such-collection' })), 'NOT_FOUND');
    });

    t.test("a creator's store", async (t) => {
      const nova = await caller.listings.byCreator({ personaHandle: 'nova', perPage: 48 });
      t.equal(nova.creator.personaName, 'Nova Reyes');
      t.equal(nova.stores.length, 1);
      t.equal(nova.total, 14, '15 listings, the delisted one not shown');
      t.equal(nova.items.filter((item) => item.price === 0).length, 4, '4 FREE');
      t.ok(nova.items.every((item) => item.creator.personaHandle === 'nova'));
      const kai = await caller.listings.byCreator({ personaHandle: 'kai' });
      t.same([kai.stores, kai.items, kai.storeId], [[], [], null], 'a persona without a store');
      t.equal(await codeOf(caller.listings.byCreator({ personaHandle: 'nobody' })), 'NOT_FOUND');
      const card = await caller.profiles.card({ handle: 'nova' });
      t.equal(card.listings.length, 4, 'profile cards show the newest listings');
    });

    t.test('bad input is a typed error', async (t) => {
      t.equal(await codeOf(caller.listings.browse({ page: 0 })), 'BAD_REQUEST');
      t.equal(await codeOf(caller.listings.browse({ sort: 'cheapest' })), 'BAD_REQUEST');
      t.equal(await codeOf(caller.listings.browse({ minPrice: '300', maxPrice: '100' })), 'BAD_REQUEST');
      t.equal(await codeOf(caller.listings.browse({ minPrice: '-1' })), 'BAD_REQUEST');
      t.equal(await codeOf(caller.listings.browse({ free: 'maybe' })), 'BAD_REQUEST');
      t.equal(await codeOf(caller.listings.browse({ category: 'no-such-category' })), 'BAD_REQUEST');
    });
  });
}
