// A snapshot as the screenshots service serialises it (type 'screenshot', docs/product.md §5 Snapshot): the persona
// flattened into personaHandle/personaName, the experience it was taken in (or null), and the picture's
// sizes as a list of { size, url } (with width and height) where cards read the 'grid' entry.
import type { JsonApiModel } from '../kit/jsonapi.ts';
import { snapshotImageSizes } from '../media/index.ts';
import { SCREENSHOT_TYPE } from './params.ts';
import type { SnapshotRow } from './repository.ts';

export function snapshotModel(row: SnapshotRow, mediaBaseUrl: string): JsonApiModel {
  return {
    type: SCREENSHOT_TYPE,
    id: row.id,
    personaHandle: row.persona_handle,
    personaName: row.persona_name,
    caption: row.caption,
    createdAt: new Date(row.created_at).toISOString(),
    sizes: snapshotImageSizes(mediaBaseUrl, row.image_seed),
    experience:
      row.experience_id !== null && row.experience_handle !== null && row.experience_persona_handle !== null
        ? {
            id: row.experience_id,
            handle: row.experience_handle,
            name: row.experience_name ?? row.experience_handle,
            personaHandle: row.experience_persona_handle,
          }
        : null,
  };
}
