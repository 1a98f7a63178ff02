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
import { ListingPrice } from '../../listings/components/listing-price.tsx';
import { NO_IMAGE_URL } from '../../listings/components/listing-card.tsx';
import { siteHref } from '../../../shared/links/site-link.ts';
import { creatorStorePath } from '../../../shared/listings/listing-rules.ts';
import { WISHLIST_PATH } from '../../../shared/wishlist/limits.ts';
import type { WishlistItem } from '../../../shared/wishlist/schema.ts';
import { useWishlistToggle } from '../use-wishlist.ts';

const title = css`
  margin: 1.5rem 0 0.25rem;
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
`;

const lead = css`
  margin: 0 0 1.5rem;
  color: var(--color-text-muted);
`;

const list = css`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: center;
  padding: 0.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);

  @media (min-width: 640px) {
    grid-template-columns: 96px minmax(0, 1fr) auto;
    padding: 0.875rem 1rem;
  }
`;

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

const details = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const nameLink = css`
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** Inside a line of text: underlined, so it is told apart by more than its colour. */
const inlineLink = css`
  color: inherit;
  text-decoration: underline;
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
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

const actions = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.375rem;
  grid-column: 1 / -1;

  @media (min-width: 640px) {
    grid-column: auto;
    align-items: flex-end;
  }
`;

const alert = css`
  margin: 0;
  color: var(--color-error);
  font-size: 0.875rem;
`;

const pager = css`
  margin-top: 2rem;
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
    <div className={list} aria-busy="true" aria-label="Loading your wishlist">
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
        <p className={alert} role="alert">
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
    <li className={cx(row, !item.available && unavailableRow)} data-testid="wishlist-item">
      <img
        src={item.imageUrl ?? NO_IMAGE_URL}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={cx(thumb, !item.available && greyed)}
      />
      <div className={details}>
        <h2>
          <AppLink href={siteHref(sites.store, item.path)} className={nameLink}>
            {item.name}
          </AppLink>
        </h2>
        <p className={muted}>
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
      <div className={actions}>
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
      <p className={lead}>
        {total === 1 ? '1 listing' : `${total} listings`} (at most {limit})
      </p>
      <ul className={list} aria-label="Your wishlist">
        {items.map((item) => (
          <WishlistRow key={item.listingId} item={item} />
        ))}
      </ul>
      <div className={pager}>
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
      <h1 className={title}>Your wishlist</h1>
      <PersonaGate logInTitle="Log in to see your wishlist" personaDescription="A wishlist belongs to your persona.">
        <Section fallback={<WishlistSkeleton />}>
          <WishlistList page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
