// Queries the server never runs (one viewer's state, fetched in the browser) can already hold an answer
// when a component hydrates: another part of the page hydrated first and asked the same thing. React 19
// does not patch attributes that differ at hydration, so a button the server drew disabled would stay
// disabled although the client drew it enabled. Until the component has hydrated it therefore sees what
// the server saw (no answer yet), and the real answer in the render right after.
import { useHydrated } from '../ui/use-hydrated.ts';

export interface BrowserAnswer<TData> {
  /** The answer; undefined while unknown, while hydrating, or when not asked. */
  data: TData | undefined;
  /** Asked, and no answer is shown yet. */
  pending: boolean;
  /** Asked, and the question failed. */
  failed: boolean;
}

export function useAsServerRendered<TData>(
  query: { data: TData | undefined; isPending: boolean; isError: boolean },
  asked: boolean,
): BrowserAnswer<TData> {
  const hydrated = useHydrated();
  if (!asked) return { data: undefined, pending: false, failed: false };
  if (!hydrated) return { data: undefined, pending: true, failed: false };
  return { data: query.data, pending: query.isPending, failed: query.isError };
}
