import t from 'tap';
import { gunzipSync } from 'node:zlib';
import { GzipTemplate } from './gzip-template.ts';

/** A page's parts as the page cache keeps them: UTF-8 bytes. */
const encoded = (parts: readonly string[]) => parts.map((part) => Buffer.from(part, 'utf8'));

t.test('each answer decompresses to the page with its own filler', async (t) => {
  const section = `<section>${'<p>héllo ✓ a card of the grid</p>'.repeat(60)}</section>`;
  const page = `<!DOCTYPE html><script nonce="NONCE">a()</script>${section}<script nonce="NONCE">b()</script>${section}`;
  const template = new GzipTemplate(encoded(page.split('NONCE')));
  for (const nonce of ['n1', 'a-much-longer-nonce-of-24c', '']) {
    t.equal(
      gunzipSync(template.fill([nonce, nonce])).toString('utf8'),
      page.split('NONCE').join(nonce),
      `filled with '${nonce}'`,
    );
  }
  t.ok(template.bytes < Buffer.byteLength(page) / 4, 'the kept segments are compressed');
});

t.test('holes take different fillers: the nonce in each script, the viewer in the boot data', async (t) => {
  const template = new GzipTemplate(
    encoded(['<script nonce="', '">boot={"viewer":', '}</script><script nonce="', '">b()</script>']),
  );
  const viewer = '{"personaName":"Nova Reyes \\u003c3"}';
  t.equal(
    gunzipSync(template.fill(['n1', viewer, 'n1'])).toString('utf8'),
    `<script nonce="n1">boot={"viewer":${viewer}}</script><script nonce="n1">b()</script>`,
  );
});

t.test('a page without the filler, and parts that are empty', async (t) => {
  t.equal(gunzipSync(new GzipTemplate(encoded(['only one part'])).fill([])).toString(), 'only one part');
  t.equal(gunzipSync(new GzipTemplate(encoded(['', 'middle', ''])).fill(['N', 'N'])).toString(), 'NmiddleN');
});
