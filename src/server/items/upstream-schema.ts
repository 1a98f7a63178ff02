// What we accept from the items, studio and codex calls (docs/upstream-api-items.md) after JSON:API
// deserialisation.
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { upstreamExperienceCardSchema } from '../experiences/upstream-schema.ts';

export const upstreamItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string().nullish(),
  kindName: z.string().nullish(),
  slot: z.string().nullish(),
  equipped: z.boolean(),
  equippedAt: z.string().nullish(),
  acquiredAt: z.string(),
  imageUrl: shownPictureUrlSchema(null).nullish(),
  listingId: z.string().optional(),
  listingAvailable: z.boolean().optional(),
  creatorHandle: z.string(),
  creatorName: z.string(),
});
export type UpstreamItem = z.infer<typeof upstreamItemSchema>;

export const upstreamStudioMetaSchema = z.object({
  studio: z.object({
    slug: z.string(),
    name: z.string(),
    tagline: z.string().default(''),
    description: z.string().default(''),
  }),
});

export const upstreamShowcaseWorldSchema = upstreamExperienceCardSchema.extend({
  showcaseNote: z.string().default(''),
});

export const upstreamCodexEntrySchema = upstreamExperienceCardSchema.extend({
  discoveredAt: z.string(),
  lastVisitedAt: z.string(),
  codexVisits: z.number().int().nonnegative(),
});

export const upstreamCodexMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  worlds: z.number().int().nonnegative(),
});
