// A thin bar along the top of the viewport while a client-side navigation is pending. CSS only: it
// creeps towards 90% while `active`, then completes and fades when `active` turns false. A short delay
// keeps it from flashing on navigations that resolve immediately. Decorative: screen readers learn of
// the new page from the page itself.
import { css, cx } from '@linaria/core';

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 100;
  height: 3px;
  pointer-events: none;
  background: linear-gradient(90deg, var(--color-primary), #7be3ef 60%, var(--color-primary));
  box-shadow: 0 0 10px rgb(33 188 207 / 0.7);
  transform-origin: 0 50%;
  transform: scaleX(1);
  opacity: 0;
  transition:
    transform 0.2s ease-out,
    opacity 0.3s ease 0.2s;
`;

const activeBar = css`
  opacity: 1;
  transition: opacity 0.15s ease 0.15s;
  animation: progress-creep 12s cubic-bezier(0.1, 0.7, 0.2, 1) 0.15s both;

  @keyframes progress-creep {
    from {
      transform: scaleX(0);
    }
    10% {
      transform: scaleX(0.35);
    }
    to {
      transform: scaleX(0.92);
    }
  }
`;

export interface ProgressBarProps {
  active: boolean;
}

export function ProgressBar({ active }: ProgressBarProps) {
  return <div aria-hidden="true" className={cx(bar, active && activeBar)} />;
}
