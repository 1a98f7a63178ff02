// The viewer's Lumen Dollar balance in the browser (docs/product.md §9 Balance state, §9 Balance load, §12 failures
// stored and not displayed, docs/product.md §9 'Get {product} dollars'). Pure: the browser imports this module; the
// hook in src/client/balance/use-balance.ts runs it.

/** What balance.get answers (and GET /api/user/balance): the balance as an integer. */
export interface BalanceView {
  readonly balance: number;
}

export interface BalanceState {
  /** docs/product.md §5/§11: a number, initially 0. */
  readonly balance: number;
  readonly loading: boolean;
  /** The last failure, kept and never shown (docs/product.md §12); cleared by the next success. */
  readonly error: string | null;
  /** Whether a balance has ever arrived (an unknown balance must not read as 0 in the UI). */
  readonly loaded: boolean;
}

export const INITIAL_BALANCE_STATE: BalanceState = Object.freeze({
  balance: 0,
  loading: false,
  error: null,
  loaded: false,
});

/** What the hook's query knows: its data (the parsed balance), its error, whether a load runs. */
export interface BalanceQueryLike {
  readonly data: number | undefined;
  readonly error: unknown;
  readonly isFetching: boolean;
}

/**
 * docs/product.md §9 Balance load, read off the query that loads it: a request sets loading; a success stores the
 * integer balance and clears the error; a failure stores the error (never shown, docs/product.md §12) and keeps the
 * balance that was there (0 at first).
 */
export function balanceStateOf(query: BalanceQueryLike): BalanceState {
  const error = query.error === null || query.error === undefined ? null : errorText(query.error);
  return {
    balance: query.data ?? 0,
    loading: query.isFetching,
    error: query.isFetching ? null : error,
    loaded: query.data !== undefined,
  };
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'The balance could not be loaded.';
}

/**
 * docs/product.md §9: the balance is an integer parsed from the response's balance field ('2500', 2500.9 → 2500).
 * Throws when the body has no usable balance (the caller stores that as the error).
 */
export function parseBalanceResponse(body: unknown): number {
  const raw = typeof body === 'object' && body !== null ? (body as { balance?: unknown }).balance : undefined;
  if (typeof raw !== 'number' && typeof raw !== 'string') throw new Error('The balance answer has no balance.');
  const balance = Number.parseInt(String(raw), 10);
  if (!Number.isFinite(balance)) throw new Error('The balance answer is not a number.');
  return balance;
}

/** Statuses of GET /api/user/balance that mean the session may have ended (docs/product.md §12: run the check). */
export function balanceStatusNeedsSessionCheck(status: number): boolean {
  return status === 302 || status === 401 || status === 403;
}

export type BalanceButtonView =
  /** Nothing known yet: a placeholder of the same size (no number that could be wrong). */
  | { readonly kind: 'loading' }
  /** The load failed before any balance was known: the coin and the product's dollars, no amount. */
  | { readonly kind: 'unknown'; readonly text: string }
  /** docs/product.md §9: an empty balance reads 'Get {product} dollars'. */
  | { readonly kind: 'empty'; readonly text: string }
  /** `short` is what a phone's top bar has room for: up to 9,999 the same, above it 12.3K, 1.2M. */
  | { readonly kind: 'amount'; readonly text: string; readonly short: string };

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Four digits fit beside the cart, bell and menu at 320 px; longer amounts are shortened there. */
const PHONE_FULL_MAX = 9_999;

/** What the balance button shows. A known balance stays on screen while a refresh runs or fails. */
export function balanceButtonView(state: BalanceState, product: string): BalanceButtonView {
  if (!state.loaded)
    return state.error !== null && !state.loading
      ? { kind: 'unknown', text: `${product} Dollars` }
      : { kind: 'loading' };
  if (state.balance === 0) return { kind: 'empty', text: `Get ${product} dollars` };
  const text = grouping.format(state.balance);
  return {
    kind: 'amount',
    text,
    short: Math.abs(state.balance) <= PHONE_FULL_MAX ? text : compact.format(state.balance),
  };
}
