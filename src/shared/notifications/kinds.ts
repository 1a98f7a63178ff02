// The notification kinds a persona can turn on or off (docs/upstream-api-notifications.md GET/POST /notification-subscriptions).
// Plain constants: the browser imports them for labels, the services for validation.
//
// - event-reminder: "starts in N minutes" for events the persona asked to be reminded of.
// - event-changed: an event the persona saved, holds a ticket for or asked to be reminded of moved or was
//   cancelled.
// - ticket-code: an event's host sent the persona a redemption code.
// - wishlist: a listing on the persona's wishlist went on promotion or is back in the store (docs/product.md §15).
// - review-reply: the owner of a listing the persona reviewed replied to that review (docs/product.md §16).
// All default to on: asking for a reminder is already the opt-in, a code is a gift to a named persona,
// wishing a listing is asking to hear about it, and a reply answers the persona's own words.
export const NOTIFICATION_KINDS = ['event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply'] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; description: string }> = {
  'event-reminder': {
    label: 'Event reminders',
    description: 'A notification shortly before an event you asked to be reminded of starts.',
  },
  'event-changed': {
    label: 'Event changes',
    description: 'When an event you saved, hold a ticket for or asked to be reminded of moves or is cancelled.',
  },
  'ticket-code': {
    label: 'Ticket codes',
    description: 'When an event’s host sends you a code for a ticket.',
  },
  wishlist: {
    label: 'Wishlist',
    description: 'When a listing on your wishlist goes on promotion or is back in the store.',
  },
  'review-reply': {
    label: 'Replies to your reviews',
    description: 'When the seller of a listing you reviewed replies to your review.',
  },
};

/** The bell shows at most this many; the /notifications page pages through the rest. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
