// When the cart dropdown closes by itself (docs/product.md §9 Cart, §11 4000 ms). Pure: the transition takes the
// time as an argument, and the driver below takes its clock and timers as arguments, so both are
// tested with a fake clock; src/client/cart/use-cart-auto-close.ts runs the driver with the real ones.
//
// Rules:
// - opening starts a 4 s countdown; when it runs out the cart closes, unless the pointer is over the
//   dropdown (then it stays until the pointer leaves) or keyboard focus is inside it;
// - the pointer leaving the dropdown closes it at once (only after it had entered: the pointer is on
//   the cart button when it opens, and moving it away without ever entering the dropdown is left to
//   the countdown);
// - removing the last item restarts the 4 s countdown, and this one closes the emptied cart even under
//   the pointer (there is nothing left to look at; otherwise the rule would never fire, since the
//   pointer is on the remove button when the last item goes);
// - opened from the keyboard (Enter or Space on the cart button) it never auto-closes: a keyboard or
//   screen-reader user must have time to Tab in; Escape, the button or Tab-ing away close it;
// - focus leaving the dropdown starts a fresh countdown, so it never vanishes the instant focus moves.

/** docs/product.md §11: the cart (and other dropdowns) auto-close after this long. */
export const CART_AUTO_CLOSE_MS = 4000;
/** docs/product.md §11: the cart dropdown's width. */
export const CART_DROPDOWN_WIDTH_PX = 310;

export interface AutoCloseState {
  readonly open: boolean;
  /** The pointer is over the dropdown. */
  readonly hovered: boolean;
  /** Keyboard focus is inside the dropdown. */
  readonly focused: boolean;
  /** Opened from the keyboard: no countdown until focus has been inside and left. */
  readonly pinned: boolean;
  /** The last item was removed: the countdown closes it even under the pointer. */
  readonly emptied: boolean;
  /** When the countdown runs out (ms on the caller's clock), or null when none runs. */
  readonly closeAt: number | null;
}

export type AutoCloseEvent =
  | { readonly type: 'open'; readonly now: number; readonly keyboard?: boolean }
  /** Escape, the button, another menu, a link: closed from outside the machine. */
  | { readonly type: 'close' }
  | { readonly type: 'pointerEnter' }
  | { readonly type: 'pointerLeave' }
  | { readonly type: 'focusIn' }
  | { readonly type: 'focusOut'; readonly now: number }
  /** The last item was removed. */
  | { readonly type: 'emptied'; readonly now: number }
  /** The countdown's timer fired (or any time the caller wants the rules applied). */
  | { readonly type: 'tick'; readonly now: number };

export const CLOSED_CART: AutoCloseState = Object.freeze({
  open: false,
  hovered: false,
  focused: false,
  pinned: false,
  emptied: false,
  closeAt: null,
});

/** Whether something holds the cart open when the countdown runs out. */
function held(state: AutoCloseState): boolean {
  if (state.focused) return true;
  return state.hovered && !state.emptied;
}

export function autoCloseTransition(state: AutoCloseState, event: AutoCloseEvent): AutoCloseState {
  switch (event.type) {
    case 'open': {
      const pinned = event.keyboard === true;
      return { ...CLOSED_CART, open: true, pinned, closeAt: pinned ? null : event.now + CART_AUTO_CLOSE_MS };
    }
    case 'close':
      return CLOSED_CART;
    default:
      break;
  }
  if (!state.open) return state;
  switch (event.type) {
    case 'pointerEnter':
      return state.hovered ? state : { ...state, hovered: true };
    case 'pointerLeave':
      return state.hovered ? CLOSED_CART : state;
    case 'focusIn':
      return state.focused ? state : { ...state, focused: true };
    case 'focusOut':
      return { ...state, focused: false, pinned: false, closeAt: event.now + CART_AUTO_CLOSE_MS };
    case 'emptied':
      return { ...state, pinned: false, emptied: true, closeAt: event.now + CART_AUTO_CLOSE_MS };
    case 'tick':
      if (state.closeAt === null || event.now < state.closeAt) return state;
      // Held when the time ran out: the countdown is spent; leaving (pointer) or focus moving out
      // (a fresh countdown) decide from here.
      return held(state) ? { ...state, closeAt: null } : CLOSED_CART;
  }
}

/** How long until the caller should send 'tick' (0: now), or null when no timer is needed. */
export function autoCloseDelay(state: AutoCloseState, now: number): number | null {
  if (!state.open || state.closeAt === null) return null;
  return Math.max(0, state.closeAt - now);
}

export interface Timers<Handle> {
  now(): number;
  setTimeout(callback: () => void, ms: number): Handle;
  clearTimeout(handle: Handle): void;
}

export interface AutoCloseDriver {
  state(): AutoCloseState;
  /** Applies an event (the driver adds the time); calls onClose when the cart closes by itself. */
  send(event: DriverEvent): void;
  /** Stops the timer (unmount). */
  dispose(): void;
}

export type DriverEvent =
  | { readonly type: 'open'; readonly keyboard?: boolean }
  | { readonly type: 'close' }
  | { readonly type: 'pointerEnter' }
  | { readonly type: 'pointerLeave' }
  | { readonly type: 'focusIn' }
  | { readonly type: 'focusOut' }
  | { readonly type: 'emptied' };

/**
 * Runs the machine with one timer at a time. onClose is called when the machine closes the cart
 * (countdown, pointer leave), not when it is told to close ('close' comes from the one who closed it).
 */
export function createAutoCloseDriver<Handle>(timers: Timers<Handle>, onClose: () => void): AutoCloseDriver {
  let current: AutoCloseState = CLOSED_CART;
  let handle: Handle | null = null;

  const stopTimer = (): void => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };

  const apply = (event: AutoCloseEvent): void => {
    const before = current;
    current = autoCloseTransition(current, event);
    // Rescheduled after every event: closeAt is absolute, so this is exact, and a timer that fired a
    // little early (browsers may) simply gets a new one for the rest.
    stopTimer();
    const delay = autoCloseDelay(current, timers.now());
    if (delay !== null) {
      handle = timers.setTimeout(() => {
        handle = null;
        apply({ type: 'tick', now: timers.now() });
      }, delay);
    }
    if (before.open && !current.open && event.type !== 'close') onClose();
  };

  return {
    state: () => current,
    send(event) {
      switch (event.type) {
        case 'open':
        case 'focusOut':
        case 'emptied':
          apply({ ...event, now: timers.now() });
          return;
        default:
          apply(event);
      }
    },
    dispose() {
      stopTimer();
      current = CLOSED_CART;
    },
  };
}
