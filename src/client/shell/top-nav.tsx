// The top navigation bar (docs/product.md §4, §8). Sticky, 60px.
// - Visitors: logo linking home, primary links, 'Log in' to the sign-in path with next = this page
//   (plus 'Sign up' in the marketing and transparent variants, only when a registration url is given).
// - Signed in: the account menu (avatar, name or 'New User', @handle, persona links, sign out), and
//   the balance button and the cart dropdown (src/client/cart/commerce-nav.tsx; without a persona,
//   src/client/cart/persona-needed-commerce.tsx explains that buying needs one).
// Below 1024px the links and the account section move into the slide-in nav.
// Variants: 'default'; 'marketing' (Log in / Sign up buttons); 'transparent' (over the home hero: no
// background, light ink, not sticky, 'SIGN UP' and 'LOG IN').
import { useCallback, useEffect } from 'react';
import { css, cx } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import { buttonClassName } from '../ui/button.tsx';
import { media } from '../styles/tokens.ts';
import { useViewer } from '../session/viewer.tsx';
import { usePublicConfig } from '../app/public-config.tsx';
import { signInPath } from '../../shared/session/session-check.ts';
import { accountLinks, visibleLinks, type NavLink } from '../../shared/ui/nav-links.ts';
import { NavItemLink } from './nav-item-link.tsx';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { MobileAccountSection } from './mobile-account-section.tsx';
import { NavbarFlagsProvider, useNavbarFlags } from './navbar-flags-context.tsx';
import { useCurrentUrl } from './use-current-url.ts';
import { lazyComponent } from '../app/lazy-component.tsx';
import { useT } from '../i18n/i18n.tsx';

export type { NavLink } from '../../shared/ui/nav-links.ts';

export type TopNavVariant = 'default' | 'marketing' | 'transparent';

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

/* Over the hero: it scrolls away with the hero instead of sticking, since light ink on a see-through bar
   would be unreadable over the page below. The layout lets the hero start under it. */
const barTransparent = css`
  position: absolute;
  left: 0;
  right: 0;
  border-bottom-color: transparent;

  &::before {
    content: none;
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

  /* A signed-in phone bar holds the logo, balance, cart, bell and menu button: closer together there. */
  @media (max-width: 25em) {
    gap: 0.75rem;
  }
`;

const logoLink = css`
  display: inline-flex;
  align-items: center;
  flex: none;
  border-radius: var(--radius-small);
  padding: 0.25rem;
  margin-left: -0.25rem;

  /* Below 360 px only the orb shows (the link keeps its name), so the bar never scrolls sideways. */
  @media (max-width: 22.49em) {
    width: 2.25rem;
    overflow: hidden;

    & > svg {
      flex: none;
      max-width: none;
    }
  }
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

/* Doubled class: wins over the light-background link colours whatever order the CSS files load in. */
const linkLight = css`
  && {
    color: #ffffff;
  }

  &&:hover {
    background: rgb(255 255 255 / 0.14);
  }
`;

const end = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;

  @media (max-width: 25em) {
    gap: 0.25rem;
  }
`;

const upper = css`
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

/* 'Log in' over the dark hero: an outline in light ink. */
const ghostOnDark = css`
  && {
    border-color: rgb(255 255 255 / 0.5);
    background: rgb(255 255 255 / 0.06);
    color: #ffffff;
  }

  &&:hover {
    border-color: #ffffff;
    background: rgb(255 255 255 / 0.14);
  }
`;

/* The second visitor button gives way on phones (the slide-in nav has both). */
const fromMobileUp = css`
  @media (max-width: 39.99em) {
    display: none;
  }
`;

/**
 * The signed-in end of the bar (cart, checkout, bell, account menu) is its own chunk, loaded before
 * rendering for a signed-in viewer only (server and hydration: SIGNED_IN_CHUNK in route-table.ts).
 */
export const SignedInActions = lazyComponent(
  () => import('./signed-in-actions.tsx'),
  (module) => module.SignedInActions,
);

export interface TopNavProps {
  /** Primary links (docs/product.md §4 fields); persona-only ones are filtered here for the viewer. */
  links: readonly NavLink[];
  variant?: TopNavVariant;
  productName?: string;
}

export function TopNav(props: TopNavProps) {
  return (
    <NavbarFlagsProvider>
      <TopNavBar {...props} />
    </NavbarFlagsProvider>
  );
}

function TopNavBar({ links, variant = 'default', productName = 'Lumen' }: TopNavProps) {
  const viewer = useViewer();
  const t = useT();
  const { registrationUrl, sites } = usePublicConfig();
  const { flags, dispatch } = useNavbarFlags();
  const currentUrl = useCurrentUrl();
  const currentPath = currentUrl.split('?')[0] ?? '/';
  const loginHref = signInPath(currentUrl);
  const light = variant === 'transparent';

  const primary = visibleLinks(links, viewer);
  const secondary = visibleLinks(accountLinks(viewer, sites.profiles), viewer);

  // A new page (a link, back/forward) closes every menu; the first run finds them closed and changes nothing.
  useEffect(() => {
    dispatch({ type: 'closeAll' });
  }, [currentUrl, dispatch]);

  const openMobile = useCallback(() => dispatch({ type: 'openMobileNav' }), [dispatch]);
  const closeMobile = useCallback(() => dispatch({ type: 'closeMobileNav' }), [dispatch]);
  const chooseLink = useCallback(() => dispatch({ type: 'chooseLink' }), [dispatch]);
  const openCart = useCallback(() => dispatch({ type: 'openCart' }), [dispatch]);
  const closeCart = useCallback(() => dispatch({ type: 'closeCart' }), [dispatch]);

  return (
    <header className={cx(bar, light && barTransparent)} data-variant={variant}>
      <div className={inner}>
        <AppLink href="/" className={logoLink} aria-label={t('shell.home', { productName })} onClick={chooseLink}>
          <Logo productName={productName} tone={light ? 'light' : 'dark'} />
        </AppLink>
        {primary.length > 0 ? (
          <nav aria-label={t('shell.mainNav')} className={desktopNav}>
            <ul className={list} role="list">
              {primary.map((item) => (
                <li key={`${item.title}-${item.url}`}>
                  <NavItemLink
                    item={item}
                    currentPath={currentPath}
                    className={cx(link, light && linkLight)}
                    activeClassName={linkActive}
                    onClick={chooseLink}
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={end}>
          {viewer ? (
            <SignedInActions
              viewer={viewer}
              links={secondary}
              currentPath={currentPath}
              tone={light ? 'light' : 'dark'}
              cartOpen={flags.cartOpen}
              onOpenCart={openCart}
              onCloseCart={closeCart}
            />
          ) : (
            <VisitorActions variant={variant} loginHref={loginHref} registrationUrl={registrationUrl} />
          )}
          <MobileNav
            links={primary}
            currentPath={currentPath}
            productName={productName}
            open={flags.mobileNavOpen}
            onOpen={openMobile}
            onClose={closeMobile}
            onChooseLink={chooseLink}
            tone={light ? 'light' : 'dark'}
            footer={
              <MobileAccountSection
                viewer={viewer}
                links={secondary}
                currentPath={currentPath}
                loginHref={loginHref}
                registrationUrl={registrationUrl}
              />
            }
          />
        </div>
      </div>
    </header>
  );
}

interface VisitorActionsProps {
  variant: TopNavVariant;
  loginHref: string;
  registrationUrl: string | null;
}

/**
 * 'Log in' (and 'Sign up') for visitors. Plain anchors, not client-side links: sign-in and registration
 * are server pages (a full load that may redirect to the identity provider).
 */
function VisitorActions({ variant, loginHref, registrationUrl }: VisitorActionsProps) {
  const t = useT();
  if (variant === 'transparent') {
    return (
      <>
        {registrationUrl ? (
          <a href={registrationUrl} className={cx(buttonClassName('primary', 'sm'), upper, fromMobileUp)}>
            {t('shell.signUp')}
          </a>
        ) : null}
        <a href={loginHref} className={cx(buttonClassName('secondary', 'sm'), ghostOnDark, upper)}>
          {t('shell.logIn')}
        </a>
      </>
    );
  }
  if (variant === 'marketing') {
    return (
      <>
        <a
          href={loginHref}
          className={cx(buttonClassName('secondary', 'sm'), registrationUrl !== null && fromMobileUp)}
        >
          {t('shell.logIn')}
        </a>
        {registrationUrl ? (
          <a href={registrationUrl} className={buttonClassName('primary', 'sm')}>
            {t('shell.signUp')}
          </a>
        ) : null}
      </>
    );
  }
  return (
    <a href={loginHref} className={buttonClassName('primary', 'sm')}>
      {t('shell.logIn')}
    </a>
  );
}
