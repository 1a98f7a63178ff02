// What a ticket of a cancelled event says, on My tickets and the ticket's page alike: cancelled by the
// host, and for a paid ticket the amount that went back to the buyer's balance.
import { css } from '@linaria/core';
import type { TicketView } from '../../../shared/tickets/schema.ts';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { useT } from '../../i18n/i18n.tsx';

const cancelled = css`
  color: var(--color-error);
  font-weight: 600;
`;

export function TicketCancelledNote({ ticket }: { ticket: Pick<TicketView, 'status' | 'refunded'> }) {
  const t = useT();
  if (ticket.status === 'active') return null;
  return (
    <>
      {' '}
      · <span className={cancelled}>{t('tickets.cancelledByHost')}</span>
      {ticket.status === 'refunded' ? (
        <span data-testid="ticket-refunded">
          {' '}
          · {t('tickets.refundedAmount')} <CoinAmount amount={ticket.refunded} />
        </span>
      ) : null}
    </>
  );
}
