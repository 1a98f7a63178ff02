// Whether this component has hydrated: false while the server renders and while the browser hydrates
// (both render the same markup), true right after. A control in server HTML whose code has not yet
// arrived (a lazy chunk hydrates after the page) can say so instead of silently dropping a key press.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
