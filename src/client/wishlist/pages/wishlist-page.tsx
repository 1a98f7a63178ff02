// /wishlist (docs/product.md §15): the persona's wished listings, newest first, paged. A delisted listing stays,
// marked unavailable, until its persona removes it; a listing on promotion says so. Visitors are asked to
// log in and come back; an empty list links to the store.
import { css, cx } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { ButtonLink, buttonClassName } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { ListingPrice } from '../../listings/listing-price.tsx';
import { NO_IMAGE_URL } from '../../listings/listing-card.tsx';
import { siteHref } from '../../../shared/links/site-link.ts';
import { creatorStorePath } from '../../../shared/listings/listing-rules.ts';
import { WISHLIST_PATH } from '../../../shared/wishlist/limits.ts';
import type { WishlistItem } from '../../../shared/wishlist/schema.ts';
import { useWishlistToggle } from '../use-wishlist.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { aroundEach } from '../../i18n/around.ts';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { pageHeading, pageLead } from '../../ui/page-parts.tsx';
import {
  rowList,
  listRow,
  rowDetails,
  rowNameLink,
  rowMeta,
  rowActions,
  rowAlert,
  rowPager,
} from '../../ui/list-row.ts';

const unavailableRow = css`
  background: var(--color-surface-muted, var(--color-surface));
`;

const thumb = css`
  width: 72px;
  height: 72px;
  border-radius: 0.5rem;
  object-fit: cover;
  background: var(--color-skeleton);

  @media (min-width: 640px) {
    width: 96px;
    height: 96px;
  }
`;

const greyed = css`
  filter: grayscale(1);
  opacity: 0.7;
`;

/** Inside a line of text: underlined, so it is told apart by more than its colour. */
const inlineLink = css`
  color: inherit;
  text-decoration: underline;
`;

const badges = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
`;

const badge = css`
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 700;
`;

const unavailableBadge = css`
  background: var(--color-border);
  color: var(--color-text);
`;

const promotionBadge = css`
  background: var(--color-primary-soft);
  color: var(--color-text);
`;

const skeletonRow = css`
  height: 122px;
  border-radius: var(--radius-card);
`;

function pageFrom(search: string): number {
  const page = Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1;
}

export function WishlistSkeleton() {
  const t = useT();
  return (
    <div className={rowList} aria-busy="true" aria-label={t('wishlist.loading')}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className={skeletonRow} />
      ))}
    </div>
  );
}

function RemoveButton({ item }: { item: WishlistItem }) {
  const t = useT();
  const { toggle, error, pending } = useWishlistToggle(item.listingId, item.name);
  return (
    <>
      <button
        type="button"
        className={buttonClassName('secondary', 'sm')}
        aria-label={t('wishlist.remove', { name: item.name })}
        aria-busy={pending ? true : undefined}
        disabled={pending}
        onClick={() => toggle(true)}
      >
        {pending ? t('wishlist.removing') : t('events.calendar.remove')}
      </button>
      {error ? (
        <p className={rowAlert} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

function WishlistRow({ item }: { item: WishlistItem }) {
  const t = useT();
  const formats = useFormats();
  const { zone } = useViewerZone();
  const { sites } = usePublicConfig();
  const promotion = item.promotion;
  return (
    <li className={cx(listRow, !item.available && unavailableRow)} data-testid="wishlist-item">
      <img
        src={item.imageUrl ?? NO_IMAGE_URL}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={cx(thumb, !item.available && greyed)}
      />
      <div className={rowDetails}>
        <h2>
          <AppLink href={siteHref(sites.store, item.path)} className={rowNameLink}>
            {item.name}
          </AppLink>
        </h2>
        <p className={rowMeta}>
          {aroundEach((slots) => t('wishlist.byWished', slots), ['creator', 'date'] as const).map((part) =>
            'text' in part ? (
              part.text
            ) : part.slot === 'creator' ? (
              <AppLink
                key="creator"
                href={siteHref(sites.store, creatorStorePath(item.creator.personaHandle))}
                className={inlineLink}
              >
                {item.creator.personaName || item.creator.personaHandle}
              </AppLink>
            ) : (
              <time key="date" dateTime={item.wishedAt}>
                {formats.date(item.wishedAt, 'day', zone)}
              </time>
            ),
          )}
        </p>
        <p className={badges}>
          {item.available ? (
            <>
              <ListingPrice price={promotion?.promotionalPrice ?? item.price} />
              {promotion ? (
                <span className={cx(badge, promotionBadge)}>
                  {promotion.label ?? t('listings.onPromotion')}
                  {promotion.percentOff !== null
                    ? ` · ${t('listings.percentOff', { percent: formats.number(promotion.percentOff) })}`
                    : ''}
                </span>
              ) : null}
            </>
          ) : (
            <span className={cx(badge, unavailableBadge)}>{t('wishlist.unavailable')}</span>
          )}
        </p>
      </div>
      <div className={rowActions}>
        <RemoveButton item={item} />
      </div>
    </li>
  );
}

function WishlistList({ page }: { page: number }) {
  const t = useT();
  const formats = useFormats();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.wishlist.list.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('wishlist.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, total, pageCount, limit } = result.data;
  if (items.length === 0) {
    return page > 1 ? (
      <EmptyState
        title={t('items.pageEmpty')}
        description={t('wishlist.shorter')}
        action={<ButtonLink href={WISHLIST_PATH}>{t('items.backToFirst')}</ButtonLink>}
      />
    ) : (
      <EmptyState
        title={t('wishlist.empty')}
        description={t('wishlist.emptyHint')}
        action={<ButtonLink href="/store">{t('categories.browseStore')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <p className={pageLead}>{t('wishlist.count', { count: total, limit: formats.number(limit) })}</p>
      <ul className={rowList} aria-label={t('wishlist.title')}>
        {items.map((item) => (
          <WishlistRow key={item.listingId} item={item} />
        ))}
      </ul>
      <div className={rowPager}>
        <Paginator
          current={page}
          pageCount={pageCount}
          hrefForPage={(n) => (n === 1 ? WISHLIST_PATH : `${WISHLIST_PATH}?page=${n}`)}
          label={t('wishlist.pages')}
        />
      </div>
    </>
  );
}

export function WishlistPage() {
  const t = useT();
  const page = pageFrom(useSearch());
  return (
    <>
      <PageMeta title={t('wishlist.title')} description={t('wishlist.description')} path={WISHLIST_PATH} noindex />
      <h1 className={pageHeading}>{t('wishlist.title')}</h1>
      <PersonaGate logInTitle={t('wishlist.logInToSee')} personaDescription={t('wishlist.personaNeeded')}>
        <Section fallback={<WishlistSkeleton />}>
          <WishlistList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
