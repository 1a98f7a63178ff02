// The Lumen wordmark: a small glowing orb and the product name, drawn inline (no extra request).
import { useId } from 'react';
import { css, cx } from '@linaria/core';

const mark = css`
  display: block;
  height: 30px;
  width: auto;
  overflow: visible;
`;

const word = css`
  font-family: var(--font-family);
  font-weight: 700;
  letter-spacing: -0.02em;
`;

export interface LogoProps {
  productName?: string;
  /** 'dark' ink for light backgrounds, 'light' ink for dark ones. */
  tone?: 'dark' | 'light';
  className?: string;
}

export function Logo({ productName = 'Lumen', tone = 'dark', className }: LogoProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const orb = `logo-orb-${id}`;
  const glow = `logo-glow-${id}`;
  // Room for the text: about 0.62em per character at 22px, plus the orb.
  const width = 38 + Math.round(productName.length * 13.5);
  return (
    <svg
      className={cx(mark, className)}
      viewBox={`0 0 ${width} 32`}
      width={width}
      height={32}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={orb} cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#f4feff" />
          <stop offset="0.35" stopColor="#7be3ef" />
          <stop offset="1" stopColor="#0e95a6" />
        </radialGradient>
        <radialGradient id={glow} cx="50%" cy="50%" r="50%">
          <stop offset="0.45" stopColor="#21bccf" stopOpacity="0.55" />
          <stop offset="1" stopColor="#21bccf" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="14" cy="16" r="14" fill={`url(#${glow})`} />
      <circle cx="14" cy="16" r="8" fill={`url(#${orb})`} />
      <text x="34" y="23.5" fontSize="22" className={word} fill={tone === 'dark' ? '#141a23' : '#ffffff'}>
        {productName}
      </text>
    </svg>
  );
}
