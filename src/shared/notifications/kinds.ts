// The notification kinds a persona can turn on or off (docs/upstream-api-notifications.md GET/POST /notification-subscriptions).
// Plain constants: the browser imports them for labels, the services for validation.
//
// - event-reminder: "starts in N minutes" for events the persona asked to be reminded of.
// - event-changed: an event the persona saved, holds a ticket for or asked to be reminded of moved or was
//   cancelled.
// - ticket-code: an event's host sent the persona a redemption code.
// - wishlist: a listing on the persona's wishlist went on promotion or is back in the store (docs/product.md §15).
// - review-reply: the owner of a listing the persona reviewed replied to that review (docs/product.md §16).
// - gift-received: a friend gave the persona a listing (docs/product.md §20).
// - defect-reported: a buyer reported a defect in one of the persona's listings (docs/product.md §22).
// - defect-status: the seller changed the status of a defect report the persona filed (docs/product.md §22).
// - event-search-match: a newly published event matches one of the persona's saved searches (docs/product.md §23).
// All default to on: asking for a reminder is already the opt-in, a code is a gift to a named persona,
// wishing a listing is asking to hear about it, a reply answers the persona's own words, and a defect
// report is about the persona's own listing or purchase, and saving a search is asking to hear of new matches.
import type { MessageId } from '../i18n/messages/en.ts';

export const NOTIFICATION_KINDS = [
  'event-reminder',
  'event-changed',
  'ticket-code',
  'wishlist',
  'review-reply',
  'gift-received',
  'defect-reported',
  'defect-status',
  'event-search-match',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The words of each kind's on/off setting, as message ids of the catalogues (src/shared/i18n/messages). */
export const NOTIFICATION_KIND_MESSAGES: Record<NotificationKind, { label: MessageId; description: MessageId }> = {
  'event-reminder': { label: 'notifications.kindEventReminder', description: 'notifications.kindEventReminderHint' },
  'event-changed': { label: 'notifications.kindEventChanged', description: 'notifications.kindEventChangedHint' },
  'ticket-code': { label: 'notifications.kindTicketCode', description: 'notifications.kindTicketCodeHint' },
  wishlist: { label: 'notifications.kindWishlist', description: 'notifications.kindWishlistHint' },
  'review-reply': { label: 'notifications.kindReviewReply', description: 'notifications.kindReviewReplyHint' },
  'gift-received': { label: 'notifications.kindGiftReceived', description: 'notifications.kindGiftReceivedHint' },
  'defect-reported': { label: 'notifications.kindDefectReported', description: 'notifications.kindDefectReportedHint' },
  'defect-status': { label: 'notifications.kindDefectStatus', description: 'notifications.kindDefectStatusHint' },
  'event-search-match': {
    label: 'notifications.kindEventSearchMatch',
    description: 'notifications.kindEventSearchMatchHint',
  },
};

/** The bell shows at most this many; the /notifications page pages through the rest. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
