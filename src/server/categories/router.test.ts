// The store's categories through the procedures (the demo catalogue: Avatars › Outfits, Hair,
// Accessories; Worlds › Props, …).
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

t.test('every category, with how many listings each holds (subcategories included)', async (t) => {
  const categories = await (await callerFor(undefined)).categories.list();
  const avatars = categories.find((category) => category.slug === 'avatars');
  const children = categories.filter((category) => category.parentId === avatars?.id);
  t.same(children.map((child) => child.name).sort(), ['Accessories', 'Hair', 'Outfits']);
  t.ok(avatars && avatars.productCount > 0);
  t.ok(
    (avatars?.productCount ?? 0) >= children.reduce((sum, child) => sum + child.productCount, 0),
    'the parent counts its subcategories',
  );
});

t.test('one category by slug or id, with its subcategories and the way up', async (t) => {
  const anyone = await callerFor(undefined);
  const avatars = await anyone.categories.detail({ id: 'avatars' });
  t.equal(avatars.name, 'Avatars');
  t.equal(avatars.parent, null);
  t.same(avatars.children.map((child) => child.slug).sort(), ['accessories', 'hair', 'outfits']);
  const outfits = await anyone.categories.detail({
    id: avatars.children.find((child) => child.slug === 'outfits')?.id ?? '',
  });
  t.same(outfits.parent, { slug: 'avatars', name: 'Avatars' });
  t.same(outfits.children, []);
  const listings = await anyone.listings.browse({ category: 'outfits', page: 1 });
  t.equal(listings.total, outfits.productCount, 'its page lists as many listings as it counts');
});

t.test('an unknown or malformed category', async (t) => {
  const anyone = await callerFor(undefined);
  await t.rejects(anyone.categories.detail({ id: 'no-such-category' }), { code: 'NOT_FOUND' });
  await t.rejects(anyone.categories.detail({ id: '../x' }), { code: 'BAD_REQUEST' });
});
