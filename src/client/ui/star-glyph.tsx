// One star of a rating, full, half or empty (docs/product.md §7/§11 half-star steps): the read-only rating and the
// rating input draw the same stars. The half star is a filled star clipped to its left half over the
// empty one (classes only: CSP allows no style attributes).
import type { HTMLAttributes } from 'react';
import { css, cx } from '@linaria/core';
import { StarIcon } from './icons.tsx';

export type StarFill = 'full' | 'half' | 'empty';

const star = css`
  position: relative;
  display: inline-flex;
  color: var(--color-border-strong);
`;

const filled = css`
  color: #c98a00;
`;

const halfOverlay = css`
  position: absolute;
  inset: 0;
  display: inline-flex;
  color: #c98a00;
  clip-path: inset(0 50% 0 0);
  pointer-events: none;
`;

export interface StarGlyphProps extends HTMLAttributes<HTMLSpanElement> {
  fill: StarFill;
  size: number;
}

export function StarGlyph({ fill, size, className, ...rest }: StarGlyphProps) {
  return (
    <span className={cx(star, fill === 'full' && filled, className)} {...rest}>
      <StarIcon size={size} />
      {fill === 'half' ? (
        <span className={halfOverlay}>
          <StarIcon size={size} />
        </span>
      ) : null}
    </span>
  );
}
