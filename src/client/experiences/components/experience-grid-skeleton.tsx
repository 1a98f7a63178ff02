// Loading placeholder for an experience grid (Suspense fallback): the same grid, skeleton cards.
import { css } from '@linaria/core';
import { Skeleton } from '../../ui/skeleton.tsx';
import { cardBody, cardFrame, cardMedia } from './experience-card.tsx';
import { experienceGridClass } from './experience-grid.tsx';

const body = css`
  gap: 0.375rem;
`;

const flat = css`
  border-radius: 0;
`;

export interface ExperienceGridSkeletonProps {
  count?: number;
  /** Announced to screen readers while loading. */
  label?: string;
}

export function ExperienceGridSkeleton({ count = 12, label = 'Loading experiences…' }: ExperienceGridSkeletonProps) {
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ul className={experienceGridClass} role="list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className={cardFrame}>
              <div className={cardMedia}>
                <Skeleton width="100%" height="100%" className={flat} />
              </div>
              <div className={`${cardBody} ${body}`}>
                <Skeleton shape="text" width={`${60 + ((index * 17) % 30)}%`} height="1.1rem" />
                <Skeleton shape="text" width="40%" />
                <Skeleton shape="pill" width="5.5rem" height="0.9rem" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
