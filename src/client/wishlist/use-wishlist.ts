// Wished state of listings and the optimistic toggle (docs/product.md §15 wishlist heart).
//
// - One `wishlist.idsForListings` query per grid or listing page, run only in the browser after hydration
//   for viewers with a persona (useQuery does not fetch during SSR), so listing and store pages kept for
//   visitors and for every signed-in account (docs/decisions/0042-signed-in-pages-kept-for-every-account.md)
//   never carry anyone's hearts.
// - The toggle writes the expected state into every cached answer (a listing may be on a grid and its page
//   at once), rolls all of them back if the call fails, and settles on the service's answer. The
//   /wishlist list is re-read when a toggle settles.
import { useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../trpc.ts';
import { useViewer } from '../session/viewer.tsx';
import { errorInfo } from '../query/error-info.ts';
import { useAsServerRendered } from '../query/as-server-rendered.ts';
import { useT } from '../i18n/i18n.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import type { WishlistIds, WishlistState } from '../../shared/wishlist/schema.ts';
import { MAX_WISHLIST_STATUS_IDS } from '../../shared/wishlist/limits.ts';

const IDS_STALE_MS = 30_000;
const idsKey = getQueryKey(trpc.wishlist.idsForListings);
const listKey = getQueryKey(trpc.wishlist.list);

export interface WishedState {
  /** The wished listings among those asked about; undefined while unknown (visitors: always). */
  wished: ReadonlySet<string> | undefined;
}

/** Which of these listings the viewer wished (lower-case ids). */
export function useWishedListings(listingIds: readonly string[]): WishedState {
  const viewer = useViewer();
  const ids = [...new Set(listingIds.map((id) => id.toLowerCase()))].sort().slice(0, MAX_WISHLIST_STATUS_IDS);
  const enabled = ids.length > 0 && hasPersona(viewer);
  const query = trpc.wishlist.idsForListings.useQuery(
    { listingIds: ids },
    { enabled, staleTime: IDS_STALE_MS, retry: 1 },
  );
  const answer = useAsServerRendered(query, enabled);
  return { wished: answer.data ? new Set(answer.data.listingIds) : undefined };
}

type Snapshot = Array<[QueryKey, unknown]>;

function withState(old: WishlistIds | undefined, next: WishlistState): WishlistIds | undefined {
  if (!old) return old;
  const rest = old.listingIds.filter((id) => id !== next.listingId);
  return { listingIds: next.wished ? [...rest, next.listingId] : rest };
}

/** `toggle(wished)` flips one listing on or off the wishlist; `error` says what went wrong (null otherwise). */
export function useWishlistToggle(listingId: string, name: string) {
  const t = useT();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // What this button last knew, for a click before the page's state has loaded, and during the call.
  const [local, setLocal] = useState<boolean | undefined>(undefined);
  const previous = useRef<boolean | undefined>(undefined);
  const snapshot = useRef<Snapshot>([]);
  const id = listingId.toLowerCase();

  const rollback = (failure: unknown, adding: boolean) => {
    for (const [queryKey, data] of snapshot.current) client.setQueryData(queryKey, data);
    setLocal(previous.current);
    setError(t(adding ? 'wishlist.addFailed' : 'wishlist.removeFailed', { name, reason: errorInfo(failure).message }));
  };
  const settle = (state: WishlistState) => {
    setLocal(state.wished);
    client.setQueriesData<WishlistIds>({ queryKey: idsKey }, (old) => withState(old, state));
  };
  const refreshList = () => client.invalidateQueries({ queryKey: listKey });
  const add = trpc.wishlist.add.useMutation({
    onError: (failure) => rollback(failure, true),
    onSuccess: settle,
    onSettled: refreshList,
  });
  const remove = trpc.wishlist.remove.useMutation({
    onError: (failure) => rollback(failure, false),
    onSuccess: settle,
    onSettled: refreshList,
  });
  const pending = add.isPending || remove.isPending;

  const toggle = (current: boolean | undefined) => {
    if (pending) return;
    const wished = current ?? false;
    setError(null);
    if (current !== undefined) void client.cancelQueries({ queryKey: idsKey });
    snapshot.current = client.getQueriesData({ queryKey: idsKey });
    previous.current = current;
    setLocal(!wished);
    client.setQueriesData<WishlistIds>({ queryKey: idsKey }, (old) =>
      withState(old, { listingId: id, wished: !wished }),
    );
    if (wished) remove.mutate({ listingId: id });
    else add.mutate({ listingId: id });
  };
  return { toggle, error, dismiss: () => setError(null), pending, local };
}
