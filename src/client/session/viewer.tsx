// The signed-in viewer (or null), known at SSR from the session cookie and carried to the browser in
// the boot data, so server and client render the same navigation. Sign-in and sign-out are full page
// loads, so the value does not change during a page's life.
//
// A page kept for every signed-in account (`deferred`, docs/performance/pages.md "Signed-in pages") is
// rendered and hydrated with the neutral viewer, which names nobody; once hydrated, the real viewer from
// the page's own boot data takes its place.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { neutralViewer, type Viewer } from '../../shared/session/viewer.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({
  value,
  deferred = false,
  children,
}: {
  value: Viewer | null;
  deferred?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const neutral = useMemo(() => (value ? neutralViewer(value) : null), [value]);
  const shown = deferred && !hydrated ? neutral : value;
  return <ViewerContext.Provider value={shown}>{children}</ViewerContext.Provider>;
}

/** The signed-in viewer, or null for visitors. */
export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
