// The items, studio and codex procedures through a tRPC caller against the embedded upstream over HTTP
// (PGlite): the inventory of the session's persona, equip and unequip (one per slot), what others see,
// who may do what, and input validation.
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

t.test('items, studio and codex procedures', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const novaUser = await stack.userFor('nova');
  const nova = createTestCaller({ upstream, user: novaUser });
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const anonymous = createTestCaller({ upstream, user: null });
  const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(async () => {
    await Promise.all([nova.close(), kai.close(), anonymous.close(), noPersona.close()]);
    await stack.close();
  });

  t.test('the inventory: worn first; equip swaps within a slot; others see only what is worn', async (t) => {
    const inventory = await nova.caller.items.mine({});
    t.equal(inventory.total, 6);
    t.equal(inventory.items[0]?.equipped, true);
    t.match(inventory.items[0], {
      slot: 'outfits',
      listingPath: /^\/listings\/[0-9a-f-]+\/[a-z0-9-]+$/,
      imageUrl: /^\/media\//,
    });
    const outfits = inventory.items.filter((item) => item.slot === 'outfits');
    const spare = outfits.find((item) => !item.equipped);
    const worn = outfits.find((item) => item.equipped);
    if (!spare || !worn) throw new Error('nova owns two outfits and wears one');

    const result = await nova.caller.items.setEquipped({ itemId: spare.id.toUpperCase(), equipped: true });
    t.match(result.item, { id: spare.id, equipped: true });
    t.same(result.unequipped, [worn.id], 'the outfit it replaced');
    const seen = await anonymous.caller.items.worn({ personaHandle: 'Nova' });
    t.same(
      seen.items.map((item) => item.id),
      [spare.id],
      'a visitor sees the new outfit',
    );
    t.same(
      (await kai.caller.items.worn({ personaHandle: 'nova' })).items.map((item) => item.id),
      [spare.id],
    );

    t.match(await anonymous.caller.items.detail({ personaHandle: 'nova', itemId: spare.id }), {
      name: spare.name,
      equipped: true,
    });
    t.match(
      await failure(kai.caller.items.detail({ personaHandle: 'nova', itemId: worn.id })),
      { code: 'NOT_FOUND' },
      'an unworn item is private',
    );

    const off = await nova.caller.items.setEquipped({ itemId: spare.id, equipped: false });
    t.equal(off.item.equipped, false);
    // kai reads with his token (never cached); visitors' answers may be up to 5 s old by design.
    t.same((await kai.caller.items.worn({ personaHandle: 'nova' })).items, []);
  });

  t.test('refusals', async (t) => {
    const inventory = await nova.caller.items.mine({});
    const prop = inventory.items.find((item) => item.slot === null);
    const outfit = inventory.items.find((item) => item.slot === 'outfits');
    if (!prop || !outfit) throw new Error('nova owns a prop and outfits');
    t.match(await failure(nova.caller.items.setEquipped({ itemId: prop.id, equipped: true })), {
      code: 'BAD_REQUEST',
      message: /only outfits, hair and accessories/,
    });
    // kai cannot reach nova's items at all: his calls name his own inventory, where the item is not.
    t.match(await failure(kai.caller.items.setEquipped({ itemId: outfit.id, equipped: true })), { code: 'NOT_FOUND' });
    t.equal(
      (await nova.caller.items.mine({})).items.find((item) => item.id === outfit.id)?.equipped,
      outfit.equipped,
      'unchanged',
    );
    t.match(await failure(anonymous.caller.items.setEquipped({ itemId: outfit.id, equipped: true })), {
      code: 'UNAUTHORIZED',
    });
    t.match(await failure(noPersona.caller.items.mine({})), { code: 'FORBIDDEN' });
    t.match(await failure(anonymous.caller.items.mine({})), { code: 'UNAUTHORIZED' });
    t.match(await failure(nova.caller.items.setEquipped({ itemId: 'not-an-id', equipped: true })), {
      code: 'BAD_REQUEST',
    });
    t.match(
      await failure(nova.caller.items.setEquipped({ itemId: outfit.id, equipped: 'yes' as unknown as boolean })),
      { code: 'BAD_REQUEST' },
    );
    t.match(await failure(nova.caller.items.mine({ page: 0 })), { code: 'BAD_REQUEST' });
    t.match(await failure(anonymous.caller.items.worn({ personaHandle: 'not a handle' })), { code: 'BAD_REQUEST' });
    t.match(await failure(anonymous.caller.items.worn({ personaHandle: 'nobody-at-all' })), { code: 'NOT_FOUND' });
    t.same((await kai.caller.items.mine({})).items, [], 'kai owns nothing');
  });

  t.test('the studio showcase', async (t) => {
    const showcase = await anonymous.caller.studios.showcase({ studio: 'Lumen' });
    t.match(showcase.studio, { slug: 'lumen', name: 'Lumen Studios' });
    t.equal(showcase.worlds.length, 6);
    t.match(showcase.worlds[0], { name: 'Neon Drift', note: /megacity/, imageUrl: /^\/media\// });
    t.match(await failure(anonymous.caller.studios.showcase({ studio: 'nobody' })), { code: 'NOT_FOUND' });
    t.match(await failure(anonymous.caller.studios.showcase({ studio: '../x' })), { code: 'BAD_REQUEST' });
  });

  t.test('the codex: the session persona only', async (t) => {
    const codex = await nova.caller.codex.mine({});
    t.ok(codex.total > 0);
    t.ok(codex.worlds >= codex.total);
    t.equal(codex.entries.length, Math.min(codex.total, codex.perPage));
    t.match(codex.entries[0], { discoveredAt: String, visits: Number, name: String });
    const kais = await kai.caller.codex.mine({});
    t.not(
      kais.entries.map((entry) => entry.id).join(),
      codex.entries.map((entry) => entry.id).join(),
      'each persona its own',
    );
    t.match(await failure(anonymous.caller.codex.mine({})), { code: 'UNAUTHORIZED' });
    t.match(await failure(noPersona.caller.codex.mine({})), { code: 'FORBIDDEN' });
    t.match(await failure(nova.caller.codex.mine({ page: -1 })), { code: 'BAD_REQUEST' });
    // A session whose persona id is someone else's (a forged or stale session) is refused upstream.
    const forged = createTestCaller({
      upstream,
      user: { ...(await stack.userFor('kai')), personaId: novaUser.personaId },
    });
    t.teardown(forged.close);
    t.match(await failure(forged.caller.codex.mine({})), { code: 'FORBIDDEN' });
  });
});
