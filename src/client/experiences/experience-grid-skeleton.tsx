// Loading placeholder for an experience grid (Suspense fallback): the same grid, skeleton cards.
import { css, cx } from '@linaria/core';
import { Skeleton } from '../ui/skeleton.tsx';
import { cardBody, cardFrame, cardMedia } from '../ui/card.ts';
import { experienceGridClass } from './experience-grid.tsx';
import { useT } from '../i18n/i18n.tsx';

const body = css`
  gap: 0.375rem;
`;

// Sizes are classes, not inline styles: the Content-Security-Policy blocks style attributes.
const mediaFill = css`
  width: 100%;
  height: 100%;
  border-radius: 0;
`;

const titleLine = css`
  height: 1.1rem;
`;

// Title widths vary from card to card so the grid does not look stamped out; cycled by index.
const titleWidths = [
  css`
    width: 60%;
  `,
  css`
    width: 77%;
  `,
  css`
    width: 64%;
  `,
  css`
    width: 81%;
  `,
] as const;

const creatorLine = css`
  width: 40%;
`;

const countPill = css`
  width: 5.5rem;
  height: 0.9rem;
`;

export interface ExperienceGridSkeletonProps {
  count?: number;
  /** Announced to screen readers while loading. */
  label?: string;
}

export function ExperienceGridSkeleton({ count = 12, label }: ExperienceGridSkeletonProps) {
  const t = useT();
  return (
    <div aria-busy="true">
      <p role="status" className="visually-hidden">
        {label ?? t('browse.loading')}
      </p>
      <ul className={experienceGridClass} role="list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className={cardFrame}>
              <div className={cardMedia}>
                <Skeleton className={mediaFill} />
              </div>
              <div className={`${cardBody} ${body}`}>
                <Skeleton shape="text" className={cx(titleLine, titleWidths[index % titleWidths.length])} />
                <Skeleton shape="text" className={creatorLine} />
                <Skeleton shape="pill" className={countPill} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
