// Gifting's constants and pure rules (docs/product.md §20), read by the services, the web tier and the browser.

/** The page of the gifts the viewer received. */
export const RECEIVED_GIFTS_PATH = '/gifts';
/** Gifts on one page of it. */
export const RECEIVED_GIFTS_PER_PAGE = 24;

/** The longest message a giver may add to a gift, in characters (code points, as PostgreSQL counts them). */
export const GIFT_MESSAGE_MAX = 280;

/** Characters of a message as a person and PostgreSQL's char_length count them (an emoji is one). */
export function giftMessageLength(text: string): number {
  return [...text].length;
}

/**
 * The message as it is stored: trimmed, and none at all when nothing but spaces was written. Whether it is
 * short enough is for the schema to say (giftMessageLength).
 */
export function normaliseGiftMessage(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The refusal of a gift between two personas when either blocked the other (docs/product.md §17, §20): the same
 * words whichever side blocked. The pages say it in the reader's language (message `gifts.errorUnavailable`).
 */
export const GIFT_UNAVAILABLE = 'You cannot send this persona a gift.';
