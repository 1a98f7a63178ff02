// Constants of items, the studio showcase and the codex the browser needs (no zod here).
export { INVENTORY_PATH, CODEX_PATH } from './paths.ts';
export const STUDIO_PATH = '/studio';
export const INVENTORY_PAGE_SIZE = 48;
export const CODEX_PAGE_SIZE = 24;
export const MAX_PAGE = 1000;
/** The most listings one ownership question names (the items service's filter[id] limit). */
export const MAX_OWNED_IDS = 100;

/** The words for an avatar slot (the wire names it by its category slug). */
export const SLOT_LABELS: Readonly<Record<string, string>> = {
  outfits: 'Outfit',
  hair: 'Hair',
  accessories: 'Accessory',
};

export function slotLabel(slot: string): string {
  return SLOT_LABELS[slot] ?? slot.charAt(0).toUpperCase() + slot.slice(1).replace(/-/g, ' ');
}

/**
 * The studio of a product: GET /{product}-studios names it by the product's name as an address
 * ("Lumen" -> "lumen", "Night Owl" -> "night-owl").
 */
export function studioSlug(productName: string): string {
  return (
    productName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'studio'
  );
}
