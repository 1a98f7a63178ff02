// What the creator tools accept from the experiences and commerce services (after JSON:API
// deserialisation). Listings and stores reuse the catalogue's own shapes.
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { upstreamExperienceSchema } from '../experiences/upstream-schema.ts';

export {
  upstreamProductSchema,
  upstreamStoreSchema,
  upstreamImageSchema,
  upstreamListMetaSchema,
} from '../listings/upstream-schema.ts';

export const upstreamCreatorExperienceSchema = upstreamExperienceSchema.extend({
  coverUrl: shownPictureUrlSchema(null).nullish(),
  galleryUrls: z.array(shownPictureUrlSchema(null)).nullish(),
});
export type UpstreamCreatorExperience = z.infer<typeof upstreamCreatorExperienceSchema>;
