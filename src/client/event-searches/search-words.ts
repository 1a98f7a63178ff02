// The words of saved event searches (docs/product.md §23): a search's filters as one readable line (also the
// name a new search is offered), and the refusals a person can act on, in the reader's language.
import type { Translate } from '../i18n/i18n.tsx';
import type { MessageId } from '../../shared/i18n/messages/en.ts';
import type { EventCategory } from '../../shared/events/categories.ts';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX_LENGTH } from '../../shared/event-searches/limits.ts';
import { errorInfo } from '../query/error-info.ts';
import { categoryMessage } from '../events/category-label.tsx';

export interface SearchFilterWords {
  q?: string | null | undefined;
  category?: EventCategory | null | undefined;
  day?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}

const DAY_WORDS: Readonly<Record<string, MessageId>> = {
  today: 'eventSearches.dayToday',
  tomorrow: 'eventSearches.dayTomorrow',
  weekend: 'eventSearches.dayWeekend',
  week: 'eventSearches.dayWeek',
};

/** 'jazz · Music · This weekend': each filter the search has, in the order of the events page. */
export function summaryOf(t: Translate, filters: SearchFilterWords): string {
  const parts: string[] = [];
  if (filters.q) parts.push(t('eventSearches.words', { q: filters.q }));
  if (filters.category) parts.push(t(categoryMessage(filters.category)));
  if (filters.day) {
    const word = DAY_WORDS[filters.day];
    parts.push(word ? t(word) : t('eventSearches.dayDate', { date: filters.day }));
  }
  if (filters.from && filters.to) parts.push(t('eventSearches.range', { from: filters.from, to: filters.to }));
  return parts.join(' · ');
}

/** The name a new search is offered: its summary, cut to the longest name allowed. */
export function defaultName(t: Translate, filters: SearchFilterWords): string {
  const summary = summaryOf(t, filters);
  return summary.length <= SAVED_SEARCH_NAME_MAX_LENGTH
    ? summary
    : `${summary.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH - 1).trimEnd()}…`;
}

/** Why saving failed: the same filters again (CONFLICT), the limit (FORBIDDEN), anything else as a retry. */
export function saveRefusal(t: Translate, error: unknown): string {
  const { appCode } = errorInfo(error);
  if (appCode === 'CONFLICT') return t('eventSearches.duplicate');
  if (appCode === 'FORBIDDEN') return t('eventSearches.limit', { max: MAX_SAVED_SEARCHES });
  if (appCode === 'BAD_REQUEST') return t('eventSearches.noFilters');
  return t('eventSearches.failed');
}
