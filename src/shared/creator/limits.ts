// Creator tools limits and paths, kept apart from schema.ts so browser code can use them without zod.
// The web tier's limits are tighter than the upstream's own (docs/upstream-api.md): the upstream is a
// contract for every client, these are what our forms offer.
export { CREATOR_PATH } from './paths.ts';
import { CREATOR_PATH } from './paths.ts';

export const EXPERIENCE_LIMITS = {
  nameMax: 80,
  summaryMax: 200,
  descriptionMax: 5000,
  galleryMax: 8,
} as const;

export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 5000,
  /** The commerce service's own upper bound (Lumen Dollars). */
  maxPrice: 1_000_000,
  maxImages: 10,
} as const;

export const STORE_LIMITS = {
  nameMax: 80,
  descriptionMax: 2000,
} as const;

export const creatorPaths = {
  dashboard: CREATOR_PATH,
  analytics: `${CREATOR_PATH}/analytics`,
  newExperience: `${CREATOR_PATH}/experiences/new`,
  editExperience: (id: string) => `${CREATOR_PATH}/experiences/${encodeURIComponent(id)}/edit`,
  newProduct: `${CREATOR_PATH}/products/new`,
  editProduct: (id: string) => `${CREATOR_PATH}/products/${encodeURIComponent(id)}/edit`,
  /** Who bought one listing, when and for how much. */
  listingOrders: (id: string, page = 1) =>
    `${CREATOR_PATH}/listings/${encodeURIComponent(id)}/orders${page > 1 ? `?page=${page}` : ''}`,
  newStore: `${CREATOR_PATH}/stores/new`,
  editStore: (id: string) => `${CREATOR_PATH}/stores/${encodeURIComponent(id)}/edit`,
  newEvent: `${CREATOR_PATH}/events/new`,
  editEvent: (id: string) => `${CREATOR_PATH}/events/${encodeURIComponent(id)}/edit`,
} as const;
