// Snapshot procedures against the embedded upstream (seeded: 43 snapshots; nova 7, kai 2), as callers
// see them: the list and its filters, one snapshot, deleting by the owner only, reporting.
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';

const stack = await startTestUpstream();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

t.test('list: newest first, paged, filtered by persona or experience', async (t) => {
  const anonymous = await callerFor(undefined);
  const first = await anonymous.snapshots.list({});
  t.ok(first.total >= 40, `${first.total} snapshots`);
  t.match(first, { page: 1, perPage: 24, pageCount: Math.ceil(first.total / 24) });
  t.equal(first.items.length, 24);
  t.ok(Number.isFinite(Date.parse(first.asOf)), 'carries the instant it was made');
  const times = first.items.map((item) => Date.parse(item.createdAt));
  t.same(
    times,
    [...times].sort((a, b) => b - a),
    'newest first',
  );
  const card = first.items[0]!;
  t.match(card, { personaHandle: String, personaName: String, caption: String });
  t.match(
    card.sizes.find((entry) => entry.size === 'grid'),
    { url: /^\/media\/generated\/snapshot\/.+\/grid\.svg$/, width: 480, height: 270 },
  );
  const second = await anonymous.snapshots.list({ page: '2' });
  t.equal(second.items.length, first.total - 24, 'page 2 has the rest (the page may come as text from a URL)');

  const nova = await anonymous.snapshots.list({ persona: 'NOVA', perPage: 6 });
  t.equal(nova.total, 7);
  t.equal(nova.items.length, 6);
  t.ok(nova.items.every((item) => item.personaHandle === 'nova' && item.personaName === 'Nova Reyes'));
  const withWorld = nova.items.find((item) => item.experience?.handle === 'neon-drift');
  t.ok(withWorld, 'nova took some in Neon Drift');
  const inNeon = await anonymous.snapshots.list({ experience: withWorld!.experience!.id });
  t.ok(inNeon.total >= 3);
  t.ok(inNeon.items.every((item) => item.experience?.name === 'Neon Drift'));
  t.same(
    await anonymous.snapshots.list({ persona: 'nobody-here' }).then((page) => [page.total, page.pageCount, page.items]),
    [0, 0, []],
  );

  for (const input of [{ persona: '-bad-' }, { experience: 'neon-drift' }, { page: 0 }, { perPage: 49 }]) {
    await t.rejects(anonymous.snapshots.list(input), { code: 'BAD_REQUEST' }, JSON.stringify(input));
  }
});

t.test('detail: one snapshot; unknown is NOT_FOUND, an id that cannot be one BAD_REQUEST', async (t) => {
  const anonymous = await callerFor(undefined);
  const [card] = (await anonymous.snapshots.list({ persona: 'kai', perPage: 1 })).items;
  const view = await anonymous.snapshots.detail({ id: card!.id.toUpperCase() });
  t.same(view.snapshot, card);
  t.ok(Number.isFinite(Date.parse(view.asOf)));
  await t.rejects(anonymous.snapshots.detail({ id: UNKNOWN }), {
    code: 'NOT_FOUND',
    message: 'That snapshot does not exist or was deleted.',
  });
  await t.rejects(
    anonymous.snapshots.detail({ id: 'nope' }),
    { code: 'NOT_FOUND' },
    'the upstream decides what names a snapshot',
  );
  await t.rejects(anonymous.snapshots.detail({ id: '../user' }), { code: 'BAD_REQUEST' });
});

t.test('delete: only the owner; everyone else is refused and nothing changes', async (t) => {
  const kai = await callerFor('kai');
  const before = await kai.snapshots.list({ persona: 'kai' });
  const target = before.items[0]!;
  await t.rejects((await callerFor(undefined)).snapshots.delete({ id: target.id }), { code: 'UNAUTHORIZED' });
  await t.rejects((await callerFor(null)).snapshots.delete({ id: target.id }), { code: 'FORBIDDEN' });
  await t.rejects((await callerFor('nova')).snapshots.delete({ id: target.id }), {
    code: 'FORBIDDEN',
    message: 'You can only delete your own snapshots.',
  });
  t.equal((await kai.snapshots.list({ persona: 'kai' })).total, before.total, 'still there');
  t.same(await kai.snapshots.delete({ id: target.id }), { id: target.id });
  t.equal((await kai.snapshots.list({ persona: 'kai' })).total, before.total - 1);
  await t.rejects(kai.snapshots.detail({ id: target.id }), { code: 'NOT_FOUND' });
  await t.rejects(kai.snapshots.delete({ id: target.id }), { code: 'NOT_FOUND', message: /already deleted/ });
});

t.test('report: a reason is required, stored upstream, never one’s own', async (t) => {
  const kai = await callerFor('kai');
  const [novas] = (await kai.snapshots.list({ persona: 'nova', perPage: 1 })).items;
  const count = async () =>
    (await stack.db.query<{ n: number }>('select count(*)::int as n from snapshot_reports'))[0]?.n ?? 0;
  const before = await count();
  await t.rejects(kai.reports.reportSnapshot({ screenshotId: novas!.id, reason: '' }), {
    code: 'BAD_REQUEST',
    message: /Choose a reason\./,
  });
  await t.rejects(kai.reports.reportSnapshot({ screenshotId: novas!.id, reason: 'Other' }), {
    code: 'BAD_REQUEST',
    message: /Describe the issue\./,
  });
  t.equal(await count(), before, 'nothing sent on bad input');
  const receipt = await kai.reports.reportSnapshot({
    screenshotId: novas!.id,
    reason: 'Other',
    description: 'Shows my home address.',
  });
  t.match(receipt, { id: /^[0-9a-f-]{36}$/, status: 'open' });
  const [row] = await stack.db.query<{ reason: string; description: string }>(
    'select reason, description from snapshot_reports where id = $1',
    [receipt.id],
  );
  t.same(row, { reason: 'Other', description: 'Shows my home address.' });
  await t.rejects((await callerFor('nova')).reports.reportSnapshot({ screenshotId: novas!.id, reason: 'Spam' }), {
    code: 'FORBIDDEN',
    message: 'You cannot report your own snapshot.',
  });
  await t.rejects(kai.reports.reportSnapshot({ screenshotId: UNKNOWN, reason: 'Spam' }), { code: 'NOT_FOUND' });
  await t.rejects((await callerFor(undefined)).reports.reportSnapshot({ screenshotId: novas!.id, reason: 'Spam' }), {
    code: 'UNAUTHORIZED',
  });
  await t.rejects((await callerFor(null)).reports.reportSnapshot({ screenshotId: novas!.id, reason: 'Spam' }), {
    code: 'FORBIDDEN',
  });
  t.equal(await count(), before + 1);
});
