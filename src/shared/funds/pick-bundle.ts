// Which bundle to suggest when the insufficient-funds modal sent the buyer here with the amount they
// are missing (docs/product.md §12 'Buy {product} Dollars' opens the funds purchase with price): the smallest bundle
// that covers it, else the largest. Pure: browser and server import it.
export interface BundleAmount {
  id: string;
  amount: number;
}

export function suggestedBundle<T extends BundleAmount>(bundles: readonly T[], needed: number | null): T | null {
  if (bundles.length === 0) return null;
  const byAmount = [...bundles].sort((a, b) => a.amount - b.amount);
  if (needed === null || !Number.isFinite(needed) || needed <= 0) return null;
  return byAmount.find((bundle) => bundle.amount >= needed) ?? byAmount[byAmount.length - 1] ?? null;
}
