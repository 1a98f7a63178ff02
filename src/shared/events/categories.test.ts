import t from 'tap';
import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES, categoryFromQuery, isEventCategory } from './categories.ts';

t.test('the categories are a fixed set with other as the default', async (t) => {
  t.same([...EVENT_CATEGORIES], ['music', 'social', 'games', 'education', 'art', 'sports', 'other']);
  t.equal(DEFAULT_EVENT_CATEGORY, 'other');
  t.ok(EVENT_CATEGORIES.includes(DEFAULT_EVENT_CATEGORY));
});

t.test('only the keys themselves are categories', async (t) => {
  for (const key of EVENT_CATEGORIES) t.ok(isEventCategory(key), key);
  for (const value of ['Music', 'MUSIC', ' music', '', 'party', null, undefined, 3, {}])
    t.notOk(isEventCategory(value), String(value));
});

t.test('a query value names a category or nothing', async (t) => {
  t.equal(categoryFromQuery('games'), 'games');
  t.equal(categoryFromQuery('Games'), undefined);
  t.equal(categoryFromQuery(''), undefined);
  t.equal(categoryFromQuery(null), undefined);
  t.equal(categoryFromQuery(undefined), undefined);
});
