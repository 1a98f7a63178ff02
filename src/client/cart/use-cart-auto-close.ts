// Runs the cart's auto-close machine (src/shared/cart/auto-close.ts) with the browser's clock and
// timers. Open/closed itself is the navbar's cartOpen flag: this hook follows it (opened or closed by
// anyone) and asks to close through onClose when the countdown or a mouse leave decides so.
import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { createAutoCloseDriver, type AutoCloseDriver } from '../../shared/cart/auto-close.ts';

export interface CartAutoClose {
  /** Call before opening: whether the cart is being opened from the keyboard. */
  markKeyboardOpen: (keyboard: boolean) => void;
  /** The last item went: restart the 4 s close. */
  emptied: () => void;
  panelHandlers: {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

export function useCartAutoClose(open: boolean, onClose: () => void): CartAutoClose {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const driver = useRef<AutoCloseDriver | null>(null);
  const keyboard = useRef(false);

  useEffect(() => {
    const created = createAutoCloseDriver<number>(
      {
        now: () => Date.now(),
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle),
      },
      () => close.current(),
    );
    driver.current = created;
    return () => {
      created.dispose();
      driver.current = null;
    };
  }, []);

  useEffect(() => {
    const current = driver.current;
    if (!current) return;
    if (open) current.send({ type: 'open', keyboard: keyboard.current });
    else current.send({ type: 'close' });
    keyboard.current = false;
  }, [open]);

  return {
    markKeyboardOpen: (value) => {
      keyboard.current = value;
    },
    emptied: () => driver.current?.send({ type: 'emptied' }),
    panelHandlers: {
      // A mouse only: a touch 'leaves' as soon as the finger lifts, which would close what it opened.
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') driver.current?.send({ type: 'pointerEnter' });
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'mouse') driver.current?.send({ type: 'pointerLeave' });
      },
      // Keyboard focus only (:focus-visible): a mouse click focuses buttons too, and a removed button
      // takes its focus away without a blur, which would hold the cart open for good.
      onFocus: (event) => {
        if (event.target instanceof Element && event.target.matches(':focus-visible'))
          driver.current?.send({ type: 'focusIn' });
      },
      onBlur: (event) => {
        const next = event.relatedTarget;
        // null: focus went nowhere (the window lost focus, or the focused button was disabled or
        // removed, e.g. Check out turning into PROCESSING); the person has not moved on.
        if (next === null) return;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        if (driver.current?.state().focused) driver.current.send({ type: 'focusOut' });
      },
    },
  };
}
