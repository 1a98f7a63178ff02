// Server-only: the statuses of the snapshot pages (see src/client/ssr/page-prefetch.ts).
import { listSnapshotsInputSchema } from '../../shared/snapshots/schema.ts';
import { idInput } from '../app/route-match.ts';
import { missingIfMalformed, statusOf, type PagePrefetch } from '../ssr/page-prefetch.ts';
import { snapshotsPageInput } from './snapshots-input.ts';

export const snapshotsPrefetch: PagePrefetch = ({ utils, search }) => {
  // Like /experiences: a valid query streams; an invalid one fails fast (400, no upstream call).
  const input = snapshotsPageInput(search);
  if (listSnapshotsInputSchema.safeParse(input).success) return 200;
  return statusOf(utils.snapshots.list.fetch(input));
};

// A malformed id cannot name a snapshot: 404 like an unknown one.
export const snapshotPrefetch: PagePrefetch = ({ utils, params }) =>
  missingIfMalformed(utils.snapshots.detail.fetch(idInput(params)));
