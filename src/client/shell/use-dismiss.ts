// Closing a dropdown the way people expect (disclosure pattern): Escape closes it and sends focus back
// to its button; a click outside it closes it and leaves focus where the person clicked. The click
// listener is attached OUTSIDE_CLICK_DELAY_MS after opening (docs/product.md §11), like the mobile nav's, so the
// click that opened the menu never counts. "Outside" here means outside the menu's own element (button
// and dropdown): the 300px-from-the-right rule of docs/product.md §11 belongs to the slide-in panel.
import { useEffect, useRef, type RefObject } from 'react';
import { OUTSIDE_CLICK_DELAY_MS } from '../../shared/ui/outside-click.ts';

export interface DismissOptions {
  open: boolean;
  /** The menu: its button and its dropdown. */
  containerRef: RefObject<HTMLElement | null>;
  /** Where focus goes back on Escape. */
  buttonRef: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}

export function useDismiss({ open, containerRef, buttonRef, onDismiss }: DismissOptions): void {
  // The latest callback without re-attaching listeners on every render.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      dismiss.current();
      buttonRef.current?.focus();
    };
    const onDocumentClick = (event: MouseEvent): void => {
      const target = event.target;
      if (target instanceof Node && containerRef.current?.contains(target)) return;
      dismiss.current();
    };
    document.addEventListener('keydown', onKeyDown);
    const attachTimer = window.setTimeout(() => {
      document.addEventListener('click', onDocumentClick);
    }, OUTSIDE_CLICK_DELAY_MS);
    return () => {
      window.clearTimeout(attachTimer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onDocumentClick);
    };
  }, [open, containerRef, buttonRef]);
}
