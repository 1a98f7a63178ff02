import t from 'tap';
import {
  creatorStorePath,
  hasStoreFilters,
  listingPath,
  listingPriceLabel,
  spokenPrice,
  listingSlug,
  roundToHalf,
  starFills,
  storeHref,
  storeSearchFrom,
} from './listing-rules.ts';

t.test('price: 0 is FREE, otherwise the grouped amount', async (t) => {
  t.same(listingPriceLabel(0), { free: true, text: 'FREE' });
  t.same(listingPriceLabel(120), { free: false, text: '120' });
  t.same(listingPriceLabel(4800), { free: false, text: '4,800' });
  t.equal(spokenPrice(0, 'Lumen'), 'FREE');
  t.equal(spokenPrice(1, 'Lumen'), '1 Lumen Dollar');
  t.equal(spokenPrice(2500, 'Lumen'), '2,500 Lumen Dollars');
});

t.test('slugs and links match the service', async (t) => {
  t.equal(listingSlug('Neon Drift Racing Jacket'), 'neon-drift-racing-jacket');
  t.equal(listingSlug("Detective's Office"), 'detectives-office');
  t.equal(listingSlug('  Café — Übersicht!  '), 'cafe-ubersicht');
  t.equal(listingSlug('***'), 'listing', 'a name with no letters still gives a path segment');
  t.equal(listingSlug('a'.repeat(30) + ' ' + 'b'.repeat(30)).length <= 40, true);
  t.equal(listingSlug('x'.repeat(39) + ' y'), 'x'.repeat(39), 'no trailing hyphen after the cut');
  t.equal(listingPath({ id: 'abc', name: 'Rain-Slick Street Kit' }), '/listings/abc/rain-slick-street-kit');
  t.equal(listingPath({ id: 'abc', slug: 'given', name: 'Other' }), '/listings/abc/given');
  t.equal(creatorStorePath('nova'), '/store/nova');
});

t.test('ratings out of 5 in half steps', async (t) => {
  t.equal(roundToHalf(3.63), 3.5);
  t.equal(roundToHalf(3.75), 4);
  t.equal(roundToHalf(7), 5);
  t.equal(roundToHalf(-1), 0);
  t.equal(roundToHalf(Number.NaN), 0);
  t.same(starFills(3.63), ['full', 'full', 'full', 'half', 'empty']);
  t.same(starFills(5), ['full', 'full', 'full', 'full', 'full']);
  t.same(starFills(null), ['empty', 'empty', 'empty', 'empty', 'empty']);
});

t.test('filters <-> the /store query string', async (t) => {
  t.same(storeSearchFrom(''), {});
  t.same(
    storeSearchFrom('?q=neon&free=true&sort=price-asc&page=2&minPrice=&category=avatars'),
    {
      q: 'neon',
      free: 'true',
      sort: 'price-asc',
      page: '2',
      category: 'avatars',
    },
    'blank form fields are absent',
  );
  t.same(storeSearchFrom('minPrice=10&maxPrice=%20200%20'), { minPrice: '10', maxPrice: '200' });
  t.equal(storeHref({}), '/store');
  t.equal(storeHref({ sort: 'relevance' }, 1), '/store', 'defaults leave no trace');
  t.equal(
    storeHref({ q: 'neon kit', free: 'true', sort: 'rating' }, 3),
    '/store?q=neon+kit&free=true&sort=rating&page=3',
  );
  t.equal(
    storeHref({ free: 'maybe', minPrice: '5', maxPrice: '50', category: 'hair' }),
    '/store?category=hair&minPrice=5&maxPrice=50',
  );
  const round = storeSearchFrom(storeHref({ q: 'a&b', category: 'props', free: 'false' }, 2).split('?')[1] ?? '');
  t.same(round, { q: 'a&b', category: 'props', free: 'false', page: '2' }, 'round trip');
  t.equal(hasStoreFilters({}), false);
  t.equal(hasStoreFilters({ free: 'true' }), true);
});
