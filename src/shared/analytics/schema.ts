// The analytics contracts: what the browser may report (validated at the web tier before anything is
// sent on) and what Creator tools reads. Browser code imports only the types.
import { z } from 'zod';
import { ANALYTICS_RANGES, BROWSER_EVENTS, SUBJECT_KINDS, type AnalyticsSubjectKind } from './limits.ts';

/** An event as the browser sends it. Which events fit which subject: a visit starts in an experience, only
 * listings go into a cart. */
export const browserEventSchema = z
  .strictObject({
    event: z.enum(BROWSER_EVENTS, { error: `event must be one of ${BROWSER_EVENTS.join(', ')}.` }),
    kind: z.enum(SUBJECT_KINDS, { error: `kind must be one of ${SUBJECT_KINDS.join(', ')}.` }),
    id: z.uuid({ error: 'id must be the uuid of an experience or a listing.' }),
  })
  .refine((value) => !(value.event === 'visit-started' && value.kind !== 'experience'), {
    message: 'visit-started applies to experiences only.',
    path: ['kind'],
  })
  .refine((value) => !(value.event === 'add-to-cart' && value.kind !== 'listing'), {
    message: 'add-to-cart applies to listings only.',
    path: ['kind'],
  });

export const analyticsQuerySchema = z.strictObject({
  days: z
    .number()
    .int()
    .refine((value) => (ANALYTICS_RANGES as readonly number[]).includes(value), {
      message: `days must be one of ${ANALYTICS_RANGES.join(', ')}.`,
    })
    .default(30),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** One day's totals over everything the creator owns. `day` is a UTC date, YYYY-MM-DD. */
export interface AnalyticsDay {
  day: string;
  pageViews: number;
  visitsStarted: number;
  addsToCart: number;
  purchases: number;
}

export interface AnalyticsSubjectTotals {
  kind: AnalyticsSubjectKind;
  id: string;
  name: string;
  pageViews: number;
  visitsStarted: number;
  addsToCart: number;
  purchases: number;
}

export interface CreatorAnalytics {
  from: string;
  to: string;
  /** Every day of the range, oldest first, zeros included. */
  days: AnalyticsDay[];
  /** The creator's experiences and listings with anything counted in the range, busiest first. */
  subjects: AnalyticsSubjectTotals[];
}
