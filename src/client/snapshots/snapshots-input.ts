// The input of snapshots.list for a /snapshots query string (raw: the server validates it). The page
// queries it and the server's prefetch (snapshots-prefetch.ts) checks the same.
import { snapshotsSearchFrom } from '../../shared/snapshots/snapshot-rules.ts';

export function snapshotsPageInput(search: string) {
  const { persona, page } = snapshotsSearchFrom(search);
  return { ...(persona ? { persona } : {}), ...(page ? { page } : {}) };
}
