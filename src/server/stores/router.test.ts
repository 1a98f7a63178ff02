// Following stores through the procedures, against the embedded upstream (seeded: nova has a store).
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const novaStore = async () => {
  const page = await (await callerFor(undefined)).listings.byCreator({ personaHandle: 'nova' });
  if (!page.storeId) throw new Error('nova has no store');
  return page.storeId;
};

t.test('theo follows nova’s store, sees it listed, unfollows (twice is fine)', async (t) => {
  const storeId = await novaStore();
  const theo = await callerFor('theo');
  t.same(await theo.stores.subscriptions(), []);
  const followed = await theo.stores.follow({ storeId });
  t.match(followed, { storeId, personaHandle: 'nova' });
  t.same(await theo.stores.follow({ storeId }), followed, 'following again changes nothing');
  t.same(
    (await theo.stores.subscriptions()).map((s) => s.storeId),
    [storeId],
  );
  t.same(await (await callerFor('amara')).stores.subscriptions(), [], 'per persona');
  t.same(await theo.stores.unfollow({ storeId }), { storeId });
  t.same(await theo.stores.unfollow({ storeId }), { storeId });
  t.same(await theo.stores.subscriptions(), []);
});

t.test('refusals: own store, unknown store, bad input, no persona', async (t) => {
  const storeId = await novaStore();
  await t.rejects((await callerFor('nova')).stores.follow({ storeId }), { code: 'FORBIDDEN', message: /own store/ });
  await t.rejects((await callerFor('theo')).stores.follow({ storeId: '00000000-0000-4000-8000-000000000000' }), {
    code: 'NOT_FOUND',
  });
  await t.rejects((await callerFor('theo')).stores.follow({ storeId: 'nova' }), { code: 'BAD_REQUEST' });
  await t.rejects((await callerFor(undefined)).stores.subscriptions(), { code: 'UNAUTHORIZED' });
  await t.rejects((await callerFor(null)).stores.follow({ storeId }), { code: 'FORBIDDEN' });
});
