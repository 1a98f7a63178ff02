// The write marker's rules: what a cookie means, and the request directive that follows from it.
import t from 'tap';
import {
  SHARED_CACHE_WINDOW_S,
  WRITE_MARKER_MARGIN_MS,
  cacheControlForFreshAfter,
  freshAfter,
  writeMarkerValue,
} from './write-marker.ts';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');

t.test(
  'a recent marker distrusts answers cached before the write, and just after it (clocks, reads in flight)',
  async (t) => {
    t.equal(freshAfter(writeMarkerValue(NOW - 2000), NOW), NOW - 2000 + WRITE_MARKER_MARGIN_MS);
    t.equal(freshAfter(writeMarkerValue(NOW), NOW), NOW + WRITE_MARKER_MARGIN_MS);
  },
);

t.test('no marker, a malformed one or one older than any cached answer changes nothing', async (t) => {
  for (const marker of [undefined, '', 'yesterday', '-5', '1e12', '12345678901234567'])
    t.equal(freshAfter(marker, NOW), undefined, String(marker));
  const old = NOW - SHARED_CACHE_WINDOW_S * 1000 - WRITE_MARKER_MARGIN_MS - 1;
  t.equal(freshAfter(writeMarkerValue(old), NOW), undefined);
});

t.test('a marker from the future counts as now', async (t) => {
  t.equal(freshAfter(writeMarkerValue(NOW + 3_600_000), NOW), NOW + WRITE_MARKER_MARGIN_MS);
});

t.test('max-age is the whole seconds since the instant, never less than 0', async (t) => {
  t.equal(cacheControlForFreshAfter(NOW, NOW), 'max-age=0');
  t.equal(cacheControlForFreshAfter(NOW - 1999, NOW), 'max-age=1');
  t.equal(
    cacheControlForFreshAfter(NOW + 500, NOW),
    'max-age=0',
    'until the instant has passed, nothing cached is used',
  );
  // Any answer cached before the instant is older than max-age, after undici rounds its age.
  for (const [cachedAgoMs, afterAgoMs] of [
    [1600, 1400],
    [2400, 1999],
    [900, 100],
    [35_000, 34_999],
  ] as const) {
    const maxAge = Number(cacheControlForFreshAfter(NOW - afterAgoMs, NOW).slice('max-age='.length));
    t.ok(
      Math.round(cachedAgoMs / 1000) >= maxAge,
      `cached ${cachedAgoMs} ms ago, instant ${afterAgoMs} ms ago: revalidated`,
    );
  }
});
