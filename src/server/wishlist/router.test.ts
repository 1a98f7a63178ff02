// The wishlist procedures through a tRPC caller against the embedded upstream over HTTP (PGlite): add twice
// keeps one, remove twice is fine, the hearts of a grid in one call, the list with a delisted listing
// marked unavailable, a promotion's notice in the bell with a link to the listing, who may do what, and
// input validation.
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '' }),
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: String(error), message: '' },
  );

t.test('wishlist procedures', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const nova = createTestCaller({ upstream, user: await stack.userFor('nova') });
  const mira = createTestCaller({ upstream, user: await stack.userFor('mira') });
  const anonymous = createTestCaller({ upstream, user: null });
  const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(async () => {
    await Promise.all([kai.close(), nova.close(), mira.close(), anonymous.close(), noPersona.close()]);
    await stack.close();
  });

  const { items } = await nova.caller.creator.products({ page: 1 });
  const listed = items.filter((item) => item.status === 'listed');
  const [a, b] = listed;
  if (!a || !b) throw new Error('nova lists products in the demo');

  t.test('add twice keeps one; hearts of a grid; list newest first; remove twice is fine', async (t) => {
    t.same(await kai.caller.wishlist.add({ listingId: a.id }), { listingId: a.id, wished: true });
    t.same(
      await kai.caller.wishlist.add({ listingId: a.id.toUpperCase() }),
      { listingId: a.id, wished: true },
      'twice keeps one',
    );
    await kai.caller.wishlist.add({ listingId: b.id });
    t.same(
      await kai.caller.wishlist.idsForListings({ listingIds: [a.id, b.id, '00000000-0000-4000-8000-000000000000'] }),
      { listingIds: [a.id, b.id] },
    );
    t.same(
      await mira.caller.wishlist.idsForListings({ listingIds: [a.id, b.id] }),
      { listingIds: [] },
      'hearts are per persona',
    );
    const list = await kai.caller.wishlist.list({});
    t.same(
      list.items.map((item) => item.listingId),
      [b.id, a.id],
      'newest first',
    );
    t.match(list, { total: 2, page: 1, perPage: 24, pageCount: 1, limit: 500 });
    t.match(list.items[1], {
      name: a.name,
      available: true,
      path: `/listings/${a.id}/${a.slug}`,
      creator: { personaHandle: 'nova' },
    });
    const paged = await kai.caller.wishlist.list({ page: 2, perPage: 1 });
    t.same(
      paged.items.map((item) => item.listingId),
      [a.id],
    );

    t.same(await kai.caller.wishlist.remove({ listingId: b.id }), { listingId: b.id, wished: false });
    t.same(
      await kai.caller.wishlist.remove({ listingId: b.id }),
      { listingId: b.id, wished: false },
      'removing twice is fine',
    );
    t.same(
      (await kai.caller.wishlist.list({})).items.map((item) => item.listingId),
      [a.id],
    );
  });

  t.test('delisted: kept, unavailable; a promotion reaches the bell with a link to the listing', async (t) => {
    await nova.caller.creator.updateProduct({ id: a.id, status: 'delisted' });
    t.match((await kai.caller.wishlist.list({})).items[0], { listingId: a.id, available: false, promotion: null });
    await nova.caller.creator.updateProduct({ id: a.id, status: 'listed' });
    const endsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const promotion = await nova.caller.creator.setPromotion({ id: a.id, percentOff: 20, endsAt });
    t.match(promotion, { percentOff: 20 });
    await nova.caller.creator.setPromotion({ id: a.id, percentOff: 20, endsAt });
    t.match(await nova.caller.creator.promotion({ id: a.id }), { percentOff: 20 });
    const bell = await kai.caller.notifications.list({});
    const wishlistNotices = bell.items.filter((n) => n.kind === 'wishlist' && n.listing?.id === a.id);
    t.same(
      wishlistNotices.map((n) => n.title),
      [`"${a.name}" from your wishlist is on promotion`, `"${a.name}" from your wishlist is back in the store`],
      'one notice each, newest first',
    );
    t.equal(wishlistNotices[0]?.listing?.path, `/listings/${a.id}/${a.slug}`);
    t.match((await kai.caller.wishlist.list({})).items[0], { available: true, promotion: { percentOff: 20 } });
    await nova.caller.creator.endPromotion({ id: a.id });
    t.equal(await nova.caller.creator.promotion({ id: a.id }), null);
    t.equal(
      (await failure(kai.caller.creator.setPromotion({ id: a.id, percentOff: 20, endsAt }))).code,
      'FORBIDDEN',
      'only the owner promotes',
    );
  });

  t.test('who may do what', async (t) => {
    t.same(await failure(anonymous.caller.wishlist.add({ listingId: a.id })), {
      code: 'UNAUTHORIZED',
      message: 'Log in to continue.',
    });
    t.equal((await failure(anonymous.caller.wishlist.remove({ listingId: a.id }))).code, 'UNAUTHORIZED');
    t.equal((await failure(anonymous.caller.wishlist.list({}))).code, 'UNAUTHORIZED');
    t.equal((await failure(anonymous.caller.wishlist.idsForListings({ listingIds: [a.id] }))).code, 'UNAUTHORIZED');
    t.equal((await failure(noPersona.caller.wishlist.add({ listingId: a.id }))).code, 'FORBIDDEN');
    t.same(await failure(kai.caller.wishlist.add({ listingId: '00000000-0000-4000-8000-000000000000' })), {
      code: 'NOT_FOUND',
      message: 'That listing no longer exists. Reload the page to see what is there now.',
    });
  });

  t.test('validation', async (t) => {
    const notAnId = await failure(kai.caller.wishlist.add({ listingId: 'neon-drift' }));
    t.equal(notAnId.code, 'BAD_REQUEST');
    t.match(notAnId.message, /That is not a listing id\./);
    t.equal((await failure(kai.caller.wishlist.idsForListings({ listingIds: [] }))).code, 'BAD_REQUEST');
    t.equal(
      (await failure(kai.caller.wishlist.idsForListings({ listingIds: Array.from({ length: 101 }, () => a.id) }))).code,
      'BAD_REQUEST',
    );
    t.equal((await failure(kai.caller.wishlist.list({ perPage: 49 }))).code, 'BAD_REQUEST');
    t.equal((await failure(kai.caller.wishlist.list({ page: 0 }))).code, 'BAD_REQUEST');
    t.equal(
      (await failure(kai.caller.wishlist.add({ listingId: a.id, note: 'x' } as never))).code,
      'BAD_REQUEST',
      'nothing else accepted',
    );
    t.equal(
      (await failure(nova.caller.creator.setPromotion({ id: a.id, percentOff: 95, endsAt: new Date().toISOString() })))
        .code,
      'BAD_REQUEST',
    );
  });
});
