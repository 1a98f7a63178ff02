// The inputs a host's page (/hosts/{hostHandle}, docs/product.md §21) queries with, from its address: the
// upcoming events page by `?page`, the past ones by `?pastPage`. The server's prefetch (events-prefetch.ts)
// awaits the upcoming one, which decides the status (404 for nobody). Raw values: the server validates.
import type { RouteParams } from '../app/lazy-component.tsx';
import type { HostEventsInput } from '../../shared/events/schema.ts';

export const PAST_PAGE_PARAM = 'pastPage';

const pageOf = (value: string | null) => (value === null ? 1 : /^\d+$/.test(value) ? Number(value) : Number.NaN);

export function hostInput(params: RouteParams, search: string, tz: string, when: 'upcoming' | 'past'): HostEventsInput {
  const query = new URLSearchParams(search);
  return {
    handle: params.hostHandle ?? '',
    tz,
    when,
    page: pageOf(query.get(when === 'past' ? PAST_PAGE_PARAM : 'page')),
  };
}

/** The host page's address with both pages kept (a page of 1 is left out). */
export function hostPageHref(handle: string, pages: { page: number; pastPage: number }): string {
  const query = new URLSearchParams();
  if (pages.page > 1) query.set('page', String(pages.page));
  if (pages.pastPage > 1) query.set(PAST_PAGE_PARAM, String(pages.pastPage));
  const text = query.toString();
  return `/hosts/${encodeURIComponent(handle)}${text ? `?${text}` : ''}`;
}
