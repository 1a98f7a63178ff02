// /listings/:id/:slug (docs/product.md §2 listing detail): pictures (carousel), name, creator, category, price,
// rating summary, the buy actions, description and the paged reviews. listings.detail decides the status
// (prefetch.ts: unknown or malformed id -> 404). Signed-in personas write their own review above the list
// and may report a listing that is not theirs (docs/product.md §6, §8: the report link). A wrong slug still shows the listing: the canonical
// link names the right address and the browser's address bar is corrected in place (no redirect hop).
import { listingsTagHref } from '../../../shared/tags/tag-links.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTrackPageView } from '../../analytics/use-track.ts';
import { useSearch } from 'wouter';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { idInput } from '../../app/route-match.ts';
import type { ListingDetail } from '../../../shared/listings/schema.ts';
import { creatorStorePath, listingPath, storeHref } from '../../../shared/listings/listing-rules.ts';
import { ImageCarousel } from '../components/image-carousel.tsx';
import { ListingPrice } from '../listing-price.tsx';
import { StarRating } from '../components/star-rating.tsx';
import { BuyBox } from '../components/buy-box.tsx';
import { PurchasedNoteSlot } from '../../orders/purchased-note-slot.tsx';
import { FriendsActivitySlot } from '../../friends/friends-activity-slot.tsx';
import { ReportDefectSlot } from '../../defects/report-defect-slot.tsx';
import { WishlistButton } from '../../wishlist/wishlist-button.tsx';
import { useWishedListings } from '../../wishlist/use-wishlist.ts';
// The reviews, their summary and the review form are part of the page's chunk, not loaded lazily: a lazily
// loaded component's stylesheet arrives only with its script, so what the server drew stood unstyled until then.
import { ReviewsList } from '../components/reviews-list.tsx';
import ReviewSummary from '../components/review-summary.tsx';
import { YourReview } from '../components/your-review.tsx';
import { ReviewSortLinks } from '../../reviews/review-sort-links.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { showReportLink } from '../../../shared/reports/report-form.ts';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { around } from '../../i18n/around.ts';
import { usePublicConfig } from '../../app/public-config.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { ListingDetailSkeleton } from '../listing-skeletons.tsx';

const layout = css`
  display: grid;
  gap: 2rem;
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: 3rem;
  }
`;

const info = css`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;

  & h1 {
    margin: 0;
    font-size: clamp(1.625rem, 3vw, 2.25rem);
    line-height: 1.15;
  }
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 1rem;
  margin: 0;
  color: var(--color-text-muted);
`;

const metaLink = css`
  color: var(--color-text);
  font-weight: 500;
`;

const price = css`
  font-size: 1.5rem;
`;

const promotion = css`
  margin: 0;
  color: var(--color-text);
`;

const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    padding: 0.125rem 0.625rem;
    border-radius: 999px;
    background: var(--color-surface-sunken);
    color: var(--color-text-muted);
    font-size: 0.8125rem;
  }

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }
`;

const block = css`
  margin-top: 2.5rem;

  & h2 {
    margin: 0 0 1rem;
    font-size: 1.375rem;
  }
`;

const description = css`
  max-width: 70ch;
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const reportLink = css`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-text-muted);
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: var(--color-text);
  }

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const reviewLine = css`
  width: 100%;
  height: 5rem;
`;

// A dialog: its code arrives when the viewer first asks to report.
const ReportListingModal = lazy(() =>
  import('../../reports/report-listing-modal.tsx').then((module) => ({
    default: module.ReportListingModal,
  })),
);

/** Counts the view for the creator's analytics (after hydration, never for DNT/GPC browsers). */
function PageView({ id }: { id: string }) {
  useTrackPageView('listing', id);
  return null;
}

export function ListingPage({ params }: { params: RouteParams }) {
  const t = useT();
  const { productName } = usePublicConfig();
  const utils = trpc.useUtils();
  const input = idInput(params);
  const result = useSectionQuery(utils.listings.detail.queryOptions(input));
  const canonical = result.status === 'success' ? listingPath(result.data) : null;
  useCanonicalAddress(canonical, params.slug);
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST')
      return <NotFoundView what="listing" browseHref="/store" />;
    return (
      <ErrorNotice title={t('listings.loadFailed')} description={info.message} onRetry={() => void result.refetch()} />
    );
  }
  if (result.status !== 'success') return null;
  const listing = result.data;
  return (
    <>
      <PageMeta
        title={listing.name}
        description={
          listing.description.slice(0, 160) ||
          t('listings.metaDescription', { name: listing.name, creator: listing.creator.personaName, productName })
        }
        path={listingPath(listing)}
        image={listing.images[0]?.cardUrl ?? null}
        type="article"
      />
      <PageView id={listing.id} />
      <div className={layout}>
        <ImageCarousel images={listing.images} name={listing.name} />
        <ListingInfo listing={listing} />
      </div>
      <section className={block} aria-labelledby="listing-description">
        <h2 id="listing-description">{t('listings.description')}</h2>
        <p className={description}>{listing.description || t('listings.noDescription')}</p>
      </section>
      <section className={block} aria-labelledby="listing-reviews">
        <h2 id="listing-reviews">{t('listings.reviews')}</h2>
        <Section fallback={<Skeleton className={reviewLine} />}>
          <ReviewSummary id={listing.id} />
        </Section>
        <Suspense fallback={<Skeleton className={reviewLine} />}>
          <YourReview listing={listing} />
        </Suspense>
        <Section fallback={<Skeleton className={reviewLine} />}>
          <ListingReviews listing={listing} />
        </Section>
      </section>
    </>
  );
}

/** Puts the canonical /listings/{id}/{slug} in the address bar when the visitor came by another slug. */
function useCanonicalAddress(canonical: string | null, slug: string | undefined) {
  useEffect(() => {
    if (canonical === null) return;
    const wanted = canonical.split('/').pop();
    if (slug === undefined || wanted === undefined || encodeURIComponent(slug) === wanted) return;
    window.history.replaceState(window.history.state, '', `${canonical}${window.location.search}`);
  }, [canonical, slug]);
}

function ListingInfo({ listing }: { listing: ListingDetail }) {
  const t = useT();
  const formats = useFormats();
  const rating = listing.reviewSummary;
  const [beforeCreator, afterCreator] = around(t('card.by', { creator: around.SLOT }));
  const [beforeCategory, afterCategory] = around(t('listings.inCategory', { category: around.SLOT }));
  return (
    <div className={info}>
      <h1>{listing.name}</h1>
      <p className={meta}>
        <span>
          {beforeCreator}
          <PersonaLink
            handle={listing.creator.personaHandle}
            href={creatorStorePath(listing.creator.personaHandle)}
            className={metaLink}
          >
            {listing.creator.personaName || listing.creator.personaHandle}
          </PersonaLink>
          {afterCreator}
        </span>
        {listing.category ? (
          <span>
            {beforeCategory}
            <AppLink href={storeHref({ category: listing.category.slug })} className={metaLink}>
              {listing.category.name}
            </AppLink>
            {afterCategory}
          </span>
        ) : null}
      </p>
      <p className={meta}>
        <StarRating averageRating={rating.averageRating} />
        <a href="#listing-reviews" className={metaLink}>
          {rating.averageRating === null
            ? t('listings.reviewCount', { count: 0 })
            : t('listings.ratingAndCount', { rating: formats.decimal(rating.averageRating, 1), count: rating.count })}
        </a>
      </p>
      <ListingPrice price={listing.price} size={22} className={price} />
      <PurchasedNoteSlot productId={listing.id} />
      <FriendsActivitySlot subject={{ kind: 'owners', listingId: listing.id }} />
      <ListingWishlist listing={listing} />
      {listing.promotion ? (
        <p className={promotion}>
          {listing.promotion.label ?? t('listings.onPromotion')}
          {listing.promotion.percentOff !== null
            ? ` · ${t('listings.percentOff', { percent: formats.number(listing.promotion.percentOff) })}`
            : ''}
          {/* Informational (the wire contract): checkout charges the listed price. */}
        </p>
      ) : null}
      <BuyBox listing={listing} />
      {listing.tags.length > 0 ? (
        <ul className={tags} aria-label={t('tags.label')}>
          {listing.tags.map((tag) => (
            <li key={tag}>
              {/* A chip leads to every listing with this tag. */}
              <AppLink href={listingsTagHref(tag)}>{tag}</AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ReportDefectSlot listing={listing} />
      <ReportListing listing={listing} />
    </div>
  );
}

/** docs/product.md §15: the heart; the viewer's state is asked for after hydration, never rendered into the kept page. */
function ListingWishlist({ listing }: { listing: ListingDetail }) {
  const { wished } = useWishedListings([listing.id]);
  return (
    <WishlistButton
      listingId={listing.id}
      name={listing.name}
      listingPath={listingPath(listing)}
      wished={wished?.has(listing.id.toLowerCase())}
      placement="detail"
    />
  );
}

/** docs/product.md §6/§7/§8: the report link for viewers with a persona, not on their own listing; hidden once sent. */
function ReportListing({ listing }: { listing: ListingDetail }) {
  const t = useT();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [sent, setSent] = useState(false);
  const own = (viewer?.personaHandle ?? '').toLowerCase() === listing.creator.personaHandle.toLowerCase();
  // The modal stays mounted after sending (its sent state shows) even though the link is hidden.
  if (own || !showReportLink(viewer, false)) return null;
  return (
    <>
      {showReportLink(viewer, sent) ? (
        <button
          type="button"
          className={reportLink}
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          {t('listings.report')}
        </button>
      ) : null}
      {asked ? (
        <Suspense fallback={null}>
          <ReportListingModal
            open={open}
            onClose={() => setOpen(false)}
            productId={listing.id}
            name={listing.name}
            sent={sent}
            onSent={() => setSent(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ListingReviews({ listing }: { listing: ListingDetail }) {
  const t = useT();
  const utils = trpc.useUtils();
  const search = new URLSearchParams(useSearch());
  const raw = search.get('reviews');
  const page = raw !== null && /^[1-9][0-9]{0,3}$/.test(raw) ? raw : undefined;
  // docs/product.md §16: ?reviewSort=helpful puts the most helpful first; anything else is newest first.
  const sort = search.get('reviewSort') === 'helpful' ? 'helpful' : 'newest';
  const result = useSectionQuery(
    utils.listings.reviews.queryOptions({
      id: listing.id,
      ...(page ? { page } : {}),
      ...(sort === 'helpful' ? { sort } : {}),
    }),
  );
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('listings.reviewsFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const base = listingPath(listing);
  const sorted = sort === 'helpful' ? 'reviewSort=helpful' : '';
  const hrefForPage = (n: number) => {
    const query = [n > 1 ? `reviews=${n}` : '', sorted].filter(Boolean).join('&');
    return `${base}${query ? `?${query}` : ''}#listing-reviews`;
  };
  return (
    <>
      {result.data.total > 1 ? <ReviewSortLinks base={base} sort={sort} /> : null}
      <ReviewsList
        page={result.data}
        hrefForPage={hrefForPage}
        sellerHandle={listing.creator.personaHandle}
        returnTo={hrefForPage(result.data.page)}
      />
    </>
  );
}
