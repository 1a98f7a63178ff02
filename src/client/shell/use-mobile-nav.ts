// State and behaviour of the slide-in mobile navigation (docs/product.md §4, §11):
// - opening moves focus into the panel; closing with Escape or the close button returns it to the
//   open button (closing by choosing a link or clicking elsewhere leaves focus where the person went);
// - a document click listener is attached 100 ms after opening (so the opening click never counts) and
//   closes the panel on a click more than 300 px from the right edge of the viewport;
// - a resize listener throttled to 50 ms closes it once the viewport is wider than 1024 px;
// - Escape closes it; moving keyboard focus out of the panel closes it too (it is not a modal).
// Whether it is open is the navbar's mobileNavOpen flag (src/shared/ui/navbar-flags.ts), owned by the
// top nav so that opening it closes the other menus; this hook is controlled by it.
import { useCallback, useEffect, useId, useRef, type FocusEvent, type RefObject } from 'react';
import {
  OUTSIDE_CLICK_DELAY_MS,
  RESIZE_THROTTLE_MS,
  isOutsideClick,
  isWiderThanMobileNav,
} from '../../shared/ui/outside-click.ts';
import { throttle } from '../../shared/ui/throttle.ts';

export interface HideOptions {
  /** Send focus back to the open button (Escape and the close button). */
  restoreFocus?: boolean;
}

export interface MobileNavController {
  open: boolean;
  panelId: string;
  openButtonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  show: () => void;
  hide: (options?: HideOptions) => void;
  /** Blur handler for the panel: focus leaving it for elsewhere on the page closes it. */
  onPanelBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface MobileNavState {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

export function useMobileNav({ open, onOpen, onClose }: MobileNavState): MobileNavController {
  const panelId = `mobile-nav-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const openButtonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const restoreFocus = useRef(false);
  const wasOpen = useRef(false);

  const show = onOpen;
  const hide = useCallback(
    (options?: HideOptions) => {
      restoreFocus.current = options?.restoreFocus ?? false;
      onClose();
    },
    [onClose],
  );

  // Focus: into the panel on open, back to the open button after a deliberate close.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      const panel = panelRef.current;
      const target = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
      target?.focus();
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (restoreFocus.current) openButtonRef.current?.focus();
    restoreFocus.current = false;
  }, [open]);

  // Escape, outside click and resize listeners live only while the panel is open.
  useEffect(() => {
    if (!open) return undefined;

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') hide({ restoreFocus: true });
    };
    const onDocumentClick = (event: MouseEvent): void => {
      const target = event.target;
      // A click inside the panel (including keyboard-activated ones, which report clientX 0) never counts.
      if (target instanceof Node && panelRef.current?.contains(target)) return;
      if (isOutsideClick(event.clientX, window.innerWidth)) hide();
    };
    const onResize = throttle(() => {
      if (isWiderThanMobileNav(window.innerWidth)) hide();
    }, RESIZE_THROTTLE_MS);

    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    const attachTimer = window.setTimeout(() => {
      document.addEventListener('click', onDocumentClick);
    }, OUTSIDE_CLICK_DELAY_MS);

    return () => {
      window.clearTimeout(attachTimer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onDocumentClick);
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, [open, hide]);

  const onPanelBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      // relatedTarget is null when focus leaves the document or a click lands on nothing focusable.
      if (next instanceof Node && !event.currentTarget.contains(next)) hide();
    },
    [hide],
  );

  return { open, panelId, openButtonRef, panelRef, show, hide, onPanelBlur };
}
