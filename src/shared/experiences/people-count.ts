// People count indicator text (docs/product.md §11): '1 user' or 'N users', with thousands grouped the en-US way.

const groupFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatPeopleCount(n: number): string {
  // Counts are whole and never negative; anything else (NaN, -1, 2.5) is shown as the nearest sane count.
  const count = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  return `${groupFormat.format(count)} ${count === 1 ? 'user' : 'users'}`;
}
