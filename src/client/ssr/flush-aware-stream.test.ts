import t from 'tap';
import { flushAwareStream } from './flush-aware-stream.ts';

const ended = (stream: NodeJS.ReadableStream) => new Promise((resolve) => stream.on('end', resolve));

t.test('one write per React flush; scripts after the shell and before later flushes, never inside one', async (t) => {
  let pending = ['<script>shell-data</script>'];
  const transform = flushAwareStream(() => pending.shift() ?? '');
  const out: string[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk.toString()));

  // Flush 1 (the shell) in two pieces that split a tag; React then calls flush().
  transform.write('<!DOCTYPE html><html><body><div');
  transform.write(' class="x">shell</div>');
  t.same(out, [], 'nothing leaves mid-flush');
  transform.flush();
  t.same(out, ['<!DOCTYPE html><html><body><div class="x">shell</div><script>shell-data</script>']);

  // Flush 2 in the same tick: data that resolved since goes first, then the flush.
  pending = ['<script>section-data</script>'];
  transform.write('<div hidden id="S:0">');
  transform.write('section</div>');
  transform.flush();
  t.same(out.slice(1), ['<script>section-data</script><div hidden id="S:0">section</div>']);

  // The closing flush: late data before it, then the end.
  pending = ['<script>late</script>'];
  transform.write('</body></html>');
  transform.flush();
  transform.end();
  await ended(transform);
  t.same(out.slice(2), ['<script>late</script></body></html>']);
});

t.test('nothing is added when there is no new data, and an unflushed tail is still sent', async (t) => {
  const transform = flushAwareStream(() => '');
  const out: string[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  transform.write('a');
  transform.flush();
  transform.write('b');
  transform.end();
  await ended(transform);
  t.same(out, ['a', 'b']);
});
