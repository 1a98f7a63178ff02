import t from 'tap';
import { suggestedBundle } from './pick-bundle.ts';

const bundles = [
  { id: 'b', amount: 1200 },
  { id: 'a', amount: 500 },
  { id: 'c', amount: 2600 },
];

t.test('the smallest bundle that covers what is missing', async (t) => {
  t.equal(suggestedBundle(bundles, 1)?.id, 'a');
  t.equal(suggestedBundle(bundles, 500)?.id, 'a');
  t.equal(suggestedBundle(bundles, 501)?.id, 'b');
  t.equal(suggestedBundle(bundles, 2600)?.id, 'c');
  t.equal(suggestedBundle(bundles, 9000)?.id, 'c', 'nothing covers it: the largest');
});

t.test('no suggestion without a positive amount or bundles', async (t) => {
  t.equal(suggestedBundle(bundles, null), null);
  t.equal(suggestedBundle(bundles, 0), null);
  t.equal(suggestedBundle(bundles, Number.NaN), null);
  t.equal(suggestedBundle([], 100), null);
});
