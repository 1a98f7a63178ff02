// Categories, who is going and a host's events (docs/product.md §21) through the web tier's procedures and
// pages, against the embedded upstream on PGlite with its clock at TEST_NOW. Pages need a build.
import t from 'tap';
import { startTestStack } from '../testing/test-stack.ts';
import { stackCallers } from '../testing/test-caller.ts';
import { TEST_NOW } from '../../services/testing/test-database.ts';

const stack = await startTestStack({ clock: () => TEST_NOW });
t.teardown(() => stack.close());
const callerFor = stackCallers(stack, (close) => t.teardown(close));

const PARTY_TITLE = 'Neon Drift Launch Party';

async function personaId(handle: string): Promise<string> {
  const [row] = await stack.db.query<{ id: string }>('select id from personas where handle = $1', [handle]);
  if (!row) throw new Error(`no persona ${handle}`);
  return row.id;
}

t.test('browse by category: only that category, an unknown one refused before any upstream call', async (t) => {
  const visitor = await callerFor(undefined);
  const games = await visitor.events.browse({ tz: 'UTC', category: 'games', perPage: 100 });
  t.ok(games.total > 0);
  t.ok(games.items.every((e) => e.category === 'games'));
  const all = await visitor.events.browse({ tz: 'UTC', perPage: 100 });
  t.equal(all.items.find((e) => e.title === PARTY_TITLE)?.category, 'social');
  // @ts-expect-error: not a category
  await t.rejects(visitor.events.browse({ tz: 'UTC', category: 'opera' }), {
    code: 'BAD_REQUEST',
    message: /category/,
  });
});

t.test('attendees: a persona sees the list, friends first; a visitor the count alone', async (t) => {
  const [party] = await stack.db.query<{ id: string }>('select id from events where title = $1', [PARTY_TITLE]);
  const eventId = party?.id ?? '';
  const [kai, mira, hana] = await Promise.all(['kai', 'mira', 'hana'].map(personaId));
  for (const who of [mira, hana]) {
    await stack.db.query('insert into calendar_saves (persona_id, event_id) values ($1, $2) on conflict do nothing', [
      who,
      eventId,
    ]);
  }
  const [low, high] = [kai, hana].sort();
  await stack.db.query('insert into friendships (persona_low, persona_high) values ($1, $2) on conflict do nothing', [
    low,
    high,
  ]);

  const visitor = await (await callerFor(undefined)).events.attendees({ eventId });
  t.equal(visitor.listed, false);
  t.same(visitor.items, []);
  t.ok(visitor.total >= 3, `${visitor.total} going`);

  const forKai = await (await callerFor('kai')).events.attendees({ eventId });
  t.equal(forKai.listed, true);
  t.equal(forKai.total, visitor.total);
  t.equal(forKai.perPage, 24);
  const firstStranger = forKai.items.findIndex((a) => !a.friend);
  const lastFriend = forKai.items.map((a) => a.friend).lastIndexOf(true);
  t.ok(lastFriend >= 0, 'kai has friends going');
  t.ok(firstStranger === -1 || lastFriend < firstStranger, 'friends first');
  t.ok(forKai.items.some((a) => a.handle === 'hana' && a.friend));
  t.ok(forKai.items.some((a) => a.handle === 'mira' && !a.friend));

  await t.rejects((await callerFor(undefined)).events.attendees({ eventId: 'not-an-id' }), { code: 'BAD_REQUEST' });
  await t.rejects((await callerFor(undefined)).events.attendees({ eventId: '00000000-0000-4000-8000-000000000000' }), {
    code: 'NOT_FOUND',
  });
});

t.test("a host's events: upcoming and past, the host named, 404 for nobody", async (t) => {
  const visitor = await callerFor(undefined);
  const upcoming = await visitor.events.host({ handle: 'nova', tz: 'UTC' });
  t.match(upcoming.host, { handle: 'nova', name: 'Nova Reyes' });
  t.ok(upcoming.items.length > 0 && upcoming.items.every((e) => e.hostHandle === 'nova' && e.status !== 'ended'));
  const past = await visitor.events.host({ handle: 'nova', tz: 'UTC', when: 'past' });
  t.ok(past.items.length > 0 && past.items.every((e) => e.status === 'ended'));
  await t.rejects(visitor.events.host({ handle: 'nobody-at-all', tz: 'UTC' }), { code: 'NOT_FOUND' });
  await t.rejects(visitor.events.host({ handle: 'nova', tz: 'Nowhere' }), { code: 'BAD_REQUEST' });
});

t.test('the host page: streamed with its title, 404 for nobody; the event page links to it', async (t) => {
  const page = await stack.app.inject({ method: 'GET', url: '/hosts/nova' });
  t.equal(page.statusCode, 200);
  t.match(page.body, /<title>Events by Nova Reyes/);
  t.match(page.body, /Upcoming events/);
  t.equal((await stack.app.inject({ method: 'GET', url: '/hosts/nobody-at-all' })).statusCode, 404);
  const [party] = await stack.db.query<{ id: string }>('select id from events where title = $1', [PARTY_TITLE]);
  const event = await stack.app.inject({ method: 'GET', url: `/events/nova/neon-drift/${party?.id}` });
  t.equal(event.statusCode, 200);
  t.match(event.body, /href="\/hosts\/nova"/);
  t.match(event.body, /href="\/events\?category=social"/);
  t.notMatch(event.body, /data-testid="event-attendee"/, 'nobody listed in the server render');
  const filtered = await stack.app.inject({ method: 'GET', url: '/events?category=games' });
  t.equal(filtered.statusCode, 200);
  t.match(filtered.body, /aria-current="true"[^>]*>Games</);
});
