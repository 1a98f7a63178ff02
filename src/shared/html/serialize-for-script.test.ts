import t from 'tap';
import { serializeForScript } from './serialize-for-script.ts';

t.test('user text cannot close the script or open a comment', async (t) => {
  const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- x -->', amp: 'a&b', ls: 'a\u2028b\u2029c' };
  const out = serializeForScript(hostile);
  t.notMatch(out, /<|>|&/);
  t.notMatch(out, /\u2028|\u2029/);
  t.same(JSON.parse(out), hostile, 'round-trips to the same value');
});

t.test('plain values and undefined', async (t) => {
  t.equal(serializeForScript([1, 'two', null]), '[1,"two",null]');
  t.equal(serializeForScript(undefined), 'null');
});
