// Tickets on an event's page (docs/product.md §10): each ticket definition with its price
// (FREE or coin and amount), what is left, the sale window, and a Buy button (PROCESSING while it runs);
// the insufficient-funds modal when the balance is short; the bought ticket's code at once; visitors
// are sent to log in and back here. A "Have a code?" form redeems this event's codes.
import { ticketList } from './components/ticket-styles.ts';
import { css, cx } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useSectionQuery } from '../query/section-query.ts';
import { errorInfo } from '../query/error-info.ts';
import { Section } from '../app/section.tsx';
import { useViewer } from '../session/viewer.tsx';
import { useBalance } from '../balance/use-balance.ts';
import { useCurrentUrl } from '../shell/use-current-url.ts';
import { AppLink } from '../router/app-link.tsx';
import { Button, buttonClassName } from '../ui/button.tsx';
import { CoinAmount } from '../ui/coin-amount.tsx';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { InsufficientFundsModal } from '../cart/insufficient-funds-modal.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { signInPath } from '../../shared/session/session-check.ts';
import { TICKETS_PATH } from '../../shared/tickets/rules.ts';
import { useFormats, useT } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';
import type { TicketDefinitionView } from '../../shared/tickets/schema.ts';
import { saleWindowLabel } from './components/ticket-format.ts';
import { useViewerZone } from '../events/viewer-zone.tsx';
import { useBuyTicket } from './components/use-buy-ticket.ts';
import { RedeemCodeForm } from './components/redeem-code-form.tsx';

const wrap = css`
  display: grid;
  gap: 1rem;
`;

const heading = css`
  margin: 0;
  font-size: 1.375rem;
  font-weight: 700;
`;

const card = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  @media (max-width: 40em) {
    grid-template-columns: 1fr;
  }
`;

const info = css`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const nameRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: baseline;
  font-size: 1.125rem;
  font-weight: 600;
`;

const price = css`
  font-weight: 700;
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

const state = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  font-size: 0.9375rem;
`;

const soldOut = css`
  color: var(--color-error);
  font-weight: 600;
`;

const action = css`
  display: grid;
  justify-items: end;
  gap: 0.25rem;

  @media (max-width: 40em) {
    justify-items: stretch;
  }
`;

const noticeSlot = css`
  grid-column: 1 / -1;
`;

const noticeBox = css`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
  color: var(--color-text);
`;

const noticeError = css`
  background: var(--color-error-soft);
`;

const ticketCode = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const redeemBox = css`
  padding: 0.75rem 1rem;
  border: 1px dashed var(--color-border-strong);
  border-radius: var(--radius-card);

  & > summary {
    cursor: pointer;
    font-weight: 600;
  }

  & > summary:focus-visible {
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }

  & > form {
    margin-top: 0.75rem;
  }
`;

const skeletonCard = css`
  height: 5.5rem;
  border-radius: var(--radius-card);
`;

export interface EventTicketsSectionProps {
  eventId: string;
}

/** The section with its own loading skeleton and error boundary. */
export function EventTicketsSection({ eventId }: EventTicketsSectionProps) {
  const t = useT();
  return (
    <section className={wrap} aria-labelledby={`tickets-${eventId}`}>
      <h2 className={heading} id={`tickets-${eventId}`}>
        {t('tickets.heading')}
      </h2>
      <Section fallback={<TicketsSkeleton />}>
        <TicketDefinitions eventId={eventId} />
      </Section>
    </section>
  );
}

function TicketsSkeleton() {
  const t = useT();
  return (
    <div className={ticketList} role="status" aria-busy="true" aria-label={t('tickets.loadingTickets')}>
      <Skeleton className={skeletonCard} />
      <Skeleton className={skeletonCard} />
    </div>
  );
}

function TicketDefinitions({ eventId }: EventTicketsSectionProps) {
  const utils = trpc.useUtils();
  const viewer = useViewer();
  const currentUrl = useCurrentUrl();
  const persona = hasPersona(viewer);
  const balance = useBalance(persona);
  const purchase = useBuyTicket({
    eventId,
    balance: balance.loaded ? balance.balance : null,
    refreshBalance: balance.refresh,
  });
  const definitions = useSectionQuery(utils.tickets.definitions.queryOptions({ eventId }));
  const { zone } = useViewerZone();
  const t = useT();
  const formats = useFormats();
  const codeWords = around(t('tickets.yourCode', { code: around.SLOT }));

  if (definitions.status === 'error') {
    return (
      <ErrorNotice
        title={t('tickets.sectionFailed')}
        description={errorInfo(definitions.error).message}
        onRetry={() => void definitions.refetch()}
      />
    );
  }
  if (definitions.status !== 'success') return null;
  const items = definitions.data;

  const buyControl = (definition: TicketDefinitionView) => {
    if (definition.saleState !== 'on-sale') return null;
    if (viewer === null) {
      // A server route: a plain anchor into the sign-in flow, back to this page afterwards.
      return (
        <a className={buttonClassName('primary')} href={signInPath(currentUrl)}>
          {t('tickets.signInToBuy')}
        </a>
      );
    }
    if (!persona) return <p className={muted}>{t('tickets.needsPersona')}</p>;
    const busy = purchase.buying === definition.id;
    return (
      <Button
        onClick={() => void purchase.buy(definition.id, definition.price)}
        disabled={purchase.buying !== null}
        aria-busy={busy || undefined}
        aria-label={
          busy ? t('tickets.buying', { name: definition.name }) : t('tickets.buyNamed', { name: definition.name })
        }
      >
        {busy ? t('tickets.processing') : definition.price === 0 ? t('tickets.getTicket') : t('tickets.buy')}
      </Button>
    );
  };

  return (
    <>
      {items.length === 0 ? (
        <p className={muted}>{t('tickets.noneNeeded')}</p>
      ) : (
        <ul className={ticketList} aria-label={t('tickets.forThisEvent')}>
          {items.map((definition) => {
            const notice = purchase.notice?.definitionId === definition.id ? purchase.notice : null;
            return (
              <li key={definition.id} className={card} data-testid="ticket-definition">
                <div className={info}>
                  <span className={nameRow}>
                    <span>{definition.name}</span>
                    <CoinAmount amount={definition.price} className={price} approximate />
                  </span>
                  {definition.description ? <p className={muted}>{definition.description}</p> : null}
                  <span className={state}>
                    <span className={definition.remaining <= 0 ? soldOut : undefined}>
                      {definition.remaining <= 0
                        ? t('tickets.soldOut')
                        : t('tickets.left', { count: definition.remaining })}
                    </span>
                    {definition.saleState !== 'sold-out' ? (
                      <span>{saleWindowLabel(t, formats, definition, zone)}</span>
                    ) : null}
                    {definition.owned ? <span>{t('tickets.youHold', { count: definition.owned })}</span> : null}
                  </span>
                </div>
                <div className={action}>{buyControl(definition)}</div>
                <div aria-live="polite" className={noticeSlot}>
                  {notice ? (
                    <p className={cx(noticeBox, notice.kind === 'error' && noticeError)} data-testid="ticket-notice">
                      {notice.message}
                      {notice.ticket ? (
                        <>
                          {' '}
                          {codeWords[0]}
                          <span className={ticketCode}>{notice.ticket.code}</span>
                          {codeWords[1]} <AppLink href={TICKETS_PATH}>{t('tickets.seeMine')}</AppLink>
                        </>
                      ) : null}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {persona ? (
        <details className={redeemBox}>
          <summary>{t('tickets.haveCode')}</summary>
          <RedeemCodeForm eventId={eventId} />
        </details>
      ) : null}
      <InsufficientFundsModal funds={purchase.insufficient} onClose={purchase.closeInsufficient} />
    </>
  );
}
