// /snapshots (docs/product.md §2): every snapshot, newest first, with a paginator; `?persona=` narrows it to one
// persona's (the profile's 'See all' link). Nothing here decides the status except a bad query string
// (prefetch.ts checks it before streaming). After deleting one's snapshot the detail page comes back
// here with `?notice=deleted`, announced once.
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { BadRequestView } from '../../shell/bad-request-view.tsx';
import { snapshotsHref, snapshotsSearchFrom } from '../../../shared/snapshots/snapshot-rules.ts';
import { SnapshotGrid, SnapshotGridSkeleton } from '../snapshot-grid.tsx';
import { snapshotsPageInput } from '../snapshots-input.ts';
import { usePublicConfig } from '../../app/public-config.tsx';
import { useT } from '../../i18n/i18n.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { SnapshotGridSkeleton } from '../snapshot-grid.tsx';

const header = css`
  margin-bottom: 1.5rem;

  & h1 {
    margin: 0 0 0.25rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    letter-spacing: -0.02em;
  }

  & p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const notice = css`
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--color-success);
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
  color: var(--color-text);
  font-weight: 500;
`;

const count = css`
  margin: 0 0 1rem;
  color: var(--color-text-muted);
`;

export function SnapshotsPage() {
  const t = useT();
  const { productName } = usePublicConfig();
  const search = useSearch();
  const parsed = snapshotsSearchFrom(search);
  const input = snapshotsPageInput(search);
  const page = Number(parsed.page) || 1;
  const deletedNotice = useArrivalNotice(parsed.notice === 'deleted');
  return (
    <>
      <PageMeta
        title={parsed.persona ? t('snapshots.listBy', { name: `@${parsed.persona}` }) : t('nav.snapshots')}
        description={t('snapshots.metaDescription', { productName })}
        path={snapshotsHref({ persona: parsed.persona, page })}
        noindex={Boolean(parsed.persona) || parsed.notice !== undefined}
      />
      <header className={header}>
        <h1>{t('nav.snapshots')}</h1>
        <p>
          {parsed.persona ? t('snapshots.leadBy', { handle: parsed.persona }) : t('snapshots.lead', { productName })}
        </p>
      </header>
      {deletedNotice ? (
        <p role="status" className={notice}>
          {t('snapshots.deleted')}
        </p>
      ) : null}
      <Section fallback={<SnapshotGridSkeleton count={12} />}>
        <SnapshotResults input={input} persona={parsed.persona} />
      </Section>
    </>
  );
}

/**
 * Shows a notice that arrived in the address (`?notice=`) and takes it out of the address, so a reload
 * or a shared link does not announce it again. Kept in state: the address changing does not hide it.
 */
function useArrivalNotice(arrived: boolean): boolean {
  const [shown] = useState(arrived);
  useEffect(() => {
    if (!arrived) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('notice');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [arrived]);
  return shown || arrived;
}

function SnapshotResults({
  input,
  persona,
}: {
  input: ReturnType<typeof snapshotsPageInput>;
  persona: string | undefined;
}) {
  const t = useT();
  const { productName } = usePublicConfig();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.snapshots.list.queryOptions(input));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'BAD_REQUEST') return <BadRequestView message={info.message} resetHref="/snapshots" />;
    return (
      <ErrorNotice title={t('snapshots.loadFailed')} description={info.message} onRetry={() => void result.refetch()} />
    );
  }
  if (result.status !== 'success') return null;
  const data = result.data;
  if (data.total === 0 || data.items.length === 0) {
    return (
      <EmptyState
        title={
          data.total === 0
            ? persona
              ? t('snapshots.noneByHandle', { handle: persona })
              : t('snapshots.none')
            : t('snapshots.noneOnPage')
        }
        description={data.total === 0 ? t('snapshots.noneHint', { productName }) : t('snapshots.pastLast')}
        actionHref={persona || data.total > 0 ? '/snapshots' : '/experiences'}
        actionLabel={persona || data.total > 0 ? t('snapshots.seeAllSnapshots') : t('browse.title')}
      />
    );
  }
  return (
    <>
      <p className={count} role="status">
        {t('snapshots.count', { count: data.total })}
      </p>
      <SnapshotGrid
        snapshots={data.items}
        asOf={data.asOf}
        label={t('nav.snapshots')}
        headingLevel={2}
        eagerCount={8}
      />
      <Paginator
        current={data.page}
        pageCount={data.pageCount}
        hrefForPage={(n) => snapshotsHref({ persona, page: n })}
      />
    </>
  );
}
