// The profiles and profile-report procedures through tRPC callers against the embedded upstream (PGlite;
// the friends tests also run on PostgreSQL).
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { createTestCaller } from '../testing/test-caller.ts';
import type { SessionUser } from '../trpc/context.ts';

const stack = await startTestUpstream();
const upstream = { v1: `${stack.upstreamOrigin}/v1`, v2: `${stack.upstreamOrigin}/v2` };
const closers: Array<() => Promise<void>> = [];
const as = (user: SessionUser | null) => {
  const { caller, close } = createTestCaller({ upstream, user });
  closers.push(close);
  return caller;
};
t.teardown(async () => {
  for (const close of closers) await close();
  await stack.close();
});

const anonymous = as(null);
const kai = as(await stack.userFor('kai'));
const sam = as(await stack.userFor(null));

t.test('a profile by handle', async (t) => {
  const nova = await anonymous.profiles.byHandle({ handle: 'nova' });
  t.equal(nova.avatarHandle, 'nova');
  t.equal(nova.avatarName, 'Nova Reyes');
  t.match(nova.avatarImageUrl, /^\/media\//);
  t.ok(nova.bio.length > 0);
  t.type(nova.status, 'string');
  t.equal(nova.friendStatus, 'PROFILE', 'visitors see no relation');
  t.match(nova.id, /^[0-9a-f-]{36}$/);
  t.equal((await anonymous.profiles.byHandle({ handle: ' NOVA ' })).id, nova.id, 'handles are normalised');
  t.equal((await kai.profiles.byHandle({ handle: 'nova' })).friendStatus, 'FRIENDS', "from kai's point of view");
  t.equal((await kai.profiles.byHandle({ handle: 'kai' })).friendStatus, 'SELF');
});

t.test('unknown and malformed handles', async (t) => {
  await t.rejects(anonymous.profiles.byHandle({ handle: 'nobody-here' }), { code: 'NOT_FOUND' });
  await t.rejects(anonymous.profiles.card({ handle: 'nobody-here' }), { code: 'NOT_FOUND' });
  for (const handle of ['../etc', 'a', '', '-x-', 'x'.repeat(41)]) {
    await t.rejects(anonymous.profiles.byHandle({ handle }), { code: 'BAD_REQUEST' }, JSON.stringify(handle));
  }
});

t.test('the card: profile, experiences and listings together', async (t) => {
  const card = await kai.profiles.card({ handle: 'nova' });
  t.equal(card.profile.avatarHandle, 'nova');
  t.equal(card.profile.friendStatus, 'FRIENDS');
  t.equal(card.experiences.length, 3);
  t.ok(card.experiences.every((experience) => experience.personaHandle === 'nova'));
  t.ok(card.experienceTotal >= 8);
  t.equal(card.listings.length, 4, "nova's newest listings (src/server/listings)");
  t.ok(card.listings.every((listing) => listing.name !== '' && listing.price >= 0 && listing.imageUrl !== null));
  t.same((await kai.profiles.card({ handle: 'kai' })).listings, [], 'no store, no listings');
});

t.test('search', async (t) => {
  const found = await anonymous.profiles.search({ q: 'nov' });
  t.equal(found.items[0]?.avatarHandle, 'nova');
  t.equal(found.items[0]?.friendStatus, 'PROFILE');
  const all = await anonymous.profiles.search({});
  t.ok(all.total >= 13);
  t.equal(all.pageCount, Math.ceil(all.total / 24));
  const fromKai = await kai.profiles.search({ q: 'nova' });
  t.equal(fromKai.items[0]?.friendStatus, 'FRIENDS');
  await t.rejects(anonymous.profiles.search({ q: 'x'.repeat(101) }), { code: 'BAD_REQUEST' });
});

t.test('reporting a profile', async (t) => {
  const mira = await anonymous.profiles.byHandle({ handle: 'mira' });
  const receipt = await kai.reports.reportProfile({ avatarId: mira.id, reason: 'Impersonation' });
  t.match(receipt, { status: 'open' });
  t.match(receipt.id, /^[0-9a-f-]{36}$/);
  const [stored] = await stack.db.query<{ reason: string; description: string }>(
    'select reason, description from profile_reports where id = $1',
    [receipt.id],
  );
  t.same(stored, { reason: 'Impersonation', description: '' });

  const long = 'They copy my name and picture. '.repeat(30).trim();
  const other = await kai.reports.reportProfile({ avatarId: mira.id, reason: 'Other', description: ` ${long} ` });
  const [otherRow] = await stack.db.query<{ reason: string; description: string }>(
    'select reason, description from profile_reports where id = $1',
    [other.id],
  );
  t.same(otherRow, { reason: 'Other', description: long }, 'a long description is stored whole, next to the reason');
});

t.test('report rules, and who may report', async (t) => {
  const mira = await anonymous.profiles.byHandle({ handle: 'mira' });
  const count = async () =>
    Number((await stack.db.query<{ n: string }>('select count(*) as n from profile_reports'))[0]?.n);
  const before = await count();
  await t.rejects(kai.reports.reportProfile({ avatarId: mira.id, reason: '' }), {
    code: 'BAD_REQUEST',
    message: /Choose a reason\./,
  });
  await t.rejects(kai.reports.reportProfile({ avatarId: mira.id, reason: 'Other' }), {
    code: 'BAD_REQUEST',
    message: /Describe the issue\./,
  });
  await t.rejects(kai.reports.reportProfile({ avatarId: '../x', reason: 'Impersonation' }), { code: 'BAD_REQUEST' });
  await t.rejects(anonymous.reports.reportProfile({ avatarId: mira.id, reason: 'Impersonation' }), {
    code: 'UNAUTHORIZED',
  });
  await t.rejects(sam.reports.reportProfile({ avatarId: mira.id, reason: 'Impersonation' }), { code: 'FORBIDDEN' });
  await t.rejects(kai.reports.reportProfile({ avatarId: 'nobody-here', reason: 'Impersonation' }), {
    code: 'NOT_FOUND',
  });
  const me = await kai.profiles.byHandle({ handle: 'kai' });
  await t.rejects(
    kai.reports.reportProfile({ avatarId: me.id, reason: 'Impersonation' }),
    { code: 'BAD_REQUEST' },
    'not oneself',
  );
  t.equal(await count(), before, 'nothing stored');
});
