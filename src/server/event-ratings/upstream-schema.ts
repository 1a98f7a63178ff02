// What the web tier accepts from the event ratings service (docs/upstream-api-event-ratings.md) after JSON:API
// deserialisation. A missing or mistyped attribute is a contract failure (502).
import { z } from 'zod';
import { RATING_ELIGIBILITIES } from '../../shared/event-ratings/rules.ts';

const summarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });

export const upstreamRatingSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  ratedAt: z.string(),
  raterHandle: z.string(),
  raterName: z.string(),
  raterAvatarUrl: z.string(),
});
export type UpstreamRating = z.infer<typeof upstreamRatingSchema>;

export const upstreamHostRatingSchema = upstreamRatingSchema.extend({
  eventId: z.string(),
  eventTitle: z.string(),
  eventHostHandle: z.string(),
  eventExperienceHandle: z.string(),
});

export const upstreamRatingsMetaSchema = z.object({
  total: z.number().int(),
  summary: summarySchema,
  eligibility: z.enum([...RATING_ELIGIBILITIES, 'visitor']),
  mine: z.object({ stars: z.number().int(), comment: z.string().nullable(), ratedAt: z.string() }).nullable(),
  windowEndsAt: z.string(),
});

export const upstreamHostRatingsMetaSchema = z.object({ summary: summarySchema });
