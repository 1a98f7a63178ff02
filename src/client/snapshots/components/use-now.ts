// "Now" for relative ages that render identically on the server and at hydration. The server renders
// with the instant its answer was made (the data's `asOf`); the browser hydrates with that same value
// (useSyncExternalStore's server snapshot), so no hydration mismatch can come from the clock, and right
// after hydration React switches to the browser's own clock, ticking every 30 s while anything shows an
// age. Quantised to the tick so repeated reads within one render agree.
import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
const quantised = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

let current = quantised();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    current = quantised();
    timer = setInterval(() => {
      const next = quantised();
      if (next === current) return;
      current = next;
      for (const notify of listeners) notify();
    }, TICK_MS / 3);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function getSnapshot(): number {
  // Without a running ticker the stored value may be old (nothing showed an age for a while).
  if (timer === undefined) current = quantised();
  return current;
}

/** Epoch milliseconds: `serverNow` (ISO) on the server and during hydration, the browser's clock after. */
export function useNow(serverNow: string): number {
  const server = Date.parse(serverNow);
  return useSyncExternalStore(subscribe, getSnapshot, () => server);
}
