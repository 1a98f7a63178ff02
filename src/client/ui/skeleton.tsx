// Placeholder blocks shown while content streams in. Purely visual: the surrounding region announces
// loading (aria-busy or a status message); the shimmer stops under prefers-reduced-motion.
// Sizes come from the caller's `className` (a Linaria class in the caller's file), never from an inline
// `style`: the Content-Security-Policy has no 'unsafe-inline' for styles, so style attributes are blocked.
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
  /**
   * Sets the block's size (width, height, aspect-ratio) and any override such as a flat radius.
   * Callers' classes are emitted after this file's (they import it), so they win over the shape's defaults.
   */
  className?: string;
}

export function Skeleton({ shape = 'rect', className }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(block, shapes[shape], className)} />;
}
