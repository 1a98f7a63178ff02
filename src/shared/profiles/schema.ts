// Contracts for the profiles domain (docs/product.md §5 Profile, §6 profile hover popup): what the web tier's
// profile procedures accept and return. Browser code imports only TYPES from here (zod stays out of the
// client bundle); text rules are in bio.ts, popup timing in popup.ts.
import { z } from 'zod';
import { experienceCardSchema, handleSchema } from '../experiences/schema.ts';
import { MAX_PAGE } from '../experiences/limits.ts';
import { FRIEND_STATUSES } from '../friends/friend-status.ts';
import { PROFILE_CARD_EXPERIENCE_COUNT } from './popup.ts';

/** Input of profiles.byHandle and profiles.card: a persona handle (same rules as experience handles). */
export const profileHandleInputSchema = z.object({ handle: handleSchema }).strict();
export type ProfileHandleInput = z.input<typeof profileHandleInputSchema>;

export const PROFILE_SEARCH_MAX_LENGTH = 100;
export const PROFILE_SEARCH_PAGE_SIZE = 24;

export const profileSearchInputSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(PROFILE_SEARCH_MAX_LENGTH, `Search for at most ${PROFILE_SEARCH_MAX_LENGTH} characters.`)
      .optional(),
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
      .max(100, 'perPage must be at most 100.')
      .default(PROFILE_SEARCH_PAGE_SIZE),
  })
  .strict();
export type ProfileSearchInput = z.input<typeof profileSearchInputSchema>;

/**
 * A profile as pages show it (docs/product.md §5). avatarImageUrl is always set (the default portrait when the
 * upstream has none); friendStatus is from the viewer's point of view (PROFILE for visitors).
 */
export const profileSchema = z.object({
  id: z.string(),
  avatarHandle: z.string(),
  avatarName: z.string(),
  avatarImageUrl: z.string(),
  bio: z.string(),
  status: z.string(),
  // friends/schema.ts builds on this file, so the enum is made here from the pure list (no cycle).
  friendStatus: z.enum(FRIEND_STATUSES),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * A listing on a profile card (docs/product.md §5 Listing, the fields a card shows). Listings do not exist in the
 * web tier yet (the commerce issue adds them); the type is here so the card's shape does not change
 * when they land.
 */
export const profileListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().nonnegative(),
  imageUrl: z.string().nullable(),
});
export type ProfileListing = z.infer<typeof profileListingSchema>;

/** Everything the hover popup and the profile page need, fetched together (docs/product.md §6 Profile popup). */
export const profileCardSchema = z.object({
  profile: profileSchema,
  /** The persona's first experiences (featured order), at most PROFILE_CARD_EXPERIENCE_COUNT. */
  experiences: z.array(experienceCardSchema).max(PROFILE_CARD_EXPERIENCE_COUNT),
  /** All of the persona's experiences. */
  experienceTotal: z.number().int().nonnegative(),
  listings: z.array(profileListingSchema),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profilePageSchema = z.object({
  items: z.array(profileSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  perPage: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
});
export type ProfilePage = z.infer<typeof profilePageSchema>;
