// Stores, listing pictures, categories, collections, featured images and promotions as a caller sees
// them (app.inject), on PGlite and on PostgreSQL.
import t from 'tap';
import { setupTestApp } from '../profiles/testing.ts';
import { configurePictureHosts } from '../../shared/media/picture-url.ts';
import { errorsOf, names, type ListDocument, type Resource, type SingleDocument } from './testing.ts';

// As if IMAGE_HOSTS=cdn.example.com: https pictures on that host may be set, others not.
configurePictureHosts(['cdn.example.com']);

interface TreeNode {
  slug: string;
  productCount: number;
  children: TreeNode[];
}

for (const kind of ['pglite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const { db, request, close } = await setupTestApp(kind);
    t.teardown(close);
    const get = async <T>(url: string, as?: string): Promise<T> => {
      const response = await request('GET', url, as === undefined ? {} : { as });
      t.equal(response.statusCode, 200, `GET ${url}`);
      return response.json<T>();
    };
    const storeBody = (attributes: Record<string, unknown>, id?: string) => ({
      data: { type: 'store', ...(id ? { id } : {}), attributes },
    });

    await t.test('categories: flat list, nested tree, one by id or slug', async (t) => {
      const flat = await get<ListDocument>('/v2/categories');
      t.equal(flat.meta.total, 15, '4 top-level categories and 11 subcategories');
      const tree = await get<ListDocument>('/v1/categories/tree');
      t.same(
        tree.data.map((resource) => resource.attributes.slug),
        ['avatars', 'worlds', 'audio', 'tools'],
      );
      const worlds = tree.data[1]?.attributes as unknown as TreeNode;
      t.same(
        worlds.children.map((child) => child.slug),
        ['props', 'furniture', 'lighting', 'nature'],
      );
      t.equal(
        worlds.productCount,
        worlds.children.reduce((sum, child) => sum + child.productCount, 0),
        'a parent counts its children',
      );
      const bySlug = await get<SingleDocument>('/v2/categories/Hair');
      t.match(bySlug.data.attributes, { slug: 'hair', name: 'Hair', parentId: String });
      const byId = await get<SingleDocument>(`/v2/categories/${bySlug.data.id}`);
      t.equal(byId.data.id, bySlug.data.id);
      t.equal((await request('GET', '/v2/categories/no-such')).statusCode, 404);
      t.equal((await request('GET', '/v2/categories/%20%20')).statusCode, 404);
    });

    await t.test('stores: reads by id, handle and creator, with the creator included', async (t) => {
      const nova = await get<SingleDocument>('/v2/stores/NOVA');
      t.match(nova.data.attributes, { handle: 'nova', name: 'Nova Reyes Studio', productCount: 14 });
      t.match(nova.included, [{ type: 'creator', attributes: { personaHandle: 'nova', personaName: 'Nova Reyes' } }]);
      t.equal((await get<SingleDocument>(`/v2/stores/${nova.data.id}`)).data.id, nova.data.id);
      const listed = await get<ListDocument>('/v2/users/nova/stores');
      t.same(
        listed.data.map((resource) => resource.id),
        [nova.data.id],
      );
      t.same((await get<ListDocument>('/v2/users/kai/stores')).data, [], 'kai has no store');
      t.equal((await request('GET', '/v2/users/nobody-at-all/stores')).statusCode, 404);
      t.equal((await request('GET', '/v2/stores/00000000-0000-4000-8000-000000000000')).statusCode, 404);
      const [count] = await db.query<{ n: number }>('select count(*)::int as n from stores');
      t.ok((count?.n ?? 0) >= 10, 'stores for 10+ creators');
    });

    await t.test('stores: create, change, delete (owner only)', async (t) => {
      t.equal(
        (await request('POST', '/v2/stores', { body: storeBody({ handle: 'kai-hats', name: 'Hats' }) })).statusCode,
        401,
      );
      const invalid = await request('POST', '/v2/stores', {
        as: 'kai',
        body: storeBody({ handle: '-bad-', name: '', productCount: 3 }),
      });
      t.equal(invalid.statusCode, 422);
      t.same(
        errorsOf(invalid)
          .map((error) => error.source?.pointer)
          .sort(),
        ['/data/attributes/handle', '/data/attributes/name', '/data/attributes/productCount'],
      );
      const taken = await request('POST', '/v2/stores', {
        as: 'kai',
        body: storeBody({ handle: 'nova', name: 'Copy' }),
      });
      t.equal(taken.statusCode, 409);
      t.match(errorsOf(taken)[0], { code: 'handle-taken', source: { pointer: '/data/attributes/handle' } });

      const created = await request('POST', '/v2/stores', {
        as: 'kai',
        body: storeBody({ handle: 'kai-hats', name: 'Tiny Hat Shop', description: 'Hats.' }),
      });
      t.equal(created.statusCode, 201);
      const store = created.json<SingleDocument>().data;
      t.equal(created.headers.location, `/v2/stores/${store.id}`);
      t.match(store.attributes, { handle: 'kai-hats', name: 'Tiny Hat Shop', productCount: 0 });
      t.same(
        (await get<ListDocument>('/v2/user/stores', 'kai')).data.map((resource) => resource.id),
        [store.id],
      );

      const notMine = await request('PATCH', `/v2/stores/${store.id}`, {
        as: 'nova',
        body: storeBody({ name: 'Mine now' }),
      });
      t.equal(notMine.statusCode, 403);
      t.equal(errorsOf(notMine)[0]?.code, 'not-owner');
      const renamed = await request('PATCH', '/v2/stores/kai-hats', {
        as: 'kai',
        body: storeBody({ name: 'Tiny Hats', handle: 'tiny-hats' }),
      });
      t.equal(renamed.statusCode, 200);
      t.match(renamed.json<SingleDocument>().data.attributes, { handle: 'tiny-hats', name: 'Tiny Hats' });

      // A listing makes the store non-empty: it cannot be deleted until the listing is.
      const listing = await request('POST', '/v2/products', {
        as: 'kai',
        body: { data: { type: 'product', attributes: { name: 'Bowler', price: 25 } } },
      });
      t.equal(listing.statusCode, 201, 'kai lists in his only store');
      const busy = await request('DELETE', `/v2/stores/${store.id}`, { as: 'kai' });
      t.equal(busy.statusCode, 409);
      t.match(errorsOf(busy)[0], { code: 'store-not-empty', meta: { products: 1 } });
      t.equal((await request('DELETE', `/v2/stores/${store.id}`, { as: 'nova' })).statusCode, 403);
      t.equal(
        (await request('DELETE', `/v2/products/${listing.json<SingleDocument>().data.id}`, { as: 'kai' })).statusCode,
        204,
      );
      t.equal((await request('DELETE', `/v2/stores/${store.id}`, { as: 'kai' })).statusCode, 204);
      t.equal((await request('GET', `/v2/stores/${store.id}`)).statusCode, 404, 'deleted stores are gone');
      const reuse = await request('POST', '/v2/stores', {
        as: 'kai',
        body: storeBody({ handle: 'tiny-hats', name: 'Again' }),
      });
      t.equal(reuse.statusCode, 409, 'a deleted store keeps its handle');
    });

    await t.test('listing pictures: add, reorder, replace, delete (owner only)', async (t) => {
      const [row] = await db.query<{ id: string }>(`select id from products where name = 'Neon Sign Starter Pack'`);
      const productId = row?.id ?? '';
      const pictures = async () =>
        (await get<SingleDocument>(`/v2/products/${productId}?include=images`)).data.relationships?.images?.data as {
          id: string;
        }[];
      const before = await pictures();
      const imageBody = (attributes: Record<string, unknown>, id?: string) => ({
        data: { type: 'image', ...(id ? { id } : {}), attributes },
      });

      t.equal(
        (
          await request('POST', '/v2/images', {
            as: 'kai',
            body: imageBody({ productId, url: 'https://cdn.example.com/a.png' }),
          })
        ).statusCode,
        403,
      );
      t.equal((await request('POST', '/v2/images', { body: imageBody({ productId }) })).statusCode, 401);
      const bad = await request('POST', '/v2/images', {
        as: 'nova',
        body: imageBody({ productId, url: 'javascript:alert(1)', position: 500 }),
      });
      t.equal(bad.statusCode, 422);
      t.same(
        errorsOf(bad)
          .map((error) => error.source?.pointer)
          .sort(),
        ['/data/attributes/position', '/data/attributes/url'],
      );
      for (const url of ['/sign-out', 'https://evil.example/a.png', 'http://cdn.example.com/a.png']) {
        const refused = await request('POST', '/v2/images', { as: 'nova', body: imageBody({ productId, url }) });
        t.equal(refused.statusCode, 422, url);
        t.same(
          errorsOf(refused).map((error) => error.source?.pointer),
          ['/data/attributes/url'],
        );
      }
      const unknown = await request('POST', '/v2/images', {
        as: 'nova',
        body: imageBody({ productId: '00000000-0000-4000-8000-000000000000' }),
      });
      t.equal(unknown.statusCode, 404);

      const added = await request('POST', '/v2/images', {
        as: 'nova',
        body: imageBody({ productId, url: 'https://cdn.example.com/a.png', position: 0 }),
      });
      t.equal(added.statusCode, 201);
      const image = added.json<SingleDocument>().data;
      t.match(image.attributes, {
        position: 0,
        url: 'https://cdn.example.com/a.png',
        sizes: { card: { url: 'https://cdn.example.com/a.png' } },
        productId,
      });
      const after = await pictures();
      t.equal(after.length, before.length + 1);
      t.equal(after[0]?.id, image.id, 'position 0: the new default image');
      const single = await get<SingleDocument>(`/v2/products/${productId}`);
      t.same(single.data.relationships?.defaultImage?.data, { type: 'image', id: image.id });

      const moved = await request('PATCH', `/v2/images/${image.id}`, {
        as: 'nova',
        body: imageBody({ position: before.length, imageSeed: 'abc123' }, image.id),
      });
      t.equal(moved.statusCode, 200);
      t.match(moved.json<SingleDocument>().data.attributes, {
        position: before.length,
        url: '/media/generated/product/abc123/large.svg',
      });
      t.equal((await pictures())[0]?.id, before[0]?.id, 'the old default is first again');
      t.equal(
        (await request('PATCH', `/v2/images/${image.id}`, { as: 'kai', body: imageBody({ position: 0 }) })).statusCode,
        403,
      );
      t.equal((await request('DELETE', `/v2/images/${image.id}`, { as: 'kai' })).statusCode, 403);
      t.equal((await request('DELETE', `/v2/images/${image.id}`, { as: 'nova' })).statusCode, 204);
      t.equal((await request('DELETE', `/v2/images/${image.id}`, { as: 'nova' })).statusCode, 404);
      t.same(await pictures(), before);

      for (let i = (await pictures()).length; i < 10; i++) {
        t.equal((await request('POST', '/v2/images', { as: 'nova', body: imageBody({ productId }) })).statusCode, 201);
      }
      const full = await request('POST', '/v2/images', { as: 'nova', body: imageBody({ productId }) });
      t.equal(full.statusCode, 409);
      t.equal(errorsOf(full)[0]?.code, 'image-limit');
    });

    await t.test('collections, featured images, promotions', async (t) => {
      const collections = await get<ListDocument>('/v2/collections');
      t.ok(collections.meta.total >= 4);
      t.same(collections.data.map((resource) => resource.attributes.slug).slice(0, 2), [
        'staff-picks',
        'free-essentials',
      ]);
      const free = await get<SingleDocument>('/v2/collections/free-essentials');
      const members = (free.data.relationships?.products?.data ?? []) as { id: string }[];
      t.ok(members.length >= 5);
      const included = (free.included ?? []).filter((resource) => resource.type === 'product');
      t.equal(included.length, members.length);
      t.ok(included.every((resource) => resource.attributes.price === 0));
      t.ok(
        (free.included ?? []).some((resource) => resource.type === 'creator'),
        'cards get their creator',
      );
      t.equal((await get<SingleDocument>(`/v2/collections/${free.data.id}`)).data.id, free.data.id);
      t.equal((await request('GET', '/v2/collections/nope')).statusCode, 404);

      const banners = await get<ListDocument>('/v2/featured-images');
      t.equal(banners.data.length, 4, 'running banners only (the winter sale is over)');
      t.match(banners.data[0]?.attributes, {
        title: 'Build your own megacity',
        linkUrl: /^\/listings\/[0-9a-f-]{36}\/neon-drift-megacity-kit$/,
      });

      // Demo promotions are dated around the seed's now: move them around the real clock.
      await db.query(`update promotions set starts_at = starts_at - (timestamptz '2025-06-01T12:00:00Z' - now()),
                                            ends_at = ends_at - (timestamptz '2025-06-01T12:00:00Z' - now())`);
      const [telescope] = await db.query<{ id: string }>(`select id from products where name = 'Starlight Telescope'`);
      const promotions = await get<ListDocument>(`/v2/promotions/product/${telescope?.id}`);
      t.match(promotions.data, [
        { type: 'promotion', attributes: { percentOff: 20, label: 'Meteor week', price: 900, promotionalPrice: 720 } },
      ]);
      const [skybox] = await db.query<{ id: string }>(`select id from products where name = 'Aurora Skybox'`);
      t.same(
        (await get<ListDocument>(`/v2/promotions/product/${skybox?.id}`)).data,
        [],
        'an ended promotion is not shown',
      );
      t.equal((await request('GET', '/v2/promotions/product/00000000-0000-4000-8000-000000000000')).statusCode, 404);
      t.ok(names(collections).includes('Sound of Lumen'));
      const resources: Resource[] = collections.data;
      t.ok(resources.every((resource) => typeof resource.attributes.productCount === 'number'));
    });
  });
}
