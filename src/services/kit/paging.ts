// Paged lists: `page` from 1 and `perPage` up to 100, the same bounds and messages on every service
// (docs/upstream-api.md); each list chooses its own default page size.
import { z } from 'zod';
import { intParam } from './query.ts';

export const PAGE_LIMITS = { maxPage: 1000, maxPerPage: 100, defaultPerPage: 24 } as const;

export const pageParam = intParam('page', 1, PAGE_LIMITS.maxPage).default(1);
export const perPageParam = (fallback: number) => intParam('perPage', 1, PAGE_LIMITS.maxPerPage).default(fallback);

/** `?page=&perPage=` alone (default 24 a page). */
export const pagingQuerySchema = z.object({ page: pageParam, perPage: perPageParam(PAGE_LIMITS.defaultPerPage) });
