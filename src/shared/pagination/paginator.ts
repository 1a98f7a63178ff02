// Which page numbers the paginator shows (docs/product.md §11): up to 9 pages; an ellipsis once there are 10 or
// more pages; a window of 7 pages around the current page plus the first and last page.
//
// The window is clamped to the interior pages (2 … pageCount-1) rather than to the whole range, so with
// 10 or more pages exactly 9 page numbers are always shown. Had the window been allowed to cover page 1
// or the last page, the bar would shrink to 8 numbers near either end and jump in width as one pages.

export type PaginatorItem =
  { kind: 'page'; page: number; current: boolean } | { kind: 'ellipsis'; key: 'start' | 'end' };

/** Pages in the sliding window around the current page (first and last page come on top). */
export const PAGINATOR_WINDOW = 7;
/** Most page numbers shown at once (window plus first and last); at this many pages or fewer all show. */
export const PAGINATOR_MAX_PAGES = PAGINATOR_WINDOW + 2;

function pageItem(page: number, current: number): PaginatorItem {
  return { kind: 'page', page, current: page === current };
}

/**
 * The paginator's items. `window` defaults to 7 (docs/product.md §11); a smaller odd window (e.g. 1) gives the
 * compact bar used on narrow screens with the same rules: window + 2 pages at most, first and last
 * always shown, an ellipsis wherever pages are skipped.
 */
export function paginatorItems(current: number, pageCount: number, window: number = PAGINATOR_WINDOW): PaginatorItem[] {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (count === 0) return [];
  const safeCurrent = Number.isFinite(current) ? Math.floor(current) : 1;
  const at = Math.min(Math.max(safeCurrent, 1), count);
  const size = Number.isFinite(window) ? Math.max(1, Math.floor(window)) : PAGINATOR_WINDOW;

  if (count <= size + 2) {
    return Array.from({ length: count }, (_, i) => pageItem(i + 1, at));
  }

  const half = Math.floor((size - 1) / 2);
  const lowest = 2;
  const highest = count - size; // last start that keeps the window inside 2 … count-1
  const start = Math.min(Math.max(at - half, lowest), highest);
  const end = start + size - 1;

  const items: PaginatorItem[] = [pageItem(1, at)];
  if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (let page = start; page <= end; page += 1) items.push(pageItem(page, at));
  if (end < count - 1) items.push({ kind: 'ellipsis', key: 'end' });
  items.push(pageItem(count, at));
  return items;
}
