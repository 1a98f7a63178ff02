import t from 'tap';
import { buildSitemap, escapeXml } from './sitemap.ts';

t.test('escapes XML and lists absolute URLs', async (t) => {
  t.equal(escapeXml(`a&b<c>"d'`), 'a&amp;b&lt;c&gt;&quot;d&apos;');
  const xml = buildSitemap('https://lumen.example', [
    { path: '/', lastModified: null },
    { path: '/experiences/nova/a&b', lastModified: '2026-01-02T00:00:00.000Z' },
  ]);
  t.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
  t.match(xml, '<loc>https://lumen.example/</loc>');
  t.match(xml, '<loc>https://lumen.example/experiences/nova/a&amp;b</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>');
});
