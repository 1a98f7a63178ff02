// Pure rules of the categories pages: browser and server import this module.
import type { CategorySummary } from './schema.ts';

export const CATEGORIES_PATH = '/categories';

/** One category's page: its listings (slugs are the readable address; ids work too). */
export function categoryHref(slugOrId: string, page = 1): string {
  const base = `${CATEGORIES_PATH}/${encodeURIComponent(slugOrId)}`;
  return page > 1 ? `${base}?page=${page}` : base;
}

export interface CategoryGroup {
  category: CategorySummary;
  children: CategorySummary[];
}

/**
 * The flat list of GET /categories as the page shows it: top-level categories by position, each with its
 * direct subcategories by position. A subcategory whose parent is missing from the list is shown at the
 * top level rather than lost.
 */
export function groupCategories(categories: readonly CategorySummary[]): CategoryGroup[] {
  const byPosition = (a: CategorySummary, b: CategorySummary) =>
    a.position - b.position || a.name.localeCompare(b.name, 'en');
  const ids = new Set(categories.map((category) => category.id));
  const roots = categories
    .filter((category) => category.parentId === null || !ids.has(category.parentId))
    .sort(byPosition);
  return roots.map((category) => ({
    category,
    children: categories.filter((child) => child.parentId === category.id).sort(byPosition),
  }));
}

/** The page number in a category page's query string; anything unreadable is page 1. */
export function categoryPageFrom(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '1';
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= 1000 ? page : 1;
}
