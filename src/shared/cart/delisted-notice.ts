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

export const INSUFFICIENT_FUNDS_TITLE = 'Insufficient funds';
export const INSUFFICIENT_FUNDS_CANCEL = 'Cancel';

/** 'Buy {product} Dollars' (docs/product.md §12), the button that opens the funds purchase. */
export function buyDollarsLabel(product: string): string {
  return `Buy ${product} Dollars`;
}

export interface InsufficientFundsMessage {
  /** What is missing: total minus balance, a whole non-negative number of coins. */
  readonly amount: number;
  /** The amount grouped en-US ('1,250'), for the UI to show after the coin icon. */
  readonly amountText: string;
  /** Text before the coin icon. */
  readonly before: 'You need';
  /** Text after the amount. */
  readonly after: 'more to buy this item' | 'more to buy these items';
  /** The whole sentence without the icon ('You need 1,250 more to buy these items'), for screen readers. */
  readonly text: string;
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * docs/product.md §12: 'You need {coin} {total minus balance} more to buy this item / these items'. 'this item'
 * when the cart holds one item (or fewer), 'these items' otherwise. Prices and balances are whole
 * coins; a fractional shortfall is rounded up (you cannot pay with part of a coin), a non-finite
 * input counts as 0, and a balance that covers the total gives an amount of 0.
 */
export function insufficientFundsMessage(total: number, balance: number, count: number): InsufficientFundsMessage {
  const finite = (n: number): number => (Number.isFinite(n) ? n : 0);
  const amount = Math.max(0, Math.ceil(finite(total) - finite(balance)));
  const after = finite(count) > 1 ? 'more to buy these items' : 'more to buy this item';
  const amountText = grouping.format(amount);
  return { amount, amountText, before: 'You need', after, text: `You need ${amountText} ${after}` };
}
