// The filters of a saved event search and the pure rules over them (docs/product.md §23): which filters make
// a search, the one key two equal searches share, the /events address that shows a search's events, and
// whether a newly published event matches. Imported by the services, the web tier and the browser.
import { EVENT_CATEGORIES, type EventCategory } from '../events/categories.ts';
import { dateRange, presetRange, type DayPreset } from '../events/day-filter.ts';

export interface SavedSearchFilters {
  /** Words looked for in the title, description, host's name or world's name (case-insensitive). */
  q: string | null;
  category: EventCategory | null;
  /** A named day ('today', 'tomorrow', 'weekend', 'week') or one local date 'YYYY-MM-DD'. */
  day: string | null;
  /** An inclusive range of local dates; both or neither. */
  from: string | null;
  to: string | null;
  /** The IANA zone the days are read in (the saver's zone when saving). */
  timeZone: string;
}

/** What of an event a search looks at. */
export interface SearchableEvent {
  title: string;
  description: string;
  hostName: string;
  experienceName: string;
  category: string;
  startsAt: Date;
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
/** The named days of /events (the same as the events listing's `day` presets). */
export const SEARCH_DAY_PRESETS: readonly DayPreset[] = ['today', 'tomorrow', 'weekend', 'week'];

export function isDayPreset(value: string): value is DayPreset {
  return (SEARCH_DAY_PRESETS as readonly string[]).includes(value);
}

/** Whether the filters narrow anything: a search with none would match every event. */
export function hasFilters(filters: Omit<SavedSearchFilters, 'timeZone'>): boolean {
  return Boolean(filters.q || filters.category || filters.day || filters.from || filters.to);
}

/** Lower-cased with runs of spaces made one: 'Jazz  Night' and 'jazz night' are the same words. */
export function normaliseWords(q: string | null | undefined): string | null {
  const words = (q ?? '').trim().replace(/\s+/g, ' ');
  return words === '' ? null : words;
}

/**
 * The key two searches of one persona share when they ask for the same thing: the same words (ignoring
 * case and spacing), category and days. Relative and dated days depend on the zone, so it is part of the key.
 */
export function filtersKey(filters: SavedSearchFilters): string {
  const dated = Boolean(filters.day || filters.from);
  return JSON.stringify([
    normaliseWords(filters.q)?.toLowerCase() ?? null,
    filters.category,
    filters.day,
    filters.from,
    filters.to,
    dated ? filters.timeZone : null,
  ]);
}

/** The /events address that lists the search's events (in the viewer's own zone, as /events always does). */
export function eventsPathOf(filters: Omit<SavedSearchFilters, 'timeZone'>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.day) params.set('day', filters.day);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.category) params.set('category', filters.category);
  const query = params.toString();
  return query ? `/events?${query}` : '/events';
}

/** The instants a search's days cover at `now` in its zone; null when it has no day filter. */
export function searchRange(filters: SavedSearchFilters, now: Date): { from: Date; to: Date } | null {
  if (filters.day) {
    if (isDayPreset(filters.day)) return presetRange(filters.day, now, filters.timeZone);
    return DATE_KEY.test(filters.day) ? dateRange(filters.day, filters.day, filters.timeZone) : null;
  }
  if (filters.from && filters.to) return dateRange(filters.from, filters.to, filters.timeZone);
  return null;
}

/**
 * Whether an event published at `now` matches the search: every filter it has holds. Words are found in the
 * title, description, host's name or world's name, ignoring case; days are read in the search's zone at
 * `now` ('this weekend' is the weekend of the publication), and the event's start must fall in them.
 */
export function matchesSearch(filters: SavedSearchFilters, event: SearchableEvent, now: Date): boolean {
  if (!hasFilters(filters)) return false;
  if (filters.category && event.category !== filters.category) return false;
  const words = normaliseWords(filters.q)?.toLowerCase();
  if (words) {
    const haystacks = [event.title, event.description, event.hostName, event.experienceName];
    if (!haystacks.some((text) => text.replace(/\s+/g, ' ').toLowerCase().includes(words))) return false;
  }
  if (filters.day || filters.from || filters.to) {
    const range = searchRange(filters, now);
    if (!range) return false;
    const start = event.startsAt.getTime();
    if (start < range.from.getTime() || start >= range.to.getTime()) return false;
  }
  return true;
}

export function isCategory(value: string | null | undefined): value is EventCategory {
  return typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value);
}

const NOTICE_PREFIX = 'A new event matches "';

/** The title the services write on an `event-search-match` notice. */
export function matchNoticeTitle(searchName: string): string {
  return `${NOTICE_PREFIX}${searchName}"`;
}

/** The search's name in a notice title the services wrote; null for any other title. */
export function searchNameOfNoticeTitle(title: string): string | null {
  return title.startsWith(NOTICE_PREFIX) && title.endsWith('"') && title.length > NOTICE_PREFIX.length + 1
    ? title.slice(NOTICE_PREFIX.length, -1)
    : null;
}
