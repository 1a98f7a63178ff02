// An image that never shifts the layout (explicit width and height) and shows a neutral placeholder
// when there is no picture to show. No inline `style` anywhere: the Content-Security-Policy has no
// 'unsafe-inline' for styles, so the placeholder keeps its width/height ratio through a class per common
// ratio, or, for any other ratio, an invisible SVG sizer (SVG attributes are not styles).
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { ImageIcon } from './icons.tsx';

const img = css`
  background: var(--color-skeleton);
`;

const fallbackBox = css`
  display: grid;
  place-items: center;
  width: 100%;
  height: auto;
  color: var(--color-text-muted);
  background:
    radial-gradient(circle at 30% 20%, rgb(33 188 207 / 0.18), transparent 55%),
    radial-gradient(circle at 80% 90%, rgb(11 18 32 / 0.08), transparent 50%), var(--color-surface-sunken);
`;

// Placeholder ratios as classes, keyed by the reduced width:height ('16:9' for 640x360 or 1600x900).
const ratioClasses: Readonly<Record<string, string>> = {
  '16:9': css`
    aspect-ratio: 16 / 9;
  `,
  '21:9': css`
    aspect-ratio: 21 / 9;
  `,
  '4:3': css`
    aspect-ratio: 4 / 3;
  `,
  '3:2': css`
    aspect-ratio: 3 / 2;
  `,
  '1:1': css`
    aspect-ratio: 1 / 1;
  `,
  '2:3': css`
    aspect-ratio: 2 / 3;
  `,
  '3:4': css`
    aspect-ratio: 3 / 4;
  `,
  '9:16': css`
    aspect-ratio: 9 / 16;
  `,
};

// Any other ratio: the sizer and the placeholder content share the box's single grid cell; the sizer,
// full width with its height from the viewBox, gives the box its height.
const sizedBox = css`
  grid-template-areas: 'stack';

  & > * {
    grid-area: stack;
  }
`;

const sizer = css`
  display: block;
  width: 100%;
  height: auto;
  visibility: hidden;
`;

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** The class for width:height when it is a common ratio, otherwise undefined. */
function ratioClass(width: number, height: number): string | undefined {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return undefined;
  const divisor = greatestCommonDivisor(width, height);
  return ratioClasses[`${width / divisor}:${height / divisor}`];
}

export interface ImageProps {
  src: string | null;
  /** Empty when the image is decorative (the same words are next to it). */
  alt: string;
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  sizes?: string;
  className?: string;
  /** Replaces the default placeholder shown when src is null. */
  fallback?: ReactNode;
}

export function Image({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  sizes,
  className,
  fallback,
}: ImageProps) {
  if (src === null || src === '') {
    const ratio = ratioClass(width, height);
    const validSize = width > 0 && height > 0;
    return (
      <div
        className={cx(fallbackBox, ratio, !ratio && validSize && sizedBox, className)}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {!ratio && validSize ? (
          <svg className={sizer} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" />
        ) : null}
        {fallback ?? <ImageIcon size={Math.max(20, Math.min(48, Math.round(width / 8)))} />}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      sizes={sizes}
      className={cx(img, className)}
    />
  );
}
