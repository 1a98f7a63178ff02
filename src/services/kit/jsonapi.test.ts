import t from 'tap';
import { ApiError, errorDocument, pageLinks, serializeCollection, serializeResource } from './jsonapi.ts';

t.test('resources serialise with relationships and de-duplicated includes', async (t) => {
  const persona = { type: 'persona', id: 'p1', handle: 'nova', name: 'Nova' };
  const model = (id: string) => ({ type: 'experience', id, name: `E${id}`, persona, relationshipNames: ['persona'] });
  const list = serializeCollection([model('1'), model('2')], { include: ['persona'], meta: { total: 2 } });
  t.same(list, {
    data: [
      {
        type: 'experience',
        id: '1',
        attributes: { name: 'E1' },
        relationships: { persona: { data: { type: 'persona', id: 'p1' } } },
      },
      {
        type: 'experience',
        id: '2',
        attributes: { name: 'E2' },
        relationships: { persona: { data: { type: 'persona', id: 'p1' } } },
      },
    ],
    included: [{ type: 'persona', id: 'p1', attributes: { handle: 'nova', name: 'Nova' } }],
    meta: { total: 2 },
  });
  t.same(serializeCollection([]), { data: [] }, 'an empty page is an empty data array');
  t.match(serializeResource(model('1'), { include: ['persona'], links: { self: '/x' } }), {
    data: { type: 'experience', id: '1' },
    links: { self: '/x' },
  });
});

t.test('page links keep the query, and prev/next only where they exist', async (t) => {
  t.same(pageLinks('/v2/experiences', { q: 'neo', sort: 'name' }, { page: 2, perPage: 10, total: 25 }), {
    self: '/v2/experiences?q=neo&sort=name&page=2&perPage=10',
    first: '/v2/experiences?q=neo&sort=name&page=1&perPage=10',
    last: '/v2/experiences?q=neo&sort=name&page=3&perPage=10',
    prev: '/v2/experiences?q=neo&sort=name&page=1&perPage=10',
    next: '/v2/experiences?q=neo&sort=name&page=3&perPage=10',
  });
  t.same(pageLinks('/f', { q: undefined }, { page: 1, perPage: 10, total: 0 }), {
    self: '/f?page=1&perPage=10',
    first: '/f?page=1&perPage=10',
    last: '/f?page=1&perPage=10',
  });
  t.equal(
    pageLinks('/f', {}, { page: 9, perPage: 10, total: 25 }).prev,
    '/f?page=3&perPage=10',
    'past the end, prev is the last page',
  );
});

t.test('error documents carry status as a string, a code and a fixed title', async (t) => {
  t.same(errorDocument({ code: 'not-found', detail: 'No such thing.' }), {
    errors: [{ status: '404', code: 'not-found', title: 'Not found', detail: 'No such thing.' }],
  });
  const error = new ApiError(
    [
      { code: 'invalid-attribute', detail: 'a', source: { pointer: '/data/attributes/a' } },
      { code: 'invalid-attribute', detail: 'b', source: { pointer: '/data/attributes/b' } },
    ],
    { 'x-extra': '1' },
  );
  t.equal(error.status, 422);
  t.equal(error.errors.length, 2);
  t.same(error.headers, { 'x-extra': '1' });
  t.throws(() => new ApiError([]));
});
