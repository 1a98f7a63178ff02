// The one modal of the product, on the native <dialog> element: showModal() gives the
// top layer, an inert page behind, focus moved in and restored on close, and Escape — all accessible
// without a library. Controlled: the parent owns `open` and hears every way of closing in onClose
// (Escape, the close button, a click on the backdrop).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css, cx } from '@linaria/core';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons row under the body (right-aligned on wide screens, stacked on phones). */
  actions?: ReactNode;
  /** 'sm' 420px (confirmations), 'md' 560px (forms). Default 'sm'. */
  size?: 'sm' | 'md';
  /** Accessible label of the close (×) button. Default 'Close'. */
  closeLabel?: string;
}

const dialog = css`
  /* The global reset's margin: 0 would pin the dialog to the top-left; auto is what centres it. */
  margin: auto;
  width: min(calc(100vw - 2rem), 420px);
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 0;
  border-radius: 16px;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 24px 60px -20px rgb(11 18 32 / 0.55);

  &::backdrop {
    background: rgb(11 18 32 / 0.55);
  }

  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

const medium = css`
  width: min(calc(100vw - 2rem), 560px);
`;

const header = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem 1.25rem 0.5rem 1.5rem;
`;

const heading = css`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1.3;
`;

const closeButton = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin: -0.25rem -0.25rem 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text-muted);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: var(--color-surface-sunken);
    color: var(--color-text);
  }
`;

/** docs/product.md §11: the modal body scrolls beyond 500px. */
const body = css`
  max-height: 500px;
  overflow-y: auto;
  padding: 0.25rem 1.5rem 1rem;
  line-height: 1.5;
`;

const actionsRow = css`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.5rem;
  padding: 0.5rem 1.5rem 1.5rem;

  @media (min-width: 40em) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export function Modal({ open, onClose, title, children, actions, size = 'sm', closeLabel = 'Close' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose without re-running the effect (parents pass inline functions).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Escape fires 'cancel': keep the dialog under React's control and report the close instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => element.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={cx(dialog, size === 'md' && medium)}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          <div className={header}>
            <h2 id={titleId} className={heading}>
              {title}
            </h2>
            <button type="button" className={closeButton} aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          </div>
          <div className={body}>{children}</div>
          {actions ? <div className={actionsRow}>{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
