import t from 'tap';
import { flushAwareTransform } from './flush-aware-transform.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

t.test('scripts go after the shell flush and before later flushes, never inside one', async (t) => {
  let pending = ['<script>shell-data</script>'];
  const take = () => pending.shift() ?? '';
  const transform = flushAwareTransform(take);
  const out: string[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk.toString()));

  // Flush 1 (the shell) arrives in two pieces within one tick: nothing may be inserted between them.
  transform.write('<!DOCTYPE html><html><body><div');
  transform.write(' class="x">shell</div>');
  await tick();
  await tick();
  t.same(out, ['<!DOCTYPE html><html><body><div', ' class="x">shell</div>', '<script>shell-data</script>']);

  // Flush 2: data that resolved since goes first, then the flush's pieces.
  pending = ['<script>section-data</script>'];
  transform.write('<div hidden id="S:0">');
  transform.write('section</div>');
  await tick();
  t.same(out.slice(3), ['<script>section-data</script>', '<div hidden id="S:0">', 'section</div>']);

  // The closing flush is a flush like the others: late data goes before it.
  pending = ['<script>late</script>'];
  transform.end('</body></html>');
  await new Promise((resolve) => transform.on('end', resolve));
  t.same(out.slice(6), ['<script>late</script>', '</body></html>']);
});

t.test('nothing is added when there is no new data', async (t) => {
  const transform = flushAwareTransform(() => '');
  const out: string[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  transform.write('a');
  await tick();
  transform.write('b');
  transform.end();
  await new Promise((resolve) => transform.on('end', resolve));
  t.same(out, ['a', 'b']);
});
