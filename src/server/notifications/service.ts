// Notifications and reminders over the upstream client (docs/upstream-api-notifications.md GET /event-notifications, POST
// /event-notification-subscriptions, GET/POST /notification-subscriptions). Turning a reminder on or off
// is idempotent upstream, so a retried click is harmless.
import type { UpstreamClient } from '../upstream-client/upstream-client.ts';
import { UpstreamContractError } from '../upstream-client/errors.ts';
import type {
  AppNotification,
  EventReminderState,
  MarkReadInput,
  NotificationPreference,
  NotificationPreferenceInput,
  NotificationsPage,
} from '../../shared/notifications/schema.ts';
import { eventPagePath } from '../../shared/streaming/event-path.ts';
import {
  upstreamNotificationSchema,
  upstreamNotificationsMetaSchema,
  upstreamPreferenceSchema,
  upstreamReminderSchema,
  upstreamUnreadMetaSchema,
} from './upstream-schema.ts';
import type { z } from 'zod';
import { listingPath } from '../../shared/listings/listing-rules.ts';

const JSONAPI = { version: 'v2', mediaType: 'jsonapi' } as const;

function toNotification(n: z.output<typeof upstreamNotificationSchema>): AppNotification {
  const event =
    n.eventId !== null &&
    n.eventTitle !== null &&
    n.eventStartsAt !== null &&
    n.hostHandle !== null &&
    n.experienceHandle !== null
      ? {
          id: n.eventId,
          title: n.eventTitle,
          startsAt: n.eventStartsAt,
          path: eventPagePath(n.hostHandle, n.experienceHandle, n.eventId),
        }
      : null;
  const listing =
    n.productId != null && n.productName != null
      ? {
          id: n.productId,
          name: n.productName,
          path: listingPath({ id: n.productId, name: n.productName, slug: n.productSlug ?? undefined }),
        }
      : null;
  const actor = n.actorHandle != null ? { handle: n.actorHandle, name: n.actorName ?? '' } : null;
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    createdAt: n.createdAt,
    read: n.readAt !== null,
    event,
    listing,
    actor,
  };
}

function contractError(method: string, path: string, issues: string[]): UpstreamContractError {
  return new UpstreamContractError({ method, path, url: path, issues });
}

function parseMeta<S extends z.ZodType>(schema: S, meta: unknown, method: string, path: string): z.output<S> {
  const parsed = schema.safeParse(meta);
  if (!parsed.success) {
    throw contractError(
      method,
      path,
      parsed.error.issues.map((issue) => `meta.${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}

export async function listNotifications(
  upstream: UpstreamClient,
  page: { page: number; perPage: number },
): Promise<NotificationsPage> {
  const document = await upstream.getCollection('/event-notifications', {
    ...JSONAPI,
    query: { page: page.page, perPage: page.perPage },
    schema: upstreamNotificationSchema,
  });
  const meta = parseMeta(upstreamNotificationsMetaSchema, document.meta, 'GET', '/event-notifications');
  return { items: document.data.map(toNotification), ...meta };
}

export async function markRead(upstream: UpstreamClient, input: MarkReadInput): Promise<{ unread: number }> {
  const body = await upstream.json('POST', '/event-notifications/read', {
    ...JSONAPI,
    body: { data: { type: 'event-notification-read', attributes: input } },
  });
  const meta = typeof body === 'object' && body !== null && 'meta' in body ? body.meta : undefined;
  return parseMeta(upstreamUnreadMetaSchema, meta, 'POST', '/event-notifications/read');
}

export async function reminderState(
  upstream: UpstreamClient,
  eventId: string,
): Promise<EventReminderState & { remindAt: string | null }> {
  const document = await upstream.getCollection('/event-notification-subscriptions', {
    ...JSONAPI,
    query: { 'filter[eventId]': eventId },
    schema: upstreamReminderSchema,
  });
  const found = document.data.find((reminder) => reminder.eventId === eventId);
  return { eventId, on: found !== undefined, remindAt: found?.remindAt ?? null };
}

export async function setReminder(
  upstream: UpstreamClient,
  input: { eventId: string; on: boolean },
): Promise<EventReminderState & { remindAt: string | null }> {
  if (!input.on) {
    await upstream.delete(`/event-notification-subscriptions/${encodeURIComponent(input.eventId)}`, JSONAPI);
    return { eventId: input.eventId, on: false, remindAt: null };
  }
  const document = await upstream.sendResource('POST', '/event-notification-subscriptions', {
    ...JSONAPI,
    body: { data: { type: 'event-notification-subscription', attributes: { eventId: input.eventId } } },
    schema: upstreamReminderSchema,
  });
  return { eventId: input.eventId, on: true, remindAt: document.data.remindAt };
}

export async function preferences(upstream: UpstreamClient): Promise<NotificationPreference[]> {
  const document = await upstream.getCollection('/notification-subscriptions', {
    ...JSONAPI,
    schema: upstreamPreferenceSchema,
  });
  return document.data.map(({ kind, enabled }) => ({ kind, enabled }));
}

export async function setPreference(
  upstream: UpstreamClient,
  input: NotificationPreferenceInput,
): Promise<NotificationPreference[]> {
  const document = await upstream.sendDocument('POST', '/notification-subscriptions', {
    ...JSONAPI,
    body: { data: { type: 'notification-subscription', attributes: input } },
  });
  const list = Array.isArray(document.data) ? document.data : [];
  return list.map((item) => {
    const parsed = upstreamPreferenceSchema.safeParse(item);
    if (!parsed.success)
      throw contractError(
        'POST',
        '/notification-subscriptions',
        parsed.error.issues.map((issue) => issue.message),
      );
    return parsed.data;
  });
}
