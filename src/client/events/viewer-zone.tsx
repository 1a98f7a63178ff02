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
    if (detected === initial.zone && !initial.isFallback) return;
    document.cookie = `${TZ_COOKIE}=${encodeURIComponent(detected)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
    // This context sits above every streamed section. Switching while the server is still streaming them
    // would make React client-render the ones whose HTML has not arrived, and that HTML would then land
    // beside them, hidden and dead (seen as doubled forms and ticket lists). So: once the document has
    // been parsed (every section's HTML is in), and as a transition, which lets React hydrate first.
    const apply = () => startTransition(() => setZone({ zone: detected, isFallback: false }));
    if (document.readyState !== 'loading') {
      apply();
      return;
    }
    document.addEventListener('DOMContentLoaded', apply, { once: true });
    return () => document.removeEventListener('DOMContentLoaded', apply);
  }, [initial.zone, initial.isFallback]);
  return <ViewerZoneContext.Provider value={zone}>{children}</ViewerZoneContext.Provider>;
}

export function useViewerZone(): ViewerZone {
  return useContext(ViewerZoneContext);
}
