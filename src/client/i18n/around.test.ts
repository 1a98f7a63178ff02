import t from 'tap';
import { around, aroundEach } from './around.ts';

t.test('one element inside a sentence splits it in two', async (t) => {
  t.same(around(`by ${around.SLOT}`), ['by ', '']);
  t.same(around('no element'), ['no element', '']);
});

t.test('several elements come back in the order the language put them', async (t) => {
  const english = aroundEach(({ host, world }) => `Hosted by ${host} in ${world}`, ['host', 'world']);
  t.same(english, [{ text: 'Hosted by ' }, { slot: 'host' }, { text: ' in ' }, { slot: 'world' }]);
  const japanese = aroundEach(({ host, world }) => `${world}で${host}が主催`, ['host', 'world']);
  t.same(japanese, [{ slot: 'world' }, { text: 'で' }, { slot: 'host' }, { text: 'が主催' }]);
  t.same(
    aroundEach(() => 'a sentence that lost its elements', ['host']),
    [{ text: 'a sentence that lost its elements' }],
    'a missing element leaves the words',
  );
});
