import t from 'tap';
import { ApiError } from '../kit/jsonapi.ts';
import { normaliseHandle } from '../kit/ids.ts';
import { parseQuery } from '../kit/query.ts';
import { compareVersions, listQuerySchema, parseCreateDocument, parsePatchDocument } from './params.ts';
import { prefixQuery } from '../kit/search.ts';

t.test('compareVersions compares numerically, part by part', async (t) => {
  t.equal(compareVersions('1.5.0', '1.4.9'), 1);
  t.equal(compareVersions('1.4.0', '1.10.0'), -1);
  t.equal(compareVersions('2.0.0', '2.0.0'), 0);
  t.throws(() => compareVersions('1.4', '1.4.0'), /major\.minor\.patch/);
});

t.test('prefixQuery keeps only words, each as a prefix', async (t) => {
  t.equal(prefixQuery('Neo cit'), 'neo:* & cit:*');
  t.equal(prefixQuery(`it's (odd) | !x:* & y`), 'it:* & s:* & odd:* & x:* & y:*');
  t.equal(prefixQuery('"neon drift"'), '', 'web-search syntax is left alone');
  t.equal(prefixQuery('neon -drift'), '');
  t.equal(prefixQuery('neon or moss'), '');
  t.equal(
    prefixQuery('orbital sci-fi'),
    'orbital:* & sci:* & fi:*',
    "words merely containing 'or' or '-' still expand",
  );
  t.equal(prefixQuery('Café Ürün'), 'café:* & ürün:*');
  t.equal(prefixQuery('--- !!'), '');
});

t.test('list query defaults', async (t) => {
  t.same(parseQuery(listQuerySchema, {}), { page: 1, perPage: 24, sort: 'featured' });
  t.same(parseQuery(listQuerySchema, { q: '  neon ', page: '2', perPage: '100', sort: 'name' }), {
    q: 'neon',
    page: 2,
    perPage: 100,
    sort: 'name',
  });
  t.throws(() => parseQuery(listQuerySchema, { perPage: '-1' }), ApiError);
});

t.test('handles normalise to lowercase or are rejected', async (t) => {
  t.equal(normaliseHandle('Nova'), 'nova');
  t.equal(normaliseHandle('a'), undefined);
  t.equal(normaliseHandle('-edge'), undefined);
});

t.test('documents: create fills defaults, patch keeps only what was sent', async (t) => {
  const created = parseCreateDocument({
    data: { type: 'experience', attributes: { name: ' Quiet ', handle: 'Quiet-Place' } },
  });
  t.same(created, {
    name: 'Quiet',
    handle: 'quiet-place',
    summary: '',
    description: '',
    tags: [],
    capacity: 20,
    compatVersion: '1.0.0',
    coverUrl: null,
    galleryUrls: [],
  });
  t.same(
    parsePatchDocument({ data: { type: 'experience', attributes: { coverUrl: null } } }, 'x'),
    { coverUrl: null },
    'null clears the cover',
  );
  t.same(parsePatchDocument({ data: { type: 'experience', id: 'x', attributes: { capacity: 3 } } }, 'x'), {
    capacity: 3,
  });
  t.same(parsePatchDocument({ data: { type: 'experience' } }, 'x'), {}, 'no attributes, no change');
  t.throws(() => parsePatchDocument({ data: { type: 'experience', attributes: [] } }, 'x'), {
    name: 'ApiError',
    status: 400,
  });
  t.throws(
    () => parseCreateDocument({ data: { type: 'experience', attributes: { name: 'x', handle: 'xx', tags: 'a,b' } } }),
    {
      status: 422,
      errors: [{ source: { pointer: '/data/attributes/tags' } }],
    },
  );
  t.throws(
    () =>
      parseCreateDocument({
        data: {
          type: 'experience',
          attributes: { name: 'x', handle: 'xx', tags: ['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff'] },
        },
      }),
    { status: 422, errors: [{ detail: 'An experience has at most 5 tags.' }] },
  );
});
