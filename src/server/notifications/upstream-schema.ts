// What the web tier accepts from the notifications service (docs/upstream-api-notifications.md). A missing
// or mistyped attribute is a contract failure (502), never a half-rendered bell.
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../shared/notifications/kinds.ts';

export const upstreamNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  eventStartsAt: z.string().nullable(),
  hostHandle: z.string().nullable(),
  experienceHandle: z.string().nullable(),
  // The listing of a wishlist notice (docs/upstream-api-wishlist.md); absent from older services.
  productId: z.string().nullable().optional(),
  productName: z.string().nullable().optional(),
  productSlug: z.string().nullable().optional(),
  // Who caused it (a gift's giver, docs/upstream-api-gifts.md); absent from older services.
  actorHandle: z.string().nullable().optional(),
  actorName: z.string().nullable().optional(),
});

export const upstreamNotificationsMetaSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const upstreamUnreadMetaSchema = z.object({ unread: z.number().int() });

export const upstreamReminderSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  startsAt: z.string(),
  remindAt: z.string(),
});

export const upstreamPreferenceSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() });
