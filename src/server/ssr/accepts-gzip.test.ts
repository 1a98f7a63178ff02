import t from 'tap';
import { acceptsGzip } from './accepts-gzip.ts';

t.test('what browsers and tools send', async (t) => {
  t.equal(acceptsGzip('gzip, deflate, br, zstd'), true, 'Chromium');
  t.equal(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1'), true);
  t.equal(acceptsGzip(undefined), false, 'no header: identity');
  t.equal(acceptsGzip(''), false);
  t.equal(acceptsGzip('identity'), false);
  t.equal(acceptsGzip('br'), false, 'only brotli');
});

t.test('quality zero refuses, the wildcard counts unless gzip is named', async (t) => {
  t.equal(acceptsGzip('gzip;q=0'), false);
  t.equal(acceptsGzip('gzip; q=0.000, *'), false, 'named refusal beats the wildcard');
  t.equal(acceptsGzip('*'), true);
  t.equal(acceptsGzip('*;q=0'), false);
  t.equal(acceptsGzip(['deflate', 'GZIP']), true, 'several header lines, any case');
  t.equal(acceptsGzip('gzip;q=abc'), false, 'an unreadable quality is ignored');
});
