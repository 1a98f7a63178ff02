// The browser side of streamed data. The server writes `<script>` tags that push dehydrated queries
// onto self.__LUMEN_Q as each section resolves, always BEFORE the HTML that React reveals with them,
// so a section's data is in the cache when React hydrates it and nothing is fetched again.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

export const STREAM_GLOBAL = '__LUMEN_Q';

interface StreamQueue {
  push(state: DehydratedState): void;
}

declare global {
  interface Window {
    __LUMEN_Q?: DehydratedState[] | StreamQueue;
  }
}

export function connectStreamedCache(client: QueryClient): void {
  const pending = window.__LUMEN_Q;
  if (Array.isArray(pending)) {
    for (const state of pending) hydrate(client, state);
  }
  window.__LUMEN_Q = { push: (state: DehydratedState) => hydrate(client, state) };
}
