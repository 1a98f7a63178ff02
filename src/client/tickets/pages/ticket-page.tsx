// /tickets/{id}: one ticket for its holder (GET /user/tickets/{id}): the code to show at the door, the
// event (when, in its own zone; who hosts it; cancelled or not), what it cost or that it came from a code.
// Anyone else's ticket reads as missing (404). tickets.detail decides the status (prefetch.ts).
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { idInput } from '../../app/route-match.ts';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { CoinAmount } from '../../ui/coin-amount.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { BackLink, factList, LoadingDetail, pageTitle } from '../../ui/page-parts.tsx';
import { NotFoundView } from '../../shell/status-view.tsx';
import { TICKETS_PATH, ticketHref } from '../../../shared/tickets/rules.ts';
import { formatInZone } from '../components/ticket-format.ts';
import { TicketCancelledNote } from '../components/ticket-cancelled-note.tsx';


const codeCard = css`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

const code = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: clamp(1.5rem, 6vw, 2rem);
  font-weight: 700;
  letter-spacing: 0.06em;
  overflow-wrap: anywhere;
`;

const muted = css`
  color: var(--color-text-muted);
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export function TicketPage({ params }: { params: RouteParams }) {
  const { id } = idInput(params);
  return (
    <>
      <PageMeta title="Your ticket" description="One of your event tickets." path={ticketHref(id)} noindex />
      <BackLink href={TICKETS_PATH}>My tickets</BackLink>
      <PersonaGate logInTitle="Log in to see this ticket" personaDescription="Tickets belong to your persona.">
        <Section fallback={<LoadingDetail label="Loading the ticket" />}>
          <TicketView id={id} />
        </Section>
      </PersonaGate>
    </>
  );
}

function TicketView({ id }: { id: string }) {
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.tickets.detail.queryOptions({ id }));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') {
      return (
        <NotFoundView
          title="We couldn't find that ticket"
          primary={{ href: TICKETS_PATH, label: 'My tickets' }}
          secondary={{ href: '/events', label: 'Browse events' }}
        >
          <p>None of your tickets has this number. Your tickets, with their codes, are on My tickets.</p>
        </NotFoundView>
      );
    }
    return <ErrorNotice title="We could not load this ticket" description={info.message} onRetry={() => void result.refetch()} />;
  }
  if (result.status !== 'success') return null;
  const ticket = result.data;
  return (
    <article aria-labelledby="ticket-title">
      <h1 id="ticket-title" className={pageTitle}>
        {ticket.name} · {ticket.eventTitle}
      </h1>
      <div className={codeCard}>
        <span className={muted}>Ticket code: show it at the door</span>
        <span className={code} data-testid="ticket-code">
          {ticket.code}
        </span>
      </div>
      <dl className={factList}>
        <dt>Event</dt>
        <dd>
          <AppLink href={ticket.eventPath}>{ticket.eventTitle}</AppLink>
          <TicketCancelledNote ticket={ticket} />
        </dd>
        <dt>Starts</dt>
        <dd>
          <time dateTime={ticket.eventStartsAt}>{formatInZone(ticket.eventStartsAt, ticket.eventTimeZone)}</time>
        </dd>
        <dt>Ends</dt>
        <dd>
          <time dateTime={ticket.eventEndsAt}>{formatInZone(ticket.eventEndsAt, ticket.eventTimeZone)}</time>
        </dd>
        <dt>Host</dt>
        <dd>@{ticket.hostHandle}</dd>
        <dt>{ticket.source === 'redemption' ? 'Redeemed' : 'Bought'}</dt>
        <dd>
          <time dateTime={ticket.createdAt}>{formatInZone(ticket.createdAt, 'UTC')}</time>
          {' · '}
          {ticket.source === 'redemption' ? 'from a code' : ticket.paid === 0 ? 'Free' : <CoinAmount amount={ticket.paid} />}
        </dd>
      </dl>
      <div className={actions}>
        <ButtonLink href={ticket.eventPath}>Go to the event</ButtonLink>
        <ButtonLink href={TICKETS_PATH} variant="secondary">
          All my tickets
        </ButtonLink>
      </div>
    </article>
  );
}
