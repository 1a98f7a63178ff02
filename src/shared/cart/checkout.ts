// Checkout decisions in the browser (docs/product.md §9 Checkout, §12 Insufficient funds modal). Pure: the browser
// imports this module (types only from schema.ts). The server re-checks everything and is the
// authority; these rules decide what the UI does before asking and after it answers.
import type { CartView, CheckoutResult } from './schema.ts';
import { canAffordCart } from './delisted-notice.ts';

export type CheckoutDecision =
  /** Nothing listed in the cart: the button does nothing (it is disabled). */
  | { readonly kind: 'nothing-to-buy' }
  | { readonly kind: 'purchase'; readonly productIds: readonly string[]; readonly expectedTotal: number }
  /** docs/product.md §9: the balance does not cover a non-zero total: the insufficient-funds modal, no call. */
  | { readonly kind: 'insufficient-funds'; readonly total: number; readonly balance: number; readonly count: number };

/**
 * docs/product.md §9: the purchase proceeds when balance >= total or the total is 0; otherwise the modal opens.
 * `balance` is null when it is not known (still loading, or its load failed): then the server decides,
 * rather than refusing on a balance we never saw.
 */
export function checkoutDecision(cart: Pick<CartView, 'items' | 'total'>, balance: number | null): CheckoutDecision {
  if (cart.items.length === 0) return { kind: 'nothing-to-buy' };
  const purchase = {
    kind: 'purchase',
    productIds: cart.items.map((item) => item.id),
    expectedTotal: cart.total,
  } as const;
  if (balance === null || canAffordCart(cart.total, balance)) return purchase;
  return { kind: 'insufficient-funds', total: cart.total, balance, count: cart.items.length };
}

export type CheckoutOutcome =
  | { readonly kind: 'success'; readonly orderId: string; readonly total: number }
  | { readonly kind: 'insufficient-funds'; readonly total: number; readonly balance: number; readonly count: number }
  /** Something in the cart went off sale: refresh the cart (the delisted notice then names it). */
  | { readonly kind: 'refresh'; readonly message: string };

/** The server's words as a sentence that another can follow ('…try again' → '…try again.'). */
function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return 'Your cart changed.';
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** What the UI does with the server's answer (it wins over the client's own balance check). */
export function checkoutOutcome(result: CheckoutResult, count: number): CheckoutOutcome {
  if (result.ok) return { kind: 'success', orderId: result.orderId, total: result.total };
  switch (result.reason) {
    case 'insufficient-funds':
      return { kind: 'insufficient-funds', total: result.total, balance: result.balance, count };
    case 'unavailable':
      return {
        kind: 'refresh',
        message:
          result.names.length === 0
            ? 'Something in your cart is no longer available. Your cart has been updated.'
            : `${result.names.join(', ')} ${result.names.length === 1 ? 'is' : 'are'} no longer available. Your cart has been updated.`,
      };
    case 'price-changed':
    case 'cart-changed':
      return { kind: 'refresh', message: `${sentence(result.message)} Your cart has been updated.` };
  }
}

/** One purchase attempt: the key the server uses to run it at most once, and what it buys. */
export interface CheckoutAttempt {
  readonly key: string;
  readonly signature: string;
}

/** What an attempt buys: the same products at the same expected total (order does not matter). */
export function attemptSignature(productIds: readonly string[], expectedTotal: number): string {
  return `${[...productIds].sort().join(',')}@${expectedTotal}`;
}

/**
 * The idempotency key for a checkout. A retry of the same attempt (the call failed without an answer:
 * network, timeout) reuses its key, so the server never charges twice; anything else — a different
 * cart or total, or no attempt pending — gets a new key. After an answer (success or refusal) the
 * caller forgets the attempt, so a key is never reused after a success.
 */
export function checkoutAttempt(
  pending: CheckoutAttempt | null,
  signature: string,
  newKey: () => string,
): CheckoutAttempt {
  if (pending !== null && pending.signature === signature) return pending;
  return { key: newKey(), signature };
}

/**
 * A fresh purchase key. crypto.randomUUID exists only in secure contexts (https, localhost), so plain
 * http elsewhere falls back to 128 random bits from getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto,
): string {
  if (typeof source.randomUUID === 'function') return `cart-${source.randomUUID()}`;
  const bytes = source.getRandomValues(new Uint8Array(16));
  return `cart-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export interface CheckoutFailure {
  readonly message: string;
  /**
   * Keep the attempt (and its key) for a retry: true when the purchase may have happened without us
   * hearing (no answer, a timeout, a server failure), so a retry must not be able to charge twice; false
   * for a refusal (4xx), after which a new press is a new attempt.
   */
  readonly keepAttempt: boolean;
}

export const CHECKOUT_FAILED_MESSAGE = 'The purchase did not go through. Check your cart and try again.';

/**
 * A checkout call that threw instead of answering a CheckoutResult. `httpStatus` is null when no answer
 * arrived. A refusal's own words are shown (the server passes on only client-facing details, such as
 * 'You already own Neon Hat.'); anything else reads the generic message.
 */
export function checkoutFailure(httpStatus: number | null, message: string | null): CheckoutFailure {
  if (httpStatus !== null && httpStatus >= 400 && httpStatus < 500) {
    const words = message?.trim() ?? '';
    return { message: words === '' ? CHECKOUT_FAILED_MESSAGE : words, keepAttempt: false };
  }
  return { message: CHECKOUT_FAILED_MESSAGE, keepAttempt: true };
}
