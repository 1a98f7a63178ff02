// Events (docs/product.md §10, docs/upstream-api-events.md): zod inputs of the web tier's procedures and the DTOs pages render.
// The browser imports only the types. Every listing carries the viewer's IANA zone `tz` (docs/product.md §10
// "Event queries carry tz"); an unknown zone is refused by name rather than silently read as UTC.
import { z } from 'zod';
import { handleSchema } from '../experiences/schema.ts';
import { parseTimeZone } from './time-zone.ts';
import { localDayRange } from './live.ts';
import { EVENT_CATEGORIES, type EventCategory } from './categories.ts';
import { ATTENDEES_PER_PAGE, HOST_EVENTS_PER_PAGE } from './limits.ts';

export const EVENTS_PER_PAGE = 24;
export const EVENTS_MAX_PER_PAGE = 100;
/** The longest from–to range a listing accepts, in local days (a year and a day: one leap year). */
export const EVENTS_MAX_RANGE_DAYS = 366;
export const EVENT_SEARCH_MAX = 100;

export const timeZoneSchema = z
  .string({ error: 'Send the time zone as an IANA name, e.g. Europe/Berlin.' })
  .refine((value) => parseTimeZone(value) !== null, {
    error: (issue) =>
      `"${String(issue.input).slice(0, 64)}" is not a time zone we know. Use an IANA name such as Europe/Berlin.`,
  });

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

export const dateKeySchema = z
  .string()
  .regex(DATE_KEY, 'Dates look like 2026-11-24.')
  .refine((value) => localDayRange(value, 'UTC') !== null, 'That date does not exist.');

/** Named day filters (in the viewer's zone) or one local date. */
export const DAY_PRESETS = ['today', 'tomorrow', 'weekend', 'week'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];
export const daySchema = z.union([z.enum(DAY_PRESETS), dateKeySchema], {
  error: 'Pick a day: today, tomorrow, weekend, week or a date like 2026-11-24.',
});

export const browseEventsInputSchema = z
  .object({
    tz: timeZoneSchema,
    q: z.string().trim().max(EVENT_SEARCH_MAX, `Search for at most ${EVENT_SEARCH_MAX} characters.`).optional(),
    day: daySchema.optional(),
    from: dateKeySchema.optional(),
    to: dateKeySchema.optional(),
    live: z.boolean().optional(),
    featured: z.boolean().optional(),
    host: handleSchema.optional(),
    category: z.enum(EVENT_CATEGORIES, { error: `Pick a category: ${EVENT_CATEGORIES.join(', ')}.` }).optional(),
    page: z.number().int().min(1, 'Pages start at 1.').max(1000, 'That page is too far.').default(1),
    perPage: z.number().int().min(1).max(EVENTS_MAX_PER_PAGE).default(EVENTS_PER_PAGE),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.from && input.to) {
      if (input.to < input.from)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'The range ends before it starts: "to" must be on or after "from".',
        });
      const from = localDayRange(input.from, 'UTC');
      const to = localDayRange(input.to, 'UTC');
      if (from && to && (to.from.getTime() - from.from.getTime()) / 86_400_000 >= EVENTS_MAX_RANGE_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `A range covers at most ${EVENTS_MAX_RANGE_DAYS} days.`,
        });
      }
    }
    if (input.day && (input.from || input.to)) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'Choose either a day or a from–to range, not both.' });
    }
  });
export type BrowseEventsInput = z.input<typeof browseEventsInputSchema>;

export const tzInputSchema = z.object({ tz: timeZoneSchema }).strict();
export type TzInput = z.infer<typeof tzInputSchema>;

export const pagedTzInputSchema = z
  .object({
    tz: timeZoneSchema,
    page: z.number().int().min(1).max(1000).default(1),
    perPage: z.number().int().min(1).max(EVENTS_MAX_PER_PAGE).default(EVENTS_PER_PAGE),
  })
  .strict();
export type PagedTzInput = z.input<typeof pagedTzInputSchema>;

export const eventIdSchema = z.uuid({ error: 'That is not an event id.' });

/** The three parts of /events/{hostHandle}/{experienceHandle}/{eventId}. */
export const eventAddressSchema = z
  .object({ hostHandle: handleSchema, experienceHandle: handleSchema, eventId: eventIdSchema, tz: timeZoneSchema })
  .strict();
export type EventAddressInput = z.infer<typeof eventAddressSchema>;

export const eventIdInputSchema = z.object({ eventId: eventIdSchema }).strict();

/** Feed secrets are 43 base64url characters (32 random bytes). */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;

export type EventStatus = 'upcoming' | 'live' | 'ended' | 'cancelled';

/** One event as pages show it, times already read in the viewer's zone `tz`. */
export interface EventSummary {
  id: string;
  title: string;
  description: string;
  /** UTC instants, ISO 8601. */
  startsAt: string;
  endsAt: string;
  /** The host's IANA zone. */
  hostTimeZone: string;
  /** The zone the local fields are in (the viewer's). */
  tz: string;
  localStartDate: string;
  localStartTime: string;
  localEndDate: string;
  localEndTime: string;
  /** Computed at the upstream's clock when the request was answered. */
  live: boolean;
  status: EventStatus;
  cancelled: boolean;
  featured: boolean;
  streaming: boolean;
  seriesId: string | null;
  category: EventCategory;
  hostHandle: string;
  hostName: string;
  hostAvatarUrl: string;
  experienceId: string;
  experienceHandle: string;
  experienceName: string;
  imageUrl: string;
  cardImageUrl: string;
  /** /events/{hostHandle}/{experienceHandle}/{id} */
  path: string;
  /** Whether the signed-in viewer saved it; null for visitors. */
  saved: boolean | null;
  sequence: number;
  updatedAt: string;
}

export interface EventDetail extends EventSummary {
  streamChannel: string | null;
  /** The upstream's "now" when it answered: countdowns ("Starts in 2 h") count from it. */
  now: string;
}

export interface EventPage {
  items: EventSummary[];
  total: number;
  page: number;
  perPage: number;
  /** The upstream's "now" for this answer. */
  now: string;
}

export interface CalendarFeedState {
  /** Whether the persona has a feed address (its secret is shown only when made). */
  exists: boolean;
  createdAt: string | null;
}

export interface CalendarFeedCreated {
  secret: string;
  createdAt: string;
}

export const saveEventInputSchema = z.object({ eventId: eventIdSchema, tz: timeZoneSchema }).strict();
export const featuredEventsInputSchema = z
  .object({ tz: timeZoneSchema, perPage: z.number().int().min(1).max(EVENTS_MAX_PER_PAGE).default(12) })
  .strict();

// ---- who is going and a host's events (docs/product.md §21) ----

export const eventAttendeesInputSchema = z
  .object({
    eventId: eventIdSchema,
    page: z.number().int().min(1, 'Pages start at 1.').max(1000, 'That page is too far.').default(1),
    perPage: z.number().int().min(1).max(EVENTS_MAX_PER_PAGE).default(ATTENDEES_PER_PAGE),
  })
  .strict();
export type EventAttendeesInput = z.input<typeof eventAttendeesInputSchema>;

export interface EventAttendee {
  id: string;
  handle: string;
  name: string;
  avatarUrl: string;
  /** One of the viewer's friends (listed first). */
  friend: boolean;
}

export interface EventAttendeesPage {
  items: EventAttendee[];
  /** Everyone going whom the viewer may see (blocks either way left out). */
  total: number;
  /** False for visitors and accounts without a persona: they get the count alone. */
  listed: boolean;
  page: number;
  perPage: number;
  pageCount: number;
}

export const HOST_EVENT_WHEN = ['upcoming', 'past'] as const;

export const hostEventsInputSchema = z
  .object({
    handle: handleSchema,
    tz: timeZoneSchema,
    when: z.enum(HOST_EVENT_WHEN).default('upcoming'),
    page: z.number().int().min(1, 'Pages start at 1.').max(1000, 'That page is too far.').default(1),
    perPage: z.number().int().min(1).max(EVENTS_MAX_PER_PAGE).default(HOST_EVENTS_PER_PAGE),
  })
  .strict();
export type HostEventsInput = z.input<typeof hostEventsInputSchema>;

export interface EventHost {
  handle: string;
  name: string;
  avatarUrl: string;
}

export interface HostEventsPage extends EventPage {
  host: EventHost;
}
