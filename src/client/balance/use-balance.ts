// The viewer's balance in the browser: the balance.get procedure, kept in the page's QueryClient so the
// balance button, the cart's checkout and ticket buying share one copy. Only loaded in
// the browser (useQuery does not fetch during SSR) and only for viewers with a persona (the procedure
// refuses others). A 302/401/403 runs the session check through the tRPC link, like every procedure.
import { useCallback } from 'react';
import { trpc } from '../trpc.ts';
import { errorInfo } from '../query/error-info.ts';
import { balanceStateOf, type BalanceState } from '../../shared/cart/balance.ts';

export interface UseBalance extends BalanceState {
  /** Loads the balance again (after a checkout or a funds purchase); resolves with it, or null on failure. */
  refresh: () => Promise<number | null>;
}

export function useBalance(enabled: boolean): UseBalance {
  const utils = trpc.useUtils();
  const query = trpc.balance.get.useQuery(undefined, {
    enabled,
    // A 4xx will not change by asking again at once; other failures get the client's one retry.
    retry: (count, error) => errorInfo(error).httpStatus >= 500 && count < 1,
  });
  const refresh = useCallback(async () => {
    try {
      const view = await utils.balance.get.fetch(undefined, { staleTime: 0 });
      return view.balance;
    } catch {
      return null;
    }
  }, [utils]);
  return {
    ...balanceStateOf({ data: query.data?.balance, error: query.error, isFetching: query.isFetching }),
    refresh,
  };
}
