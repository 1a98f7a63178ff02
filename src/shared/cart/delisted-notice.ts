// Cart notices (docs/product.md §12 Delisted cart notice, Insufficient funds modal; §9 Checkout). Pure: the
// browser imports this module. Texts are plain strings; the UI escapes them and draws the coin icon.

export const DELISTED_NAMED_MAX = 3;
const UNNAMED_ITEM = 'Unnamed item';

/**
 * Names joined the way docs/product.md §12 reads: 'A', 'A and B', 'A, B and C' (no serial comma
 * before 'and').
 */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * The notice for items removed from the cart because they are no longer for sale (docs/product.md §12), or null
 * when there are none (no notice is shown).
 * - one: '{name} was removed from your cart since it is no longer available for purchase.'
 * - two or three: all named ('A and B', 'A, B and C'), then 'were … since they are …'.
 * - more than three: the first two named plus 'N more items' ('A, B and 2 more items were …').
 * Names are trimmed; a blank name reads 'Unnamed item'.
 */
export function delistedNotice(names: readonly string[]): string | null {
  const shown = names.map((n) => (n.trim() === '' ? UNNAMED_ITEM : n.trim()));
  if (shown.length === 0) return null;
  if (shown.length === 1) {
    return `${shown[0] ?? ''} was removed from your cart since it is no longer available for purchase.`;
  }
  const subject =
    shown.length <= DELISTED_NAMED_MAX
      ? joinNames(shown)
      : joinNames([...shown.slice(0, 2), `${shown.length - 2} more items`]);
  return `${subject} were removed from your cart since they are no longer available for purchase.`;
}

/** docs/product.md §9 Checkout: the purchase proceeds when the total is 0 or the balance covers it. */
export function canAffordCart(total: number, balance: number): boolean {
  return total === 0 || balance >= total;
}

/**
 * docs/product.md §12: what the insufficient-funds modal says is missing (its words are the 'funds.need'
 * message). Prices and balances are whole coins; a fractional shortfall is rounded up (you cannot pay
 * with part of a coin), a non-finite input counts as 0, and a balance that covers the total gives 0.
 */
export function missingCoins(total: number, balance: number): number {
  const finite = (n: number): number => (Number.isFinite(n) ? n : 0);
  return Math.max(0, Math.ceil(finite(total) - finite(balance)));
}
