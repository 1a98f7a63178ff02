// /streaming: streaming events that are live now (first) or still ahead, each linking to its event page
// where the stream is watched. Times in the viewer's zone, named; "Starts in …" from the server's clock.
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { EventTime } from '../../events/event-time.tsx';
import type { StreamingEvent } from '../../../shared/streaming/schema.ts';
import { pageHeading, pageLead } from '../../ui/page-parts.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { startsInLabel } from '../../../shared/streaming/stream-state.ts';

const list = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  @media (max-width: 40em) {
    grid-template-columns: 1fr;
  }
`;

const cardText = css`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const cardTitle = css`
  font-size: 1.125rem;
  font-weight: 700;
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

const liveBadge = css`
  justify-self: start;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: var(--color-error);
  color: #ffffff;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const soonBadge = css`
  justify-self: start;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  font-size: 0.8125rem;
  font-weight: 600;
`;

const devNote = css`
  margin: 0 0 1rem;
  padding: 0.625rem 0.875rem;
  border-radius: var(--radius-small);
  background: #fff6da;
  color: #5c4500;
`;

const skeletonRow = css`
  height: 84px;
  border-radius: var(--radius-card);
`;

function StreamCard({ stream, zone }: { stream: StreamingEvent; zone: string }) {
  const t = useT();
  return (
    <li className={card}>
      <span className={cardText}>
        <AppLink href={stream.path} className={cardTitle}>
          {stream.title}
        </AppLink>
        <span className={muted}>
          {t('streaming.hostIn', { host: stream.hostName, experience: stream.experienceName })}
        </span>
        <EventTime startsAt={stream.startsAt} endsAt={stream.endsAt} zone={zone} hostTimeZone={stream.timeZone} />
      </span>
      {stream.state === 'live' ? (
        <span className={liveBadge}>{t('streaming.liveNowBadge')}</span>
      ) : (
        <span className={soonBadge}>{startsInLabel(stream.startsAt, new Date(stream.now), t)}</span>
      )}
    </li>
  );
}

function StreamingList() {
  const t = useT();
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const result = useSectionQuery(utils.streaming.list.queryOptions());
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('streaming.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, developmentCredentials } = result.data;
  const live = items.filter((item) => item.state === 'live');
  const upcoming = items.filter((item) => item.state !== 'live');
  return (
    <>
      {developmentCredentials ? <p className={devNote}>{t('streaming.devNote')}</p> : null}
      {items.length === 0 ? (
        <EmptyState
          title={t('streaming.empty')}
          description={t('streaming.emptyHint')}
          actionHref="/events"
          actionLabel={t('tickets.browseEvents')}
        />
      ) : null}
      {live.length > 0 ? (
        <section aria-labelledby="live-now">
          <h2 id="live-now">{t('events.browse.liveNow')}</h2>
          <ul className={list}>
            {live.map((stream) => (
              <StreamCard key={stream.id} stream={stream} zone={zone} />
            ))}
          </ul>
        </section>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="coming-up">
          <h2 id="coming-up">{t('streaming.comingUp')}</h2>
          <ul className={list}>
            {upcoming.map((stream) => (
              <StreamCard key={stream.id} stream={stream} zone={zone} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function StreamingListSkeleton() {
  return (
    <div className={list} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={skeletonRow} />
      ))}
    </div>
  );
}

export function StreamingPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('streaming.title')} description={t('streaming.description')} path="/streaming" />
      <h1 className={pageHeading}>{t('streaming.title')}</h1>
      <p className={pageLead}>{t('streaming.lead')}</p>
      <Section fallback={<StreamingListSkeleton />}>
        <StreamingList />
      </Section>
    </>
  );
}
