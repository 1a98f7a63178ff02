import t from 'tap';
import { browseHref, browseSearchFrom } from './browse-search.ts';

t.test('reads only the values present', async (t) => {
  t.same(browseSearchFrom(''), {});
  t.same(browseSearchFrom('?q=neon&page=2&sort=newest'), { q: 'neon', page: '2', sort: 'newest' });
  t.same(browseSearchFrom('q=%20%20&sort='), {}, 'blank search and sort are dropped');
  t.same(browseSearchFrom('page=abc'), { page: 'abc' }, 'bad values pass through for the server to refuse');
});

t.test('builds canonical browse links', async (t) => {
  t.equal(browseHref({}), '/experiences');
  t.equal(browseHref({ q: 'neon city', sort: 'featured' }, 1), '/experiences?q=neon+city');
  t.equal(browseHref({ q: 'a&b', sort: 'newest' }, 3), '/experiences?q=a%26b&sort=newest&page=3');
});

t.test('a chosen page size travels with the links', async (t) => {
  t.same(browseSearchFrom('perPage=12'), { perPage: '12' });
  t.equal(browseHref({ perPage: '12' }, 2), '/experiences?perPage=12&page=2');
});
