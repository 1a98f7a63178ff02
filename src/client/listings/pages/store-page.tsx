// /store (docs/product.md §2): browse and search the listings with categories, price filters, FREE only, sort and
// a paginator. Without a search the store front also shows the collections as grids. Nothing here
// decides the status except a bad query string (prefetch.ts validates it before streaming).
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
import { BrowseNav, type BrowseNavLink } from '../../shell/browse-nav.tsx';
import {
  hasStoreFilters,
  storeHref,
  storeSearchFrom,
  type StoreSearch,
} from '../../../shared/listings/listing-rules.ts';
import type { CategoryNode, CollectionSummary } from '../../../shared/listings/schema.ts';
import { StoreFilters } from '../components/store-filters.tsx';
import { TagFilterNotice } from '../../ui/tag-chips.tsx';
import { ListingGrid } from '../listing-grid.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { CATEGORIES_PATH } from '../../../shared/categories/rules.ts';
import { ListingGridSkeleton } from '../listing-skeletons.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { useT } from '../../i18n/i18n.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { ListingGridSkeleton } from '../listing-skeletons.tsx';

const header = css`
  margin-bottom: 1rem;

  & h1 {
    margin: 0 0 0.25rem;
    font-size: clamp(1.75rem, 3vw, 2.25rem);
  }

  & p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const sectionHeading = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 2rem 0 1rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
  }

  & p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const count = css`
  margin: 0 0 1rem;
  color: var(--color-text-muted);
`;

export function StorePage() {
  const search = storeSearchFrom(useSearch());
  const [, navigate] = useLocation();
  const filtered = hasStoreFilters(search);
  const t = useT();
  const { productName } = usePublicConfig();
  return (
    <>
      <PageMeta
        title={search.q ? t('listings.storeSearchTitle', { q: search.q }) : t('categories.store')}
        description={t('listings.storeDescription', { productName })}
        path={storeHref(search, Number(search.page) || 1)}
        noindex={filtered}
      />
      <header className={header}>
        <h1>{t('categories.store')}</h1>
        <p>
          {t('listings.storeLead')} <AppLink href={CATEGORIES_PATH}>{t('listings.browseByCategory')}</AppLink>
        </p>
      </header>
      {search.tag ? <TagFilterNotice tag={search.tag} clearHref={storeHref({ ...search, tag: undefined })} /> : null}
      <StoreFiltersBar
        search={search}
        onSearch={(next) => navigate(storeHref({ ...next, tag: next.tag ?? search.tag }))}
      />
      {filtered ? null : (
        <Section
          fallback={<ListingGridSkeleton count={5} layout="collection" label={t('listings.loadingCollections')} />}
        >
          <StoreCollections />
        </Section>
      )}
      <Section fallback={<ListingGridSkeleton count={12} />}>
        <StoreResults search={search} filtered={filtered} />
      </Section>
    </>
  );
}

/** Top-level categories as browse links, the current one (or its parent) marked. */
function categoryLinks(search: StoreSearch, tree: readonly CategoryNode[], all: string): BrowseNavLink[] {
  const parentOf = (slug: string | undefined) =>
    tree.find((node) => node.slug === slug || node.children.some((child) => child.slug === slug))?.slug;
  const current = parentOf(search.category);
  const base = { ...search, page: undefined, category: undefined };
  return [
    { title: all, href: storeHref(base), current: !search.category },
    ...tree.map((node) => ({
      title: node.name,
      href: storeHref({ ...base, category: node.slug }),
      current: node.slug === current,
    })),
  ];
}

/**
 * The filters sit in the shell, not in a streamed section, so the form is interactive as soon as the page
 * hydrates. The category tree is prefetched with the shell (prefetch.ts) and read without suspending;
 * if it failed, the form works without the category menu.
 */
function StoreFiltersBar({ search, onSearch }: { search: StoreSearch; onSearch: (next: StoreSearch) => void }) {
  const t = useT();
  const categories = trpc.listings.categories.useQuery(undefined, { staleTime: 60_000 });
  const tree = categories.data ?? [];
  return (
    <>
      {tree.length > 0 ? (
        <BrowseNav label={t('categories.title')} links={categoryLinks(search, tree, t('listings.all'))} />
      ) : null}
      <StoreFilters search={search} categories={tree} onSearch={onSearch} />
    </>
  );
}

function StoreCollections() {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.listings.collections.queryOptions());
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('listings.collectionsFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success' || result.data.length === 0) return null;
  return (
    <>
      {result.data.map((collection) => (
        <Section
          key={collection.id}
          fallback={
            <ListingGridSkeleton
              count={5}
              layout="collection"
              label={t('listings.loadingNamed', { name: collection.name })}
            />
          }
        >
          <CollectionShelf collection={collection} />
        </Section>
      ))}
    </>
  );
}

/** A collection on the store front (docs/product.md §2: collections): its first listings, one or two rows. */
function CollectionShelf({ collection }: { collection: CollectionSummary }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.listings.collection.queryOptions({ id: collection.slug }));
  const headingId = `collection-${collection.slug}`;
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('listings.collectionFailed', { name: collection.name })}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success' || result.data.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className={sectionHeading}>
        <h2 id={headingId}>{collection.name}</h2>
        {collection.description ? <p>{collection.description}</p> : null}
      </div>
      <ListingGrid
        layout="collection"
        listings={result.data.items.slice(0, 10)}
        label={collection.name}
        headingLevel={3}
      />
    </section>
  );
}

function StoreResults({ search, filtered }: { search: StoreSearch; filtered: boolean }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.listings.browse.queryOptions(search));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'BAD_REQUEST') return <BadRequestView message={info.message} resetHref="/store" />;
    return (
      <ErrorNotice title={t('listings.storeFailed')} description={info.message} onRetry={() => void result.refetch()} />
    );
  }
  if (result.status !== 'success') return null;
  const page = result.data;
  return (
    <section aria-labelledby="store-results">
      <div className={sectionHeading}>
        <h2 id="store-results">{filtered ? t('listings.results') : t('listings.allListings')}</h2>
      </div>
      <p className={count} role="status">
        {t('categories.listingCount', { count: page.total })}
      </p>
      {page.items.length === 0 ? (
        <EmptyState
          title={t('listings.noMatch')}
          description={t('listings.noMatchHint')}
          actionHref="/store"
          actionLabel={t('listings.browseWholeStore')}
        />
      ) : (
        <ListingGrid listings={page.items} label={t('listings.listings')} eagerCount={filtered ? 8 : 0} />
      )}
      <Paginator current={page.page} pageCount={page.pageCount} hrefForPage={(n) => storeHref(search, n)} />
    </section>
  );
}
