// What the converted messages read in each language: plurals, grouping and placeholders, as a page shows them.
import t from 'tap';
import { translator } from './catalogues.ts';

const en = translator('en');
const de = translator('de');
const ja = translator('ja');

t.test('the favourite button is named for what pressing it does', async (t) => {
  t.equal(en('favourites.add', { name: 'Neon Drift' }), 'Add Neon Drift to favourites');
  t.equal(en('favourites.remove', { name: 'Neon Drift' }), 'Remove Neon Drift from favourites');
  t.equal(de('favourites.add', { name: 'Neon Drift' }), 'Neon Drift zu den Favoriten hinzufügen');
});

t.test('counts read naturally in every language', async (t) => {
  t.equal(en('favourites.count', { count: 0 }), '0 favourites');
  t.equal(en('favourites.count', { count: 1 }), '1 favourite');
  t.equal(en('favourites.count', { count: 1234 }), '1,234 favourites');
  t.equal(de('favourites.count', { count: 1234 }), '1.234 Favoriten');
  t.equal(en('browse.count', { count: 1 }), '1 experience');
  t.equal(en('browse.resultsFor', { count: 3, q: 'neon' }), '3 results for "neon"');
  t.equal(de('browse.resultsFor', { count: 1, q: 'neon' }), '1 Ergebnis für „neon“');
  t.equal(ja('browse.count', { count: 64 }), '64件のエクスペリエンス');
  t.equal(en('categories.listingCount', { count: 0 }), '0 listings');
  t.equal(en('categories.listingCount', { count: 1 }), '1 listing');
  t.equal(en('categories.listingCount', { count: 1204 }), '1,204 listings');
  t.equal(de('categories.listingCount', { count: 1204 }), '1.204 Angebote');
  t.equal(ja('categories.listingCount', { count: 7 }), '7件の商品');
});

t.test('a 404 names what was missing in the grammar of the language', async (t) => {
  t.equal(en('notFound.title', { what: 'help_article' }), "We couldn't find that help article");
  t.equal(de('notFound.title', { what: 'experience' }), 'Dieses Erlebnis haben wir nicht gefunden');
  t.equal(ja('notFound.title', { what: 'page' }), 'ページが見つかりませんでした');
});

t.test('Lumen Dollar amounts are spoken whole, in the language', async (t) => {
  t.equal(en('money.spoken', { count: 1, amount: '1', productName: 'Lumen' }), '1 Lumen Dollar');
  t.equal(en('money.spoken', { count: 2500, amount: '2,500', productName: 'Lumen' }), '2,500 Lumen Dollars');
  t.equal(de('money.spoken', { count: 2500, amount: '2.500', productName: 'Lumen' }), '2.500 Lumen Dollar');
  t.equal(ja('cart.labelCount', { count: 3 }), 'カート、3点');
  t.equal(en('cart.ownedNote', { count: 2 }), 'You own these already, so checkout leaves them out.');
});

t.test('the insufficient-funds sentence names this item or these items', async (t) => {
  t.equal(en('funds.need', { amount: '1,250', count: 2 }), 'You need 1,250 more to buy these items');
  t.equal(en('funds.need', { amount: '300', count: 1 }), 'You need 300 more to buy this item');
  t.equal(de('funds.need', { amount: '1.250', count: 1 }), 'Ihnen fehlen 1.250, um diesen Artikel zu kaufen');
  t.equal(en('funds.buy', { productName: 'Lumen' }), 'Buy Lumen Dollars');
});

t.test('a listing says its rating and reviews in the language', async (t) => {
  t.equal(en('listings.reviewCount', { count: 0 }), 'No reviews');
  t.equal(en('listings.ratingAndCount', { rating: '4.3', count: 1 }), '4.3 · 1 review');
  t.equal(en('listings.summaryHeadline', { rating: '3.0', max: 5, count: 1234 }), '3.0 out of 5 · 1,234 reviews');
  t.equal(de('listings.summaryHeadline', { rating: '4,5', max: 5, count: 1 }), '4,5 von 5 · 1 Bewertung');
  t.equal(ja('listings.summaryHeadline', { rating: '4.5', max: 5, count: 12 }), '5点中4.5点 · 12件のレビュー');
  t.equal(en('listings.rated', { rating: '4.5', max: 5 }), 'Rated 4.5 out of 5');
  t.equal(en('listings.stars', { count: 1 }), '1 star');
  t.equal(de('listings.stars', { count: 4 }), '4 Sterne');
  t.equal(en('listings.creatorStore', { name: 'Nova' }), "Nova's store");
  t.equal(en('listings.pictureOf', { name: 'Kai' }), "Picture attached to Kai's review");
  t.equal(de('listings.percentOff', { percent: '20' }), '20 % Rabatt');
});

t.test('inventory, codex and orders count and date in the language', async (t) => {
  t.equal(en('items.count', { count: 1 }), '1 item');
  t.equal(en('items.count', { count: 1500 }), '1,500 items');
  t.equal(ja('items.count', { count: 3 }), '3個のアイテム');
  t.equal(en('items.codexProgress', { count: 12, worlds: '64' }), '12 of 64 worlds discovered');
  t.equal(de('items.discovered', { date: '01.12.2026', count: 1 }), 'Entdeckt am 01.12.2026 · 1 Besuch');
  t.equal(en('orders.kindBundle', { productName: 'Lumen' }), 'Lumen Dollars');
  t.equal(en('orders.salesSummary', { count: 1, revenue: '120' }), '1 sale, 120 earned');
  t.equal(de('orders.salesSummary', { count: 2, revenue: '120' }), '2 Verkäufe, 120 eingenommen');
  t.equal(en('orders.orderOf', { date: 'Nov 27, 2026' }), 'Order of Nov 27, 2026');
});

t.test('bundle and wishlist words keep the names they are given', async (t) => {
  t.equal(en('funds.buyNamed', { name: 'Starter', price: '$4.99' }), 'Buy Starter for $4.99');
  t.equal(de('funds.bundles', { productName: 'Lumen' }), 'Lumen-Dollar-Pakete');
  t.equal(en('wishlist.add', { name: 'Neon Drift' }), 'Add Neon Drift to wishlist');
  t.equal(ja('wishlist.remove', { name: 'Neon Drift' }), 'Neon Driftをウィッシュリストから削除');
});
