// What the web tier accepts from the events service (docs/upstream-api-events.md). Unknown attributes
// are ignored; a missing or mistyped one is a contract failure (502), never a half-rendered page.
import { z } from 'zod';
import { shownPictureUrlSchema } from '../../shared/media/schema.ts';
import { NO_PICTURE_URL } from '../../shared/media/picture-url.ts';
import { DEFAULT_PORTRAIT_URL } from '../../shared/profiles/bio.ts';
import { EVENT_CATEGORIES } from '../../shared/events/categories.ts';

export const upstreamEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  hostTimeZone: z.string(),
  tz: z.string(),
  localStartDate: z.string(),
  localStartTime: z.string(),
  localEndDate: z.string(),
  localEndTime: z.string(),
  live: z.boolean(),
  status: z.enum(['upcoming', 'live', 'ended', 'cancelled']),
  cancelled: z.boolean(),
  featured: z.boolean(),
  streaming: z.boolean(),
  streamChannel: z.string().nullable(),
  seriesId: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  hostHandle: z.string(),
  hostName: z.string(),
  hostAvatarUrl: shownPictureUrlSchema(DEFAULT_PORTRAIT_URL),
  experienceId: z.string(),
  experienceHandle: z.string(),
  experienceName: z.string(),
  imageUrl: shownPictureUrlSchema(NO_PICTURE_URL),
  cardImageUrl: shownPictureUrlSchema(NO_PICTURE_URL),
  path: z.string(),
  saved: z.boolean().nullable(),
  sequence: z.number().int(),
  updatedAt: z.string(),
});
export type UpstreamEvent = z.output<typeof upstreamEventSchema>;

export const upstreamEventListMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  now: z.string(),
});

export const upstreamFeedStateSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
});

export const upstreamFeedCreatedSchema = z.object({
  createdAt: z.string(),
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const upstreamFeedMetaSchema = z.object({
  ownerName: z.string(),
  now: z.string(),
});

export const upstreamAttendeeSchema = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  avatarUrl: shownPictureUrlSchema(DEFAULT_PORTRAIT_URL),
  friend: z.boolean(),
});

export const upstreamAttendeesMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  listed: z.boolean(),
});

export const upstreamHostEventsMetaSchema = upstreamEventListMetaSchema.extend({
  host: z.object({ handle: z.string(), name: z.string(), avatarUrl: shownPictureUrlSchema(DEFAULT_PORTRAIT_URL) }),
});
