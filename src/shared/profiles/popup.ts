// The profile hover popup (docs/product.md §6 Profile popup, §11 timing and layout). Pure: the component in
// src/client/profiles/persona-link.tsx runs this machine and owns the timers and the fetch.

/** docs/product.md §11: the popup opens after the pointer rests this long on a persona link. */
export const PROFILE_POPUP_HOVER_DELAY_MS = 1000;
/** docs/product.md §6/§11: it closes this long after the pointer leaves, unless it comes back. */
export const PROFILE_POPUP_LEAVE_DELAY_MS = 250;
/** docs/product.md §11: popup width. */
export const PROFILE_POPUP_WIDTH_PX = 350;
/** How many of the persona's experiences the popup and the profile card carry. */
export const PROFILE_CARD_EXPERIENCE_COUNT = 3;

/**
 * - idle: nothing shown, no timer.
 * - waiting: the pointer (or focus) is on the link; the hover timer runs.
 * - loading: the hover time passed; profile, experiences and listings are being fetched together.
 * - open: the popup shows.
 * - closing: the pointer left an open popup; the leave timer runs.
 */
export type PopupPhase = 'idle' | 'waiting' | 'loading' | 'open' | 'closing';

export interface PopupState {
  readonly phase: PopupPhase;
  /** Whether the pointer or focus is on the link or the popup now (decides what a finished fetch does). */
  readonly inside: boolean;
}

export type PopupEvent =
  /** Pointer entered, or focus moved into, the link or the popup. */
  | { readonly type: 'enter' }
  /** Pointer left, or focus moved out of, the link or the popup. */
  | { readonly type: 'leave' }
  | { readonly type: 'hoverElapsed' }
  | { readonly type: 'loaded' }
  | { readonly type: 'failed' }
  | { readonly type: 'leaveElapsed' }
  /** Escape, or a click that navigates away: close at once. */
  | { readonly type: 'dismiss' };

export const INITIAL_POPUP_STATE: PopupState = { phase: 'idle', inside: false };

/**
 * The open/close rules (docs/product.md §6: opens after a hover once the data has been fetched together; closes
 * 250 ms after the pointer leaves unless re-entered; fetch failures are only logged, so no popup opens).
 *
 * Choices:
 * - Leaving while the data loads does not cancel the fetch (its result is cached for the next hover),
 *   but the popup opens only if the pointer is back by the time the data is there.
 * - Leaving before the hover time passed cancels it; entering again starts a fresh 1000 ms.
 * - Timer and fetch events that arrive in a phase that no longer expects them are ignored (a timer
 *   the component failed to clear, a fetch that settles late).
 */
export function popupTransition(state: PopupState, event: PopupEvent): PopupState {
  switch (event.type) {
    case 'enter':
      switch (state.phase) {
        case 'idle':
          return { phase: 'waiting', inside: true };
        case 'closing':
          return { phase: 'open', inside: true };
        default:
          return state.inside ? state : { ...state, inside: true };
      }
    case 'leave':
      switch (state.phase) {
        case 'waiting':
          return INITIAL_POPUP_STATE;
        case 'open':
          return { phase: 'closing', inside: false };
        default:
          return state.inside ? { ...state, inside: false } : state;
      }
    case 'hoverElapsed':
      return state.phase === 'waiting' ? { phase: 'loading', inside: state.inside } : state;
    case 'loaded':
      if (state.phase !== 'loading') return state;
      return state.inside ? { phase: 'open', inside: true } : INITIAL_POPUP_STATE;
    case 'failed':
      return state.phase === 'loading' ? { phase: 'idle', inside: state.inside } : state;
    case 'leaveElapsed':
      return state.phase === 'closing' ? INITIAL_POPUP_STATE : state;
    case 'dismiss':
      return INITIAL_POPUP_STATE;
  }
}

/** Which timer the phase needs, if any (the component starts it on entering the phase). */
export function popupTimer(
  phase: PopupPhase,
): { readonly event: 'hoverElapsed' | 'leaveElapsed'; readonly ms: number } | null {
  if (phase === 'waiting') return { event: 'hoverElapsed', ms: PROFILE_POPUP_HOVER_DELAY_MS };
  if (phase === 'closing') return { event: 'leaveElapsed', ms: PROFILE_POPUP_LEAVE_DELAY_MS };
  return null;
}

/** Whether the popup is on screen. */
export function popupVisible(phase: PopupPhase): boolean {
  return phase === 'open' || phase === 'closing';
}
