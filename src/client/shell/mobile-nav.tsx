// Slide-in navigation below 1024px (docs/product.md §4, §11). The open button sits in the top bar; the panel
// slides in from the right, 300px wide. Behaviour lives in useMobileNav; open/closed is the navbar's
// mobileNavOpen flag. The account section (signed in: who, persona links, sign out; visitors: log in,
// sign up) is given by the top nav as `footer`.
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { media } from '../styles/tokens.ts';
import { Logo } from './logo.tsx';
import type { NavLink } from '../../shared/ui/nav-links.ts';
import { useMobileNav } from './use-mobile-nav.ts';
import { useT } from '../i18n/i18n.tsx';

const onlyMobile = css`
  @media ${media.mobileNavUp} {
    display: none !important;
  }
`;

const iconButton = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text);
  transition: background-color 0.15s ease;

  &:hover {
    background: var(--color-surface-sunken);
  }
`;

const iconButtonLight = css`
  color: #ffffff;

  &:hover {
    background: rgb(255 255 255 / 0.14);
  }
`;

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgb(11 18 32 / 0.45);
  opacity: 0;
  visibility: hidden;
  transition:
    opacity 0.25s ease,
    visibility 0s linear 0.25s;
`;

const backdropOpen = css`
  opacity: 1;
  visibility: visible;
  transition: opacity 0.25s ease;
`;

const panel = css`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 61;
  display: flex;
  flex-direction: column;
  width: min(300px, 100vw);
  background: var(--color-surface);
  box-shadow: -24px 0 48px -24px rgb(11 18 32 / 0.45);
  transform: translateX(100%);
  visibility: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  transition:
    transform 0.28s var(--ease-out),
    visibility 0s linear 0.28s;

  &:focus {
    outline: none;
  }
`;

const panelOpen = css`
  transform: none;
  visibility: visible;
  transition: transform 0.28s var(--ease-out);
`;

const panelHeader = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: var(--header-height);
  padding: 0 0.5rem 0 1.25rem;
  border-bottom: 1px solid var(--color-border);
`;

const list = css`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 1rem 0.75rem;
  list-style: none;
`;

const link = css`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 1rem;
  border-radius: var(--radius-small);
  color: var(--color-text);
  font-size: 1.0625rem;
  font-weight: 500;
  text-decoration: none;

  &:hover {
    background: var(--color-surface-sunken);
  }
`;

const linkActive = css`
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
  box-shadow: inset 3px 0 0 var(--color-primary);

  &:hover {
    background: var(--color-primary-soft);
  }
`;

const panelFooter = css`
  margin-top: auto;
  padding: 1rem 1.25rem 1.5rem;
  border-top: 1px solid var(--color-border);

  &:empty {
    display: none;
  }
`;

export interface MobileNavProps {
  /** Primary links already filtered for the viewer (visibleLinks). */
  links: readonly NavLink[];
  currentPath: string;
  productName?: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Choosing a link closes every menu (docs/product.md §4). */
  onChooseLink: () => void;
  /** The open button over a dark background (the home hero). */
  tone?: 'dark' | 'light';
  /** Shown at the bottom of the panel: the account section. */
  footer?: ReactNode;
}

export function MobileNav({
  links,
  currentPath,
  productName = 'Lumen',
  open,
  onOpen,
  onClose,
  onChooseLink,
  tone = 'dark',
  footer,
}: MobileNavProps) {
  const t = useT();
  const nav = useMobileNav({ open, onOpen, onClose });

  return (
    <>
      <button
        ref={nav.openButtonRef}
        type="button"
        className={cx(iconButton, tone === 'light' && iconButtonLight, onlyMobile)}
        aria-label={t('shell.openMenu')}
        aria-expanded={nav.open}
        aria-controls={nav.panelId}
        onClick={nav.show}
      >
        <MenuIcon size={24} />
      </button>
      <div aria-hidden="true" className={cx(backdrop, onlyMobile, nav.open && backdropOpen)} />
      <div
        id={nav.panelId}
        ref={nav.panelRef}
        className={cx(panel, onlyMobile, nav.open && panelOpen)}
        onBlur={nav.onPanelBlur}
        tabIndex={-1}
      >
        <div className={panelHeader}>
          <AppLink href="/" aria-label={t('shell.home', { productName })} onClick={onChooseLink}>
            <Logo productName={productName} />
          </AppLink>
          <button
            type="button"
            className={iconButton}
            aria-label={t('shell.closeMenu')}
            data-autofocus=""
            onClick={() => nav.hide({ restoreFocus: true })}
          >
            <CloseIcon size={24} />
          </button>
        </div>
        {links.length > 0 ? (
          <nav aria-label={t('shell.mainMenu')}>
            <ul className={list} role="list">
              {links.map((item) => (
                <li key={`${item.title}-${item.url}`}>
                  <NavItemLink
                    item={item}
                    currentPath={currentPath}
                    className={link}
                    activeClassName={linkActive}
                    onClick={onChooseLink}
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {footer ? (
          <div className={panelFooter} onClickCapture={onChooseLink}>
            {footer}
          </div>
        ) : null}
      </div>
    </>
  );
}
