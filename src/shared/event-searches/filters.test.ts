// The pure rules of saved event searches (docs/product.md §23): which filters make a search, when two are the
// same, the /events address of one, whether a new event matches it, and the notice title's round trip.
import t from 'tap';
import {
  eventsPathOf,
  filtersKey,
  hasFilters,
  matchesSearch,
  matchNoticeTitle,
  searchNameOfNoticeTitle,
  type SavedSearchFilters,
  type SearchableEvent,
} from './filters.ts';

const none: SavedSearchFilters = { q: null, category: null, day: null, from: null, to: null, timeZone: 'UTC' };
const search = (filters: Partial<SavedSearchFilters>): SavedSearchFilters => ({ ...none, ...filters });
// Wednesday 2026-12-02 10:00 UTC.
const NOW = new Date('2026-12-02T10:00:00Z');
const event = (overrides: Partial<SearchableEvent> = {}): SearchableEvent => ({
  title: 'Midnight Jazz Session',
  description: 'Smooth tunes by the lake.',
  hostName: 'Nova Quinn',
  experienceName: 'Lakeside Lounge',
  category: 'music',
  startsAt: new Date('2026-12-05T20:00:00Z'),
  ...overrides,
});

t.test('a search needs at least one filter; without one it matches nothing', async (t) => {
  t.equal(hasFilters(none), false);
  t.equal(hasFilters(search({ q: 'jazz' })), true);
  t.equal(hasFilters(search({ from: '2026-12-01', to: '2026-12-02' })), true);
  t.equal(matchesSearch(none, event(), NOW), false);
});

t.test('words are found in the title, description, host or world, ignoring case and spacing', async (t) => {
  t.equal(matchesSearch(search({ q: 'JAZZ' }), event(), NOW), true);
  t.equal(matchesSearch(search({ q: 'by  the lake' }), event(), NOW), true);
  t.equal(matchesSearch(search({ q: 'nova' }), event(), NOW), true);
  t.equal(matchesSearch(search({ q: 'lounge' }), event(), NOW), true);
  t.equal(matchesSearch(search({ q: 'techno' }), event(), NOW), false);
});

t.test('a category must be the event’s', async (t) => {
  t.equal(matchesSearch(search({ category: 'music' }), event(), NOW), true);
  t.equal(matchesSearch(search({ category: 'games' }), event(), NOW), false);
  t.equal(matchesSearch(search({ q: 'jazz', category: 'games' }), event(), NOW), false, 'every filter must hold');
});

t.test('relative days are read at publication in the search’s zone; the start must fall in them', async (t) => {
  const weekend = search({ day: 'weekend' });
  t.equal(matchesSearch(weekend, event(), NOW), true, 'Saturday evening of this weekend');
  t.equal(
    matchesSearch(weekend, event({ startsAt: new Date('2026-12-12T20:00:00Z') }), NOW),
    false,
    'next weekend is not this weekend',
  );
  // Friday 23:30 UTC is already Saturday in Tokyo.
  const fridayNight = event({ startsAt: new Date('2026-12-04T23:30:00Z') });
  t.equal(matchesSearch(weekend, fridayNight, NOW), false, 'Friday in UTC');
  t.equal(matchesSearch(search({ day: 'weekend', timeZone: 'Asia/Tokyo' }), fridayNight, NOW), true);
  t.equal(matchesSearch(search({ day: 'today' }), event({ startsAt: new Date('2026-12-02T23:00:00Z') }), NOW), true);
  t.equal(matchesSearch(search({ day: 'tomorrow' }), event({ startsAt: new Date('2026-12-03T01:00:00Z') }), NOW), true);
  t.equal(matchesSearch(search({ day: 'week' }), event({ startsAt: new Date('2026-12-09T01:00:00Z') }), NOW), false);
});

t.test('a date and a range are local dates in the search’s zone, the range inclusive', async (t) => {
  t.equal(matchesSearch(search({ day: '2026-12-05' }), event(), NOW), true);
  t.equal(matchesSearch(search({ day: '2026-12-06' }), event(), NOW), false);
  t.equal(matchesSearch(search({ from: '2026-12-01', to: '2026-12-05' }), event(), NOW), true);
  t.equal(matchesSearch(search({ from: '2026-12-06', to: '2026-12-10' }), event(), NOW), false);
  t.equal(
    matchesSearch(search({ day: '2026-12-06', timeZone: 'Asia/Tokyo' }), event(), NOW),
    true,
    'Saturday 20:00 UTC is Sunday morning in Tokyo',
  );
});

t.test('the same filters have one key, whatever the case or spacing of the words', async (t) => {
  t.equal(filtersKey(search({ q: 'Jazz  Night' })), filtersKey(search({ q: ' jazz night ' })));
  t.not(filtersKey(search({ q: 'jazz' })), filtersKey(search({ q: 'jazz', category: 'music' })));
  t.equal(
    filtersKey(search({ q: 'jazz', timeZone: 'Europe/Berlin' })),
    filtersKey(search({ q: 'jazz', timeZone: 'Asia/Tokyo' })),
    'the zone counts only when there are days',
  );
  t.not(
    filtersKey(search({ day: 'weekend', timeZone: 'Europe/Berlin' })),
    filtersKey(search({ day: 'weekend', timeZone: 'Asia/Tokyo' })),
  );
});

t.test('a search opens /events with its filters', async (t) => {
  t.equal(eventsPathOf(search({ q: 'jazz night', category: 'music' })), '/events?q=jazz+night&category=music');
  t.equal(eventsPathOf(search({ day: 'weekend' })), '/events?day=weekend');
  t.equal(eventsPathOf(search({ from: '2026-12-01', to: '2026-12-24' })), '/events?from=2026-12-01&to=2026-12-24');
});

t.test('the notice title carries the search name there and back', async (t) => {
  const title = matchNoticeTitle('Jazz "late" nights');
  t.equal(title, 'A new event matches "Jazz "late" nights"');
  t.equal(searchNameOfNoticeTitle(title), 'Jazz "late" nights');
  t.equal(searchNameOfNoticeTitle('Something else'), null);
  t.equal(searchNameOfNoticeTitle('A new event matches ""'), null);
});
