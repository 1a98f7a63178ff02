// The status every page answers, for a visitor and for a signed-in persona, over the real HTTP layer: one
// address per route of the route table (each route's own prefetch decides it), and the malformed and
// unknown addresses that turn into 400 or 404 before the first byte (docs/decisions/0002-status-before-streaming.md).
// Needs a build (npm test does one).
import t from 'tap';
import { ROUTE_TABLE, type RouteId } from '../../client/app/route-table.ts';
import { startTestStack } from '../testing/test-stack.ts';
import { sessionCookieFor } from '../testing/session-cookie.ts';

const stack = await startTestStack();
t.teardown(() => stack.close());

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

/** The first link on `page` whose address matches `pattern` (the seeded data's own addresses). */
async function firstLink(page: string, pattern: RegExp): Promise<string> {
  const body = (await stack.app.inject({ method: 'GET', url: page })).body;
  const found = [...body.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .find((href) => pattern.test(href));
  if (!found) throw new Error(`no link like ${pattern} on ${page}`);
  return found;
}

const listing = await firstLink('/store', /^\/listings\/[^/?]+\/[^/?]+$/);
const snapshot = await firstLink('/snapshots', /^\/snapshots\/[^/?]+$/);
const [eventRow] = await stack.db.query<{ id: string; host: string; handle: string }>(
  'select e.id, p.handle as host, x.handle from events e join experiences x on x.id = e.experience_id join personas p on p.id = x.persona_id limit 1',
);
const event = `/events/${eventRow!.host}/${eventRow!.handle}/${eventRow!.id}`;
const category = await firstLink('/categories', /^\/categories\/[^/?]+$/);

// One address per route; every route of the table is here (checked below).
const visitor: Record<RouteId, [string, number]> = {
  home: ['/', 200],
  experiences: ['/experiences?q=neon', 200],
  experience: ['/experiences/nova/neon-drift', 200],
  'creator-experiences': ['/experiences/nova', 200],
  download: ['/download', 200],
  profile: ['/profiles/nova', 200],
  friends: ['/friends', 200],
  funds: ['/funds', 200],
  'funds-payment': [`/funds/pay/${MISSING_UUID}`, 200],
  orders: ['/orders', 200],
  order: [`/orders/${MISSING_UUID}`, 200],
  sales: ['/sales', 200],
  creator: ['/creator', 200],
  'creator-experience-new': ['/creator/experiences/new', 200],
  'creator-experience-edit': [`/creator/experiences/${MISSING_UUID}/edit`, 200],
  'creator-product-new': ['/creator/products/new', 200],
  'creator-product-edit': [`/creator/products/${MISSING_UUID}/edit`, 200],
  'creator-listing-orders': [`/creator/listings/${MISSING_UUID}/orders`, 200],
  'creator-store-new': ['/creator/stores/new', 200],
  'creator-store-edit': [`/creator/stores/${MISSING_UUID}/edit`, 200],
  'new-picture': ['/pictures/new', 200],
  favourites: ['/favourites', 200],
  wishlist: ['/wishlist', 200],
  blocked: ['/settings/blocked', 200],
  defects: ['/defects', 200],
  gifts: ['/gifts', 200],
  'creator-defects': ['/creator/defects', 200],
  'event-searches': ['/events/searches', 200],
  tickets: ['/tickets', 200],
  ticket: [`/tickets/${MISSING_UUID}`, 200],
  categories: ['/categories', 200],
  category: [category, 200],
  store: ['/store', 200],
  'creator-store': ['/store/nova', 200],
  listing: [listing, 200],
  snapshots: ['/snapshots', 200],
  snapshot: [snapshot, 200],
  events: ['/events', 200],
  'events-calendar': ['/events/calendar', 200],
  'events-past': ['/events/past', 200],
  notifications: ['/notifications', 200],
  streaming: ['/streaming', 200],
  event: [event, 200],
  host: ['/hosts/nova', 200],
  'creator-analytics': ['/creator/analytics', 200],
  'creator-event-new': ['/creator/events/new', 200],
  'creator-event-edit': [`/creator/events/${MISSING_UUID}/edit`, 200],
  inventory: ['/inventory', 200],
  studio: ['/studio', 200],
  codex: ['/codex', 200],
  about: ['/about', 200],
  'terms-of-service': ['/legal/terms-of-service', 200],
  'terms-and-conditions': ['/legal/terms-and-conditions', 200],
  privacy: ['/legal/privacy', 200],
  help: ['/help', 200],
  'help-article': ['/help/no-such-article', 404],
  community: ['/community', 200],
  subscribe: ['/subscribe', 200],
  'subscribe-confirm': ['/subscribe/confirm', 200],
  unsubscribe: ['/subscribe/unsubscribe', 200],
};

const malformed: Array<[string, number]> = [
  ['/no/such/page', 404],
  ['/experiences?page=0', 400],
  ['/experiences?sort=sideways', 400],
  ['/experiences/nova/this-does-not-exist', 404],
  ['/experiences/Not%20A%20Handle/x', 404],
  ['/experiences/nobody-at-all', 404],
  ['/experiences/nova?page=0', 400],
  ['/profiles/nobody-at-all', 404],
  ['/profiles/not%20a%20handle', 404],
  ['/store?page=0', 400],
  ['/store/nobody-at-all', 404],
  ['/store/not%20a%20handle', 404],
  ['/store/nova?page=0', 400],
  [`/listings/${MISSING_UUID}`, 404],
  ['/listings/not-an-id', 404],
  ['/snapshots?page=0', 400],
  [`/snapshots/${MISSING_UUID}`, 404],
  ['/snapshots/not-an-id', 404],
  ['/events?day=someday', 400],
  [`/events/nova/neon-drift/${MISSING_UUID}`, 404],
  ['/events/nova/neon-drift/not-an-id', 404],
  ['/hosts/nobody-at-all', 404],
  ['/hosts/Not%20A%20Handle', 404],
  ['/categories/no-such-category', 404],
  ['/orders/not-an-id', 200],
];

t.test('every route of the table has its sample', async (t) => {
  t.same(Object.keys(visitor).sort(), ROUTE_TABLE.map((route) => route.id).sort());
});

t.test('a visitor gets the status each page decides', async (t) => {
  for (const [id, [url, status]] of Object.entries(visitor)) {
    t.equal((await stack.app.inject({ method: 'GET', url })).statusCode, status, `${id} ${url}`);
  }
});

t.test('unknown and malformed addresses answer 404 or 400 before the page streams', async (t) => {
  for (const [url, status] of malformed)
    t.equal((await stack.app.inject({ method: 'GET', url })).statusCode, status, url);
});

t.test(
  "a persona gets a 404 for an order or ticket that is not theirs, a help article's page when it exists",
  async (t) => {
    const cookie = await sessionCookieFor(await stack.userFor('kai'));
    const cases: Array<[string, number]> = [
      [`/orders/${MISSING_UUID}`, 404],
      ['/orders/not-an-id', 404],
      [`/tickets/${MISSING_UUID}`, 404],
      ['/tickets/not-an-id', 404],
      ['/orders', 200],
      ['/creator', 200],
      ['/studio', 200],
      [await firstLink('/help', /^\/help\/[^/?]+$/), 200],
    ];
    for (const [url, status] of cases)
      t.equal((await stack.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, status, url);
  },
);
