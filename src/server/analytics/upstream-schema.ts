// What the web tier accepts from GET /user/analytics (docs/upstream-api-analytics.md).
import { z } from 'zod';
import { SUBJECT_KINDS } from '../../shared/analytics/limits.ts';

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const upstreamAnalyticsSchema = z.object({
  id: z.string(),
  from: day,
  to: day,
  days: z
    .array(z.object({ day, pageViews: count, visitsStarted: count, addsToCart: count, purchases: count }))
    .max(400),
  subjects: z
    .array(
      z.object({
        kind: z.enum(SUBJECT_KINDS),
        id: z.string(),
        name: z.string(),
        pageViews: count,
        visitsStarted: count,
        addsToCart: count,
        purchases: count,
      }),
    )
    .max(1000),
});
