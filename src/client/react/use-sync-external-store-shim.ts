// wouter imports use-sync-external-store/shim for React 17; React 19 has the hook itself, so
// vite.config.ts points the shim here and the browser does not download a fallback it never runs.
export { useSyncExternalStore } from 'react';
