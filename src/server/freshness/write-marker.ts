// Read-your-writes across instances (ARCHITECTURE.md, "How caches are invalidated across instances").
// Every instance keeps its own HTTP cache of upstream answers (the catalogue is `public, max-age=5,
// stale-while-revalidate=30`), and only the instance that sent a write learns of it. So a write leaves a
// short-lived cookie saying when it happened, and the writer's reads carry it to whichever instance
// they reach: that instance revalidates every cached answer older than the write and keeps using the
// newer ones. Nothing is shared between instances but the browser's cookie.

export const WRITE_MARKER_COOKIE = 'lumen_wrote';

/**
 * The longest a shared cache may answer from an entry: the catalogue's max-age plus its
 * stale-while-revalidate (docs/upstream-api.md). A marker older than this has nothing left to correct.
 */
export const SHARED_CACHE_WINDOW_S = 5 + 30;

/**
 * Clocks of instances differ a little, and a read that started before the write may be cached just
 * after it: answers cached up to this long after the marker are distrusted too.
 */
export const WRITE_MARKER_MARGIN_MS = 1000;

/** How long the marker cookie lives: past this, no answer cached before the write is left anywhere. */
export const WRITE_MARKER_LIFETIME_S = SHARED_CACHE_WINDOW_S + Math.ceil(WRITE_MARKER_MARGIN_MS / 1000);

/** The marker a write leaves: the instant it was answered, in epoch milliseconds. */
export function writeMarkerValue(now: number): string {
  return String(Math.floor(now));
}

/**
 * From a marker cookie to the instant after which cached answers may be used (epoch ms), or undefined
 * when there is no marker, it is not one, or it is too old to matter. A marker from the future (another
 * instance's clock, or a hand-made cookie) counts as now: it can only make its own bearer's reads fresher.
 */
export function freshAfter(marker: string | undefined, now: number): number | undefined {
  if (marker === undefined || !/^\d{1,16}$/.test(marker)) return undefined;
  const wroteAt = Math.min(Number(marker), now);
  if (now - wroteAt > SHARED_CACHE_WINDOW_S * 1000 + WRITE_MARKER_MARGIN_MS) return undefined;
  return wroteAt + WRITE_MARKER_MARGIN_MS;
}

/**
 * The request directive that makes an RFC 9111 cache revalidate every answer cached before `after`:
 * `max-age` counts whole seconds, and undici rounds an answer's age, so flooring here never lets an
 * older answer through (it may revalidate one cached in the same second after it, which is only a read).
 */
export function cacheControlForFreshAfter(after: number, now: number): string {
  return `max-age=${Math.max(0, Math.floor((now - after) / 1000))}`;
}
