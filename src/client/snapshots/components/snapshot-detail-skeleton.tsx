// The snapshot page's loading placeholder, kept apart from the page so the route's fallback is in the
// first-load bundle while the page itself is its own chunk.
import { css } from '@linaria/core';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useT } from '../../i18n/i18n.tsx';

const skeletonPicture = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  margin-bottom: 1.5rem;
`;

const skeletonTitle = css`
  width: 55%;
  height: 2rem;
`;

const skeletonLine = css`
  width: 35%;
`;

/** The route's loading placeholder: the picture's frame and two lines. */
export function SnapshotDetailSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('snapshots.loadingOne')}
      </p>
      <Skeleton className={skeletonPicture} />
      <Skeleton shape="text" className={skeletonTitle} />
      <Skeleton shape="text" className={skeletonLine} />
    </div>
  );
}
