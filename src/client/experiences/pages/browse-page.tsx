import { useLocation, useSearch } from 'wouter';
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
import { SearchForm } from '../components/search-form.tsx';
import { BrowseHeader } from '../components/browse-header.tsx';
import { ExperienceGrid } from '../experience-grid.tsx';
import { ExperienceGridSkeleton } from '../experience-grid-skeleton.tsx';
import { browseHref, browseSearchFrom, type BrowseSearch } from '../browse-search.ts';
import { usePublicConfig } from '../../app/public-config.tsx';
import { BrowseNav, type BrowseNavLink } from '../../shell/browse-nav.tsx';
import { SORT_LABELS } from '../components/search-form.tsx';
import { EXPERIENCE_SORTS } from '../../../shared/experiences/limits.ts';
import { TagFilterNotice } from '../../ui/tag-chips.tsx';
import { useT, type Translate } from '../../i18n/i18n.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { ExperienceGridSkeleton } from '../experience-grid-skeleton.tsx';

const pageTitle = css`
  margin: 1.5rem 0 1rem;
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
`;

export function BrowsePage() {
  const search = browseSearchFrom(useSearch());
  const [, navigate] = useLocation();
  const t = useT();
  const { productName } = usePublicConfig();
  const title = search.tag
    ? t('browse.titleTagged', { tag: search.tag })
    : search.q
      ? t('browse.titleSearch', { q: search.q })
      : t('browse.title');
  return (
    <>
      <PageMeta
        title={search.q ? t('browse.metaSearch', { q: search.q }) : t('browse.metaTitle')}
        description={t('browse.metaDescription', { productName })}
        path={browseHref(search, Number(search.page) || 1)}
        noindex={Boolean(search.q) || Boolean(search.tag)}
      />
      <h1 className={pageTitle}>{title}</h1>
      {search.tag ? <TagFilterNotice tag={search.tag} clearHref={browseHref({ ...search, tag: undefined })} /> : null}
      <BrowseNav label={t('browse.nav')} links={browseLinks(search, t)} />
      {/* The browse navigation above chooses the sort, so the form carries it rather than showing a second control. */}
      <SearchForm
        defaultQuery={search.q ?? ''}
        defaultSort={search.sort ?? 'featured'}
        showSort={false}
        onSearch={(q, sort) => navigate(browseHref({ q, sort, tag: search.tag }))}
      />
      <Section fallback={<ExperienceGridSkeleton count={12} />}>
        <BrowseResults search={search} />
      </Section>
    </>
  );
}

/** docs/product.md §4 browse navigation: the browse sections of /experiences (its sorts), keeping the search. */
function browseLinks(search: BrowseSearch, t: Translate): BrowseNavLink[] {
  const current = search.sort ?? 'featured';
  return EXPERIENCE_SORTS.map((sort) => ({
    title: t(SORT_LABELS[sort]),
    href: browseHref({ q: search.q, tag: search.tag, sort }),
    current: sort === current,
  }));
}

function BrowseResults({ search }: { search: BrowseSearch }) {
  const utils = trpc.useUtils();
  const { sites } = usePublicConfig();
  const t = useT();
  const result = useSectionQuery(utils.experiences.browse.queryOptions(search));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'BAD_REQUEST') return <BadRequestView message={info.message} resetHref="/experiences" />;
    return (
      <ErrorNotice title={t('browse.loadFailed')} description={info.message} onRetry={() => void result.refetch()} />
    );
  }
  if (result.status !== 'success') return null;
  const page = result.data;
  return (
    <>
      <BrowseHeader total={page.total} query={search.q ?? null} />
      {page.items.length === 0 ? (
        <EmptyState
          title={search.q || search.tag ? t('browse.emptyMatchTitle') : t('browse.emptyTitle')}
          description={search.q ? t('browse.emptyMatchBody') : t('browse.emptyBody')}
          actionHref={search.q || search.tag ? '/experiences' : undefined}
          actionLabel={search.q || search.tag ? t('browse.emptyAction') : undefined}
        />
      ) : (
        <ExperienceGrid
          experiences={page.items}
          baseUrl={sites.atlas}
          label={t('browse.gridLabel')}
          eagerCount={6}
          showLikes={search.sort === 'most-liked'}
        />
      )}
      <Paginator current={page.page} pageCount={page.pageCount} hrefForPage={(n) => browseHref(search, n)} />
    </>
  );
}
