// The experiences procedures through a tRPC caller, against the embedded upstream over HTTP, on PGlite
// and on PostgreSQL (the same migrations and seed).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';

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

    t.test('browse pages through the whole catalogue', async (t) => {
      const first = await caller.experiences.browse({});
      t.equal(first.items.length, 24);
      t.ok(first.total >= 60, `catalogue has ${first.total} experiences`);
      t.equal(first.pageCount, Math.ceil(first.total / 24));
      const last = await caller.experiences.browse({ page: first.pageCount });
      t.equal(last.items.length, first.total - 24 * (first.pageCount - 1));
      const seen = new Set<string>();
      for (let page = 1; page <= first.pageCount; page += 1) {
        for (const item of (await caller.experiences.browse({ page })).items) seen.add(item.id);
      }
      t.equal(seen.size, first.total, 'stable paging: every experience exactly once');
      const card = first.items[0]!;
      t.match(card.imageUrl, /\/card\.svg$/, 'the card image is image.sizes[1]');
    });

    t.test('search, sort and featured', async (t) => {
      const neon = await caller.experiences.browse({ q: 'neon' });
      t.ok(neon.total > 0);
      const newest = await caller.experiences.browse({ sort: 'newest', perPage: 48 });
      t.ok(newest.items.length > 1);
      const featured = await caller.experiences.featured({ limit: 100 });
      t.ok(featured.length > 0 && featured.every((item) => item.curation > 0), 'featured means curated');
      const nothing = await caller.experiences.browse({ q: 'zzqxv-nothing-matches' });
      t.equal(nothing.total, 0);
      t.same(nothing.items, []);
      t.equal(nothing.pageCount, 0);
    });

    t.test("a creator's page and an experience", async (t) => {
      const nova = await caller.experiences.byCreator({ personaHandle: 'nova' });
      t.equal(nova.creator.personaName, 'Nova Reyes');
      t.ok(nova.total >= 8);
      t.ok(nova.items.every((item) => item.personaHandle === 'nova'));
      const first = nova.items[0]!;
      const detail = await caller.experiences.detail({ personaHandle: 'nova', handle: first.handle });
      t.equal(detail.id, first.id);
      t.ok(detail.description.length > 0);
      t.match(detail.coverUrl, /\/cover\.svg$/);
      t.match(detail.coverMobileUrl, /\/cover-mobile\.svg$/);
      t.ok(detail.capacity > 0);
      t.match(detail.compatVersion, /^\d+\.\d+\.\d+$/);
    });

    t.test('bad input and missing things are typed errors', async (t) => {
      await t.rejects(caller.experiences.browse({ page: 0 }), { code: 'BAD_REQUEST' });
      await t.rejects(caller.experiences.browse({ perPage: 1e9 }), { code: 'BAD_REQUEST' });
      await t.rejects(caller.experiences.browse({ q: 'x'.repeat(101) }), { code: 'BAD_REQUEST' });
      await t.rejects(caller.experiences.detail({ personaHandle: 'nova', handle: 'missing-world' }), {
        code: 'NOT_FOUND',
      });
      await t.rejects(caller.experiences.byCreator({ personaHandle: 'no-such-creator' }), { code: 'NOT_FOUND' });
      await t.rejects(caller.experiences.detail({ personaHandle: '../etc', handle: 'x' }), TRPCError);
    });
  });
}
