// /categories: every category of the store with how many listings it holds (GET /categories), and
// /categories/{slug}: one category (GET /categories/{id or slug}) with its subcategories and its
// listings, a page at a time like the store. categories.detail decides the status (prefetch.ts).
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { idInput } from '../../app/route-match.ts';
import { AppLink } from '../../router/app-link.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { NotFoundView } from '../../shell/status-view.tsx';
import { BackLink } from '../../ui/page-parts.tsx';
import { ListingGrid } from '../../listings/listing-grid.tsx';
import { ListingGridSkeleton } from '../../listings/listing-skeletons.tsx';
import { CATEGORIES_PATH, categoryHref, categoryPageFrom, groupCategories } from '../../../shared/categories/rules.ts';
import type { CategoryDetail } from '../../../shared/categories/schema.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';

const header = css`
  margin: 1.5rem 0 1rem;

  & h1 {
    margin: 0 0 0.25rem;
    font-size: clamp(1.75rem, 3vw, 2.25rem);
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const crumbs = css`
  margin: 1.5rem 0 0;
  font-size: 0.9375rem;
`;

const groups = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const group = css`
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  & h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
`;

const childList = css`
  display: grid;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const count = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.875rem;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-button);
    color: var(--color-text);
    text-decoration: none;
  }
`;

function CountOf({ n }: { n: number }) {
  const t = useT();
  return <span className={count}> · {t('categories.listingCount', { count: n })}</span>;
}

export function CategoriesPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('categories.title')} description={t('categories.description')} path={CATEGORIES_PATH} />
      <BackLink href="/store">{t('categories.store')}</BackLink>
      <header className={header}>
        <h1>{t('categories.title')}</h1>
        <p>{t('categories.lead')}</p>
      </header>
      <Section fallback={<Skeleton shape="rect" />}>
        <AllCategories />
      </Section>
    </>
  );
}

function AllCategories() {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.categories.list.queryOptions());
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('categories.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const grouped = groupCategories(result.data);
  if (grouped.length === 0) {
    return (
      <EmptyState
        title={t('categories.none')}
        description={t('categories.noneHint')}
        actionHref="/store"
        actionLabel={t('categories.browseStore')}
      />
    );
  }
  return (
    <ul className={groups} aria-label={t('categories.title')}>
      {grouped.map(({ category, children }) => (
        <li key={category.id} className={group}>
          <h2>
            <AppLink href={categoryHref(category.slug)}>{category.name}</AppLink>
            <CountOf n={category.productCount} />
          </h2>
          {children.length > 0 ? (
            <ul className={childList} aria-label={t('categories.subcategories', { name: category.name })}>
              {children.map((child) => (
                <li key={child.id}>
                  <AppLink href={categoryHref(child.slug)}>{child.name}</AppLink>
                  <CountOf n={child.productCount} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function CategoryPage({ params }: { params: RouteParams }) {
  const t = useT();
  const formats = useFormats();
  const input = idInput(params);
  const page = categoryPageFrom(useSearch());
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.categories.detail.queryOptions(input));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') {
      return (
        <NotFoundView
          title={t('categories.notFound')}
          primary={{ href: CATEGORIES_PATH, label: t('categories.all') }}
          secondary={{ href: '/store', label: t('categories.browseStore') }}
        >
          <p>{t('categories.notFoundHint')}</p>
        </NotFoundView>
      );
    }
    return (
      <ErrorNotice
        title={t('categories.categoryFailed')}
        description={info.message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const category = result.data;
  return (
    <>
      <PageMeta
        title={t('categories.inStore', { name: category.name })}
        description={t('categories.pageDescription', { count: category.productCount, name: category.name })}
        path={categoryHref(category.slug, page)}
      />
      <nav className={crumbs} aria-label={t('categories.breadcrumb')}>
        <AppLink href={CATEGORIES_PATH}>{t('categories.title')}</AppLink>
        {category.parent ? (
          <>
            {' › '}
            <AppLink href={categoryHref(category.parent.slug)}>{category.parent.name}</AppLink>
          </>
        ) : null}
      </nav>
      <header className={header}>
        <h1>{category.name}</h1>
        <p>{t('categories.listingCount', { count: category.productCount })}</p>
      </header>
      {category.children.length > 0 ? (
        <ul className={chips} aria-label={t('categories.subcategories', { name: category.name })}>
          {category.children.map((child) => (
            <li key={child.id}>
              <AppLink href={categoryHref(child.slug)}>
                {child.name} ({formats.number(child.productCount)})
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      <Section fallback={<ListingGridSkeleton count={12} />}>
        <CategoryListings category={category} page={page} />
      </Section>
    </>
  );
}

function CategoryListings({ category, page }: { category: CategoryDetail; page: number }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.listings.browse.queryOptions({ category: category.slug, page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('categories.listingsFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const listings = result.data;
  if (listings.items.length === 0) {
    return (
      <EmptyState
        title={page > 1 ? t('categories.emptyPage') : t('categories.emptyCategory', { name: category.name })}
        description={page > 1 ? t('categories.emptyPageHint') : t('categories.emptyCategoryHint')}
        actionHref={page > 1 ? categoryHref(category.slug) : '/store'}
        actionLabel={page > 1 ? t('categories.firstPage') : t('categories.browseStore')}
      />
    );
  }
  return (
    <section aria-label={t('categories.listingsIn', { name: category.name })}>
      <ListingGrid listings={listings.items} label={t('categories.listingsIn', { name: category.name })} />
      <Paginator
        current={listings.page}
        pageCount={listings.pageCount}
        hrefForPage={(n) => categoryHref(category.slug, n)}
        label={t('categories.pages', { name: category.name })}
      />
    </section>
  );
}
