// Which listings the signed-in persona owns (items.owned): one query per grid or listing page, run only
// in the browser for viewers with a persona (useQuery does not fetch during SSR), so the pages rendered
// and kept for visitors never depend on who is looking. Checkout invalidates these queries, so a page
// open during a purchase says Owned without a reload.
import { trpc } from '../trpc.ts';
import { useViewer } from '../session/viewer.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { MAX_OWNED_IDS } from '../../shared/items/limits.ts';
import type { OwnedListing } from '../../shared/items/schema.ts';
import { useAsServerRendered } from '../query/as-server-rendered.ts';

const OWNED_STALE_MS = 30_000;

export interface OwnedState {
  byId: ReadonlyMap<string, OwnedListing>;
  /** The answer is not in yet (or the viewer has no persona: then nothing is owned and this is false). */
  pending: boolean;
  failed: boolean;
}

export function useOwnedListings(listingIds: readonly string[], options: { skip?: boolean } = {}): OwnedState {
  const viewer = useViewer();
  const ids = [...new Set(listingIds.map((id) => id.toLowerCase()))].sort().slice(0, MAX_OWNED_IDS);
  const enabled = ids.length > 0 && hasPersona(viewer) && options.skip !== true;
  const query = trpc.items.owned.useQuery({ listingIds: ids }, { enabled, staleTime: OWNED_STALE_MS, retry: 1 });
  const answer = useAsServerRendered(query, enabled);
  const byId = new Map((answer.data?.items ?? []).map((item) => [item.listingId, item]));
  return { byId, pending: answer.pending, failed: answer.failed };
}
