// A grid of snapshot cards and its loading skeleton: items 225px wide (wider only to fill a row), at
// most five in a row (src/shared/ui/grid.ts); one column on a 390px phone, more as the screen grows.
import { css, cx } from '@linaria/core';
import type { Snapshot } from '../../shared/snapshots/schema.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { GRID_GAP_PX, GRID_ITEM_WIDTH_PX, GRID_MAX_WIDTH_PX } from '../../shared/ui/grid.ts';
import { cardBody, cardFrame, cardMedia } from '../ui/card.ts';
import { SnapshotCard } from './components/snapshot-card.tsx';
import { useT } from '../i18n/i18n.tsx';

export const snapshotGridClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${GRID_ITEM_WIDTH_PX}px), 1fr));
  gap: ${GRID_GAP_PX}px;
  max-width: ${GRID_MAX_WIDTH_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface SnapshotGridProps {
  snapshots: readonly Snapshot[];
  asOf: string;
  /** The list's accessible name, e.g. 'Snapshots'. */
  label: string;
  headingLevel?: 2 | 3 | 4;
  /** How many of the first cards load their picture eagerly (above the fold). */
  eagerCount?: number;
}

export function SnapshotGrid({ snapshots, asOf, label, headingLevel = 3, eagerCount = 0 }: SnapshotGridProps) {
  return (
    <ul className={snapshotGridClass} aria-label={label}>
      {snapshots.map((snapshot, index) => (
        <li key={snapshot.id}>
          <SnapshotCard
            snapshot={snapshot}
            asOf={asOf}
            headingLevel={headingLevel}
            imageLoading={index < eagerCount ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}

const mediaFill = css`
  width: 100%;
  height: 100%;
  border-radius: 0;
`;

const body = css`
  gap: 0.375rem;
`;

const titleLine = css`
  width: 75%;
  height: 1rem;
`;

const metaLine = css`
  width: 50%;
`;

export function SnapshotGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label ?? t('snapshots.loading')}
      </p>
      <ul className={snapshotGridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className={cardFrame}>
              <div className={cardMedia}>
                <Skeleton className={mediaFill} />
              </div>
              <div className={cx(cardBody, body)}>
                <Skeleton shape="text" className={titleLine} />
                <Skeleton shape="text" className={metaLine} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
