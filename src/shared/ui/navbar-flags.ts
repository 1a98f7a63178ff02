// The navigation bar's open menus (docs/product.md §4 Navbar flags): cartOpen, accountDropdownOpen and
// mobileNavOpen, all false initially. Pure: the top nav runs it through useReducer, and the cart (the
// commerce work) dispatches its own actions into the same state so the rules below hold across menus.
//
// Rules (docs/product.md §4):
// - opening the account menu closes the cart; opening the cart closes the account menu;
// - choosing a link closes every menu;
// - the mouse leaving the account menu closes both the account menu and the cart;
// - opening the mobile nav closes the dropdowns (the panel covers them).
// Together these keep at most one menu open at a time.

export interface NavbarFlags {
  readonly cartOpen: boolean;
  readonly accountDropdownOpen: boolean;
  readonly mobileNavOpen: boolean;
}

export const INITIAL_NAVBAR_FLAGS: NavbarFlags = Object.freeze({
  cartOpen: false,
  accountDropdownOpen: false,
  mobileNavOpen: false,
});

export type NavbarAction =
  | { type: 'toggleAccountDropdown' }
  | { type: 'closeAccountDropdown' }
  /** The pointer left the account menu (button and dropdown). */
  | { type: 'accountMouseLeave' }
  | { type: 'toggleCart' }
  | { type: 'openCart' }
  | { type: 'closeCart' }
  | { type: 'openMobileNav' }
  | { type: 'closeMobileNav' }
  /** A link in any menu was chosen. */
  | { type: 'chooseLink' }
  /** Escape everywhere, a route change. */
  | { type: 'closeAll' };

export type NavbarActionType = NavbarAction['type'];

/** Every action type, for exhaustive tests and for callers that build actions from names. */
export const NAVBAR_ACTION_TYPES: readonly NavbarActionType[] = [
  'toggleAccountDropdown',
  'closeAccountDropdown',
  'accountMouseLeave',
  'toggleCart',
  'openCart',
  'closeCart',
  'openMobileNav',
  'closeMobileNav',
  'chooseLink',
  'closeAll',
];

const ALL_CLOSED: NavbarFlags = INITIAL_NAVBAR_FLAGS;

function nextFlags(state: NavbarFlags, action: NavbarAction): NavbarFlags {
  switch (action.type) {
    case 'toggleAccountDropdown':
      return state.accountDropdownOpen
        ? { ...state, accountDropdownOpen: false }
        : { cartOpen: false, accountDropdownOpen: true, mobileNavOpen: false };
    case 'closeAccountDropdown':
      return { ...state, accountDropdownOpen: false };
    case 'accountMouseLeave':
      return { ...state, accountDropdownOpen: false, cartOpen: false };
    case 'toggleCart':
      return state.cartOpen
        ? { ...state, cartOpen: false }
        : { cartOpen: true, accountDropdownOpen: false, mobileNavOpen: false };
    case 'openCart':
      return { cartOpen: true, accountDropdownOpen: false, mobileNavOpen: false };
    case 'closeCart':
      return { ...state, cartOpen: false };
    case 'openMobileNav':
      return { cartOpen: false, accountDropdownOpen: false, mobileNavOpen: true };
    case 'closeMobileNav':
      return { ...state, mobileNavOpen: false };
    case 'chooseLink':
    case 'closeAll':
      return ALL_CLOSED;
    default: {
      // A new action type that is not handled here fails the typecheck; at run time an unknown
      // action (from untyped code) changes nothing.
      const unhandled: never = action;
      void unhandled;
      return state;
    }
  }
}

function sameFlags(a: NavbarFlags, b: NavbarFlags): boolean {
  return (
    a.cartOpen === b.cartOpen && a.accountDropdownOpen === b.accountDropdownOpen && a.mobileNavOpen === b.mobileNavOpen
  );
}

/**
 * The reducer. Returns the same object when nothing changes, so React skips the re-render (a mouse
 * leave with every menu already closed is the common case).
 */
export function navbarFlagsReducer(state: NavbarFlags, action: NavbarAction): NavbarFlags {
  const next = nextFlags(state, action);
  return sameFlags(state, next) ? state : next;
}

/** True when any menu is open (listeners for Escape and outside clicks only run then). */
export function anyMenuOpen(state: NavbarFlags): boolean {
  return state.cartOpen || state.accountDropdownOpen || state.mobileNavOpen;
}
