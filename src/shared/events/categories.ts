// Event categories (docs/product.md §21): a fixed, small set. The keys are what the services store and the
// wire carries; the words people read come from the catalogues (`events.category.<key>`).
export const EVENT_CATEGORIES = ['music', 'social', 'games', 'education', 'art', 'sports', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** What an event is when its host has not said (events made before categories existed, forms left alone). */
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'other';

export function isEventCategory(value: unknown): value is EventCategory {
  return typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value);
}

/** The category a `?category=` value names, or undefined for anything else (absent, empty, unknown). */
export function categoryFromQuery(value: string | null | undefined): EventCategory | undefined {
  return isEventCategory(value) ? value : undefined;
}
