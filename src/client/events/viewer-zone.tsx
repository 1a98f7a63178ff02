// The viewer's time zone for every page that shows times (issue 5). The server renders in the zone the
// tz cookie names (UTC, named as such, on a first visit); the browser hydrates with the SAME zone, so
// the markup matches, and only then reads its own zone from Intl: it stores it in the cookie for the
// next request and, when it differs from what was rendered, switches (queries keyed by tz refetch).
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { TZ_COOKIE, parseTimeZone, type ViewerZone } from '../../shared/events/time-zone.ts';

const ViewerZoneContext = createContext<ViewerZone>({ zone: 'UTC', isFallback: true });

const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export function ViewerZoneProvider({ initial, children }: { initial: ViewerZone; children: ReactNode }) {
  const [zone, setZone] = useState<ViewerZone>(initial);
  useEffect(() => {
    const detected = parseTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (detected === null) return; // an engine with no zone: keep the named UTC fallback
    if (detected !== initial.zone || initial.isFallback) {
      document.cookie = `${TZ_COOKIE}=${encodeURIComponent(detected)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
      // A transition: this context sits above every streamed section. An urgent update would make React
      // client-render sections still waiting to hydrate, and the server's copy, streamed in later, would
      // then stand beside it (seen as a doubled review form); a transition waits for hydration instead.
      startTransition(() => setZone({ zone: detected, isFallback: false }));
    }
  }, [initial.zone, initial.isFallback]);
  return <ViewerZoneContext.Provider value={zone}>{children}</ViewerZoneContext.Provider>;
}

export function useViewerZone(): ViewerZone {
  return useContext(ViewerZoneContext);
}
