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

const wishedOn = (iso: string) => iso.slice(0, 10);

export function WishlistSkeleton() {
  return (
    <div className={rowList} aria-busy="true" aria-label="Loading your wishlist">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className={skeletonRow} />
      ))}
    </div>
  );
}

function RemoveButton({ item }: { item: WishlistItem }) {
  const { toggle, error, pending } = useWishlistToggle(item.listingId, item.name);
  return (
    <>
      <button
        type="button"
        className={buttonClassName('secondary', 'sm')}
        aria-label={`Remove ${item.name} from wishlist`}
        aria-busy={pending ? true : undefined}
        disabled={pending}
        onClick={() => toggle(true)}
      >
        {pending ? 'Removing…' : 'Remove'}
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
          by{' '}
          <AppLink href={siteHref(sites.store, creatorStorePath(item.creator.personaHandle))} className={inlineLink}>
            {item.creator.personaName || item.creator.personaHandle}
          </AppLink>{' '}
          · wished <time dateTime={item.wishedAt}>{wishedOn(item.wishedAt)}</time>
        </p>
        <p className={badges}>
          {item.available ? (
            <>
              <ListingPrice price={promotion?.promotionalPrice ?? item.price} />
              {promotion ? (
                <span className={cx(badge, promotionBadge)}>
                  {promotion.label ?? 'On promotion'}
                  {promotion.percentOff !== null ? ` · ${promotion.percentOff}% off` : ''}
                </span>
              ) : null}
            </>
          ) : (
            <span className={cx(badge, unavailableBadge)}>Unavailable: no longer in the store</span>
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
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.wishlist.list.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="We could not load your wishlist"
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
        title="This page is empty"
        description="Your wishlist is shorter than that."
        action={<ButtonLink href={WISHLIST_PATH}>Back to page 1</ButtonLink>}
      />
    ) : (
      <EmptyState
        title="Nothing on your wishlist yet"
        description="Press the heart on any listing to keep it here. You will hear when it goes on promotion or comes back to the store."
        action={<ButtonLink href="/store">Browse the store</ButtonLink>}
      />
    );
  }
  return (
    <>
      <p className={pageLead}>
        {total === 1 ? '1 listing' : `${total} listings`} (at most {limit})
      </p>
      <ul className={rowList} aria-label="Your wishlist">
        {items.map((item) => (
          <WishlistRow key={item.listingId} item={item} />
        ))}
      </ul>
      <div className={rowPager}>
        <Paginator
          current={page}
          pageCount={pageCount}
          hrefForPage={(n) => (n === 1 ? WISHLIST_PATH : `${WISHLIST_PATH}?page=${n}`)}
          label="Wishlist pages"
        />
      </div>
    </>
  );
}

export function WishlistPage() {
  const page = pageFrom(useSearch());
  return (
    <>
      <PageMeta title="Your wishlist" description="The listings you wished for." path={WISHLIST_PATH} noindex />
      <h1 className={pageHeading}>Your wishlist</h1>
      <PersonaGate logInTitle="Log in to see your wishlist" personaDescription="A wishlist belongs to your persona.">
        <Section fallback={<WishlistSkeleton />}>
          <WishlistList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
