// Paged lists: `page` from 1 and `perPage` up to 100, the same bounds and messages on every service
// (docs/upstream-api.md); each list chooses its own default page size. Totals are counted up to a cap.
import { z } from 'zod';
import { intParam } from './query.ts';

export const PAGE_LIMITS = { maxPage: 1000, maxPerPage: 100, defaultPerPage: 24 } as const;

export const pageParam = intParam('page', 1, PAGE_LIMITS.maxPage).default(1);
export const perPageParam = (fallback: number) => intParam('perPage', 1, PAGE_LIMITS.maxPerPage).default(fallback);

/** `?page=&perPage=` alone (default 24 a page). */
export const pagingQuerySchema = z.object({ page: pageParam, perPage: perPageParam(PAGE_LIMITS.defaultPerPage) });

/**
 * Lists count their matches up to this many and no further: past it, a count costs as much as reading
 * every match (hundreds of milliseconds over a million listings) and tells a reader nothing more. A
 * capped total comes with `totalCapped` (meta.totalCapped on the wire: "10,000 or more").
 */
export const COUNT_CAP = 10_000;

/** count(*) of a filter, stopping at `cap` + 1 rows; the statement stops reading there too. */
export function cappedCountSql(fromWhere: string, cap: number): string {
  return `select count(*)::int as total from (select 1 from ${fromWhere} limit ${Math.floor(cap) + 1}) capped`;
}

export function cappedTotal(counted: number | undefined, cap: number): { total: number; totalCapped: boolean } {
  const total = counted ?? 0;
  return total > cap ? { total: cap, totalCapped: true } : { total, totalCapped: false };
}
