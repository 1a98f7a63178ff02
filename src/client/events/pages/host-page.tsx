// A host's page: /hosts/{hostHandle} (docs/product.md §21). The host's portrait and name (linking to the
// profile), their upcoming events soonest first and their past events latest first, each paged on its own
// (`?page`, `?pastPage`). The upcoming events decide the status before streaming (404 for nobody: the
// prefetch in events-prefetch.ts); the past ones stream in their own section.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { Avatar } from '../../profiles/avatar.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { profileHref, siteHref } from '../../../shared/links/site-link.ts';
import type { HostEventsPage } from '../../../shared/events/schema.ts';
import type { RouteParams } from '../../app/routes.tsx';
import { useViewerZone } from '../viewer-zone.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { EventCard, eventGrid } from '../components/event-card.tsx';
import { EventGridSkeleton } from '../components/event-grid-skeleton.tsx';
import { hostInput, hostPageHref } from '../host-input.ts';
import { HostRatings } from '../../event-ratings/host-ratings.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { EventGridSkeleton } from '../components/event-grid-skeleton.tsx';

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const headerText = css`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const pageTitle = css`
  margin: 0;
  font-size: clamp(1.5rem, 3vw, 2.25rem);
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const section = css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 2rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

function pageNumber(value: string | null): number {
  return value !== null && /^\d+$/.test(value) ? Number(value) : 1;
}

export function HostPage({ params }: { params: RouteParams }) {
  const t = useT();
  const utils = trpc.useUtils();
  const search = useSearch();
  const { zone } = useViewerZone();
  const input = hostInput(params, search, zone, 'upcoming');
  const result = useSectionQuery({ ...utils.events.host.queryOptions(input), placeholderData: (previous) => previous });
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST')
      return <NotFoundView what="creator" browseHref="/events" />;
    return (
      <ErrorNotice title={t('hosts.loadFailed')} description={info.message} onRetry={() => void result.refetch()} />
    );
  }
  if (result.status !== 'success') return null;
  const query = new URLSearchParams(search);
  const pages = { page: pageNumber(query.get('page')), pastPage: pageNumber(query.get('pastPage')) };
  return <HostView upcoming={result.data} params={params} search={search} zone={zone} pages={pages} />;
}

function HostView({
  upcoming,
  params,
  search,
  zone,
  pages,
}: {
  upcoming: HostEventsPage;
  params: RouteParams;
  search: string;
  zone: string;
  pages: { page: number; pastPage: number };
}) {
  const t = useT();
  const { sites } = usePublicConfig();
  const { host } = upcoming;
  return (
    <>
      <PageMeta
        title={t('hosts.title', { name: host.name })}
        description={t('hosts.description', { name: host.name })}
        path={hostPageHref(host.handle, pages)}
        image={host.avatarUrl}
        noindex={pages.page > 1 || pages.pastPage > 1}
      />
      <header className={header}>
        <Avatar url={host.avatarUrl} size="md" />
        <div className={headerText}>
          <h1 className={pageTitle}>{t('hosts.title', { name: host.name })}</h1>
          <AppLink href={siteHref(sites.profiles, profileHref(host.handle))}>
            {t('hosts.profile', { name: host.name })}
          </AppLink>
          <ZoneNote />
        </div>
      </header>
      <HostRatings handle={host.handle} />
      <section className={section} aria-labelledby="host-upcoming" data-testid="host-upcoming">
        <h2 id="host-upcoming">
          {t('hosts.upcoming')} <span className="visually-hidden">({upcoming.total})</span>
        </h2>
        {upcoming.items.length === 0 ? (
          <EmptyState
            title={t('hosts.noUpcoming', { name: host.name })}
            actionHref="/events"
            actionLabel={t('hosts.browse')}
            headingLevel={3}
          />
        ) : (
          <EventList page={upcoming} zone={zone} />
        )}
        <Paginator
          current={upcoming.page}
          pageCount={Math.max(1, Math.ceil(upcoming.total / upcoming.perPage))}
          hrefForPage={(n) => hostPageHref(host.handle, { ...pages, page: n })}
        />
      </section>
      <Section fallback={<EventGridSkeleton count={3} />}>
        <PastEvents params={params} search={search} zone={zone} pages={pages} />
      </Section>
    </>
  );
}

function PastEvents({
  params,
  search,
  zone,
  pages,
}: {
  params: RouteParams;
  search: string;
  zone: string;
  pages: { page: number; pastPage: number };
}) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery({
    ...utils.events.host.queryOptions(hostInput(params, search, zone, 'past')),
    placeholderData: (previous) => previous,
  });
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('hosts.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const past = result.data;
  return (
    <section className={section} aria-labelledby="host-past" data-testid="host-past">
      <h2 id="host-past">
        {t('hosts.past')} <span className="visually-hidden">({past.total})</span>
      </h2>
      {past.items.length === 0 ? (
        <EmptyState title={t('hosts.noPast')} headingLevel={3} />
      ) : (
        <EventList page={past} zone={zone} />
      )}
      <Paginator
        current={past.page}
        pageCount={Math.max(1, Math.ceil(past.total / past.perPage))}
        hrefForPage={(n) => hostPageHref(past.host.handle, { ...pages, pastPage: n })}
      />
    </section>
  );
}

function EventList({ page, zone }: { page: HostEventsPage; zone: string }) {
  return (
    <ul className={eventGrid}>
      {page.items.map((event) => (
        <li key={event.id}>
          <EventCard event={event} zone={zone} now={page.now} />
        </li>
      ))}
    </ul>
  );
}
