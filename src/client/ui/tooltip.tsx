// A tooltip people can reach without a mouse: the wrapped control names it with aria-describedby, and it
// shows while the pointer is over the control (or the tip itself, so it can be read), while focus is on
// the control, and for a few seconds after a tap on a touch screen. Escape hides it without moving focus
// (hover or focus content must be dismissible). Used instead of `title`, which keyboards and touch
// screens never show.
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { css, cx } from '@linaria/core';

/** How long a tapped tooltip stays up on a touch screen (no hover there to end it). */
export const TOOLTIP_TOUCH_MS = 3000;

const wrap = css`
  position: relative;
  display: inline-flex;
`;

const tip = css`
  position: absolute;
  z-index: 80;
  width: max-content;
  max-width: min(16rem, calc(100vw - 2rem));
  padding: 0.375rem 0.625rem;
  border-radius: var(--radius-small);
  background: #141a23;
  color: #ffffff;
  font-size: 0.8125rem;
  font-weight: 500;
  line-height: 1.35;
  text-align: left;
  text-transform: none;
  letter-spacing: normal;
  white-space: normal;
  pointer-events: auto;
  box-shadow: var(--shadow-md);

  &[hidden] {
    display: none;
  }
`;

const below = css`
  top: calc(100% + 6px);
`;

const above = css`
  bottom: calc(100% + 6px);
`;

const alignCenter = css`
  left: 50%;
  transform: translateX(-50%);
`;

const alignEnd = css`
  right: 0;
`;

const alignStart = css`
  left: 0;
`;

export interface TooltipProps {
  /** The words shown; also the control's description for screen readers. */
  content: string;
  /** One focusable element (a button, a link, or an element given tabIndex 0). */
  children: ReactElement<{ 'aria-describedby'?: string | undefined }>;
  side?: 'top' | 'bottom';
  align?: 'start' | 'center' | 'end';
  className?: string;
}

export function Tooltip({ content, children, side = 'top', align = 'center', className }: TooltipProps) {
  const tipId = `tip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [open, setOpen] = useState(false);
  const touchTimer = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(
    () => () => {
      if (touchTimer.current !== null) window.clearTimeout(touchTimer.current);
    },
    [],
  );

  const own = children.props['aria-describedby'];
  const control = cloneElement(children, { 'aria-describedby': own ? `${own} ${tipId}` : tipId });

  return (
    <span
      className={cx(wrap, className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onPointerDown={(event) => {
        if (event.pointerType !== 'touch') return;
        setOpen(true);
        if (touchTimer.current !== null) window.clearTimeout(touchTimer.current);
        touchTimer.current = window.setTimeout(() => setOpen(false), TOOLTIP_TOUCH_MS);
      }}
    >
      {control}
      <span
        id={tipId}
        role="tooltip"
        hidden={!open}
        className={cx(
          tip,
          side === 'top' ? above : below,
          align === 'center' ? alignCenter : align === 'end' ? alignEnd : alignStart,
        )}
      >
        {content}
      </span>
    </span>
  );
}
