// The signed-in viewer (or null), known at SSR from the session cookie and carried to the browser in
// the boot data, so server and client render the same navigation. Sign-in and sign-out are full page
// loads, so the value does not change during a page's life.
import { createContext, useContext, type ReactNode } from 'react';
import type { Viewer } from '../../shared/session/viewer.ts';

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ value, children }: { value: Viewer | null; children: ReactNode }) {
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/** The signed-in viewer, or null for visitors. */
export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
