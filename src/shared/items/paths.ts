// Where the inventory and the codex live (the account menu links here).
export const INVENTORY_PATH = '/inventory';
export const CODEX_PATH = '/codex';
