// The saved search procedures through tRPC callers against the embedded upstream over HTTP (PGlite): a persona
// saves a search, lists and deletes it; a host's new event that matches it reaches the owner's bell, leading
// to the event; refusals come back in words and invalid input is refused before any call (docs/product.md §23).
import t from 'tap';
import { TRPCError } from '@trpc/server';
import { startTestStack } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { instantToLocal } from '../../shared/events/hosting.ts';
import { SAVED_SEARCH_MESSAGES } from '../../shared/event-searches/schema.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'resolved', message: '' }),
    (error: unknown) =>
      error instanceof TRPCError ? { code: error.code, message: error.message } : { code: String(error), message: '' },
  );

const ZONE = 'Europe/Berlin';
const DAY = 86_400_000;
const local = (days: number, hour: number) =>
  `${instantToLocal(new Date(Date.now() + days * DAY), ZONE).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

t.test('save, list, be told of a matching new event, delete', async (t) => {
  const kai = await callerFor('kai');
  const nova = await callerFor('nova');
  const saved = await kai.eventSearches.save({
    name: ' Okapi parties ',
    filters: { q: 'okapi', category: 'social', timeZone: ZONE },
  });
  t.match(saved, {
    name: 'Okapi parties',
    filters: { q: 'okapi', category: 'social', day: null, from: null, to: null, timeZone: ZONE },
    path: '/events?q=okapi&category=social',
  });
  const listed = await kai.eventSearches.list();
  t.ok(listed.items.some((item) => item.id === saved.id));
  t.equal(listed.max, 20);

  t.match(
    await failure(
      kai.eventSearches.save({ name: 'Again', filters: { q: 'OKAPI', category: 'social', timeZone: ZONE } }),
    ),
    { code: 'CONFLICT', message: SAVED_SEARCH_MESSAGES.duplicate },
  );

  const [world] = await nova.creator.experiences();
  if (!world) throw new Error('nova has experiences');
  const event = await nova.creator.createEvent({
    title: 'Okapi garden party',
    experienceId: world.id,
    localStart: local(5, 18),
    localEnd: local(5, 20),
    timeZone: ZONE,
    category: 'social',
  });
  const notices = await kai.notifications.list({});
  const notice = notices.items.find((n) => n.kind === 'event-search-match' && n.event?.id === event.id);
  t.match(notice, {
    title: 'A new event matches "Okapi parties"',
    body: 'Okapi garden party',
    event: { id: event.id, title: 'Okapi garden party', path: String },
  });
  t.match(notice?.event?.path, new RegExp(`^/events/nova/.+/${event.id}$`));

  t.same(await kai.eventSearches.remove({ id: saved.id }), { id: saved.id });
  t.notOk((await kai.eventSearches.list()).items.some((item) => item.id === saved.id));
  t.match(await failure(kai.eventSearches.remove({ id: saved.id })), { code: 'NOT_FOUND' });
  await nova.creator.cancelEvent({ id: event.id });
});

t.test('who may call, and input refused before any call', async (t) => {
  const anonymous = await callerFor(undefined);
  const noPersona = await callerFor(null);
  const kai = await callerFor('kai');
  t.match(await failure(anonymous.eventSearches.list()), { code: 'UNAUTHORIZED' });
  t.match(await failure(noPersona.eventSearches.list()), { code: 'FORBIDDEN' });
  t.match(await failure(kai.eventSearches.save({ name: '', filters: { q: 'x', timeZone: ZONE } })), {
    code: 'BAD_REQUEST',
  });
  t.match(await failure(kai.eventSearches.save({ name: 'Everything', filters: { timeZone: ZONE } })), {
    code: 'BAD_REQUEST',
    message: new RegExp(SAVED_SEARCH_MESSAGES.noFilters),
  });
  t.match(await failure(kai.eventSearches.remove({ id: 'not-an-id' })), { code: 'BAD_REQUEST' });
});
