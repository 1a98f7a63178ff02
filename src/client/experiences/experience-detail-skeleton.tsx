// Loading placeholder for the experience page, on the same grid as the real view.
import { css, cx } from '@linaria/core';
import { Skeleton } from '../ui/skeleton.tsx';
import {
  areaActions,
  areaCover,
  areaDescription,
  areaSpec,
  areaSummary,
  coverFrame,
  detailGrid,
} from './detail-layout.ts';

const stack = css`
  display: grid;
  gap: 0.625rem;
  align-content: start;
`;

const row = css`
  display: flex;
  gap: 0.75rem;
`;

// Sizes are classes, not inline styles: the Content-Security-Policy blocks style attributes.
const coverFill = css`
  width: 100%;
  height: 100%;
  border-radius: 0;
`;

const badgePill = css`
  width: 5.5rem;
  height: 1.4rem;
`;

const titleLine = css`
  width: 80%;
  height: 2.25rem;
`;

const headingLine = css`
  height: 1.5rem;
`;

const actionPill = css`
  height: 48px;
`;

const w = {
  p30: css`
    width: 30%;
  `,
  p45: css`
    width: 45%;
  `,
  p60: css`
    width: 60%;
  `,
  p70: css`
    width: 70%;
  `,
  p88: css`
    width: 88%;
  `,
  p95: css`
    width: 95%;
  `,
  p96: css`
    width: 96%;
  `,
  p100: css`
    width: 100%;
  `,
  r6: css`
    width: 6rem;
  `,
  r8: css`
    width: 8rem;
  `,
  r10: css`
    width: 10rem;
  `,
  r14: css`
    width: 14rem;
  `,
} as const;

// The specification card's rows, in varied widths like the real label/value pairs.
const specRowWidths = [
  css`
    width: 55%;
  `,
  css`
    width: 68%;
  `,
  css`
    width: 81%;
  `,
  css`
    width: 94%;
  `,
  css`
    width: 67%;
  `,
  css`
    width: 80%;
  `,
] as const;

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
          <Skeleton className={coverFill} />
        </div>
        <div className={cx(areaSummary, stack)}>
          <Skeleton shape="pill" className={badgePill} />
          <Skeleton shape="text" className={titleLine} />
          <Skeleton shape="text" className={w.p45} />
          <Skeleton shape="text" className={w.p30} />
          <Skeleton shape="text" className={w.p95} />
          <Skeleton shape="text" className={w.p70} />
        </div>
        <div className={cx(areaActions, row)}>
          <Skeleton shape="pill" className={cx(w.r10, actionPill)} />
          <Skeleton shape="pill" className={cx(w.r8, actionPill)} />
        </div>
        <div className={cx(areaDescription, stack)}>
          <Skeleton shape="text" className={cx(w.r14, headingLine)} />
          <Skeleton shape="text" className={w.p100} />
          <Skeleton shape="text" className={w.p96} />
          <Skeleton shape="text" className={w.p88} />
          <Skeleton shape="text" className={w.p60} />
        </div>
        <div className={cx(areaSpec, stack)}>
          <Skeleton shape="text" className={cx(w.r6, headingLine)} />
          <div className={specCard}>
            {specRowWidths.map((width, index) => (
              <Skeleton key={index} shape="text" className={width} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
