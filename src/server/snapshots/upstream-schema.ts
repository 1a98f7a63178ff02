// What we accept from the screenshots service (docs/upstream-api-snapshots.md) after JSON:API deserialisation.
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { NO_PICTURE_URL } from '../../shared/media/picture-url.ts';

export const upstreamSnapshotSchema = z.object({
  id: z.string(),
  personaHandle: z.string(),
  personaName: z.string().nullish(),
  caption: z.string().nullish(),
  createdAt: z.string(),
  sizes: z
    .array(
      z.object({
        size: z.string(),
        url: shownPictureUrlSchema(NO_PICTURE_URL),
        width: z.number().int().positive().nullish(),
        height: z.number().int().positive().nullish(),
      }),
    )
    .nullish(),
  experience: z
    .object({ id: z.string(), handle: z.string(), name: z.string().nullish(), personaHandle: z.string() })
    .nullish(),
});
export type UpstreamSnapshot = z.infer<typeof upstreamSnapshotSchema>;

/** `now`: the service's clock (optional: a service without it is read against our own clock). */
export const upstreamSnapshotListMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  now: z.iso.datetime({ offset: true }).optional(),
});
export const upstreamSnapshotMetaSchema = z.object({ now: z.iso.datetime({ offset: true }).optional() });

export const upstreamSnapshotReportSchema = z.object({ id: z.string(), status: z.string().optional() });
