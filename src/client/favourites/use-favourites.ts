// Favourite state of experience cards and the optimistic toggle (docs/product.md §5 favourite button).
//
// - One `favourites.status` query per grid (all its cards' ids), never one per card; the batch link
//   merges the grids of a page into one request. It runs only in the browser after hydration, so the
//   server-rendered catalogue stays the same for everyone (its shared HTTP caching is untouched).
// - The toggle writes the expected state into EVERY cached status (a card may be on the home shelf and
//   in "More from" at once, and on the detail page), rolls all of them back if the call fails, and
//   settles on the service's answer. The /favourites list is re-read when a toggle settles.
import { useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../trpc.ts';
import { useViewer } from '../session/viewer.tsx';
import { errorInfo } from '../query/error-info.ts';
import { useAsServerRendered } from '../query/as-server-rendered.ts';
import { hasPersona } from '../../shared/session/viewer.ts';
import type { FavouriteStatus, FavouriteStatuses } from '../../shared/favourites/schema.ts';
import { MAX_STATUS_IDS } from '../../shared/favourites/limits.ts';

const STATUS_STALE_MS = 30_000;
const statusKey = getQueryKey(trpc.favourites.status);
const listKey = getQueryKey(trpc.favourites.list);

/**
 * Favourite states of these experiences by id. `enabledForVisitors`: the detail page shows the count to
 * everyone; grids ask only for viewers with a persona (visitors' hearts lead to sign-in and need no data).
 */
export function useFavouriteStatuses(experienceIds: readonly string[], options: { enabledForVisitors?: boolean } = {}) {
  const viewer = useViewer();
  const ids = [...new Set(experienceIds.map((id) => id.toLowerCase()))].slice(0, MAX_STATUS_IDS);
  const enabled = ids.length > 0 && (hasPersona(viewer) || options.enabledForVisitors === true);
  const query = trpc.favourites.status.useQuery(
    { experienceIds: ids },
    { enabled, staleTime: STATUS_STALE_MS, retry: 1 },
  );
  const answer = useAsServerRendered(query, enabled);
  const byId = new Map<string, FavouriteStatus>((answer.data?.items ?? []).map((item) => [item.experienceId, item]));
  return { byId, loading: answer.pending };
}

type Snapshot = Array<[QueryKey, unknown]>;

function withStatus(old: FavouriteStatuses | undefined, next: FavouriteStatus): FavouriteStatuses | undefined {
  if (!old) return old;
  return { items: old.items.map((item) => (item.experienceId === next.experienceId ? next : item)) };
}

/** `toggle(status)` flips one experience's favourite; `error` says what went wrong (null otherwise). */
export function useFavouriteToggle(experienceId: string, name: string) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // The state this button last knew, for a click before the grid's status has loaded.
  const [local, setLocal] = useState<FavouriteStatus | undefined>(undefined);
  const previous = useRef<FavouriteStatus | undefined>(undefined);
  const snapshot = useRef<Snapshot>([]);
  const id = experienceId.toLowerCase();

  const rollback = (failure: unknown, what: string) => {
    for (const [queryKey, data] of snapshot.current) client.setQueryData(queryKey, data);
    setLocal(previous.current);
    setError(`${name} could not be ${what} your favourites. ${errorInfo(failure).message}`);
  };
  // The service's answer is the truth (e.g. the count moved meanwhile).
  const settle = (status: FavouriteStatus) => {
    setLocal(status);
    client.setQueriesData<FavouriteStatuses>({ queryKey: statusKey }, (old) => withStatus(old, status));
  };
  const refreshList = () => client.invalidateQueries({ queryKey: listKey });
  const add = trpc.favourites.add.useMutation({
    onError: (failure) => rollback(failure, 'added to'),
    onSuccess: settle,
    onSettled: refreshList,
  });
  const remove = trpc.favourites.remove.useMutation({
    onError: (failure) => rollback(failure, 'removed from'),
    onSuccess: settle,
    onSettled: refreshList,
  });
  const pending = add.isPending || remove.isPending;

  const toggle = (current: FavouriteStatus | undefined) => {
    // One call at a time per heart: the next click waits for the answer (the heart already shows it).
    if (pending) return;
    const favourited = current?.favourited ?? false;
    const count = current?.count ?? 0;
    setError(null);
    // A status read in flight would overwrite the optimistic heart with the old one. Unknown state
    // (clicked before the grid's status arrived) counts as "not favourited": adding is idempotent, so
    // the answer is right either way, and the read in flight is left to land.
    if (current !== undefined) void client.cancelQueries({ queryKey: statusKey });
    snapshot.current = client.getQueriesData({ queryKey: statusKey });
    previous.current = current;
    const expected: FavouriteStatus = {
      experienceId: id,
      favourited: !favourited,
      count: Math.max(0, count + (favourited ? -1 : 1)),
    };
    setLocal(expected);
    client.setQueriesData<FavouriteStatuses>({ queryKey: statusKey }, (old) => withStatus(old, expected));
    if (favourited) remove.mutate({ experienceId: id });
    else add.mutate({ experienceId: id });
  };
  return { toggle, error, dismiss: () => setError(null), pending, local };
}
