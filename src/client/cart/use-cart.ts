// The signed-in persona's cart in the browser (docs/product.md §9): the tRPC
// cart.get query (browser only: useQuery does not fetch during SSR) and the mutations, each of which
// answers the new cart, written straight into the cache so every view of it agrees.
import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../trpc.ts';
import type { CartView } from '../../shared/cart/schema.ts';

export type CartChange = { kind: 'remove'; productId: string } | { kind: 'clear' } | { kind: 'clearDelisted' };

export function useCart(enabled: boolean) {
  const utils = trpc.useUtils();
  const query = trpc.cart.get.useQuery(undefined, { enabled });
  // A refresh that failed while an older cart is shown: the menu says the cart may be out of date.
  const [refreshFailed, setRefreshFailed] = useState(false);

  /** Reads the cart again from the server (docs/product.md §9: toggling opens it after refreshing). */
  const refresh = useCallback(async (): Promise<CartView | null> => {
    try {
      const view = await utils.cart.get.fetch(undefined, { staleTime: 0 });
      setRefreshFailed(false);
      return view;
    } catch {
      setRefreshFailed(true);
      return null;
    }
  }, [utils]);

  const change = useMutation<CartView, unknown, CartChange>({
    mutationFn: (variables) => {
      switch (variables.kind) {
        case 'remove':
          return utils.client.cart.remove.mutate({ productId: variables.productId });
        case 'clear':
          return utils.client.cart.clear.mutate();
        case 'clearDelisted':
          return utils.client.cart.clearDelisted.mutate();
      }
    },
    onSuccess: (view) => {
      utils.cart.get.setData(undefined, view);
      // A listing page asks cart.has for its one product.
      void utils.cart.has.invalidate();
    },
  });

  return {
    cart: query.data ?? null,
    /** The first load failed and there is nothing to show. */
    failed: query.data === undefined && query.status === 'error',
    /** The last refresh failed; `cart` is what was read before. */
    stale: refreshFailed && query.data !== undefined,
    refresh,
    change: change.mutateAsync,
    /** The change running now, if any (its buttons show it and refuse a second click). */
    changing: change.isPending ? (change.variables ?? null) : null,
  };
}
