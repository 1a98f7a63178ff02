// Contracts of saved event searches (docs/product.md §23; docs/upstream-api-saved-searches.md). Server side only
// (zod); the browser imports types from here and constants from limits.ts and filters.ts.
import { z } from 'zod';
import { EVENT_CATEGORIES, type EventCategory } from '../events/categories.ts';
import { localDayRange } from '../events/live.ts';
import { parseTimeZone } from '../events/time-zone.ts';
import { EVENTS_MAX_RANGE_DAYS } from '../events/schema.ts';
import { hasFilters, isDayPreset } from './filters.ts';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_Q_MAX_LENGTH } from './limits.ts';

/** The words of each refusal, shared by the service and the web tier. */
export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Give the search a name.',
  nameTooLong: `A name has at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.`,
  noFilters: 'Search for words, or choose a category or days, before saving the search.',
  duplicate: 'You already saved a search with these filters.',
  limit: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer need first.`,
  dayAndRange: 'Choose either a day or a from–to range, not both.',
  rangeHalf: 'A range needs both a first and a last day.',
  rangeBackwards: 'The range ends before it starts: the last day must be on or after the first.',
  rangeTooLong: `A range covers at most ${EVENTS_MAX_RANGE_DAYS} days.`,
} as const;

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const dateKey = (what: string) =>
  z
    .string({ error: `The ${what} is a date like 2026-11-24.` })
    .regex(DATE_KEY, `The ${what} is a date like 2026-11-24.`)
    .refine((value) => localDayRange(value, 'UTC') !== null, `The ${what} is not a real date.`);

export const savedSearchNameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_MESSAGES.nameTooLong);

/** A search's filters as a caller sends them; empty strings are "not set". */
export const savedSearchFilterShape = {
  q: z
    .string({ error: 'The words are text.' })
    .trim()
    .max(SAVED_SEARCH_Q_MAX_LENGTH, `Search for at most ${SAVED_SEARCH_Q_MAX_LENGTH} characters.`)
    .nullish()
    .transform((value) => (value ? value.replace(/\s+/g, ' ') : null)),
  category: z
    .enum(EVENT_CATEGORIES, { error: `Pick a category: ${EVENT_CATEGORIES.join(', ')}.` })
    .nullish()
    .transform((value): EventCategory | null => value ?? null),
  day: z
    .string({ error: 'Pick a day: today, tomorrow, weekend, week or a date like 2026-11-24.' })
    .refine((value) => isDayPreset(value) || (DATE_KEY.test(value) && localDayRange(value, 'UTC') !== null), {
      error: 'Pick a day: today, tomorrow, weekend, week or a date like 2026-11-24.',
    })
    .nullish()
    .transform((value) => value ?? null),
  from: dateKey('first day')
    .nullish()
    .transform((value) => value ?? null),
  to: dateKey('last day')
    .nullish()
    .transform((value) => value ?? null),
  timeZone: z
    .string({ error: 'Send the time zone as an IANA name, e.g. Europe/Berlin.' })
    .refine((value) => parseTimeZone(value) !== null, {
      error: (issue) =>
        `"${String(issue.input).slice(0, 64)}" is not a time zone we know. Use an IANA name such as Europe/Berlin.`,
    }),
};

interface FilterInput {
  q: string | null;
  category: EventCategory | null;
  day: string | null;
  from: string | null;
  to: string | null;
}

/** The rules between filters: a day or a range, a whole range in order, at most a year, at least one filter. */
export function refineFilters(input: FilterInput, ctx: z.RefinementCtx): void {
  if (input.day && (input.from || input.to)) {
    ctx.addIssue({ code: 'custom', path: ['day'], message: SAVED_SEARCH_MESSAGES.dayAndRange });
  }
  if ((input.from === null) !== (input.to === null)) {
    ctx.addIssue({ code: 'custom', path: [input.from ? 'to' : 'from'], message: SAVED_SEARCH_MESSAGES.rangeHalf });
  }
  if (input.from && input.to) {
    if (input.to < input.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SAVED_SEARCH_MESSAGES.rangeBackwards });
    } else {
      const days = (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`)) / 86_400_000 + 1;
      if (days > EVENTS_MAX_RANGE_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: SAVED_SEARCH_MESSAGES.rangeTooLong });
      }
    }
  }
  if (!hasFilters(input)) ctx.addIssue({ code: 'custom', path: [], message: SAVED_SEARCH_MESSAGES.noFilters });
}

export const savedSearchFiltersSchema = z.object(savedSearchFilterShape).strict().superRefine(refineFilters);

/** eventSearches.save: a name and the filters of /events as they are now. */
export const saveEventSearchInputSchema = z
  .object({ name: savedSearchNameSchema, filters: savedSearchFiltersSchema })
  .strict();
export type SaveEventSearchInput = z.input<typeof saveEventSearchInputSchema>;

export const eventSearchIdInputSchema = z.object({ id: z.uuid({ error: 'That is not a saved search id.' }) }).strict();

export interface SavedEventSearch {
  id: string;
  name: string;
  filters: {
    q: string | null;
    category: EventCategory | null;
    day: string | null;
    from: string | null;
    to: string | null;
    timeZone: string;
  };
  createdAt: string;
  /** The /events address that lists its events. */
  path: string;
}

export interface SavedEventSearchList {
  items: SavedEventSearch[];
  total: number;
  max: number;
}
