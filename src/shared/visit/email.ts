// Email of the unsupported-OS mailing list form (docs/product.md §6 email form status, §7 Email, §12 failure text).
// Pure and linear-time: no backtracking regex over the whole address.

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;

/** docs/product.md §6: status of the form. */
export const EMAIL_FORM_STATUSES = ['initial', 'success', 'error'] as const;
export type EmailFormStatus = (typeof EMAIL_FORM_STATUSES)[number];

// Each is anchored and has one character class under one quantifier: linear.
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

/**
 * A standard (WHATWG-like, ASCII) address: dot-atom local part of at most 64 characters, then '@',
 * then at least two dot-separated domain labels (letters, digits, inner hyphens, at most 63 each)
 * whose last one is 2+ letters. At most 254 characters in all. Quoted local parts, IP literals,
 * comments and non-ASCII domains are refused (they are legal but not what a mailing list wants).
 * Surrounding whitespace is ignored (see normalizeEmail); inner whitespace is refused.
 */
export function isValidEmail(value: unknown): boolean {
  return normalizeEmail(value) !== null;
}

/** The trimmed address when valid, else null. Send this, not the raw field value. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length > EMAIL_MAX_LENGTH * 4) return null; // cheap bound before trimming huge input
  const email = value.trim();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return null;

  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);

  if (local.length > LOCAL_MAX_LENGTH) return null;
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return null;

  const labels = domain.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => label.length <= LABEL_MAX_LENGTH && DOMAIN_LABEL.test(label))) return null;
  if (!TOP_LEVEL.test(labels[labels.length - 1] ?? '')) return null;

  return email;
}
