// A listing's review summary as the page shows it: the upstream counts ratings in half stars (ten keys,
// "0.5" … "5"); the page shows five rows, one per star. A half-star rating counts toward the star it
// reaches into (4.5 -> the 5-star row, 0.5 -> the 1-star row), so every review lands in exactly one row
// and the rows add up to the count. Pure: the browser and the server import it.
import { RATING_MAX } from '../listings/limits.ts';

export interface StarRow {
  stars: number;
  count: number;
  /** Whole percent of all reviews (0 when there are none). */
  percent: number;
}

/** Five rows, 5 stars first. Keys that are not ratings (or counts that are not counts) are ignored. */
export function starRows(distribution: Readonly<Record<string, number>>): StarRow[] {
  const counts = Array.from({ length: RATING_MAX }, () => 0);
  for (const [key, value] of Object.entries(distribution)) {
    const rating = Number(key);
    if (!Number.isFinite(rating) || rating <= 0 || rating > RATING_MAX || !Number.isInteger(rating * 2)) continue;
    if (!Number.isInteger(value) || value < 0) continue;
    const index = Math.ceil(rating) - 1;
    counts[index] = (counts[index] ?? 0) + value;
  }
  const total = counts.reduce((sum, n) => sum + n, 0);
  return counts
    .map((count, index) => ({ stars: index + 1, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) }))
    .reverse();
}
