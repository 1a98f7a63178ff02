import { QueryClient } from '@tanstack/react-query';

/** One per request on the server, one per tab in the browser (docs/toolchain.md §4). */
export function createQueryClient(onServer: boolean): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Above 0 so hydrated data is not refetched on mount (docs/toolchain.md §4).
        staleTime: 60_000,
        gcTime: onServer ? Infinity : 5 * 60_000,
        retry: onServer ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
