// Contracts of the favourites domain (docs/product.md §5 Favourite; docs/upstream-api-favourites.md GET /favorites and the reviews proxy).
// Server side only (zod); the browser imports types from here and rules from limits.ts.
import { z } from 'zod';
import type { ExperienceCard } from '../experiences/schema.ts';
import { FAVOURITES_PAGE_SIZE, MAX_FAVOURITES_PAGE_SIZE, MAX_STATUS_IDS } from './limits.ts';

export const experienceIdSchema = z
  .uuid({ error: 'That is not an experience id.' })
  .transform((id) => id.toLowerCase());

/** favourites.status: the cards of one screen, in one call. */
export const favouriteStatusInputSchema = z
  .object({
    experienceIds: z
      .array(experienceIdSchema)
      .min(1, 'Name at least one experience.')
      .max(MAX_STATUS_IDS, `Ask about at most ${MAX_STATUS_IDS} experiences at once.`),
  })
  .strict();
export type FavouriteStatusInput = z.input<typeof favouriteStatusInputSchema>;

export const favouriteInputSchema = z.object({ experienceId: experienceIdSchema }).strict();
export type FavouriteInput = z.input<typeof favouriteInputSchema>;

export const favouritesListInputSchema = z
  .object({
    page: z.coerce
      .number({ error: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be 1 or more.')
      .max(1000, 'The page must be at most 1000.')
      .default(1),
    perPage: z.coerce
      .number({ error: 'perPage must be a number.' })
      .int('perPage must be a whole number.')
      .min(1, 'perPage must be 1 or more.')
      .max(MAX_FAVOURITES_PAGE_SIZE, `perPage must be at most ${MAX_FAVOURITES_PAGE_SIZE}.`)
      .default(FAVOURITES_PAGE_SIZE),
  })
  .strict();
export type FavouritesListInput = z.input<typeof favouritesListInputSchema>;

// ---- DTOs ----

/** One experience's favourite state for the viewer, and how many personas favourited it. */
export interface FavouriteStatus {
  experienceId: string;
  favourited: boolean;
  count: number;
}

/** favourites.status: one entry per asked id that names an experience, in the order asked. */
export interface FavouriteStatuses {
  items: FavouriteStatus[];
}

export interface FavouriteCard extends ExperienceCard {
  favouritedAt: string;
}

export interface FavouritesPage {
  items: FavouriteCard[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}
