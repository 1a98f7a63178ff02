// Grids of listing cards (docs/product.md §11). 'browse': as many columns as fit, min item width 220px.
// 'collection': 2 cards, then 3, 4 and 5 from 400, 696 and 1000px (four counts, three breakpoints); at
// most five 225px cards and their gaps wide (src/shared/ui/grid.ts), however wide the store page is.
import { css, cx } from '@linaria/core';
import type { ListingCard as ListingCardData } from '../../shared/listings/schema.ts';
import { ListingCard } from './listing-card.tsx';
import { useOwnedListings } from '../items/use-owned.ts';
import { useWishedListings } from '../wishlist/use-wishlist.ts';
import { GRID_GAP_PX, GRID_MAX_WIDTH_PX } from '../../shared/ui/grid.ts';

export const listingBrowseGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: clamp(0.875rem, 2vw, 1.25rem);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const listingCollectionGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: clamp(0.75rem, 2vw, 1.25rem);
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 400px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  @media (min-width: 696px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  @media (min-width: 1000px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${GRID_GAP_PX}px;
    max-width: ${GRID_MAX_WIDTH_PX}px;
  }
`;

export interface ListingGridProps {
  listings: readonly ListingCardData[];
  layout?: 'browse' | 'collection';
  label: string;
  headingLevel?: 2 | 3 | 4;
  /** Cards likely above the fold load eagerly. */
  eagerCount?: number;
  className?: string;
}

export function ListingGrid({
  listings,
  layout = 'browse',
  label,
  headingLevel = 2,
  eagerCount = 0,
  className,
}: ListingGridProps) {
  // One ownership question per grid, after hydration and only for personas (src/client/items/use-owned.ts).
  const owned = useOwnedListings(listings.map((listing) => listing.id));
  // The hearts likewise: one question per grid, after hydration (src/client/wishlist/use-wishlist.ts).
  const { wished } = useWishedListings(listings.map((listing) => listing.id));
  return (
    <ul className={cx(layout === 'browse' ? listingBrowseGrid : listingCollectionGrid, className)} aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            headingLevel={headingLevel}
            imageLoading={index < eagerCount ? 'eager' : 'lazy'}
            owned={owned.byId.has(listing.id.toLowerCase())}
            wishlist={{ wished: wished?.has(listing.id.toLowerCase()) }}
          />
        </li>
      ))}
    </ul>
  );
}
