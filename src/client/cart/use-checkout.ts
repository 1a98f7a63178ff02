// Checkout from the cart dropdown (docs/product.md §9 Checkout, §12 Insufficient funds modal). The client checks
// the balance first, exactly as docs/product.md §9 says (balance >= total, or a total of 0, proceeds; otherwise the
// modal, without a call); the server checks again and its answer wins. One idempotency key per attempt,
// reused only when the same attempt is retried after a call that got no answer.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../trpc.ts';
import { errorInfo } from '../query/error-info.ts';
import type { CartView, CheckoutResult } from '../../shared/cart/schema.ts';
import {
  attemptSignature,
  checkoutAttempt,
  checkoutDecision,
  checkoutFailure,
  checkoutOutcome,
  newIdempotencyKey,
  type CheckoutAttempt,
} from '../../shared/cart/checkout.ts';

export interface InsufficientFunds {
  total: number;
  balance: number;
  count: number;
}

export type CheckoutNotice =
  | { kind: 'success'; orderId: string; total: number }
  | { kind: 'info'; message: string }
  | { kind: 'error'; message: string };

export interface UseCheckoutOptions {
  /** The balance as known now, or null when it is not (the server decides then). */
  balance: number | null;
  refreshBalance: () => Promise<number | null>;
  refreshCart: () => Promise<CartView | null>;
}

export function useCheckout({ balance, refreshBalance, refreshCart }: UseCheckoutOptions) {
  const utils = trpc.useUtils();
  const attempt = useRef<CheckoutAttempt | null>(null);
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  const [insufficient, setInsufficient] = useState<InsufficientFunds | null>(null);
  const purchase = useMutation<
    CheckoutResult,
    unknown,
    { productIds: string[]; expectedTotal: number; idempotencyKey: string }
  >({
    mutationFn: (input) => utils.client.cart.checkout.mutate(input),
  });

  const checkout = async (cart: CartView): Promise<void> => {
    if (purchase.isPending) return;
    setNotice(null);
    const decision = checkoutDecision(cart, balance);
    if (decision.kind === 'nothing-to-buy') return;
    if (decision.kind === 'insufficient-funds') {
      setInsufficient({ total: decision.total, balance: decision.balance, count: decision.count });
      return;
    }
    const productIds = [...decision.productIds];
    const current = checkoutAttempt(
      attempt.current,
      attemptSignature(productIds, decision.expectedTotal),
      newIdempotencyKey,
    );
    attempt.current = current;
    let result: CheckoutResult;
    try {
      result = await purchase.mutateAsync({
        productIds,
        expectedTotal: decision.expectedTotal,
        idempotencyKey: current.key,
      });
    } catch (error) {
      // No result. Without an answer (or after a timeout or server failure) the attempt is kept, so
      // pressing Check out again with the same cart retries it with the same key and cannot charge
      // twice; a refusal (4xx: already owned, your own product…) ends it and says why.
      const status =
        typeof error === 'object' && error !== null && 'data' in error ? errorInfo(error).httpStatus : null;
      const failure = checkoutFailure(status, error instanceof Error ? error.message : null);
      if (!failure.keepAttempt) attempt.current = null;
      setNotice({ kind: 'error', message: failure.message });
      if (!failure.keepAttempt) await refreshCart();
      return;
    }
    attempt.current = null;
    const outcome = checkoutOutcome(result, productIds.length);
    switch (outcome.kind) {
      case 'success':
        utils.cart.get.setData(undefined, (old) => (old ? { ...old, items: [], total: 0 } : old));
        setNotice({ kind: 'success', orderId: outcome.orderId, total: outcome.total });
        // Pages open behind the cart (a listing, a grid of cards) say Owned now, without a reload.
        await Promise.all([
          refreshCart(),
          refreshBalance(),
          utils.items.owned.invalidate(),
          utils.cart.has.invalidate(),
        ]);
        return;
      case 'insufficient-funds':
        setInsufficient({ total: outcome.total, balance: outcome.balance, count: outcome.count });
        await refreshBalance();
        return;
      case 'refresh':
        setNotice({ kind: 'info', message: outcome.message });
        await refreshCart();
        return;
    }
  };

  return {
    checkout,
    purchasing: purchase.isPending,
    notice,
    clearNotice: () => setNotice(null),
    insufficient,
    closeInsufficient: () => setInsufficient(null),
  };
}
