// Placeholder blocks shown while content streams in. Purely visual: the surrounding region announces
// loading (aria-busy or a status message); the shimmer stops under prefers-reduced-motion.
import type { CSSProperties } from 'react';
import { css, cx } from '@linaria/core';

const block = css`
  display: block;
  background-color: var(--color-skeleton);
  background-image: linear-gradient(
    100deg,
    transparent 20%,
    var(--color-skeleton-shine) 45%,
    var(--color-skeleton-shine) 55%,
    transparent 80%
  );
  background-size: 250% 100%;
  background-repeat: no-repeat;
  animation: skeleton-shimmer 1.6s ease-in-out infinite;

  @keyframes skeleton-shimmer {
    from {
      background-position: 120% 0;
    }
    to {
      background-position: -120% 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

const shapes = {
  rect: css`
    border-radius: var(--radius-small);
  `,
  text: css`
    height: 0.9em;
    border-radius: 4px;
    margin: 0.3em 0;
  `,
  circle: css`
    border-radius: 50%;
  `,
  pill: css`
    border-radius: var(--radius-button);
  `,
} as const;

export type SkeletonShape = keyof typeof shapes;

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS length or number of pixels. */
  width?: string | number;
  height?: string | number;
  /** Width / height, e.g. '16 / 9' for a media placeholder that keeps its box. */
  aspectRatio?: string;
  className?: string;
}

export function Skeleton({ shape = 'rect', width, height, aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  if (aspectRatio !== undefined) style.aspectRatio = aspectRatio;
  return <span aria-hidden="true" className={cx(block, shapes[shape], className)} style={style} />;
}
