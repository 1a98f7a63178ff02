// The navbar flags (docs/product.md §4) shared by everything in the top bar: the account menu, the mobile nav and,
// for viewers with a persona, the balance button and the cart dropdown, which read `flags.cartOpen`
// and dispatch toggleCart/openCart/closeCart here so that the cross-menu rules of the reducer hold.
import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import {
  INITIAL_NAVBAR_FLAGS,
  navbarFlagsReducer,
  type NavbarAction,
  type NavbarFlags,
} from '../../shared/ui/navbar-flags.ts';

export interface NavbarFlagsValue {
  flags: NavbarFlags;
  dispatch: Dispatch<NavbarAction>;
}

const NavbarFlagsContext = createContext<NavbarFlagsValue | null>(null);

export function NavbarFlagsProvider({ children }: { children: ReactNode }) {
  const outer = useContext(NavbarFlagsContext);
  const [flags, dispatch] = useReducer(navbarFlagsReducer, INITIAL_NAVBAR_FLAGS);
  const value = useMemo(() => ({ flags, dispatch }), [flags]);
  // The app wraps the whole page in one provider so that pages can open the cart ('Buy now'); the top
  // nav's own provider then passes through, so there is one set of flags per page.
  if (outer) return <>{children}</>;
  return <NavbarFlagsContext.Provider value={value}>{children}</NavbarFlagsContext.Provider>;
}

/** The flags from a page outside the top nav (null where no provider is mounted, e.g. isolated tests). */
export function useOptionalNavbarFlags(): NavbarFlagsValue | null {
  return useContext(NavbarFlagsContext);
}

/** The top bar's menu flags; only inside the top nav. */
export function useNavbarFlags(): NavbarFlagsValue {
  const value = useContext(NavbarFlagsContext);
  if (!value) throw new Error('useNavbarFlags needs a NavbarFlagsProvider (the top nav)');
  return value;
}
