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
import { useFormats, useT } from '../../i18n/i18n.tsx';
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
  const t = useT();
  return (
    <>
      <PageMeta
        title={t('tickets.yourTicket')}
        description={t('tickets.yourTicketDescription')}
        path={ticketHref(id)}
        noindex
      />
      <BackLink href={TICKETS_PATH}>{t('tickets.pageTitle')}</BackLink>
      <PersonaGate logInTitle={t('tickets.logInTicket')} personaDescription={t('tickets.personaNeeded')}>
        <Section fallback={<LoadingDetail label={t('tickets.loadingTicket')} />}>
          <TicketView id={id} />
        </Section>
      </PersonaGate>
    </>
  );
}

function TicketView({ id }: { id: string }) {
  const t = useT();
  const formats = useFormats();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.tickets.detail.queryOptions({ id }));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') {
      return (
        <NotFoundView
          title={t('tickets.notFound')}
          primary={{ href: TICKETS_PATH, label: t('tickets.pageTitle') }}
          secondary={{ href: '/events', label: t('tickets.browseEvents') }}
        >
          <p>{t('tickets.notFoundHint')}</p>
        </NotFoundView>
      );
    }
    return (
      <ErrorNotice title={t('tickets.ticketFailed')} description={info.message} onRetry={() => void result.refetch()} />
    );
  }
  if (result.status !== 'success') return null;
  const ticket = result.data;
  return (
    <article aria-labelledby="ticket-title">
      <h1 id="ticket-title" className={pageTitle}>
        {ticket.name} · {ticket.eventTitle}
      </h1>
      <div className={codeCard}>
        <span className={muted}>{t('tickets.codeAtDoor')}</span>
        <span className={code} data-testid="ticket-code">
          {ticket.code}
        </span>
      </div>
      <dl className={factList}>
        <dt>{t('tickets.event')}</dt>
        <dd>
          <AppLink href={ticket.eventPath}>{ticket.eventTitle}</AppLink>
          <TicketCancelledNote ticket={ticket} />
        </dd>
        <dt>{t('tickets.starts')}</dt>
        <dd>
          <time dateTime={ticket.eventStartsAt}>
            {formatInZone(formats, ticket.eventStartsAt, ticket.eventTimeZone)}
          </time>
        </dd>
        <dt>{t('tickets.ends')}</dt>
        <dd>
          <time dateTime={ticket.eventEndsAt}>{formatInZone(formats, ticket.eventEndsAt, ticket.eventTimeZone)}</time>
        </dd>
        <dt>{t('tickets.host')}</dt>
        <dd>@{ticket.hostHandle}</dd>
        <dt>{ticket.source === 'redemption' ? t('tickets.redeemed') : t('tickets.bought')}</dt>
        <dd>
          <time dateTime={ticket.createdAt}>{formatInZone(formats, ticket.createdAt, 'UTC')}</time>
          {' · '}
          {ticket.source === 'redemption' ? (
            t('tickets.fromCode')
          ) : ticket.paid === 0 ? (
            t('tickets.freeWord')
          ) : (
            <CoinAmount amount={ticket.paid} />
          )}
        </dd>
      </dl>
      <div className={actions}>
        <ButtonLink href={ticket.eventPath}>{t('tickets.goToEvent')}</ButtonLink>
        <ButtonLink href={TICKETS_PATH} variant="secondary">
          {t('tickets.allMine')}
        </ButtonLink>
      </div>
    </article>
  );
}
