// The top navigation bar (spec §2): logo linking home, primary links, and 'Log in' (replaced by the
// account area once identity lands). Sticky, 60px. Below 1024px the links move into the mobile nav.
import type { ReactNode } from 'react';
import { css } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import { buttonClassName } from '../ui/button.tsx';
import { media } from '../styles/tokens.ts';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { visibleNavLinks, type NavLink } from './nav-link.ts';

export type { NavLink } from './nav-link.ts';

const bar = css`
  flex: none;
  position: sticky;
  top: 0;
  z-index: 50;
  height: var(--header-height);
  border-bottom: 1px solid rgb(219 225 232 / 0.9);

  /* The frosted glass sits on a pseudo-element: backdrop-filter on the header itself would become the
     containing block of the fixed mobile-nav panel inside it and trap the panel in the 60px bar. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: rgb(255 255 255 / 0.88);
    backdrop-filter: saturate(1.6) blur(14px);
    -webkit-backdrop-filter: saturate(1.6) blur(14px);
  }
`;

const inner = css`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  height: 100%;
  max-width: var(--content-width-atlas);
  margin: 0 auto;
  padding: 0 var(--page-gutter);
`;

const logoLink = css`
  display: inline-flex;
  align-items: center;
  flex: none;
  border-radius: var(--radius-small);
  padding: 0.25rem;
  margin-left: -0.25rem;
`;

const desktopNav = css`
  display: none;
  height: 100%;

  @media ${media.mobileNavUp} {
    display: block;
  }
`;

const list = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const link = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 0.875rem;
  border-radius: var(--radius-button);
  color: var(--color-text);
  font-size: 0.9375rem;
  font-weight: 500;
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  &:hover {
    background: var(--color-surface-sunken);
  }

  &::after {
    content: '';
    position: absolute;
    left: 0.875rem;
    right: 0.875rem;
    bottom: -10px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: var(--color-primary);
    transform: scaleX(0);
    transition: transform 0.2s var(--ease-out);
  }
`;

const linkActive = css`
  color: var(--color-primary-strong);

  &::after {
    transform: scaleX(1);
  }
`;

const end = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
`;

export interface TopNavProps {
  links: readonly NavLink[];
  hasPersona: boolean;
  /** Path of the page being shown (without query), to highlight its link. */
  currentPath: string;
  /** Where 'Log in' goes: '/sign-in?next=<current path>'. */
  loginHref: string;
  /** Replaces the 'Log in' link (account menu, balance, cart) once the user is signed in. */
  accountArea?: ReactNode;
  productName?: string;
}

export function TopNav({ links, hasPersona, currentPath, loginHref, accountArea, productName = 'Lumen' }: TopNavProps) {
  const shown = visibleNavLinks(links, hasPersona);
  return (
    <header className={bar}>
      <div className={inner}>
        <AppLink href="/" className={logoLink} aria-label={`${productName} home`}>
          <Logo productName={productName} />
        </AppLink>
        {shown.length > 0 ? (
          <nav aria-label="Main" className={desktopNav}>
            <ul className={list} role="list">
              {shown.map((item) => (
                <li key={`${item.title}-${item.url}`}>
                  <NavItemLink item={item} currentPath={currentPath} className={link} activeClassName={linkActive} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={end}>
          {accountArea ?? (
            <AppLink href={loginHref} className={buttonClassName('primary', 'sm')}>
              Log in
            </AppLink>
          )}
          {shown.length > 0 ? (
            <MobileNav links={links} hasPersona={hasPersona} currentPath={currentPath} productName={productName} />
          ) : null}
        </div>
      </div>
    </header>
  );
}
