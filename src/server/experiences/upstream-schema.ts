// What we accept from the experiences service after JSON:API deserialisation. The upstream is a network
// boundary: anything that does not match is a contract error, never a crash deeper in.
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { DEFAULT_PORTRAIT_URL } from '../../shared/profiles/bio.ts';

const imageSizeSchema = z.object({
  name: z.string(),
  // A picture that breaks the rule (src/shared/media/picture-url.ts) is dropped: old rows never render.
  url: shownPictureUrlSchema(null),
  width: z.number().optional(),
  height: z.number().optional(),
});

export const upstreamPersonaSchema = z.object({
  handle: z.string(),
  name: z.string(),
  avatarImageUrl: shownPictureUrlSchema(DEFAULT_PORTRAIT_URL).nullish(),
  bio: z.string().nullish(),
});

export const upstreamExperienceSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  personaHandle: z.string(),
  personaName: z.string(),
  summary: z.string().nullish(),
  description: z.string().nullish(),
  headCount: z.number().int().nonnegative(),
  curation: z.number().int().nonnegative(),
  capacity: z.number().int().nonnegative().nullish(),
  visits: z.number().int().nonnegative().nullish(),
  likeCount: z.number().int().nonnegative().nullish(),
  compatVersion: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  image: z.object({ sizes: z.array(imageSizeSchema) }).nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UpstreamExperience = z.infer<typeof upstreamExperienceSchema>;

/** What lists return when asked for card fields only (JSON:API sparse fieldsets). */
export const CARD_FIELDS = [
  'name',
  'handle',
  'personaHandle',
  'personaName',
  'headCount',
  'curation',
  'image',
] as const;
export const upstreamExperienceCardSchema = upstreamExperienceSchema.pick({
  id: true,
  name: true,
  handle: true,
  personaHandle: true,
  personaName: true,
  headCount: true,
  curation: true,
  image: true,
  likeCount: true,
});
export type UpstreamExperienceCard = z.infer<typeof upstreamExperienceCardSchema>;

export const upstreamListMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive().optional(),
  perPage: z.number().int().positive().optional(),
});

export const upstreamCreatorMetaSchema = upstreamListMetaSchema.extend({ persona: upstreamPersonaSchema });

/** GET/PUT/DELETE /experience/{id}/like: the caller's like (docs/upstream-api.md "Likes"). */
export const upstreamLikeSchema = z.object({
  id: z.string(),
  liked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
});
