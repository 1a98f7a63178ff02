// Analytics constants the browser also needs (no zod here: the browser imports this file).

/** Events the browser may report. Purchases are recorded by the orders service when they happen. */
export const BROWSER_EVENTS = ['page-view', 'visit-started', 'add-to-cart'] as const;
export const ANALYTICS_EVENTS = [...BROWSER_EVENTS, 'purchase'] as const;
export const SUBJECT_KINDS = ['experience', 'listing'] as const;

export type BrowserEventName = (typeof BROWSER_EVENTS)[number];
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
export type AnalyticsSubjectKind = (typeof SUBJECT_KINDS)[number];

/** What the browser sends to ANALYTICS_INGEST_PATH. */
export interface BrowserEvent {
  event: BrowserEventName;
  kind: AnalyticsSubjectKind;
  id: string;
}

export const ANALYTICS_INGEST_PATH = '/api/analytics';
/** The ranges Creator tools offers, in days (today included). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** Daily totals older than this are deleted by the services' sweep. */
export const ANALYTICS_RETENTION_DAYS = 400;
