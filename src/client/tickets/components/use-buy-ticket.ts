// Buying one ticket (docs/product.md §10 Ticket purchase). One idempotency key per attempt, kept when a call got no
// answer (a timeout, a dropped connection) so pressing Buy again retries the same attempt and cannot
// charge twice; a result (bought or refused) ends the attempt. Refusals the page acts on come back as
// results: insufficient funds opens the modal, sold out / sale closed refresh the list. Like checkout
// (docs/product.md §9), a known balance below the price opens the modal without a call; the server checks again.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { useT } from '../../i18n/i18n.tsx';
import { errorInfo } from '../../query/error-info.ts';
import { newIdempotencyKey } from '../../../shared/cart/checkout.ts';
import { canAffordCart } from '../../../shared/cart/delisted-notice.ts';
import type { BuyTicketResult, TicketView } from '../../../shared/tickets/schema.ts';

export interface TicketNotice {
  definitionId: string;
  kind: 'success' | 'error';
  message: string;
  ticket?: TicketView;
}

export function useBuyTicket(options: {
  eventId: string;
  /** The balance as known now, or null when it is not (the server decides then). */
  balance: number | null;
  refreshBalance: () => Promise<number | null>;
}) {
  const t = useT();
  const utils = trpc.useUtils();
  const attempt = useRef<{ definitionId: string; key: string } | null>(null);
  const [notice, setNotice] = useState<TicketNotice | null>(null);
  const [insufficient, setInsufficient] = useState<{ total: number; balance: number; count: number } | null>(null);
  const purchase = useMutation<BuyTicketResult, unknown, { definitionId: string; idempotencyKey: string }>({
    mutationFn: (input) => utils.client.tickets.buy.mutate(input),
  });

  const buy = async (definitionId: string, price: number): Promise<void> => {
    if (purchase.isPending) return;
    setNotice(null);
    if (!canAffordCart(price, options.balance ?? price)) {
      setInsufficient({ total: price, balance: options.balance ?? 0, count: 1 });
      return;
    }
    const current =
      attempt.current?.definitionId === definitionId ? attempt.current : { definitionId, key: newIdempotencyKey() };
    attempt.current = current;
    let result: BuyTicketResult;
    try {
      result = await purchase.mutateAsync({ definitionId, idempotencyKey: current.key });
    } catch (error) {
      const info = errorInfo(error);
      // A 4xx is an answer: that attempt is over. Anything else may not have reached the server.
      if (info.httpStatus < 500) attempt.current = null;
      setNotice({ definitionId, kind: 'error', message: info.message });
      return;
    }
    attempt.current = null;
    if (result.ok) {
      setNotice({
        definitionId,
        kind: 'success',
        message: t('tickets.youHave', { name: result.ticket.name }),
        ticket: result.ticket,
      });
      await Promise.all([
        utils.tickets.definitions.invalidate({ eventId: options.eventId }),
        utils.tickets.mine.invalidate(),
        utils.tickets.orders.invalidate(),
        options.refreshBalance(),
      ]);
      return;
    }
    if (result.reason === 'insufficient-funds') {
      setInsufficient({ total: result.total, balance: result.balance, count: 1 });
      await options.refreshBalance();
      return;
    }
    setNotice({ definitionId, kind: 'error', message: result.message });
    await utils.tickets.definitions.invalidate({ eventId: options.eventId });
  };

  return {
    buy,
    buying: purchase.isPending ? (purchase.variables?.definitionId ?? null) : null,
    notice,
    insufficient,
    closeInsufficient: () => setInsufficient(null),
  };
}
