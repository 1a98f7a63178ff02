// /tickets, "My tickets" (docs/product.md §10): the persona's upcoming and past tickets, each with the code to show
// at the door and a link to its event; the ticket orders (what was paid, when); and "Redeem a code".
import { ticketList } from '../components/ticket-styles.ts';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TICKETS_PATH, ticketHref } from '../../../shared/tickets/rules.ts';
import type { TicketView } from '../../../shared/tickets/schema.ts';
import { formatInZone } from '../components/ticket-format.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { RedeemCodeForm } from '../components/redeem-code-form.tsx';
import { TicketCancelledNote } from '../components/ticket-cancelled-note.tsx';
import { pageHeading } from '../../ui/page-parts.tsx';

const sectionTitle = css`
  margin: 2rem 0 0.75rem;
  font-size: 1.375rem;
  font-weight: 700;
`;

const card = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.375rem 1rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  @media (max-width: 40em) {
    grid-template-columns: 1fr;
  }
`;

const eventLink = css`
  font-size: 1.125rem;
  font-weight: 600;
  color: var(--color-text);
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

const codeBox = css`
  display: grid;
  align-content: center;
  justify-items: end;
  gap: 0.125rem;

  @media (max-width: 40em) {
    justify-items: start;
  }
`;

const code = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.06em;
`;

const redeemBox = css`
  max-width: 36rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const orderRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 0.75rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const skeletonCard = css`
  height: 5rem;
  border-radius: var(--radius-card);
`;

function ListSkeleton() {
  const t = useT();
  return (
    <div className={ticketList} role="status" aria-busy="true" aria-label={t('tickets.loading')}>
      <Skeleton className={skeletonCard} />
      <Skeleton className={skeletonCard} />
    </div>
  );
}

function TicketCard({ ticket }: { ticket: TicketView }) {
  const t = useT();
  const formats = useFormats();
  return (
    <li className={card} data-testid="my-ticket">
      <div>
        <AppLink className={eventLink} href={ticket.eventPath}>
          {ticket.eventTitle}
        </AppLink>
        <p className={muted}>
          {t('tickets.hostedBy', {
            when: formatInZone(formats, ticket.eventStartsAt, ticket.eventTimeZone),
            host: ticket.hostHandle,
          })}
        </p>
        <p className={muted}>
          {ticket.name} ·{' '}
          {ticket.source === 'redemption' ? (
            t('tickets.fromCode')
          ) : ticket.paid === 0 ? (
            t('tickets.free')
          ) : (
            <CoinAmount amount={ticket.paid} />
          )}
          <TicketCancelledNote ticket={ticket} />
        </p>
      </div>
      <div className={codeBox}>
        <span className={muted}>{t('tickets.code')}</span>
        <span className={code}>{ticket.code}</span>
        <AppLink href={ticketHref(ticket.id)} aria-label={t('tickets.detailsFor', { code: ticket.code })}>
          {t('tickets.details')}
        </AppLink>
      </div>
    </li>
  );
}

function TicketList({ when }: { when: 'upcoming' | 'past' }) {
  const t = useT();
  const utils = trpc.useUtils();
  const tickets = useSectionQuery(utils.tickets.mine.queryOptions({ when, page: 1 }));
  if (tickets.status === 'error') {
    return (
      <ErrorNotice
        title={t('tickets.loadFailed')}
        description={errorInfo(tickets.error).message}
        onRetry={() => void tickets.refetch()}
      />
    );
  }
  if (tickets.status !== 'success') return null;
  if (tickets.data.items.length === 0) {
    return when === 'upcoming' ? (
      <EmptyState
        headingLevel={3}
        title={t('tickets.noUpcoming')}
        description={t('tickets.noUpcomingHint')}
        actionHref="/events"
        actionLabel={t('tickets.browseEvents')}
      />
    ) : (
      <p className={muted}>{t('tickets.noPast')}</p>
    );
  }
  return (
    <ul className={ticketList} aria-label={when === 'upcoming' ? t('tickets.upcomingList') : t('tickets.pastList')}>
      {tickets.data.items.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}

function TicketOrders() {
  const t = useT();
  const formats = useFormats();
  const utils = trpc.useUtils();
  const orders = useSectionQuery(utils.tickets.orders.queryOptions({ page: 1 }));
  if (orders.status === 'error') {
    return (
      <ErrorNotice
        title={t('tickets.ordersFailed')}
        description={errorInfo(orders.error).message}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.status !== 'success') return null;
  if (orders.data.items.length === 0) return <p className={muted}>{t('tickets.noOrders')}</p>;
  return (
    <ul className={ticketList} aria-label={t('tickets.orders')}>
      {orders.data.items.map((order) => (
        <li key={order.id} className={orderRow}>
          <span>
            {order.name} · {order.eventTitle}
          </span>
          <span>
            <CoinAmount amount={order.total} /> · {formatInZone(formats, order.createdAt, 'UTC')}
            {order.status === 'refunded' ? ` · ${t('tickets.refunded')}` : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TicketsPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('tickets.pageTitle')} description={t('tickets.pageDescription')} path={TICKETS_PATH} noindex />
      <h1 className={pageHeading}>{t('tickets.pageTitle')}</h1>
      <PersonaGate logInTitle={t('tickets.logIn')} personaDescription={t('tickets.personaNeeded')}>
        <h2 className={sectionTitle}>{t('tickets.upcoming')}</h2>
        <Section fallback={<ListSkeleton />}>
          <TicketList when="upcoming" />
        </Section>
        <h2 className={sectionTitle} id="redeem-heading">
          {t('tickets.redeemHeading')}
        </h2>
        <div className={redeemBox}>
          <RedeemCodeForm id="redeem" />
        </div>
        <h2 className={sectionTitle}>{t('tickets.past')}</h2>
        <Section fallback={<ListSkeleton />}>
          <TicketList when="past" />
        </Section>
        <h2 className={sectionTitle}>{t('tickets.orders')}</h2>
        <Section fallback={<ListSkeleton />}>
          <TicketOrders />
        </Section>
      </PersonaGate>
    </>
  );
}
