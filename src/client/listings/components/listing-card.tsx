// One listing in a grid (docs/product.md §5): the default image (its 'card' size, or the
// 'no image' picture), name, creator, price and read-only rating. As for experience cards, the name
// link is stretched over the card and the creator link sits above it (no nested anchors).
import { css, cx } from '@linaria/core';
import type { ListingCard as ListingCardData } from '../../../shared/listings/schema.ts';
import { creatorStorePath, listingPath } from '../../../shared/listings/listing-rules.ts';
import { AppLink } from '../../router/app-link.tsx';
import { PersonaLink } from '../../profiles/components/persona-link.tsx';
import { media } from '../../styles/tokens.ts';
import { usePublicConfig } from '../../app/public-config.tsx';
import { siteHref } from '../../../shared/links/site-link.ts';
import { ListingPrice } from './listing-price.tsx';
import { StarRating } from './star-rating.tsx';
import { CheckIcon } from '../../ui/check-icon.tsx';
import { INVENTORY_PATH } from '../../../shared/items/limits.ts';
import { WishlistButton } from '../../wishlist/components/wishlist-button.tsx';

/** docs/product.md §5: a missing image falls back to a default 'no image' picture (src/client/public). */
export const NO_IMAGE_URL = '/no-image.svg';

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
  transition:
    transform 0.25s var(--ease-out),
    box-shadow 0.25s var(--ease-out);

  &:hover,
  &:focus-within {
    z-index: 3;
  }

  @media ${media.hover} {
    &:hover {
      transform: translateY(-3px);
      box-shadow: var(--shadow-lg);
    }
  }
`;

const mediaBox = css`
  overflow: hidden;
  aspect-ratio: 1 / 1;
  border-radius: calc(var(--radius-card) - 1px) calc(var(--radius-card) - 1px) 0 0;
  background: var(--color-skeleton);
`;

const image = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 0.875rem 0.875rem;
`;

const title = css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.3;
`;

const nameLink = css`
  color: var(--color-text);
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: var(--radius-card);
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 3px;
  }
`;

const creator = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const creatorLink = css`
  position: relative;
  z-index: 2;
  color: var(--color-text-muted);
  font-weight: 500;
  text-decoration: none;

  &:hover {
    color: var(--color-primary-strong);
    text-decoration: underline;
  }
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;
`;

const ownedRow = css`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const ownedBadge = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: var(--color-primary-soft);
  color: var(--color-text);
  font-size: 0.8125rem;
  font-weight: 700;
`;

/** Above the stretched name link, like the creator link. */
const inventoryLink = css`
  position: relative;
  z-index: 2;
  color: var(--color-primary-strong);
  font-size: 0.8125rem;
  font-weight: 600;
`;

export interface ListingCardProps {
  listing: ListingCardData;
  headingLevel?: 2 | 3 | 4;
  imageLoading?: 'lazy' | 'eager';
  className?: string;
  /** The viewer owns it: the price gives way to 'Owned' and a way to use it. */
  owned?: boolean;
  /**
   * Show the wishlist heart (docs/product.md §15); `wished` is undefined until the browser has asked
   * (never known on the server: kept pages carry nobody's hearts).
   */
  wishlist?: { wished: boolean | undefined } | undefined;
}

export function ListingCard({ listing, headingLevel = 2, imageLoading = 'lazy', className, owned = false, wishlist }: ListingCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  // The listing and its store may be prefixed with the store site's address (then plain links).
  const { sites } = usePublicConfig();
  return (
    <article className={cx(card, className)} data-testid="listing-card">
      <div className={mediaBox}>
        <img
          src={listing.imageUrl ?? NO_IMAGE_URL}
          alt={listing.imageUrl ? '' : 'No image'}
          width={480}
          height={480}
          loading={imageLoading}
          decoding="async"
          className={image}
        />
      </div>
      {wishlist ? (
        <WishlistButton listingId={listing.id} name={listing.name} listingPath={listingPath(listing)} wished={wishlist.wished} placement="card" />
      ) : null}
      <div className={body}>
        <Heading className={title}>
          <AppLink href={siteHref(sites.store, listingPath(listing))} className={nameLink}>
            {listing.name}
          </AppLink>
        </Heading>
        {listing.creator.personaHandle ? (
          <p className={creator}>
            by{' '}
            <PersonaLink handle={listing.creator.personaHandle} href={siteHref(sites.store, creatorStorePath(listing.creator.personaHandle))} className={creatorLink}>
              {listing.creator.personaName || listing.creator.personaHandle}
            </PersonaLink>
          </p>
        ) : null}
        <div className={footer}>
          {owned ? (
            <span className={ownedRow}>
              <span className={ownedBadge} data-testid="owned-badge">
                <CheckIcon size={14} />
                Owned
              </span>
              <AppLink href={INVENTORY_PATH} className={inventoryLink} aria-label={`Use ${listing.name} from your inventory`}>
                Use it
              </AppLink>
            </span>
          ) : (
            <ListingPrice price={listing.price} />
          )}
          <StarRating averageRating={listing.reviewSummary.averageRating} size={14} />
        </div>
      </div>
    </article>
  );
}
