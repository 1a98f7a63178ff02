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
  return (
    <div className={ticketList} role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className={skeletonCard} />
      <Skeleton className={skeletonCard} />
    </div>
  );
}

function TicketCard({ ticket }: { ticket: TicketView }) {
  return (
    <li className={card} data-testid="my-ticket">
      <div>
        <AppLink className={eventLink} href={ticket.eventPath}>
          {ticket.eventTitle}
        </AppLink>
        <p className={muted}>
          {formatInZone(ticket.eventStartsAt, ticket.eventTimeZone)} · hosted by @{ticket.hostHandle}
        </p>
        <p className={muted}>
          {ticket.name} ·{' '}
          {ticket.source === 'redemption' ? 'from a code' : ticket.paid === 0 ? 'FREE' : <CoinAmount amount={ticket.paid} />}
          <TicketCancelledNote ticket={ticket} />
        </p>
      </div>
      <div className={codeBox}>
        <span className={muted}>Ticket code</span>
        <span className={code}>{ticket.code}</span>
        <AppLink href={ticketHref(ticket.id)} aria-label={`Ticket details for ${ticket.code}`}>
          Ticket details
        </AppLink>
      </div>
    </li>
  );
}

function TicketList({ when }: { when: 'upcoming' | 'past' }) {
  const utils = trpc.useUtils();
  const tickets = useSectionQuery(utils.tickets.mine.queryOptions({ when, page: 1 }));
  if (tickets.status === 'error') {
    return <ErrorNotice title="We could not load your tickets" description={errorInfo(tickets.error).message} onRetry={() => void tickets.refetch()} />;
  }
  if (tickets.status !== 'success') return null;
  if (tickets.data.items.length === 0) {
    return when === 'upcoming' ? (
      <EmptyState
        headingLevel={3}
        title="No upcoming tickets"
        description="Tickets you buy or redeem for events show here, with the code to show at the door."
        actionHref="/events"
        actionLabel="Browse events"
      />
    ) : (
      <p className={muted}>No past tickets yet.</p>
    );
  }
  return (
    <ul className={ticketList} aria-label={when === 'upcoming' ? 'Upcoming tickets' : 'Past tickets'}>
      {tickets.data.items.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}

function TicketOrders() {
  const utils = trpc.useUtils();
  const orders = useSectionQuery(utils.tickets.orders.queryOptions({ page: 1 }));
  if (orders.status === 'error') {
    return <ErrorNotice title="We could not load your ticket orders" description={errorInfo(orders.error).message} onRetry={() => void orders.refetch()} />;
  }
  if (orders.status !== 'success') return null;
  if (orders.data.items.length === 0) return <p className={muted}>No ticket orders yet.</p>;
  return (
    <ul className={ticketList} aria-label="Ticket orders">
      {orders.data.items.map((order) => (
        <li key={order.id} className={orderRow}>
          <span>
            {order.name} · {order.eventTitle}
          </span>
          <span>
            <CoinAmount amount={order.total} /> · {formatInZone(order.createdAt, 'UTC')}
            {order.status === 'refunded' ? ' · Refunded' : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TicketsPage() {
  return (
    <>
      <PageMeta title="My tickets" description="Your event tickets and their codes." path={TICKETS_PATH} noindex />
      <h1 className={pageHeading}>My tickets</h1>
      <PersonaGate logInTitle="Log in to see your tickets" personaDescription="Tickets belong to your persona.">
        <h2 className={sectionTitle}>Upcoming</h2>
        <Section fallback={<ListSkeleton />}>
          <TicketList when="upcoming" />
        </Section>
        <h2 className={sectionTitle} id="redeem-heading">
          Redeem a code
        </h2>
        <div className={redeemBox}>
          <RedeemCodeForm id="redeem" />
        </div>
        <h2 className={sectionTitle}>Past</h2>
        <Section fallback={<ListSkeleton />}>
          <TicketList when="past" />
        </Section>
        <h2 className={sectionTitle}>Ticket orders</h2>
        <Section fallback={<ListSkeleton />}>
          <TicketOrders />
        </Section>
      </PersonaGate>
    </>
  );
}
