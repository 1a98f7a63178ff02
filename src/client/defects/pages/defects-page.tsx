// /defects (docs/product.md §22): the defect reports the viewer filed, newest first, paged, each with its
// status and the seller's note. Visitors are asked to log in and come back; an empty list says how to file one.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { LoadingDetail, pageTitle } from '../../ui/page-parts.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { MY_DEFECTS_PATH } from '../../../shared/defects/limits.ts';
import { pageFromSearch } from '../../../shared/orders/rules.ts';
import { DefectCard, defectList } from '../components/defect-card.tsx';

const heading = css`
  margin-top: 1.5rem;
`;

const lead = css`
  margin: 0 0 1.5rem;
  color: var(--color-text-muted);
`;

const pager = css`
  margin-top: 2rem;
`;

export function DefectsSkeleton() {
  const t = useT();
  return <LoadingDetail label={t('defects.listLabel')} />;
}

function MyDefects({ page }: { page: number }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.defects.mine.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('defects.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, pageCount } = result.data;
  if (items.length === 0) return <EmptyState title={t('defects.myEmpty')} description={t('defects.myEmptyHint')} />;
  return (
    <>
      <ul className={defectList} aria-label={t('defects.listLabel')}>
        {items.map((report) => (
          <DefectCard key={report.id} report={report} showBuyer={false} />
        ))}
      </ul>
      <div className={pager}>
        <Paginator
          current={page}
          pageCount={pageCount}
          hrefForPage={(n) => (n === 1 ? MY_DEFECTS_PATH : `${MY_DEFECTS_PATH}?page=${n}`)}
          label={t('defects.listLabel')}
        />
      </div>
    </>
  );
}

export function DefectsPage() {
  const t = useT();
  const page = pageFromSearch(useSearch());
  return (
    <>
      <PageMeta title={t('defects.myTitle')} description={t('defects.myLead')} path={MY_DEFECTS_PATH} noindex />
      <h1 className={`${pageTitle} ${heading}`}>{t('defects.myTitle')}</h1>
      <p className={lead}>{t('defects.myLead')}</p>
      <PersonaGate logInTitle={t('defects.myLogIn')} personaDescription={t('defects.myLead')}>
        <Section fallback={<DefectsSkeleton />}>
          <MyDefects page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
