// Contracts for the experiences domain: what the web tier's procedures accept and what they return.
// No upstream (JSON:API) or database shape crosses this line; src/server/experiences maps into these.
// Browser code imports only TYPES from here (zod stays out of the client bundle); constants are in limits.ts.
import { z } from 'zod';
import { tagFilterSchema } from '../tags/schema.ts';
import { BROWSE_PAGE_SIZE, EXPERIENCE_SORTS, MAX_PAGE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './limits.ts';

export type { ExperienceSort } from './limits.ts';

/** Persona and experience handles: lowercase letters, digits and hyphens, 2 to 40 characters. */
export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'A handle has at least 2 characters.')
  .max(40, 'A handle has at most 40 characters.')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'A handle uses lowercase letters, digits and hyphens.');

export const experienceSortSchema = z.enum(EXPERIENCE_SORTS, {
  error: `Sort by one of: ${EXPERIENCE_SORTS.join(', ')}.`,
});

/** Input of experiences.browse and of the /experiences page's query string. */
export const browseExperiencesInputSchema = z.object({
  q: z.string().trim().max(MAX_SEARCH_LENGTH, `Search for at most ${MAX_SEARCH_LENGTH} characters.`).optional(),
  tag: tagFilterSchema.optional(),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(MAX_PAGE, `The page must be at most ${MAX_PAGE}.`)
    .default(1),
  perPage: z.coerce
    .number({ error: 'perPage must be a number.' })
    .int('perPage must be a whole number.')
    .min(1, 'perPage must be 1 or more.')
    .max(MAX_PAGE_SIZE, `perPage must be at most ${MAX_PAGE_SIZE}.`)
    .default(BROWSE_PAGE_SIZE),
  // Typed as a string on the way in: a URL can say anything, and the message below says what is allowed.
  sort: z.string().default('featured').pipe(experienceSortSchema),
});
export type BrowseExperiencesInput = z.input<typeof browseExperiencesInputSchema>;

export const creatorExperiencesInputSchema = z.object({
  personaHandle: handleSchema,
  page: browseExperiencesInputSchema.shape.page,
  perPage: browseExperiencesInputSchema.shape.perPage,
});

export const experienceRefSchema = z.object({
  personaHandle: handleSchema,
  handle: handleSchema,
});

/** What a card needs (docs/product.md §5 Experience; image is sizes[1] of the upstream image). */
export const experienceCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  personaHandle: z.string(),
  personaName: z.string(),
  headCount: z.number().int().nonnegative(),
  curation: z.number().int().nonnegative(),
  imageUrl: z.string().nullable(),
  /** Only on /experiences cards (experiences.browse): the like count the 'Most liked' sort shows. */
  likeCount: z.number().int().nonnegative().optional(),
});
export type ExperienceCard = z.infer<typeof experienceCardSchema>;

export const experienceDetailSchema = experienceCardSchema.extend({
  summary: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  coverMobileUrl: z.string().nullable(),
  capacity: z.number().int().nonnegative(),
  visits: z.number().int().nonnegative(),
  /** How many personas like it (docs/product.md §5 Likes): public, the same for every viewer. */
  likeCount: z.number().int().nonnegative(),
  compatVersion: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExperienceDetail = z.infer<typeof experienceDetailSchema>;

export const experiencePageSchema = z.object({
  items: z.array(experienceCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
});
export type ExperiencePage = z.infer<typeof experiencePageSchema>;

export const creatorSchema = z.object({
  personaHandle: z.string(),
  personaName: z.string(),
  avatarImageUrl: z.string().nullable(),
  bio: z.string(),
});
export type Creator = z.infer<typeof creatorSchema>;

export const creatorExperiencesSchema = experiencePageSchema.extend({ creator: creatorSchema });
export type CreatorExperiences = z.infer<typeof creatorExperiencesSchema>;

/** experiences.likeState, like and unlike (docs/product.md §5 Likes): one experience by id. */
export const experienceLikeInputSchema = z
  .object({ experienceId: z.uuid({ error: 'That is not an experience id.' }).transform((id) => id.toLowerCase()) })
  .strict();
export type ExperienceLikeInput = z.input<typeof experienceLikeInputSchema>;

/** Whether the signed-in persona likes the experience, and its like count as of this answer. */
export const experienceLikeSchema = z.object({
  experienceId: z.string(),
  liked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
});
export type ExperienceLike = z.infer<typeof experienceLikeSchema>;
