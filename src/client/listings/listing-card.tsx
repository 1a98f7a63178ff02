// One listing in a grid (docs/product.md §5): the default image (its 'card' size, or the
// 'no image' picture), name, creator, price and read-only rating. As for experience cards, the name
// link is stretched over the card and the creator link sits above it (no nested anchors).
import { css, cx } from '@linaria/core';
import type { ListingCard as ListingCardData } from '../../shared/listings/schema.ts';
import { creatorStorePath, listingPath } from '../../shared/listings/listing-rules.ts';
import { AppLink } from '../router/app-link.tsx';
import { PersonaLink } from '../profiles/persona-link.tsx';
import {
  aboveStretchedLink,
  cardBody,
  cardFooter,
  cardFrame,
  cardImage,
  cardLift,
  cardMedia,
  cardSecondaryLink,
  cardTitle,
  stretchedLink,
} from '../ui/card.ts';
import { usePublicConfig } from '../app/public-config.tsx';
import { siteHref } from '../../shared/links/site-link.ts';
import { ListingPrice } from './listing-price.tsx';
import { StarRating } from './components/star-rating.tsx';
import { CheckIcon } from '../ui/check-icon.tsx';
import { INVENTORY_PATH } from '../../shared/items/limits.ts';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import { useT } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';

/** docs/product.md §5: a missing image falls back to a default 'no image' picture (src/client/public). */
export const NO_IMAGE_URL = '/no-image.svg';

/** A square picture, as the store's items are drawn. */
const squareMedia = css`
  aspect-ratio: 1 / 1;
`;

const creator = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

/** Price (or Owned) at one end, the rating at the other. */
const priceRow = css`
  justify-content: space-between;
  gap: 0.5rem;
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

export function ListingCard({
  listing,
  headingLevel = 2,
  imageLoading = 'lazy',
  className,
  owned = false,
  wishlist,
}: ListingCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  // The listing and its store may be prefixed with the store site's address (then plain links).
  const { sites } = usePublicConfig();
  const t = useT();
  const [beforeCreator, afterCreator] = around(t('card.by', { creator: around.SLOT }));
  return (
    <article className={cx(cardFrame, cardLift, className)} data-testid="listing-card">
      <div className={cx(cardMedia, squareMedia)}>
        <img
          src={listing.imageUrl ?? NO_IMAGE_URL}
          alt={listing.imageUrl ? '' : t('listings.noImage')}
          width={480}
          height={480}
          loading={imageLoading}
          decoding="async"
          className={cardImage}
        />
      </div>
      {wishlist ? (
        <WishlistButton
          listingId={listing.id}
          name={listing.name}
          listingPath={listingPath(listing)}
          wished={wishlist.wished}
          placement="card"
        />
      ) : null}
      <div className={cardBody}>
        <Heading className={cardTitle}>
          <AppLink href={siteHref(sites.store, listingPath(listing))} className={stretchedLink}>
            {listing.name}
          </AppLink>
        </Heading>
        {listing.creator.personaHandle ? (
          <p className={creator}>
            {beforeCreator}
            <PersonaLink
              handle={listing.creator.personaHandle}
              href={siteHref(sites.store, creatorStorePath(listing.creator.personaHandle))}
              className={cardSecondaryLink}
            >
              {listing.creator.personaName || listing.creator.personaHandle}
            </PersonaLink>
            {afterCreator}
          </p>
        ) : null}
        <div className={cx(cardFooter, priceRow)}>
          {owned ? (
            <span className={ownedRow}>
              <span className={ownedBadge} data-testid="owned-badge">
                <CheckIcon size={14} />
                {t('cart.owned')}
              </span>
              <AppLink
                href={INVENTORY_PATH}
                className={cx(aboveStretchedLink, inventoryLink)}
                aria-label={t('listings.useFromInventory', { name: listing.name })}
              >
                {t('listings.useIt')}
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
