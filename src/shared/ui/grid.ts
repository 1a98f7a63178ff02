// The card grid's measures: items 225px wide, and a grid never wider than five of them with their gaps,
// so on wide screens a row holds at most five cards of that width instead of stretching them.
export const GRID_ITEM_WIDTH_PX = 225;
export const GRID_MAX_ITEMS = 5;
export const GRID_GAP_PX = 24;

/** Five items and the four gaps between them: 1,221px. */
export const GRID_MAX_WIDTH_PX = GRID_MAX_ITEMS * GRID_ITEM_WIDTH_PX + (GRID_MAX_ITEMS - 1) * GRID_GAP_PX;
