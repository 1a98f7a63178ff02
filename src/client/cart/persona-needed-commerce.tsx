// The balance and the cart for a signed-in account that has no persona yet. Lumen Dollars, carts and
// purchases belong to a persona, so there is nothing to load: the balance reads 0 and the cart is empty,
// and the cart's panel says what the account can do now (browse and read) and what needs a
// persona (buying), with the way to create one (the desktop client, from /download).
import { useId, useRef } from 'react';
import { css, cx } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { CoinIcon } from '../ui/icons.tsx';
import { navIconButton, navIconButtonLight } from '../ui/nav-icon-button.ts';
import { useDismiss } from '../shell/use-dismiss.ts';
import { usePublicConfig } from '../app/public-config.tsx';
import { CartIcon } from './cart-icon.tsx';
import { cartDropdown, cartHeading } from './cart-menu.tsx';
import { FUNDS_PATH } from '../../shared/cart/money.ts';
import { DOWNLOAD_PATH } from '../../shared/visit/links.ts';

const group = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

const wrap = css`
  position: relative;
`;

const balanceLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 40px;
  padding: 0 0.875rem 0 0.625rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-button);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: var(--color-border-strong);
    background: var(--color-page);
  }
`;

const balanceLinkLight = css`
  && {
    border-color: rgb(255 255 255 / 0.35);
    background: rgb(255 255 255 / 0.08);
    color: #ffffff;
  }
`;

const coin = css`
  flex: none;
  color: #e0a100;
`;

const text = css`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.5;
`;

const muted = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const canList = css`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding-left: 1.125rem;
  font-size: 0.875rem;
`;

export interface PersonaNeededCommerceProps {
  cartOpen: boolean;
  onOpenCart: () => void;
  onCloseCart: () => void;
  tone?: 'dark' | 'light';
}

export function PersonaNeededCommerce({
  cartOpen,
  onOpenCart,
  onCloseCart,
  tone = 'dark',
}: PersonaNeededCommerceProps) {
  const { productName } = usePublicConfig();
  const panelId = `persona-cart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  useDismiss({ open: cartOpen, containerRef, buttonRef, onDismiss: onCloseCart });

  return (
    <div className={group}>
      {/* The funds page explains why Lumen Dollars wait for a persona and links to the client. */}
      <AppLink
        href={FUNDS_PATH}
        className={cx(balanceLink, tone === 'light' && balanceLinkLight)}
        aria-label={`Balance: 0 ${productName} Dollars. Buying needs a persona.`}
        data-balance-kind="no-persona"
      >
        <CoinIcon size={18} className={coin} />
        <span>0</span>
      </AppLink>
      <div ref={containerRef} className={wrap}>
        <button
          ref={buttonRef}
          type="button"
          className={cx(navIconButton, tone === 'light' && navIconButtonLight)}
          aria-expanded={cartOpen}
          aria-controls={panelId}
          aria-label="Cart, 0 items"
          onClick={() => (cartOpen ? onCloseCart() : onOpenCart())}
        >
          <CartIcon />
        </button>
        <div id={panelId} className={cartDropdown} hidden={!cartOpen} role="region" aria-label="Cart">
          <h2 className={cartHeading}>Your cart</h2>
          <p className={muted}>Your cart is empty.</p>
          <p className={text}>
            <strong>You cannot buy yet: buying needs a persona.</strong> Your persona is who you are in {productName};
            it holds your cart, your {productName} Dollars, your tickets and your friends.
          </p>
          <p className={text}>Until then you can:</p>
          <ul className={canList}>
            <li>browse experiences, the store and events,</li>
            <li>read profiles, reviews and snapshots.</li>
          </ul>
          <ButtonLink href={DOWNLOAD_PATH} size="sm" onClick={onCloseCart}>
            Create your persona
          </ButtonLink>
          <p className={muted}>Download and run the desktop client to create it, then come back here.</p>
        </div>
      </div>
    </div>
  );
}
