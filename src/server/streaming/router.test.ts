// Streaming and reminder procedures through createTestCaller, against the embedded upstream seeded at
// TEST_NOW with its clock pinned there (nova's demo stream is live then).
import t from 'tap';
import { startTestUpstream } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { TEST_NOW } from '../../services/testing/test-database.ts';
import { DEMO_LIVE_CHANNEL, DEMO_LIVE_EVENT_TITLE } from '../../services/seed/seed-events.ts';
import { runDueReminders } from '../../services/notifications/reminders.ts';

const stack = await startTestUpstream({ clock: () => TEST_NOW });
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

t.test('streaming: the list puts nova’s live stream first; one event by id', async (t) => {
  const list = await (await callerFor(undefined)).streaming.list();
  t.equal(list.developmentCredentials, true);
  t.match(list.items[0], {
    title: DEMO_LIVE_EVENT_TITLE,
    state: 'live',
    channel: DEMO_LIVE_CHANNEL,
    hostHandle: 'nova',
    now: TEST_NOW.toISOString(),
  });
  t.match(list.items[0]?.path, /^\/events\/nova\/neon-drift\/[0-9a-f-]{36}$/);
  t.ok(
    list.items.slice(1).every((item) => item.state === 'upcoming'),
    'then upcoming ones',
  );
  const id = list.items[0]?.id ?? '';
  t.match(await (await callerFor(undefined)).streaming.detail({ id }), { id, state: 'live', cancelled: false });
  await t.rejects((await callerFor(undefined)).streaming.detail({ id: '00000000-0000-4000-8000-000000000000' }), {
    code: 'NOT_FOUND',
  });
  await t.rejects((await callerFor(undefined)).streaming.detail({ id: 'x' }), { code: 'BAD_REQUEST' });
});

t.test('streaming: a token for my own persona on a live channel; refusals otherwise', async (t) => {
  const kai = await stack.userFor('kai');
  const mira = await stack.userFor('mira');
  const token = await (
    await callerFor('kai')
  ).streaming.token({ channel: DEMO_LIVE_CHANNEL, personaId: kai.personaId ?? '' });
  t.match(token, { channel: DEMO_LIVE_CHANNEL, developmentCredentials: true, token: /^007/ });
  t.ok(Date.parse(token.expiresAt) > Date.now(), 'expires in the future');
  await t.rejects(
    (await callerFor('kai')).streaming.token({ channel: DEMO_LIVE_CHANNEL, personaId: mira.personaId ?? '' }),
    {
      code: 'FORBIDDEN',
      message: /your own persona/,
    },
  );
  await t.rejects(
    (await callerFor(undefined)).streaming.token({ channel: DEMO_LIVE_CHANNEL, personaId: kai.personaId ?? '' }),
    {
      code: 'UNAUTHORIZED',
    },
  );
  await t.rejects(
    (await callerFor('kai')).streaming.token({ channel: 'nobody-streams-here', personaId: kai.personaId ?? '' }),
    {
      code: 'NOT_FOUND',
    },
  );
  const upcoming = (await (await callerFor(undefined)).streaming.list()).items.find(
    (item) => item.state === 'upcoming',
  );
  if (upcoming) {
    await t.rejects(
      (await callerFor('kai')).streaming.token({ channel: upcoming.channel, personaId: kai.personaId ?? '' }),
      {
        code: 'CONFLICT',
        message: /not live yet/,
      },
    );
  }
  await t.rejects(
    (await callerFor('kai')).streaming.token({ channel: 'bad/channel', personaId: kai.personaId ?? '' }),
    { code: 'BAD_REQUEST' },
  );
});

t.test('reminders: on, idempotent, delivered by the sweep, listed under the bell, marked read', async (t) => {
  const [event] = await stack.db.query<{ id: string; starts_at: Date }>(
    `select id, starts_at from events where starts_at > $1 and cancelled_at is null order by starts_at limit 1`,
    [TEST_NOW],
  );
  if (!event) throw new Error('no upcoming demo event');
  const kai = await callerFor('kai');
  t.same(await kai.notifications.reminder({ eventId: event.id }), { eventId: event.id, on: false, remindAt: null });
  const on = await kai.notifications.setReminder({ eventId: event.id, on: true });
  t.match(on, { eventId: event.id, on: true });
  t.equal(Date.parse(on.remindAt ?? ''), new Date(event.starts_at).getTime() - 15 * 60_000);
  t.same(await kai.notifications.setReminder({ eventId: event.id, on: true }), on, 'twice is the same');
  t.match(await kai.notifications.reminder({ eventId: event.id }), { on: true });

  const before = await kai.notifications.list({ page: 1, perPage: 20 });
  await runDueReminders(stack.db, {
    now: new Date(new Date(event.starts_at).getTime() - 10 * 60_000),
    leadMs: 15 * 60_000,
  });
  const after = await kai.notifications.list({ page: 1, perPage: 20 });
  t.equal(after.total, before.total + 1);
  t.equal(after.unread, before.unread + 1);
  const reminder = after.items.find((item) => item.event?.id === event.id);
  t.match(reminder, { kind: 'event-reminder', read: false, title: /starts in 10 minutes/ });
  t.match(reminder?.event?.path, new RegExp(`^/events/[^/]+/[^/]+/${event.id}$`));
  t.same(await kai.notifications.markRead({ ids: [reminder?.id ?? ''] }), { unread: before.unread });
  t.same(await kai.notifications.markRead({ all: true }), { unread: 0 });

  t.same(await kai.notifications.setReminder({ eventId: event.id, on: false }), {
    eventId: event.id,
    on: false,
    remindAt: null,
  });
  await t.rejects((await callerFor(undefined)).notifications.list({ page: 1, perPage: 20 }), { code: 'UNAUTHORIZED' });
  await t.rejects((await callerFor(null)).notifications.setReminder({ eventId: event.id, on: true }), {
    code: 'FORBIDDEN',
  });
  await t.rejects(kai.notifications.setReminder({ eventId: 'nope', on: true }), { code: 'BAD_REQUEST' });
});

t.test('preferences: list and turn a kind off', async (t) => {
  const mira = await callerFor('mira');
  t.same(await mira.notifications.preferences(), [
    { kind: 'event-reminder', enabled: true },
    { kind: 'event-changed', enabled: true },
    { kind: 'ticket-code', enabled: true },
    { kind: 'wishlist', enabled: true },
    { kind: 'review-reply', enabled: true },
    { kind: 'gift-received', enabled: true },
    { kind: 'defect-reported', enabled: true },
    { kind: 'defect-status', enabled: true },
    { kind: 'event-search-match', enabled: true },
  ]);
  t.same(await mira.notifications.setPreference({ kind: 'event-changed', enabled: false }), [
    { kind: 'event-reminder', enabled: true },
    { kind: 'event-changed', enabled: false },
    { kind: 'ticket-code', enabled: true },
    { kind: 'wishlist', enabled: true },
    { kind: 'review-reply', enabled: true },
    { kind: 'gift-received', enabled: true },
    { kind: 'defect-reported', enabled: true },
    { kind: 'defect-status', enabled: true },
    { kind: 'event-search-match', enabled: true },
  ]);
});
