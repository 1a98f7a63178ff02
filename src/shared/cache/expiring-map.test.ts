import t from 'tap';
import { ExpiringMap } from './expiring-map.ts';

t.test('an entry is found until its expiry, then forgotten', async (t) => {
  let now = 1_000;
  const map = new ExpiringMap<string>(4, () => now);
  map.set('a', 'alpha', 2_000);
  t.equal(map.get('a'), 'alpha');
  now = 1_999;
  t.equal(map.get('a'), 'alpha');
  now = 2_000;
  t.equal(map.get('a'), undefined, 'expired at its expiry instant');
  t.equal(map.size, 0, 'and dropped');
});

t.test('an entry already expired is not kept', async (t) => {
  const map = new ExpiringMap<string>(4, () => 5_000);
  map.set('late', 'value', 5_000);
  t.equal(map.get('late'), undefined);
  t.equal(map.size, 0);
});

t.test('when full, the oldest entry goes first', async (t) => {
  const map = new ExpiringMap<number>(2, () => 0);
  map.set('first', 1, 10);
  map.set('second', 2, 10);
  map.set('third', 3, 10);
  t.equal(map.get('first'), undefined);
  t.equal(map.get('second'), 2);
  t.equal(map.get('third'), 3);
  t.equal(map.size, 2);
});

t.test('setting a key again renews it without growing the map', async (t) => {
  const map = new ExpiringMap<number>(2, () => 0);
  map.set('a', 1, 10);
  map.set('b', 2, 10);
  map.set('a', 3, 10);
  map.set('c', 4, 10);
  t.equal(map.get('a'), 3, 'a was renewed, so b was the oldest');
  t.equal(map.get('b'), undefined);
});

t.test('a map of no entries is refused', async (t) => {
  t.throws(() => new ExpiringMap(0), /at least one/);
});
