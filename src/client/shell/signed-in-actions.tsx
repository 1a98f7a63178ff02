// The end of the top bar for a signed-in viewer: the balance and the cart (with checkout), the
// notification bell and the account menu. Its own chunk (see `signedInActions` in top-nav.tsx): a
// visitor's pages never download the cart, the checkout or the menus.
import { hasPersona, type Viewer } from '../../shared/session/viewer.ts';
import type { NavLink } from '../../shared/ui/nav-links.ts';
import { CommerceNav } from '../cart/commerce-nav.tsx';
import { PersonaNeededCommerce } from '../cart/persona-needed-commerce.tsx';
import { NotificationBell } from '../notifications/components/notification-bell.tsx';
import { AccountMenu } from './account-menu.tsx';

export interface SignedInActionsProps {
  viewer: Viewer;
  /** The account menu's links. */
  links: readonly NavLink[];
  currentPath: string;
  tone: 'dark' | 'light';
  cartOpen: boolean;
  onOpenCart: () => void;
  onCloseCart: () => void;
}

export function SignedInActions({
  viewer,
  links,
  currentPath,
  tone,
  cartOpen,
  onOpenCart,
  onCloseCart,
}: SignedInActionsProps) {
  return (
    <>
      {/* Every signed-in account sees the balance and the cart; without a persona they say why buying waits. */}
      {hasPersona(viewer) ? (
        <CommerceNav cartOpen={cartOpen} onOpenCart={onOpenCart} onCloseCart={onCloseCart} tone={tone} />
      ) : (
        <PersonaNeededCommerce cartOpen={cartOpen} onOpenCart={onOpenCart} onCloseCart={onCloseCart} tone={tone} />
      )}
      {/* Reminders and other notifications belong to the persona too. */}
      {hasPersona(viewer) ? <NotificationBell tone={tone} /> : null}
      <AccountMenu viewer={viewer} links={links} currentPath={currentPath} tone={tone} />
    </>
  );
}
