// The defect report procedures through a tRPC caller against the embedded upstream over HTTP (PGlite): the owner
// files, the seller sees it and moves it, the buyer's notifications and list follow, and who may do what,
// with refusals in words a person can act on and invalid input refused before any call (docs/product.md §22).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import { DEFECT_MESSAGES } from '../../shared/defects/schema.ts';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '' }),
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: String(error), message: '' },
  );

t.test('defect report procedures', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const amara = createTestCaller({ upstream, user: await stack.userFor('amara') });
  const nova = createTestCaller({ upstream, user: await stack.userFor('nova') });
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const anonymous = createTestCaller({ upstream, user: null });
  const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(async () => {
    await Promise.all([amara.close(), nova.close(), kai.close(), anonymous.close(), noPersona.close()]);
    await stack.close();
  });
  // A listing of nova's that amara owns and kai does not (the seed's purchases).
  const [owned] = await stack.db.query<{ product_id: string; name: string }>(
    `select o.product_id, pr.name from owned_products o
       join products pr on pr.id = o.product_id and pr.deleted_at is null
       join stores s on s.id = pr.store_id
       join personas b on b.id = o.persona_id and b.handle = 'amara'
       join personas sp on sp.id = s.persona_id and sp.handle = 'nova'
      where not exists (select 1 from owned_products k join personas kp on kp.id = k.persona_id
                         where kp.handle = 'kai' and k.product_id = o.product_id)
      order by o.product_id limit 1`,
  );
  if (!owned) throw new Error('the seed has no listing of nova owned by amara');
  const productId = owned.product_id;

  t.test('file, see, acknowledge, fix; the buyer is told each time', async (t) => {
    const filed = await amara.caller.defects.file({
      productId,
      title: ' Seams glow ',
      description: 'Purple at night.',
    });
    t.match(filed, {
      title: 'Seams glow',
      status: 'open',
      note: null,
      listing: { id: productId, name: owned.name, path: String },
      buyer: { handle: 'amara' },
      attachment: null,
    });
    t.match(filed.listing.path, new RegExp(`^/listings/${productId}/`));
    const inbox = await nova.caller.defects.incoming({});
    t.same(
      inbox.items.map((item) => item.id),
      [filed.id],
    );
    t.equal(inbox.pageCount, 1);
    t.equal((await nova.caller.defects.incoming({ productId })).total, 1);
    const sellerNotices = await nova.caller.notifications.list({});
    t.ok(sellerNotices.items.some((n) => n.kind === 'defect-reported' && n.listing?.id === productId));

    const ack = await nova.caller.defects.setStatus({ id: filed.id, status: 'acknowledged', note: 'Looking into it.' });
    t.match(ack, { status: 'acknowledged', note: 'Looking into it.' });
    t.match(await nova.caller.defects.setStatus({ id: filed.id, status: 'fixed' }), { status: 'fixed', note: null });
    const mine = await amara.caller.defects.mine({});
    t.match(mine.items, [{ id: filed.id, status: 'fixed' }]);
    const buyerNotices = (await amara.caller.notifications.list({})).items.filter((n) => n.kind === 'defect-status');
    t.equal(buyerNotices.length, 2);
    t.equal(buyerNotices[1]?.body, 'Seams glow: Looking into it.', 'the older one quotes the note');
    t.same(await failure(nova.caller.defects.setStatus({ id: filed.id, status: 'acknowledged' })), {
      code: 'CONFLICT',
      message: DEFECT_MESSAGES.statusNotAllowed,
    });
  });

  t.test('who may do what', async (t) => {
    t.same(await failure(kai.caller.defects.file({ productId, title: 'x', description: 'y' })), {
      code: 'FORBIDDEN',
      message: DEFECT_MESSAGES.notOwner,
    });
    const [report] = (await amara.caller.defects.mine({})).items;
    if (!report) throw new Error('no report');
    t.same(await failure(amara.caller.defects.setStatus({ id: report.id, status: 'open' })), {
      code: 'FORBIDDEN',
      message: DEFECT_MESSAGES.notSeller,
    });
    t.same((await kai.caller.defects.incoming({})).items, [], "someone else's listings are not in my inbox");
    t.equal((await failure(anonymous.caller.defects.mine({}))).code, 'UNAUTHORIZED');
    t.equal((await failure(noPersona.caller.defects.mine({}))).code, 'FORBIDDEN');
    t.equal(
      (await failure(nova.caller.defects.setStatus({ id: '00000000-0000-4000-8000-000000000000', status: 'fixed' })))
        .code,
      'NOT_FOUND',
    );
  });

  t.test('input is checked before any call', async (t) => {
    const before = (await amara.caller.defects.mine({})).total;
    t.equal(
      (await failure(amara.caller.defects.file({ productId, title: '  ', description: 'y' }))).code,
      'BAD_REQUEST',
    );
    t.equal(
      (await failure(amara.caller.defects.file({ productId, title: 'x'.repeat(121), description: 'y' }))).code,
      'BAD_REQUEST',
    );
    t.equal(
      (await failure(amara.caller.defects.file({ productId: 'nope', title: 'x', description: 'y' }))).code,
      'BAD_REQUEST',
    );
    t.equal(
      (await failure(amara.caller.defects.file({ productId, title: 'bad\u0000', description: 'y' }))).code,
      'BAD_REQUEST',
    );
    t.equal(
      (await failure(nova.caller.defects.setStatus({ id: productId, status: 'closed' as 'fixed' }))).code,
      'BAD_REQUEST',
    );
    t.equal((await amara.caller.defects.mine({})).total, before, 'nothing stored');
  });
});
