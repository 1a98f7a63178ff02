// Notifications and reminders (docs/upstream-api-notifications.md GET /event-notifications, POST /event-notification-subscriptions,
// GET/POST /notification-subscriptions). zod values server side; the browser imports only the types.
import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE, type NotificationKind } from './kinds.ts';

export const eventReminderInputSchema = z
  .object({
    eventId: z.uuid({ error: 'That is not an event id.' }),
    on: z.boolean({ error: 'Say whether the reminder is on (true) or off (false).' }),
  })
  .strict();

export const eventIdInputSchema = z.object({ eventId: z.uuid({ error: 'That is not an event id.' }) }).strict();

export const notificationsListInputSchema = z
  .object({
    page: z.coerce.number().int().min(1, 'Pages start at 1.').max(1000).default(1),
    perPage: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
  })
  .strict()
  .default({ page: 1, perPage: NOTIFICATIONS_PAGE_SIZE });

export const markReadInputSchema = z
  .union([
    z
      .object({
        ids: z
          .array(z.uuid({ error: 'That is not a notification id.' }))
          .min(1)
          .max(100),
      })
      .strict(),
    z.object({ all: z.literal(true) }).strict(),
  ])
  .describe('Either the ids to mark read, or all: true.');

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: `Choose one of: ${NOTIFICATION_KINDS.join(', ')}.`,
});

export const notificationPreferenceInputSchema = z
  .object({ kind: notificationKindSchema, enabled: z.boolean({ error: 'enabled must be true or false.' }) })
  .strict();

export type EventReminderInput = z.infer<typeof eventReminderInputSchema>;
export type MarkReadInput = z.infer<typeof markReadInputSchema>;
export type NotificationPreferenceInput = z.infer<typeof notificationPreferenceInputSchema>;

export interface EventReminderState {
  eventId: string;
  on: boolean;
}

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
  /** The event it is about, with what the browser needs to link to it; null when the event is gone. */
  event: { id: string; title: string; startsAt: string; path: string } | null;
  /** The listing a wishlist notice is about (docs/product.md §15); null for other kinds or a deleted listing. */
  listing: { id: string; name: string; path: string } | null;
  /** The persona whose act it tells of (a gift's giver, docs/product.md §20); null for other kinds. */
  actor: { handle: string; name: string } | null;
}

export interface NotificationsPage {
  items: AppNotification[];
  unread: number;
  total: number;
  page: number;
  perPage: number;
}

export interface NotificationPreference {
  kind: NotificationKind;
  enabled: boolean;
}
