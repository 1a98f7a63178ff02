// Loading placeholders (Suspense fallbacks) for listing grids and the listing page: the same layout,
// skeleton blocks. Sizes are classes, never inline styles (the CSP blocks style attributes).
import { css, cx } from '@linaria/core';
import { Skeleton } from '../ui/skeleton.tsx';
import { listingBrowseGrid, listingCollectionGrid } from './listing-grid.tsx';
import { useT } from '../i18n/i18n.tsx';

const frame = css`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  overflow: hidden;
`;

const square = css`
  width: 100%;
  aspect-ratio: 1 / 1;
  border-radius: 0;
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 0.75rem 0.875rem 0.875rem;
`;

const line = css`
  width: 75%;
  height: 1rem;
`;

const shortLine = css`
  width: 45%;
`;

export function ListingGridSkeleton({
  count = 12,
  layout = 'browse',
  label,
}: {
  count?: number;
  layout?: 'browse' | 'collection';
  label?: string;
}) {
  const t = useT();
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label ?? t('listings.loading')}
      </p>
      <ul className={layout === 'browse' ? listingBrowseGrid : listingCollectionGrid} role="list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className={frame}>
              <Skeleton className={square} />
              <div className={body}>
                <Skeleton shape="text" className={line} />
                <Skeleton shape="text" className={shortLine} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const detail = css`
  display: grid;
  gap: 2rem;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const column = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const heading = css`
  width: 70%;
  height: 2rem;
`;

const button = css`
  width: 10rem;
  height: 48px;
`;

export function ListingDetailSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className={detail}>
      <p role="status" className="visually-hidden">
        {t('listings.loadingListing')}
      </p>
      <Skeleton className={square} />
      <div className={column} aria-hidden="true">
        <Skeleton shape="text" className={heading} />
        <Skeleton shape="text" className={cx(line, shortLine)} />
        <Skeleton shape="pill" className={button} />
        <Skeleton shape="text" className={line} />
        <Skeleton shape="text" className={line} />
      </div>
    </div>
  );
}
