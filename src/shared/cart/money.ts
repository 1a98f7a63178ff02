// How Lumen Dollar amounts read (docs/product.md §11: price 0 shown as FREE, otherwise coin icon and amount; §9
// empty balance 'Get {product} dollars'). Pure: the browser imports this module. The coin itself is
// drawn by the UI; these are the words next to it.

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '2,500': whole coins with thousands separators (en-US, like the insufficient-funds message). */
export function formatCoins(amount: number): string {
  return grouping.format(Number.isFinite(amount) ? Math.trunc(amount) : 0);
}

export type PriceLabel =
  { readonly free: true; readonly text: 'FREE' } | { readonly free: false; readonly text: string };

/** docs/product.md §11: 0 reads 'FREE'; anything else is the amount shown after the coin icon. */
export function priceLabel(price: number): PriceLabel {
  return price === 0 ? { free: true, text: 'FREE' } : { free: false, text: formatCoins(price) };
}

/** For screen readers, where the coin icon is not seen: 'FREE', '1 Lumen Dollar', '2,500 Lumen Dollars'. */
export function spokenAmount(amount: number, product: string): string {
  if (amount === 0) return 'FREE';
  return `${formatCoins(amount)} ${product} ${Math.abs(amount) === 1 ? 'Dollar' : 'Dollars'}`;
}

/** Where buying Lumen Dollars happens (the funds page is built elsewhere; we only link to it). */
export const FUNDS_PATH = '/funds';

/**
 * docs/product.md §12: 'Buy {product} Dollars' opens the funds purchase with the price (what is missing) and
 * referrer=modal. A missing or non-positive amount links to the plain funds page.
 */
export function fundsHref(needed?: number, returnTo?: string): string {
  if (needed === undefined || !Number.isFinite(needed) || needed <= 0) return FUNDS_PATH;
  // return: the page of the purchase, where the buyer comes back after paying (docs/product.md §9).
  const back =
    returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? `&return=${encodeURIComponent(returnTo)}` : '';
  return `${FUNDS_PATH}?price=${Math.ceil(needed)}&referrer=modal${back}`;
}
