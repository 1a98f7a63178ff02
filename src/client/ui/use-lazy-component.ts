// A component whose code is fetched only when it is wanted, and only in the browser after hydration
// (effects never run on the server): slots on pages kept for every viewer use it, so neither the kept
// HTML nor visitors' first load carries what only a signed-in persona sees. A chunk that fails to load
// leaves the slot empty.
import { useEffect, useRef, useState, type ComponentType } from 'react';

export function useLazyComponent<P extends object>(
  wanted: boolean,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadRef.current().then(
      (loaded) => {
        if (live) setComponent(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? Component : null;
}
