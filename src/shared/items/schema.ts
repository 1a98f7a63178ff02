// Contracts of items (a persona's inventory and what they wear), the studio showcase and the codex
// (docs/upstream-api-items.md). Server side only (zod); the browser imports types from here and rules
// from limits.ts.
import { z } from 'zod';
import type { ExperienceCard } from '../experiences/schema.ts';
import { handleSchema } from '../experiences/schema.ts';
import { CODEX_PAGE_SIZE, INVENTORY_PAGE_SIZE, MAX_OWNED_IDS, MAX_PAGE } from './limits.ts';

const pageSchema = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'The page must be 1 or more.')
  .max(MAX_PAGE, `The page must be at most ${MAX_PAGE}.`)
  .default(1);

export const itemIdSchema = z.uuid({ error: 'That is not an item id.' }).transform((id) => id.toLowerCase());

/** items.mine: the signed-in persona's inventory, a page at a time. */
export const inventoryInputSchema = z.object({ page: pageSchema }).strict();

/** items.owned: which of these listings the signed-in persona owns (a grid's cards, a listing, a cart). */
export const ownedInputSchema = z
  .object({
    listingIds: z
      .array(itemIdSchema)
      .min(1, 'Name at least one listing.')
      .max(MAX_OWNED_IDS, `Ask about at most ${MAX_OWNED_IDS} listings at once.`),
  })
  .strict();
export type OwnedInput = z.input<typeof ownedInputSchema>;
export type InventoryInput = z.input<typeof inventoryInputSchema>;

/** items.worn: what a persona wears (public). */
export const wornInputSchema = z.object({ personaHandle: handleSchema }).strict();
export type WornInput = z.input<typeof wornInputSchema>;

/** items.detail: one item of a persona (their own, or one they wear). */
export const itemDetailInputSchema = z.object({ personaHandle: handleSchema, itemId: itemIdSchema }).strict();
export type ItemDetailInput = z.input<typeof itemDetailInputSchema>;

/** items.setEquipped: wear (true) or take off (false) one of the signed-in persona's items. */
export const setEquippedInputSchema = z
  .object({ itemId: itemIdSchema, equipped: z.boolean({ error: 'equipped must be true or false.' }) })
  .strict();
export type SetEquippedInput = z.input<typeof setEquippedInputSchema>;

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Name a studio.')
  .max(60, 'A studio name has at most 60 characters.')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'A studio is named by lowercase letters, digits and hyphens.');

/** studios.showcase: the studio of the product (its name as an address, e.g. "lumen"). */
export const showcaseInputSchema = z.object({ studio: slugSchema }).strict();
export type ShowcaseInput = z.input<typeof showcaseInputSchema>;

/** codex.mine: the signed-in persona's codex, a page at a time. */
export const codexInputSchema = z.object({ page: pageSchema }).strict();
export type CodexInput = z.input<typeof codexInputSchema>;

export { CODEX_PAGE_SIZE, INVENTORY_PAGE_SIZE };

// ---- DTOs ----

export interface InventoryItem {
  id: string;
  name: string;
  /** The listing's category (slug and words), null when it has none. */
  kind: string | null;
  kindName: string | null;
  /** The avatar slot it is worn in; null for things that are not worn (props, music…). */
  slot: string | null;
  equipped: boolean;
  equippedAt: string | null;
  acquiredAt: string;
  imageUrl: string | null;
  /** Where the listing lives (it may have been delisted since). */
  listingPath: string;
  listingAvailable: boolean;
  creatorHandle: string;
  creatorName: string;
}

export interface InventoryPage {
  items: InventoryItem[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export interface WornItems {
  personaHandle: string;
  items: InventoryItem[];
}

export interface EquipResult {
  item: InventoryItem;
  /** Items the same call took off (the slot's previous item). */
  unequipped: string[];
}

export interface Studio {
  slug: string;
  name: string;
  tagline: string;
  description: string;
}

export interface ShowcaseWorld extends ExperienceCard {
  note: string;
}

export interface Showcase {
  studio: Studio;
  worlds: ShowcaseWorld[];
}

export interface CodexEntry extends ExperienceCard {
  discoveredAt: string;
  lastVisitedAt: string;
  visits: number;
}

export interface CodexPage {
  entries: CodexEntry[];
  /** Worlds discovered, and worlds there are on the platform. */
  total: number;
  worlds: number;
  page: number;
  perPage: number;
  pageCount: number;
}

/** One listing the persona owns: whether it is worn by an avatar (then /inventory is where to wear it). */
export interface OwnedListing {
  listingId: string;
  wearable: boolean;
  equipped: boolean;
}

export interface OwnedListings {
  items: OwnedListing[];
}
