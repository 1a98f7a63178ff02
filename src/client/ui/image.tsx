// An image that never shifts the layout (explicit width and height) and shows a neutral placeholder
// when there is no picture to show.
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
    radial-gradient(circle at 80% 90%, rgb(11 18 32 / 0.08), transparent 50%),
    var(--color-surface-sunken);
`;

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
    return (
      <div
        className={cx(fallbackBox, className)}
        style={{ aspectRatio: `${width} / ${height}` }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
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
