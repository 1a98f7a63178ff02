import t from 'tap';
import { PRIMARY_LINKS, navVariantFor } from './navigation.ts';

t.test('navVariantFor: transparent over the home hero, marketing on the download page', async (t) => {
  t.equal(navVariantFor('/'), 'transparent');
  t.equal(navVariantFor('/download'), 'marketing');
  t.equal(navVariantFor('/download/windows'), 'marketing');
  for (const path of [
    '/experiences',
    '/experiences/nova',
    '/experiences/nova/neon',
    '/downloads',
    '/no/such/page',
    '',
  ]) {
    t.equal(navVariantFor(path), 'default', JSON.stringify(path));
  }
});

t.test('primary links are in-app and open to visitors', async (t) => {
  t.ok(PRIMARY_LINKS.length > 0);
  for (const link of PRIMARY_LINKS) {
    t.ok(link.url.startsWith('/'), link.title);
    t.equal(link.isInternal, true, link.title);
  }
  t.same(
    PRIMARY_LINKS.map((link) => link.title),
    ['nav.worlds', 'nav.events', 'nav.store', 'nav.snapshots'],
  );
});
