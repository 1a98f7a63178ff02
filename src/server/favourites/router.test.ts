// The favourites procedures through a tRPC caller against the embedded upstream over HTTP (PGlite):
// idempotent add, idempotent remove, one status call for many cards, the list, who may do what, and
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

t.test('favourites procedures', async (t) => {
  const stack = await startTestUpstream();
  const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
  const kai = createTestCaller({ upstream, user: await stack.userFor('kai') });
  const mira = createTestCaller({ upstream, user: await stack.userFor('mira') });
  const anonymous = createTestCaller({ upstream, user: null });
  const noPersona = createTestCaller({ upstream, user: await stack.userFor(null) });
  t.teardown(async () => {
    await Promise.all([kai.close(), mira.close(), anonymous.close(), noPersona.close()]);
    await stack.close();
  });

  const { items } = await anonymous.caller.experiences.browse({ sort: 'name', perPage: 6 });
  const [a, b, c] = items;
  if (!a || !b || !c) throw new Error('the demo catalogue has experiences');
  const ids = [a.id, b.id, c.id];

  t.test('add twice keeps one; status of a grid in one call; remove twice is fine', async (t) => {
    const before = await kai.caller.favourites.status({ experienceIds: ids });
    t.same(
      before.items.map((item) => item.experienceId),
      ids,
      'in the order asked',
    );
    t.ok(before.items.every((item) => !item.favourited));

    const first = await kai.caller.favourites.add({ experienceId: a.id });
    t.match(first, { experienceId: a.id, favourited: true, count: (before.items[0]?.count ?? 0) + 1 });
    const second = await kai.caller.favourites.add({ experienceId: a.id.toUpperCase() });
    t.same(second, first, 'favouriting twice keeps one');

    const after = await kai.caller.favourites.status({ experienceIds: ids });
    t.same(
      after.items.map((item) => item.favourited),
      [true, false, false],
    );
    const forMira = await mira.caller.favourites.status({ experienceIds: ids });
    t.same(
      forMira.items.map((item) => item.favourited),
      [false, false, false],
      'hearts are per persona',
    );
    t.equal(forMira.items[0]?.count, first.count, 'the count is everyone’s');

    await kai.caller.favourites.add({ experienceId: b.id });
    const list = await kai.caller.favourites.list({});
    t.same(
      list.items.map((item) => item.id),
      [b.id, a.id],
      'newest first',
    );
    t.match(list, { total: 2, page: 1, perPage: 24, pageCount: 1 });
    t.match(list.items[0], { name: b.name, handle: b.handle, personaHandle: b.personaHandle, favouritedAt: String });
    const paged = await kai.caller.favourites.list({ perPage: 1, page: 2 });
    t.same(
      paged.items.map((item) => item.id),
      [a.id],
    );
    t.equal(paged.pageCount, 2);

    t.match(
      await mira.caller.favourites.remove({ experienceId: a.id }),
      { favourited: false },
      "mira cannot remove kai's",
    );
    t.equal((await kai.caller.favourites.status({ experienceIds: [a.id] })).items[0]?.favourited, true, "kai's stays");
    t.match(await kai.caller.favourites.remove({ experienceId: a.id }), {
      favourited: false,
      count: before.items[0]?.count,
    });
    t.match(
      await kai.caller.favourites.remove({ experienceId: a.id }),
      { favourited: false },
      'removing twice is fine',
    );
    await kai.caller.favourites.remove({ experienceId: b.id });
    t.same((await kai.caller.favourites.list({})).items, []);
  });

  t.test('concurrent toggles of one persona converge; the count equals the favourites', async (t) => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? kai.caller.favourites.add({ experienceId: c.id })
          : kai.caller.favourites.remove({ experienceId: c.id }),
      ),
    );
    t.equal(results.length, 20, 'no call failed');
    const status = (await kai.caller.favourites.status({ experienceIds: [c.id] })).items[0];
    const listed = (await kai.caller.favourites.list({})).items.filter((item) => item.id === c.id).length;
    t.equal(Number(status?.favourited), listed, 'the heart matches the list');
    const rows = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from reviews where experience_id = $1',
      [c.id],
    );
    t.equal(status?.count, rows[0]?.n, 'count = rows');
  });

  t.test('who may do what', async (t) => {
    t.same(await failure(anonymous.caller.favourites.add({ experienceId: a.id })), {
      code: 'UNAUTHORIZED',
      message: 'Log in to continue.',
    });
    t.equal((await failure(noPersona.caller.favourites.add({ experienceId: a.id }))).code, 'FORBIDDEN');
    t.equal((await failure(anonymous.caller.favourites.list({}))).code, 'UNAUTHORIZED');
    const visitor = await anonymous.caller.favourites.status({ experienceIds: [a.id] });
    t.match(
      visitor.items,
      [{ experienceId: a.id, favourited: false, count: Number }],
      'visitors see counts, no hearts',
    );
    t.same(await failure(kai.caller.favourites.add({ experienceId: '00000000-0000-4000-8000-000000000000' })), {
      code: 'NOT_FOUND',
      message: 'That experience no longer exists. Reload the page to see what is there now.',
    });
  });

  t.test('validation', async (t) => {
    const notAnId = await failure(kai.caller.favourites.add({ experienceId: 'neon-drift' }));
    t.equal(notAnId.code, 'BAD_REQUEST');
    t.match(notAnId.message, /That is not an experience id\./);
    t.equal((await failure(kai.caller.favourites.status({ experienceIds: [] }))).code, 'BAD_REQUEST');
    t.equal(
      (await failure(kai.caller.favourites.status({ experienceIds: Array.from({ length: 101 }, () => a.id) }))).code,
      'BAD_REQUEST',
    );
    t.equal((await failure(kai.caller.favourites.list({ perPage: 61 }))).code, 'BAD_REQUEST');
    t.equal(
      (await failure(kai.caller.favourites.add({ experienceId: a.id, rating: 4 } as never))).code,
      'BAD_REQUEST',
      'no rating to choose',
    );
  });
});
