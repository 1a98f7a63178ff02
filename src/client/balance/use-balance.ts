// The viewer's balance in the browser (spec §3 Balance state, §4 Balance load): GET /api/user/balance,
// kept in the page's QueryClient so the balance button, the cart's checkout and the funds page share one
// copy. Only loaded in the browser (useQuery does not fetch during SSR) and only for viewers with a
// persona (the route answers 401 otherwise). A 302/401/403 runs the session check (spec §8).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  balanceStateOf,
  balanceStatusNeedsSessionCheck,
  parseBalanceResponse,
  type BalanceState,
} from '../../shared/cart/balance.ts';
import type { SessionChecker } from '../../shared/session/session-check.ts';
import { browserSessionChecker } from '../session/session-check-link.ts';

/** The balance's query key (outside tRPC's keys: the balance is a plain route, not a procedure). */
export const BALANCE_QUERY_KEY = ['lumen', 'balance'] as const;

// One checker for the balance calls, made on first use (the browser only). It has its own 5 s throttle:
// the tRPC link's checker lives in entry-client.tsx and is not shared (see the hand-over notes).
let checker: SessionChecker | null = null;
function sessionChecker(): SessionChecker {
  checker ??= browserSessionChecker();
  return checker;
}

export class BalanceLoadError extends Error {
  constructor(readonly status: number) {
    super(`The balance could not be loaded (HTTP ${status}).`);
    this.name = 'BalanceLoadError';
  }
}

/**
 * One balance load. `redirect: 'manual'` so that a redirect (the session ended at a proxy) shows up as
 * such instead of being followed to an HTML page; it counts as the 302 of spec §8.
 */
export async function fetchBalance(): Promise<number> {
  const response = await fetch('/api/user/balance', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    redirect: 'manual',
  });
  const status = response.type === 'opaqueredirect' ? 302 : response.status;
  if (balanceStatusNeedsSessionCheck(status)) void sessionChecker().onApiStatus(status);
  if (!response.ok) throw new BalanceLoadError(status);
  return parseBalanceResponse(await response.json());
}

export interface UseBalance extends BalanceState {
  /** Loads the balance again (after a checkout or a funds purchase); resolves with it, or null on failure. */
  refresh: () => Promise<number | null>;
}

export function useBalance(enabled: boolean): UseBalance {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: fetchBalance,
    enabled,
    // A 4xx will not change by asking again at once; other failures get the client's one retry.
    retry: (count, error) => !(error instanceof BalanceLoadError && error.status < 500) && count < 1,
  });
  const refresh = useCallback(async () => {
    await client.invalidateQueries({ queryKey: BALANCE_QUERY_KEY, exact: true });
    const state = client.getQueryState<number>(BALANCE_QUERY_KEY);
    return state?.status === 'success' ? (state.data ?? null) : null;
  }, [client]);
  return { ...balanceStateOf({ data: query.data, error: query.error, isFetching: query.isFetching }), refresh };
}
