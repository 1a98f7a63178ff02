// The analytics beacon, loaded on its own after hydration (use-track.ts imports it lazily): a few hundred
// bytes, no dependency, no zod (the web tier validates). Nothing is sent when the browser asks not to be
// tracked (Do Not Track or Global Privacy Control); the server checks the same headers again.
import { ANALYTICS_INGEST_PATH, type BrowserEvent } from '../../shared/analytics/limits.ts';

export function track(event: BrowserEvent): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return;
  const body = JSON.stringify(event);
  // sendBeacon survives leaving the page; a browser without it (or refusing) gets a keepalive fetch.
  if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(ANALYTICS_INGEST_PATH, body)) return;
  void fetch(ANALYTICS_INGEST_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}
