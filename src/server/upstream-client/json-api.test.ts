import t from 'tap';
import { JsonApiStructureError, deserializeDocument, serializeResource } from './json-api.ts';

const persona = { type: 'personas', id: 'p1', attributes: { handle: 'nova', name: 'Nova Reyes' } };

t.test('a single resource: attributes flattened, resource meta merged, links kept', async (t) => {
  const result = deserializeDocument({
    data: {
      type: 'experiences',
      id: 'e1',
      attributes: { name: 'Sky Garden', headCount: 3 },
      meta: { favourited: true, name: 'meta cannot rename', id: 'nor re-id' },
      links: { self: '/v2/experiences/nova/sky-garden' },
      relationships: { persona: { data: { type: 'personas', id: 'p1' } } },
    },
    included: [persona],
    meta: { total: 1 },
    links: { self: '/v2/experiences/nova/sky-garden' },
  });
  t.same(result.meta, { total: 1 });
  t.same(result.links, { self: '/v2/experiences/nova/sky-garden' });
  t.strictSame(result.data, {
    type: 'experiences',
    id: 'e1',
    name: 'Sky Garden',
    headCount: 3,
    favourited: true,
    links: { self: '/v2/experiences/nova/sky-garden' },
    persona: { type: 'personas', id: 'p1', handle: 'nova', name: 'Nova Reyes' },
  });
  t.notOk(Object.hasOwn(result.data as object, 'relationshipNames'), 'jsona bookkeeping is stripped');
  t.notOk(Object.hasOwn(result.data as object, 'meta'), 'meta is merged, not nested');
});

t.test('a collection with to-one, to-many, missing included and null relationships', async (t) => {
  const result = deserializeDocument({
    data: [
      {
        type: 'experiences',
        id: 'e1',
        attributes: { name: 'A' },
        relationships: {
          persona: { data: { type: 'personas', id: 'p1' } },
          tags: {
            data: [
              { type: 'tags', id: 't1' },
              { type: 'tags', id: 't2' },
            ],
          },
          store: { data: null },
        },
      },
      {
        type: 'experiences',
        id: 'e2',
        attributes: { name: 'B' },
        relationships: {
          persona: { data: { type: 'personas', id: 'p1' } },
          tags: { data: [] },
          owner: { data: { type: 'personas', id: 'p-missing' } },
        },
      },
    ],
    included: [persona, { type: 'tags', id: 't1', attributes: { label: 'calm' } }],
    meta: { total: 2 },
    links: { next: { href: '/v2/experiences?page=2' }, prev: null, first: '/v2/experiences?page=1' },
  });
  t.same(
    result.links,
    { next: '/v2/experiences?page=2', first: '/v2/experiences?page=1' },
    'link objects become strings',
  );
  t.ok(Array.isArray(result.data));
  const [first, second] = result.data as Array<Record<string, unknown>>;
  t.strictSame(first, {
    type: 'experiences',
    id: 'e1',
    name: 'A',
    persona: { type: 'personas', id: 'p1', handle: 'nova', name: 'Nova Reyes' },
    tags: [
      { type: 'tags', id: 't1', label: 'calm' },
      { type: 'tags', id: 't2' },
    ],
    store: null,
  });
  t.strictSame(second?.tags, []);
  t.strictSame(
    second?.owner,
    { type: 'personas', id: 'p-missing' },
    'a relation missing from included is an identifier',
  );
  t.strictSame(second?.persona, first?.persona);
});

t.test('cyclic relationships are cleaned without looping', async (t) => {
  const result = deserializeDocument({
    data: { type: 'a', id: '1', relationships: { b: { data: { type: 'b', id: '1' } } } },
    included: [{ type: 'b', id: '1', relationships: { a: { data: { type: 'a', id: '1' } } } }],
  });
  const a = result.data as { b: { a: { b: unknown } } };
  t.equal(a.b.a.b, a.b, 'jsona shares one object per included resource, so the graph loops');
  for (const model of [a, a.b, a.b.a]) t.notOk(Object.hasOwn(model, 'relationshipNames'));
});

t.test('documents without data, meta or links', async (t) => {
  t.strictSame(deserializeDocument({ data: null }), { data: null, meta: {}, links: {} });
  t.strictSame(deserializeDocument({ data: [] }), { data: [], meta: {}, links: {} });
});

t.test('anything that is not a JSON:API document is refused', async (t) => {
  for (const body of [
    null,
    'text',
    [],
    {},
    { data: 'x' },
    { data: { id: '1' } },
    { data: [{ type: 'a', id: {} }] },
    { data: null, included: 'x' },
  ]) {
    t.throws(() => deserializeDocument(body), JsonApiStructureError, JSON.stringify(body));
  }
  const error = t.throws(() =>
    deserializeDocument({ data: { type: 'a', id: '1', relationships: { b: { data: 'x' } } } }),
  );
  t.match(String(error), /data\.relationships\.b\.data/);
  const collection = t.throws(() => deserializeDocument({ data: [{ type: 'a', id: '1' }, { id: '2' }] }));
  t.match(String(collection), /data\.1\.type/, 'issues name the entry');
});

t.test('serializeResource builds request bodies', async (t) => {
  t.strictSame(serializeResource('productReport', { id: 'p1', reason: 'Spam' }), {
    data: { type: 'productReport', attributes: { id: 'p1', reason: 'Spam' } },
  });
  t.strictSame(serializeResource('review', { rating: 5, review: null }, { id: 'r1' }), {
    data: { type: 'review', attributes: { rating: 5, review: null }, id: 'r1' },
  });
});
