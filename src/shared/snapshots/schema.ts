// Snapshots (docs/product.md §5 Snapshot, snapshot cards and /snapshots/{id}): procedure inputs (zod, server
// side only) and the DTOs the browser renders (types only there).
import { z } from 'zod';
import { handleSchema } from '../experiences/schema.ts';

import { SNAPSHOTS_MAX_PAGE, SNAPSHOTS_MAX_PAGE_SIZE, SNAPSHOTS_PAGE_SIZE } from './limits.ts';

/**
 * Upstream ids are opaque (the embedded service uses UUIDs, a remote one may use numbers): accept what can
 * be one path segment or query value safely and let the upstream say whether it names anything.
 */
const OPAQUE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const snapshotIdSchema = z
  .string({ error: 'A snapshot id is text.' })
  .trim()
  .regex(OPAQUE_ID, 'That is not a snapshot id.');

export const listSnapshotsInputSchema = z.object({
  /** Only this persona's snapshots (profile pages). */
  persona: handleSchema.optional(),
  /** Only snapshots taken in this experience (experience pages): its id. */
  experience: z.string().trim().regex(OPAQUE_ID, 'That is not an experience id.').optional(),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(SNAPSHOTS_MAX_PAGE, `The page must be at most ${SNAPSHOTS_MAX_PAGE}.`)
    .default(1),
  perPage: z.coerce
    .number({ error: 'perPage must be a number.' })
    .int('perPage must be a whole number.')
    .min(1, 'perPage must be 1 or more.')
    .max(SNAPSHOTS_MAX_PAGE_SIZE, `perPage must be at most ${SNAPSHOTS_MAX_PAGE_SIZE}.`)
    .default(SNAPSHOTS_PAGE_SIZE),
});
export type ListSnapshotsInput = z.input<typeof listSnapshotsInputSchema>;

export const snapshotRefSchema = z.object({ id: snapshotIdSchema });

export interface SnapshotSize {
  /** 'thumb', 'grid' (cards), 'large' (the detail page)… */
  size: string;
  url: string;
  width: number | null;
  height: number | null;
}

export interface SnapshotExperience {
  id: string;
  handle: string;
  name: string;
  personaHandle: string;
}

export interface Snapshot {
  id: string;
  personaHandle: string;
  personaName: string;
  caption: string;
  /** ISO 8601. */
  createdAt: string;
  sizes: SnapshotSize[];
  experience: SnapshotExperience | null;
}

/**
 * Every answer carries `asOf`, the server's clock when it was made: ages ('5 minutes ago') are first
 * rendered relative to it, on the server and again at hydration, so both render the same text; after
 * that the browser's own clock takes over (src/client/snapshots/components/use-now.ts).
 */
export interface SnapshotPage {
  items: Snapshot[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  asOf: string;
}

export interface SnapshotView {
  snapshot: Snapshot;
  asOf: string;
}
