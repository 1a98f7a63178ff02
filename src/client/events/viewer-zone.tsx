// The viewer's time zone for every page that shows times (docs/product.md §10). The server renders in the zone the
// tz cookie names (UTC, named as such, on a first visit); the browser hydrates with the SAME zone, so
// the markup matches, and only then reads its own zone from Intl and stores it in the cookie for the
// next request.
//
// The detected zone is an external store read with useSyncExternalStore, not a context value: a context
// change at the root reaches every streamed section, and React client-renders sections whose server HTML
// has not been revealed yet; that HTML then lands beside them, hidden and dead (seen as doubled forms and
// lists). With a store only the components that show times re-render, and only when the zone differs.
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { TZ_COOKIE, parseTimeZone, type ViewerZone } from '../../shared/events/time-zone.ts';

const RenderedZoneContext = createContext<ViewerZone>({ zone: 'UTC', isFallback: true });

const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

// The browser's own zone once read (never set on the server, where effects do not run).
let detectedZone: ViewerZone | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const detectedSnapshot = () => detectedZone;
const noDetectedZone = () => null;

export function ViewerZoneProvider({ initial, children }: { initial: ViewerZone; children: ReactNode }) {
  useEffect(() => {
    const detected = parseTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (detected === null) return; // an engine with no zone: keep the named UTC fallback
    if (detected !== initial.zone || initial.isFallback) {
      document.cookie = `${TZ_COOKIE}=${encodeURIComponent(detected)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
    }
    detectedZone = { zone: detected, isFallback: false };
    for (const listener of listeners) listener();
  }, [initial.zone, initial.isFallback]);
  return <RenderedZoneContext.Provider value={initial}>{children}</RenderedZoneContext.Provider>;
}

/** The zone the browser is in, once known (null during server rendering and hydration). */
export function useDetectedZone(): ViewerZone | null {
  return useSyncExternalStore(subscribe, detectedSnapshot, noDetectedZone);
}

/**
 * The zone to show times in: the rendered one, until the browser's differs (then that one). The same
 * object while nothing changes, so components re-render only when their times do.
 */
export function useViewerZone(): ViewerZone {
  const rendered = useContext(RenderedZoneContext);
  // The snapshot is the zone to show, so learning that the browser is in the rendered zone changes
  // nothing and re-renders nobody.
  const shown = useCallback(
    () => (detectedZone !== null && detectedZone.zone !== rendered.zone ? detectedZone : rendered),
    [rendered],
  );
  const serverShown = useCallback(() => rendered, [rendered]);
  return useSyncExternalStore(subscribe, shown, serverShown);
}
