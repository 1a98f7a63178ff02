// People count indicator (docs/product.md §11): the count a card shows, worded per language by the
// 'people.count' message ('1 user', '1,204 users', '1.204 Personen').

/** Counts are whole and never negative; anything else (NaN, -1, 2.5) is shown as the nearest sane count. */
export function sanePeopleCount(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}
