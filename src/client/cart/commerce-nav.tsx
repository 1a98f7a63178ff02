// The commerce part of the top bar (docs/product.md §9: the balance button and the cart dropdown; §8:
// buying needs a persona, so the top nav renders this only for viewers with one). Owns
// the balance, the checkout and the insufficient-funds modal, which must outlive the cart panel (the
// panel closes when the modal opens).
import { useEffect, useRef } from 'react';
import { css } from '@linaria/core';
import { BalanceButton } from '../balance/balance-button.tsx';
import { useBalance } from '../balance/use-balance.ts';
import { CartMenu } from './cart-menu.tsx';
import { InsufficientFundsModal } from './insufficient-funds-modal.tsx';
import { useCart } from './use-cart.ts';
import { useCheckout } from './use-checkout.ts';
import type { CartView } from '../../shared/cart/schema.ts';

const group = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

export interface CommerceNavProps {
  /** The navbar's cartOpen flag and its actions. */
  cartOpen: boolean;
  onOpenCart: () => void;
  onCloseCart: () => void;
  tone?: 'dark' | 'light';
  /** docs/product.md §9 showBalance: the balance button is shown. */
  showBalance?: boolean;
}

export function CommerceNav({
  cartOpen,
  onOpenCart,
  onCloseCart,
  tone = 'dark',
  showBalance = true,
}: CommerceNavProps) {
  const balance = useBalance(true);
  const { refresh: refreshCart } = useCart(true);
  const groupRef = useRef<HTMLDivElement | null>(null);
  const checkout = useCheckout({
    balance: balance.loaded ? balance.balance : null,
    refreshBalance: balance.refresh,
    refreshCart,
  });

  const onCheckout = (cart: CartView) => {
    void checkout.checkout(cart);
  };

  // When the modal opens the cart closes (the modal covers the page); closing the modal returns focus
  // to the cart button, since the Check out button it came from is hidden with the panel.
  const closeModal = () => {
    checkout.closeInsufficient();
    // After the dialog has closed: closing it restores focus to what had it before (now hidden).
    window.setTimeout(() => groupRef.current?.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus(), 0);
  };
  const modalOpen = checkout.insufficient !== null;
  useEffect(() => {
    if (modalOpen) onCloseCart();
  }, [modalOpen, onCloseCart]);

  return (
    <div ref={groupRef} className={group}>
      {showBalance ? <BalanceButton state={balance} tone={tone} /> : null}
      <CartMenu
        open={cartOpen}
        onOpen={onOpenCart}
        onClose={onCloseCart}
        tone={tone}
        purchasing={checkout.purchasing}
        checkoutNotice={checkout.notice}
        onCheckout={onCheckout}
        onDismissNotice={checkout.clearNotice}
      />
      <InsufficientFundsModal funds={checkout.insufficient} onClose={closeModal} />
    </div>
  );
}
