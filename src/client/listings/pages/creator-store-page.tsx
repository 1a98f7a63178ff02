// /store/:personaHandle (docs/product.md §2 creator store): the persona, their stores and a store's listings.
// listings.byCreator decides the status (prefetch.ts: unknown persona -> 404).
import { useSearch } from 'wouter';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { BadRequestView } from '../../shell/bad-request-view.tsx';
import { BrowseNav } from '../../shell/browse-nav.tsx';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { creatorStoreInput } from '../listing-input.ts';
import { creatorStorePath } from '../../../shared/listings/listing-rules.ts';
import { ListingGrid } from '../listing-grid.tsx';
import { FollowStoreButton } from '../components/follow-store-button.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { useT } from '../../i18n/i18n.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { ListingGridSkeleton } from '../listing-skeletons.tsx';

const header = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1rem 1.5rem;
  align-items: center;
  margin-bottom: 1.5rem;
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid var(--color-border);
  border-radius: calc(var(--radius-card) + 6px);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
`;

const avatar = css`
  width: 88px;
  height: 88px;
  border-radius: 50%;
  object-fit: cover;
  background: var(--color-primary-soft);
`;

const title = css`
  margin: 0;
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
`;

const sub = css`
  margin: 0.25rem 0 0;
  color: var(--color-text-muted);
`;

const storeInfo = css`
  margin: 0 0 1rem;
  color: var(--color-text-muted);
`;

export function CreatorStorePage({ params }: { params: RouteParams }) {
  const t = useT();
  const { productName } = usePublicConfig();
  const utils = trpc.useUtils();
  const input = creatorStoreInput(params, useSearch());
  const result = useSectionQuery(utils.listings.byCreator.queryOptions(input));
  const basePath = creatorStorePath(input.personaHandle);
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND') return <NotFoundView what="store" browseHref="/store" />;
    if (info.appCode === 'BAD_REQUEST') return <BadRequestView message={info.message} resetHref={basePath} />;
    return (
      <ErrorNotice
        title={t('listings.creatorStoreFailed')}
        description={info.message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { creator, stores, storeId, items, total, page, pageCount } = result.data;
  const store = stores.find((s) => s.id === storeId) ?? null;
  const storeQuery = store && store !== stores[0] ? `store=${encodeURIComponent(store.handle)}` : '';
  const hrefFor = (n: number) => {
    const query = [storeQuery, n > 1 ? `page=${n}` : ''].filter(Boolean).join('&');
    return query ? `${basePath}?${query}` : basePath;
  };
  return (
    <>
      <PageMeta
        title={t('listings.creatorStore', { name: creator.personaName })}
        description={
          store?.description || t('listings.creatorStoreDescription', { name: creator.personaName, productName })
        }
        path={hrefFor(page)}
        image={creator.avatarImageUrl}
      />
      <header className={header}>
        <img className={avatar} src={creator.avatarImageUrl} alt="" width={88} height={88} />
        <div>
          <h1 className={title}>{t('listings.creatorStore', { name: creator.personaName })}</h1>
          <p className={sub}>
            <PersonaLink handle={creator.personaHandle}>@{creator.personaHandle}</PersonaLink>
            {' · '}
            {t('categories.listingCount', { count: total })}
          </p>
          {store ? (
            <FollowStoreButton
              storeId={store.id}
              storeHandle={store.handle}
              storeName={store.name}
              creatorHandle={creator.personaHandle}
              creatorName={creator.personaName}
            />
          ) : null}
        </div>
      </header>
      {stores.length > 1 ? (
        <BrowseNav
          label={t('listings.stores')}
          links={stores.map((s, index) => ({
            title: s.name,
            href: index === 0 ? basePath : `${basePath}?store=${encodeURIComponent(s.handle)}`,
            current: s.id === storeId,
          }))}
        />
      ) : null}
      {store?.description ? <p className={storeInfo}>{store.description}</p> : null}
      {items.length === 0 ? (
        <EmptyState
          title={
            stores.length === 0 ? t('listings.noStore', { name: creator.personaName }) : t('listings.nothingForSale')
          }
          description={t('listings.nothingForSaleHint')}
          actionHref="/store"
          actionLabel={t('categories.browseStore')}
        />
      ) : (
        <ListingGrid listings={items} label={t('listings.listingsBy', { name: creator.personaName })} eagerCount={8} />
      )}
      <Paginator current={page} pageCount={pageCount} hrefForPage={hrefFor} />
    </>
  );
}
