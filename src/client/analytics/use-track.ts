// Reporting analytics events from components without putting the beacon in the first load: the module
// is imported on first use, after hydration (effects and handlers never run on the server).
import { useEffect } from 'react';
import type { BrowserEvent } from '../../shared/analytics/limits.ts';

export function trackEvent(event: BrowserEvent): void {
  void import('./track.ts').then((module) => module.track(event)).catch(() => undefined);
}

/** One page view per mounted page and subject. */
export function useTrackPageView(kind: BrowserEvent['kind'], id: string): void {
  useEffect(() => {
    trackEvent({ event: 'page-view', kind, id });
  }, [kind, id]);
}
