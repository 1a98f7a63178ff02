// The cart dropdown of the top bar (docs/product.md §9: cart and checkout; §12: the delisted notice; §11:
// 310px and 4000 ms). A disclosure like the account menu: a button with
// aria-expanded/aria-controls showing the item count, and a panel of ordinary lists, links and buttons.
// - Toggling refreshes the cart, then opens it (and the navbar flags close the other menus).
// - It closes after 4 s unless the mouse is over it or keyboard focus is inside; the mouse leaving it
//   closes it; removing the last item restarts the 4 s (src/shared/cart/auto-close.ts).
// - Escape closes it and returns focus to the button; a click outside closes it.
// Open/closed is the navbar's cartOpen flag, given by the top nav as `open` with onOpen/onClose.
import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { css, cx } from '@linaria/core';
import { navCountBadge, navIconButton, navIconButtonLight } from '../ui/nav-icon-button.ts';
import { AppLink } from '../router/app-link.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import { buttonClassName } from '../ui/button.tsx';
import { useDismiss } from '../shell/use-dismiss.ts';
import { CoinAmount } from '../ui/coin-amount.tsx';
import { ChargedInLumenDollars } from '../money/charged-note.tsx';
import { CartIcon } from './cart-icon.tsx';
import { useCart } from './use-cart.ts';
import { useCartAutoClose } from './use-cart-auto-close.ts';
import type { CheckoutNotice } from './use-checkout.ts';
import { delistedNotice } from '../../shared/cart/delisted-notice.ts';
import { CART_DROPDOWN_WIDTH_PX } from '../../shared/cart/auto-close.ts';
import { orderReceiptHref } from '../../shared/orders/paths.ts';
import type { CartItem, CartView, OwnedCartItem } from '../../shared/cart/schema.ts';
import { INVENTORY_PATH } from '../../shared/items/limits.ts';
import { useT } from '../i18n/i18n.tsx';
import { around } from '../i18n/around.ts';

const wrap = css`
  position: relative;
`;

const badge = cx(
  navCountBadge,
  css`
    background: var(--color-primary);
    color: var(--color-on-primary);
  `,
);

/* 310px wide (narrower only when the screen is). */
export const cartDropdown = css`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: -3.25rem;
  z-index: 70;
  display: grid;
  gap: 0.75rem;
  width: min(${CART_DROPDOWN_WIDTH_PX}px, calc(100vw - 1rem));
  max-height: calc(100dvh - var(--header-height) - 1rem);
  overflow-y: auto;
  padding: 0.875rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-lg);
  color: var(--color-text);

  &[hidden] {
    display: none;
  }

  @media (min-width: 40em) {
    right: 0;
  }
`;

export const cartHeading = css`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;

  &:focus {
    outline: none;
  }
`;

const list = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: grid;
  grid-template-columns: 48px 1fr auto;
  align-items: center;
  gap: 0.625rem;
`;

const thumb = css`
  width: 48px;
  height: 48px;
  border-radius: var(--radius-small);
  object-fit: cover;
  background: var(--color-skeleton);
`;

const itemText = css`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  font-size: 0.875rem;
`;

const itemName = css`
  overflow: hidden;
  color: var(--color-text);
  font-weight: 500;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

const priceNote = css`
  color: var(--color-text-muted);
  font-size: 0.75rem;
`;

const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text-muted);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--color-surface-sunken);
    color: var(--color-text);
  }

  &:disabled {
    cursor: progress;
    opacity: 0.5;
  }
`;

const notice = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: 0.5rem;
  padding: 0.625rem 0.5rem 0.625rem 0.75rem;
  border-radius: var(--radius-small);
  background: #fff6da;
  color: var(--color-on-warning);
  font-size: 0.8125rem;
  line-height: 1.4;
`;

const noticeInfo = css`
  background: var(--color-primary-soft);
  color: var(--color-text);
`;

const noticeError = css`
  background: var(--color-error-soft);
  color: var(--color-text);
`;

const success = css`
  display: grid;
  gap: 0.25rem;
  padding: 0.75rem;
  border-radius: var(--radius-small);
  background: #e5f9ed;
  font-size: 0.875rem;
`;

const successTitle = css`
  font-weight: 700;
`;

const receiptLink = css`
  justify-self: start;
  color: var(--color-primary-strong);
  font-size: 0.875rem;
  font-weight: 500;
`;

const delistedName = css`
  color: var(--color-text-muted);
  font-size: 0.8125rem;
  text-decoration: line-through;
`;

const ownedNote = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.8125rem;
`;

const subheading = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const empty = css`
  margin: 0;
  padding: 1rem 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
  text-align: center;
`;

const totalRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-top: 0.625rem;
  border-top: 1px solid var(--color-border);
  font-weight: 700;
`;

const actions = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const linkButton = css`
  padding: 0.25rem 0;
  border: 0;
  background: transparent;
  color: var(--color-primary-strong);
  font-size: 0.875rem;
  font-weight: 500;
  cursor: pointer;

  &:hover:not(:disabled) {
    text-decoration: underline;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.5;
  }
`;

const checkoutButton = css`
  min-width: 8.5rem;
`;

export interface CartMenuProps {
  /** The navbar's cartOpen flag. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  tone?: 'dark' | 'light';
  /** Checkout state and action (useCheckout, owned by the top bar so the modal outlives the panel). */
  purchasing: boolean;
  checkoutNotice: CheckoutNotice | null;
  onCheckout: (cart: CartView) => void;
  onDismissNotice: () => void;
}

export function CartMenu({
  open,
  onOpen,
  onClose,
  tone = 'dark',
  purchasing,
  checkoutNotice,
  onCheckout,
  onDismissNotice,
}: CartMenuProps) {
  const panelId = `cart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const t = useT();
  // Sentences with a coin amount inside, split where each language puts the amount.
  const paid = around(t('cart.paid', { amount: around.SLOT }));
  const was = around(t('cart.priceWas', { amount: around.SLOT }));
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const { cart, failed, stale, refresh, change, changing } = useCart(true);
  const [opening, setOpening] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [changeError, setChangeError] = useState<string | null>(null);
  const autoClose = useCartAutoClose(open, onClose);

  useDismiss({ open, containerRef, buttonRef, onDismiss: onClose });

  const count = cart?.items.length ?? 0;
  const view = cart ?? { items: [], delistedItems: [], ownedItems: [], total: 0 };
  const noticeText = delistedNotice(view.delistedItems.map((item) => item.name));
  const busy = changing !== null;

  // Check out turns into a disabled PROCESSING, which drops focus to the page; once the purchase has
  // settled, focus comes back to the cart's heading (next to the result) instead of staying lost.
  const wasPurchasing = useRef(false);
  useEffect(() => {
    if (wasPurchasing.current && !purchasing && open) {
      const active = document.activeElement;
      if (active === null || active === document.body) headingRef.current?.focus();
    }
    wasPurchasing.current = purchasing;
  }, [purchasing, open]);

  // Opened from elsewhere (a page's 'Buy now' dispatching openCart): read the cart again, as the toggle
  // does before opening, so what was just added shows.
  const openedHere = useRef(false);
  useEffect(() => {
    if (open && !openedHere.current) void refresh();
    openedHere.current = false;
  }, [open, refresh]);

  const toggle = async (event: MouseEvent<HTMLButtonElement>) => {
    if (open) {
      onClose();
      return;
    }
    if (opening) return;
    // Enter or Space on a button fires a click with detail 0: opened from the keyboard.
    autoClose.markKeyboardOpen(event.detail === 0);
    setOpening(true);
    onDismissNotice();
    setChangeError(null);
    // docs/product.md §9: the cart is refreshed, then opened (a failed refresh still opens what we have).
    await refresh();
    setOpening(false);
    openedHere.current = true;
    onOpen();
  };

  /** After a keyboard removal, focus goes to the next remove button, or the heading when none is left. */
  const refocus = (index: number) => {
    window.requestAnimationFrame(() => {
      const buttons = panelRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-item]');
      const next = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : null;
      (next ?? headingRef.current)?.focus();
    });
  };

  const remove = async (item: CartItem, index: number, event: MouseEvent<HTMLButtonElement>) => {
    const fromKeyboard = event.detail === 0;
    setChangeError(null);
    try {
      const next = await change({ kind: 'remove', productId: item.id });
      setAnnouncement(t('cart.removed', { name: item.name }));
      if (next.items.length === 0) autoClose.emptied();
      if (fromKeyboard) refocus(index);
    } catch {
      setChangeError(t('cart.removeFailed', { name: item.name }));
    }
  };

  // An owned line has no price to show and cannot be bought: removing it is all there is to do.
  const removeOwned = async (item: OwnedCartItem) => {
    setChangeError(null);
    try {
      await change({ kind: 'remove', productId: item.id });
      setAnnouncement(t('cart.removed', { name: item.name }));
      headingRef.current?.focus();
    } catch {
      setChangeError(t('cart.removeFailed', { name: item.name }));
    }
  };

  const clearAll = async (event: MouseEvent<HTMLButtonElement>) => {
    const fromKeyboard = event.detail === 0;
    setChangeError(null);
    try {
      await change({ kind: 'clear' });
      setAnnouncement(t('cart.empty'));
      autoClose.emptied();
      if (fromKeyboard) refocus(0);
    } catch {
      setChangeError(t('cart.clearFailed'));
    }
  };

  const closeDelisted = async () => {
    setChangeError(null);
    try {
      await change({ kind: 'clearDelisted' });
      headingRef.current?.focus();
    } catch {
      setChangeError(t('cart.noticeCloseFailed'));
    }
  };

  // Focus leaving the whole cart (button and panel) for elsewhere on the page closes it (disclosure).
  const onContainerBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
  };

  const label = cart === null ? t('cart.label') : t('cart.labelCount', { count });

  return (
    <div ref={containerRef} className={wrap} onBlur={onContainerBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(navIconButton, tone === 'light' && navIconButtonLight)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        aria-busy={opening || undefined}
        onClick={(event) => void toggle(event)}
        data-cart-count={cart === null ? undefined : count}
      >
        <CartIcon />
        {count > 0 ? (
          <span className={badge} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {/* Outside the panel, so what happened is announced even as the panel closes. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div
        id={panelId}
        ref={panelRef}
        className={cartDropdown}
        hidden={!open}
        role="region"
        aria-label={t('cart.label')}
        {...autoClose.panelHandlers}
      >
        <h2 ref={headingRef} className={cartHeading} tabIndex={-1}>
          {t('cart.heading')}
        </h2>

        {noticeText ? (
          <div className={notice} role="status">
            <p>{noticeText}</p>
            <button
              type="button"
              className={iconButton}
              aria-label={t('cart.closeNotice')}
              disabled={busy}
              onClick={() => void closeDelisted()}
            >
              <CloseIcon size={16} />
            </button>
          </div>
        ) : null}

        {checkoutNotice?.kind === 'success' ? (
          <div className={success} role="status">
            <span className={successTitle}>{t('cart.purchaseComplete')}</span>
            <span>
              {checkoutNotice.total === 0 ? (
                t('cart.paidNothing')
              ) : (
                <>
                  {paid[0]}
                  <CoinAmount amount={checkoutNotice.total} freeWhenZero={false} size={14} />
                  {paid[1]}
                </>
              )}{' '}
              {t('cart.inInventory')}
            </span>
            <AppLink href={orderReceiptHref(checkoutNotice.orderId)} className={receiptLink} onClick={onClose}>
              {t('cart.receipt')}
            </AppLink>
          </div>
        ) : checkoutNotice ? (
          <div
            className={cx(notice, checkoutNotice.kind === 'error' ? noticeError : noticeInfo)}
            role={checkoutNotice.kind === 'error' ? 'alert' : 'status'}
          >
            <p>{checkoutNotice.message}</p>
            <button type="button" className={iconButton} aria-label={t('cart.dismiss')} onClick={onDismissNotice}>
              <CloseIcon size={16} />
            </button>
          </div>
        ) : null}

        {changeError ? (
          <p className={cx(notice, noticeError)} role="alert">
            {changeError}
          </p>
        ) : null}

        {stale ? (
          <p className={cx(notice, noticeError)} role="status">
            {t('cart.stale')}
          </p>
        ) : null}
        {view.items.length > 0 ? (
          <ul className={list} aria-label={t('cart.items')}>
            {view.items.map((item, index) => (
              <li key={item.id} className={row}>
                <img src={item.thumbUrl} alt="" width={48} height={48} className={thumb} loading="lazy" />
                <span className={itemText}>
                  <AppLink href={item.storeUrl} className={itemName} onClick={onClose}>
                    {item.name}
                  </AppLink>
                  <CoinAmount amount={item.price} size={14} approximate />
                  {item.previousPrice !== null ? (
                    <span className={priceNote}>
                      {was[0]}
                      <CoinAmount amount={item.previousPrice} size={12} />
                      {was[1]}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('cart.remove', { name: item.name })}
                  data-remove-item=""
                  disabled={busy || purchasing}
                  onClick={(event) => void remove(item, index, event)}
                >
                  <CloseIcon size={16} />
                </button>
              </li>
            ))}
          </ul>
        ) : checkoutNotice?.kind === 'success' || view.ownedItems.length > 0 ? null : (
          <p className={empty}>{failed ? t('cart.loadFailed') : t('cart.empty')}</p>
        )}

        {view.ownedItems.length > 0 ? (
          <>
            <h3 className={subheading} id={`${panelId}-owned`}>
              {t('cart.ownedHeading')}
            </h3>
            <p className={ownedNote}>
              {t('cart.ownedNote', { count: view.ownedItems.length })}{' '}
              <AppLink href={INVENTORY_PATH} onClick={onClose}>
                {t('cart.openInventory')}
              </AppLink>
            </p>
            <ul className={list} aria-labelledby={`${panelId}-owned`}>
              {view.ownedItems.map((item) => (
                <li key={item.id} className={row}>
                  <span className={itemText}>
                    <AppLink href={item.storeUrl} className={itemName} onClick={onClose}>
                      {item.name}
                    </AppLink>
                    <span className={priceNote}>{t('cart.owned')}</span>
                  </span>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('cart.remove', { name: item.name })}
                    disabled={busy || purchasing}
                    onClick={() => void removeOwned(item)}
                  >
                    <CloseIcon size={16} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}

        {view.delistedItems.length > 0 ? (
          <>
            <h3 className={subheading} id={`${panelId}-delisted`}>
              {t('cart.delistedHeading')}
            </h3>
            <ul className={list} aria-labelledby={`${panelId}-delisted`}>
              {view.delistedItems.map((item) => (
                <li key={item.id} className={delistedName}>
                  {item.name}
                </li>
              ))}
            </ul>
          </>
        ) : null}

        {view.items.length > 0 ? (
          <>
            <div className={totalRow}>
              <span>{t('cart.total')}</span>
              <CoinAmount amount={view.total} approximate />
            </div>
            <ChargedInLumenDollars className={priceNote} />
            <div className={actions}>
              <button
                type="button"
                className={linkButton}
                disabled={busy || purchasing}
                onClick={(event) => void clearAll(event)}
              >
                {t('cart.clear')}
              </button>
              <button
                type="button"
                className={buttonClassName('primary', 'sm', checkoutButton)}
                disabled={purchasing || busy}
                onClick={() => onCheckout(view)}
              >
                {purchasing ? t('cart.processing') : t('cart.checkOut')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
