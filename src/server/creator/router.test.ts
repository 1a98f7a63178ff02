// The creator tools through the procedures, over HTTP to the embedded services (seeded: nova is a
// creator with experiences and one store; kai is a buyer with a cart).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestStack } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { delistedNotice } from '../../shared/cart/delisted-notice.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

/** The error a call failed with (code, message and the per-field issues the form shows). */
const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '', fields: [] as string[] }),
    (error: unknown) => {
      if (!(error instanceof TRPCError)) return { code: String(error), message: '', fields: [] as string[] };
      const cause = error.cause as { issues?: { path: PropertyKey[] }[] } | undefined;
      return {
        code: error.code,
        message: error.message,
        fields: (cause?.issues ?? []).map((issue) => issue.path.map(String).join('.')),
      };
    },
  );

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

t.test('experiences: create with tags, read back, edit, and delete', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const created = await nova.createExperience({
    name: 'Kelp Forest',
    handle: 'kelp-forest',
    summary: 'Swim with otters.',
    description: 'Long text.',
    tags: [' Ocean ', '#calm'],
    coverUrl: '/media/uploads/kelp.png',
  });
  t.match(created, {
    name: 'Kelp Forest',
    handle: 'kelp-forest',
    personaHandle: 'nova',
    tags: ['ocean', 'calm'],
    coverUrl: '/media/uploads/kelp.png',
    imageUrl: '/media/uploads/kelp.png',
  });
  t.ok(
    (await nova.experiences()).some((experience) => experience.id === created.id),
    'listed on the dashboard',
  );
  t.same((await nova.experience({ id: created.id })).name, 'Kelp Forest');

  const detail = await (
    await callerFor(undefined)
  ).experiences.detail({ personaHandle: 'nova', handle: 'kelp-forest' });
  t.same(detail.tags, ['ocean', 'calm']);
  const tagged = await (await callerFor(undefined)).experiences.browse({ tag: 'calm' });
  t.ok(
    tagged.items.some((item) => item.id === created.id),
    'found by its tag',
  );
  t.ok(tagged.items.length <= tagged.total);

  const edited = await nova.updateExperience({
    id: created.id,
    name: 'Kelp Forest II',
    tags: ['ocean'],
    coverUrl: null,
  });
  t.match(edited, {
    name: 'Kelp Forest II',
    handle: 'kelp-forest',
    summary: 'Swim with otters.',
    tags: ['ocean'],
    coverUrl: null,
  });
  t.match(edited.imageUrl, /^\/media\/generated\//, 'without a cover the generated picture is back');

  t.same(await nova.deleteExperience({ id: created.id }), { id: created.id });
  t.match(await failure(nova.experience({ id: created.id })), { code: 'NOT_FOUND' });
});

t.test('experiences: a handle collision lands on the handle field', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const [existing] = await nova.experiences();
  if (!existing) throw new Error('nova has experiences');
  const result = await failure(nova.createExperience({ name: 'Copy', handle: existing.handle }));
  t.equal(result.code, 'CONFLICT');
  t.same(result.fields, ['handle']);
  t.match(result.message, /already have an experience with this handle/);
  const other = await nova.createExperience({ name: 'Other', handle: 'other-one' });
  t.match(await failure(nova.updateExperience({ id: other.id, handle: existing.handle })), {
    code: 'CONFLICT',
    fields: ['handle'],
  });
  await nova.deleteExperience({ id: other.id });
});

t.test('experiences: limits and tag rules refuse before anything is sent', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const before = (await nova.experiences()).length;
  t.match(await failure(nova.createExperience({ name: 'x'.repeat(81), handle: 'long-name' })), {
    code: 'BAD_REQUEST',
    message: /at most 80/,
  });
  t.match(await failure(nova.createExperience({ name: 'Ok', handle: 'ok-one', summary: 'x'.repeat(201) })), {
    code: 'BAD_REQUEST',
    message: /at most 200/,
  });
  t.match(await failure(nova.createExperience({ name: 'Ok', handle: 'ok-one', description: 'x'.repeat(5001) })), {
    code: 'BAD_REQUEST',
    message: /at most 5000/,
  });
  t.match(await failure(nova.createExperience({ name: 'Ok', handle: 'ok-one', tags: ['sci--fi'] })), {
    code: 'BAD_REQUEST',
    message: /two hyphens/,
  });
  t.match(
    await failure(
      nova.createExperience({ name: 'Ok', handle: 'ok-one', tags: ['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff'] }),
    ),
    { code: 'BAD_REQUEST', message: /at most 5 tags/ },
  );
  t.match(await failure(nova.createExperience({ name: 'Ok', handle: 'ok-one', tags: ['art', 'ART'] })), {
    code: 'BAD_REQUEST',
    message: /already a tag/,
  });
  t.match(await failure(nova.createExperience({ name: 'Ok', handle: 'ok-one', coverUrl: 'javascript:alert(1)' })), {
    code: 'BAD_REQUEST',
  });
  t.equal((await nova.experiences()).length, before, 'nothing was created');
});

t.test('experiences: HTML is stored verbatim (rendered as text elsewhere)', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const name = '<script>alert(1)</script>';
  const created = await nova.createExperience({
    name,
    handle: 'script-name',
    description: '<img src=x onerror=alert(1)>',
  });
  t.equal(created.name, name);
  const detail = await (
    await callerFor(undefined)
  ).experiences.detail({ personaHandle: 'nova', handle: 'script-name' });
  t.equal(detail.name, name);
  t.equal(detail.description, '<img src=x onerror=alert(1)>');
  await nova.deleteExperience({ id: created.id });
});

t.test('experiences: foreign ids are refused and nothing changes', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const kai = (await callerFor('kai')).creator;
  const [target] = await nova.experiences();
  if (!target) throw new Error('nova has experiences');
  t.match(await failure(kai.updateExperience({ id: target.id, name: 'Mine now' })), { code: 'FORBIDDEN' });
  t.match(await failure(kai.deleteExperience({ id: target.id })), { code: 'FORBIDDEN' });
  t.match(await failure(kai.experience({ id: target.id })), { code: 'NOT_FOUND' }, 'the edit form does not open on it');
  t.match(await failure(kai.updateExperience({ id: MISSING_ID, name: 'x' })), { code: 'NOT_FOUND' });
  t.equal((await nova.experience({ id: target.id })).name, target.name, 'unchanged');
  t.match(await failure((await callerFor(undefined)).creator.experiences()), { code: 'UNAUTHORIZED' });
  t.match(await failure((await callerFor(null)).creator.createExperience({ name: 'x', handle: 'xx' })), {
    code: 'FORBIDDEN',
  });
});

t.test('stores: list, create, rename, a taken handle, delete an empty one', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const stores = await nova.stores();
  t.ok(stores.length >= 1);
  const taken = stores[0]?.handle ?? '';
  t.match(await failure(nova.createStore({ name: 'Dup', handle: taken })), { code: 'CONFLICT', fields: ['handle'] });
  const second = await nova.createStore({ name: 'Nova Extras', handle: 'nova-extras', description: 'More.' });
  t.match(second, { name: 'Nova Extras', handle: 'nova-extras', description: 'More.', productCount: 0 });
  t.match(await nova.updateStore({ id: second.id, name: 'Nova Extras II' }), {
    name: 'Nova Extras II',
    handle: 'nova-extras',
  });
  t.match(await failure((await callerFor('kai')).creator.updateStore({ id: second.id, name: 'x' })), {
    code: 'FORBIDDEN',
  });
  t.same(await nova.deleteStore({ id: second.id }), { id: second.id });
  t.notOk((await nova.stores()).some((store) => store.id === second.id));
});

t.test('listings: create with tags in the only store, edit the price, delist, delete', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const anonymous = await callerFor(undefined);
  const created = await nova.createProduct({
    name: 'Otter Plush',
    price: 150,
    tags: ['plush', 'ocean'],
    description: 'Soft.',
  });
  t.match(created, {
    name: 'Otter Plush',
    price: 150,
    status: 'listed',
    tags: ['plush', 'ocean'],
    store: { handle: String },
  });
  t.ok(
    (await nova.products()).items.some((item) => item.id === created.id),
    'on the dashboard',
  );
  const browse = await anonymous.listings.browse({ tag: 'plush' });
  t.ok(
    browse.items.some((item) => item.id === created.id),
    'found by its tag in the store',
  );

  t.match(await nova.updateProduct({ id: created.id, price: 175 }), { price: 175, name: 'Otter Plush' });
  t.equal((await anonymous.listings.detail({ id: created.id })).price, 175);
  t.match(await failure(nova.updateProduct({ id: created.id, price: -1 })), {
    code: 'BAD_REQUEST',
    message: /negative/,
  });
  t.match(await failure(nova.updateProduct({ id: created.id, price: 1_000_001 })), { code: 'BAD_REQUEST' });
  t.match(await failure(nova.updateProduct({ id: created.id, price: 1.5 })), {
    code: 'BAD_REQUEST',
    message: /whole number/,
  });

  const kai = (await callerFor('kai')).creator;
  t.match(await failure(kai.updateProduct({ id: created.id, price: 0 })), { code: 'FORBIDDEN' });
  t.match(await failure(kai.deleteProduct({ id: created.id })), { code: 'FORBIDDEN' });
  t.match(await failure(kai.product({ id: created.id })), { code: 'NOT_FOUND' });
  t.equal((await nova.product({ id: created.id })).price, 175, 'unchanged by the refusals');

  t.same(await nova.deleteProduct({ id: created.id }), { id: created.id });
  t.match(await failure(nova.product({ id: created.id })), { code: 'NOT_FOUND' });
  t.notOk(
    (await nova.products()).items.some((item) => item.id === created.id),
    'gone from the dashboard',
  );
});

t.test("delisting a listing in kai's cart shows him the delisted notice on his next read", async (t) => {
  const nova = (await callerFor('nova')).creator;
  const kai = await callerFor('kai');
  const listing = await nova.createProduct({ name: 'Moon Jelly Lamp', price: 40 });
  await kai.cart.add({ productId: listing.id });
  t.ok(
    (await kai.cart.get()).items.some((item) => item.id === listing.id),
    'in the cart while listed',
  );
  t.match(await nova.updateProduct({ id: listing.id, status: 'delisted' }), { status: 'delisted' });
  const cart = await kai.cart.get();
  t.notOk(cart.items.some((item) => item.id === listing.id));
  const names = cart.delistedItems.map((item) => item.name);
  t.ok(names.includes('Moon Jelly Lamp'));
  t.match(delistedNotice(names), /Moon Jelly Lamp/);
  t.match(
    delistedNotice(['Moon Jelly Lamp']),
    'Moon Jelly Lamp was removed from your cart since it is no longer available for purchase.',
  );
});

t.test('listing pictures: uploaded ones replace the generated one; only the owner changes them', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const created = await nova.createProduct({
    name: 'Coral Kit',
    price: 0,
    imageUrls: ['/media/uploads/coral-1.png', '/media/uploads/coral-2.png'],
  });
  t.same(
    created.images.map((image) => image.url),
    ['/media/uploads/coral-1.png', '/media/uploads/coral-2.png'],
  );
  t.equal(created.imageUrl, '/media/uploads/coral-1.png');
  const kai = (await callerFor('kai')).creator;
  t.match(await failure(kai.addProductImage({ productId: created.id, url: '/media/uploads/x.png' })), {
    code: 'FORBIDDEN',
  });
  const firstImage = created.images[0];
  if (!firstImage) throw new Error('pictures were added');
  t.match(await failure(kai.removeProductImage({ imageId: firstImage.id })), { code: 'FORBIDDEN' });
  await nova.removeProductImage({ imageId: firstImage.id });
  t.same(
    (await nova.product({ id: created.id })).images.map((image) => image.url),
    ['/media/uploads/coral-2.png'],
  );
  await nova.deleteProduct({ id: created.id });
});

t.test('a name of <script>alert(1)</script> renders as text on the server and in the hydration data', async (t) => {
  const nova = (await callerFor('nova')).creator;
  const name = '<script>alert(1)</script>';
  const created = await nova.createExperience({
    name,
    handle: 'escaped-name',
    summary: '<b>bold?</b>',
    tags: ['escape-test'],
  });
  for (const url of ['/experiences/nova/escaped-name', '/experiences?tag=escape-test']) {
    const response = await stack.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Googlebot/2.1' } });
    t.equal(response.statusCode, 200, url);
    t.notOk(
      response.body.includes(name),
      `${url}: the raw tag appears nowhere (neither in HTML nor in the streamed data)`,
    );
    t.ok(response.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), `${url}: the page shows it escaped`);
  }
  await nova.deleteExperience({ id: created.id });
});

t.test('pages: the tag filter decides the status; creator pages ask visitors to log in', async (t) => {
  const status = async (url: string) => (await stack.app.inject({ method: 'GET', url })).statusCode;
  t.equal(await status('/experiences?tag=city'), 200);
  t.equal(await status('/experiences?tag=no--good'), 400, 'a tag that can never exist is a 400 that says why');
  t.equal(await status('/store?tag=poster'), 200);
  t.equal(await status('/store?tag=-bad'), 400);
  const visitor = await stack.app.inject({
    method: 'GET',
    url: '/creator',
    headers: { 'user-agent': 'Googlebot/2.1' },
  });
  t.equal(visitor.statusCode, 200);
  t.match(visitor.body, 'Log in to use the creator tools');
  for (const url of [
    '/creator/experiences/new',
    '/creator/products/new',
    '/creator/stores/new',
    `/creator/products/${MISSING_ID}/edit`,
  ]) {
    t.equal(await status(url), 200, url);
  }
});
