// The /events query string <-> the browse procedure's raw input. The server validates (400 with a
// clear message); the browser only carries the values, so zod stays out of its bundle.
import { categoryFromQuery, type EventCategory } from '../../shared/events/categories.ts';
export interface EventsSearch {
  q?: string;
  day?: string;
  /** A from–to range of local dates (a saved search may carry one, docs/product.md §23). */
  from?: string;
  to?: string;
  page?: string;
  live?: string;
  /** An event category key (docs/product.md §21); anything else is dropped, so a stray value lists everything. */
  category?: EventCategory;
}

export function eventsSearchFrom(search: string): EventsSearch {
  const params = new URLSearchParams(search);
  const out: EventsSearch = {};
  const q = params.get('q');
  const day = params.get('day');
  const page = params.get('page');
  const live = params.get('live');
  if (q !== null && q.trim() !== '') out.q = q;
  if (day !== null && day !== '') out.day = day;
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) {
    out.from = from;
    out.to = to;
  }
  if (page !== null) out.page = page;
  if (live !== null) out.live = live;
  const category = categoryFromQuery(params.get('category'));
  if (category) out.category = category;
  return out;
}

export function eventsHref(search: EventsSearch, page?: number): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.day) params.set('day', search.day);
  if (search.from && search.to) {
    params.set('from', search.from);
    params.set('to', search.to);
  }
  if (search.live) params.set('live', search.live);
  if (search.category) params.set('category', search.category);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/events?${query}` : '/events';
}

/** Raw input of events.browse: strings become what the schema expects, unchecked (the server checks). */
export function browseEventsInput(search: EventsSearch, tz: string) {
  return {
    tz,
    ...(search.q ? { q: search.q } : {}),
    ...(search.day ? { day: search.day } : {}),
    ...(search.from && search.to ? { from: search.from, to: search.to } : {}),
    ...(search.live === undefined ? {} : { live: search.live === 'true' }),
    ...(search.category ? { category: search.category } : {}),
    ...(search.page === undefined ? {} : { page: /^\d+$/.test(search.page) ? Number(search.page) : Number.NaN }),
  };
}

export const DAY_CHOICES: ReadonlyArray<{ value: string | undefined; label: string }> = [
  { value: undefined, label: 'All upcoming' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'weekend', label: 'This weekend' },
  { value: 'week', label: 'Next 7 days' },
];
