// Loading placeholder for the experience page, on the same grid as the real view.
import { css, cx } from '@linaria/core';
import { Skeleton } from '../../ui/skeleton.tsx';
import { areaActions, areaCover, areaDescription, areaSpec, areaSummary, coverFrame, detailGrid } from './detail-layout.ts';

const stack = css`
  display: grid;
  gap: 0.625rem;
  align-content: start;
`;

const row = css`
  display: flex;
  gap: 0.75rem;
`;

const flat = css`
  border-radius: 0;
`;

const specCard = css`
  display: grid;
  gap: 0.875rem;
  padding: 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

export interface ExperienceDetailSkeletonProps {
  label?: string;
}

export function ExperienceDetailSkeleton({ label = 'Loading experience…' }: ExperienceDetailSkeletonProps) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={detailGrid} aria-hidden="true">
        <div className={cx(areaCover, coverFrame)}>
          <Skeleton width="100%" height="100%" className={flat} />
        </div>
        <div className={cx(areaSummary, stack)}>
          <Skeleton shape="pill" width="5.5rem" height="1.4rem" />
          <Skeleton shape="text" width="80%" height="2.25rem" />
          <Skeleton shape="text" width="45%" />
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" width="95%" />
          <Skeleton shape="text" width="70%" />
        </div>
        <div className={cx(areaActions, row)}>
          <Skeleton shape="pill" width="10rem" height="48px" />
          <Skeleton shape="pill" width="8rem" height="48px" />
        </div>
        <div className={cx(areaDescription, stack)}>
          <Skeleton shape="text" width="14rem" height="1.5rem" />
          <Skeleton shape="text" width="100%" />
          <Skeleton shape="text" width="96%" />
          <Skeleton shape="text" width="88%" />
          <Skeleton shape="text" width="60%" />
        </div>
        <div className={cx(areaSpec, stack)}>
          <Skeleton shape="text" width="6rem" height="1.5rem" />
          <div className={specCard}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} shape="text" width={`${55 + ((index * 13) % 40)}%`} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
