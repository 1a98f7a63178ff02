// Data for one streamed section. Unlike useSuspenseQuery it never throws the error: a failed upstream
// renders as a friendly error section on the server (so bots and no-JS readers see it too) and the
// same state hydrates in the browser, with a retry there.
import { use } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type QueryClient } from '@tanstack/react-query';

const inFlight = new WeakMap<object, Promise<unknown>>();

function settledPromise(
  client: QueryClient,
  options: UseQueryOptions<unknown, unknown, unknown, QueryKey>,
): Promise<unknown> {
  const query = client.getQueryCache().build(client, options);
  let promise = inFlight.get(query);
  if (!promise) {
    // Resolve on success and on failure: the error lives in the query state, not in a thrown promise.
    promise = client.fetchQuery(options).then(
      () => undefined,
      () => undefined,
    );
    inFlight.set(query, promise);
    void promise.finally(() => inFlight.delete(query));
  }
  return promise;
}

// A promise React already knows is fulfilled: `use` returns at once instead of suspending.
const ALREADY_SETTLED: Promise<unknown> = Object.assign(Promise.resolve(undefined), {
  status: 'fulfilled' as const,
  value: undefined,
});

export function useSectionQuery<TData, TError, TKey extends QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TKey>,
) {
  const client = useQueryClient();
  const result = useQuery({ ...options, retryOnMount: false, throwOnError: false });
  const waiting = result.status === 'pending' && result.fetchStatus !== 'paused';
  // `use` runs on every render, settled or not. When a suspended component renders again React hands
  // each `use` call the promise the same call position received before; a `use` that only ran while
  // pending would shift positions when a component has two sections (the second query would get the
  // first one's settled promise and render empty on the server, then differ from the browser).
  use(
    waiting
      ? settledPromise(client, options as unknown as UseQueryOptions<unknown, unknown, unknown, QueryKey>)
      : ALREADY_SETTLED,
  );
  return result;
}
