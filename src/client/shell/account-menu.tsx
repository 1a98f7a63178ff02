// The signed-in account menu of the top bar (docs/product.md §4): a button with the
// avatar, the name ('New User' without a persona) and the @handle, disclosing the secondary links and
// 'Sign out'. Disclosure pattern rather than an ARIA menu: a button with aria-expanded/aria-controls
// and ordinary links, so Tab moves through them naturally and screen readers announce plain links.
// Open/closed is the navbar's accountDropdownOpen flag. Shown from 1024px up; below, the same account
// section lives in the slide-in nav (MobileAccountSection).
import { useId, useRef, type FocusEvent, type PointerEvent } from 'react';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { css, cx } from '@linaria/core';
import type { Viewer } from '../../shared/session/viewer.ts';
import { isNeutralViewer, viewerDisplayName } from '../../shared/session/viewer.ts';
import { handleLabel, type NavLink } from '../../shared/ui/nav-links.ts';
import { media } from '../styles/tokens.ts';
import { NavItemLink } from './nav-item-link.tsx';
import { useNavbarFlags } from './navbar-flags-context.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useT } from '../i18n/i18n.tsx';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';

/** Where sign-out is posted (a POST, so a link or a prefetch can never sign anyone out). */
export const SIGN_OUT_ACTION = '/sign-out';

const wrap = css`
  position: relative;
  display: none;

  @media ${media.mobileNavUp} {
    display: block;
  }
`;

const accountButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  max-width: 16rem;
  min-height: 44px;
  padding: 0.25rem 0.625rem 0.25rem 0.25rem;
  border: 1px solid transparent;
  border-radius: var(--radius-button);
  background: transparent;
  color: var(--color-text);
  text-align: left;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  &:hover,
  &[aria-expanded='true'] {
    background: var(--color-surface-sunken);
  }
`;

const accountButtonLight = css`
  color: #ffffff;

  &:hover,
  &[aria-expanded='true'] {
    background: rgb(255 255 255 / 0.14);
  }
`;

const avatarClass = css`
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  object-fit: cover;
  background: var(--color-surface-sunken);
  box-shadow: 0 0 0 2px var(--color-surface);
`;

const avatarLarge = css`
  width: 48px;
  height: 48px;
`;

const names = css`
  display: grid;
  min-width: 0;
  line-height: 1.2;
`;

const nameClass = css`
  overflow: hidden;
  font-size: 0.9375rem;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const handleClass = css`
  overflow: hidden;
  color: var(--color-text-muted);
  font-size: 0.8125rem;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const handleLight = css`
  color: #c5d0de;
`;

const chevron = css`
  flex: none;
  transition: transform 0.2s var(--ease-out);

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const dropdown = css`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: 70;
  width: max-content;
  min-width: 15rem;
  max-width: 20rem;
  padding: 0.5rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  box-shadow: var(--shadow-lg);
  color: var(--color-text);

  &[hidden] {
    display: none;
  }

  /* Bridges the gap under the button, so moving the mouse from the button into the dropdown never
     counts as leaving the account menu (which closes it, docs/product.md §4). */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 100%;
    height: calc(0.5rem + 2px);
  }
`;

const list = css`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const menuItem = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 44px;
  padding: 0 0.875rem;
  border: 0;
  border-radius: var(--radius-small);
  background: transparent;
  color: var(--color-text);
  font-size: 0.9375rem;
  font-weight: 500;
  text-align: left;
  text-decoration: none;

  &:hover {
    background: var(--color-surface-sunken);
  }
`;

const menuItemActive = css`
  color: var(--color-primary-strong);
`;

const separator = css`
  height: 1px;
  margin: 0.375rem 0.5rem;
  border: 0;
  background: var(--color-border);
`;

const placeholder = css`
  display: inline-block;
  border-radius: 999px;
  background: var(--color-skeleton);
`;

const namePlaceholder = css`
  width: 5rem;
  height: 0.75rem;
`;

export function Avatar({ viewer, large = false }: { viewer: Viewer; large?: boolean }) {
  const size = large ? 48 : 36;
  // A page kept for every account shows an empty circle until the browser knows whose it is.
  if (isNeutralViewer(viewer)) return <span className={cx(avatarClass, large && avatarLarge, placeholder)} />;
  // Decorative: the name beside it says who this is.
  return (
    <img
      src={viewer.avatarImageUrl}
      alt=""
      width={size}
      height={size}
      className={cx(avatarClass, large && avatarLarge)}
    />
  );
}

/** Name and @handle stacked, as the account button and the mobile account section show them. */
export function ViewerNames({ viewer, tone = 'dark' }: { viewer: Viewer; tone?: 'dark' | 'light' }) {
  if (isNeutralViewer(viewer)) {
    return (
      <span className={names}>
        <span className={cx(placeholder, namePlaceholder)} />
      </span>
    );
  }
  const handle = handleLabel(viewer);
  return (
    <span className={names}>
      <span className={nameClass}>{viewerDisplayName(viewer)}</span>
      {handle ? <span className={cx(handleClass, tone === 'light' && handleLight)}>{handle}</span> : null}
    </span>
  );
}

const languages = css`
  padding: 0.5rem 0.75rem;
  font-size: 0.875rem;
`;

export interface SignOutFormProps {
  className: string;
}

/** 'Sign out': a form posting to the server, which ends the session and redirects. */
export function SignOutForm({ className }: SignOutFormProps) {
  const t = useT();
  return (
    <form method="post" action={SIGN_OUT_ACTION}>
      <button type="submit" className={className}>
        {t('shell.signOut')}
      </button>
    </form>
  );
}

export interface AccountMenuProps {
  viewer: Viewer;
  /** Secondary links already filtered for this viewer (visibleLinks). */
  links: readonly NavLink[];
  currentPath: string;
  /** Over the home hero the button is drawn in light ink. */
  tone?: 'dark' | 'light';
}

export function AccountMenu({ viewer, links, currentPath, tone = 'dark' }: AccountMenuProps) {
  const t = useT();
  const { flags, dispatch } = useNavbarFlags();
  const open = flags.accountDropdownOpen;
  const menuId = `account-menu-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);

  useDismiss({ open, containerRef, buttonRef, onDismiss: () => dispatch({ type: 'closeAccountDropdown' }) });

  // docs/product.md §4: leaving the account menu with the mouse closes it and the cart. Only a mouse: a touch
  // or pen 'leaves' as soon as it lifts, which would close the menu it just opened.
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') dispatch({ type: 'accountMouseLeave' });
  };
  // Tabbing past the last item (or anywhere else) closes it, so a closed-looking page never keeps an
  // open dropdown. A null relatedTarget (focus left the window, or a click on nothing focusable) is
  // left to the outside-click rule.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) dispatch({ type: 'closeAccountDropdown' });
  };
  const chooseLink = () => dispatch({ type: 'chooseLink' });

  return (
    <div ref={containerRef} className={wrap} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(accountButton, tone === 'light' && accountButtonLight)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => dispatch({ type: 'toggleAccountDropdown' })}
      >
        <Avatar viewer={viewer} />
        <span className="visually-hidden">{t('account.menu')} </span>
        <ViewerNames viewer={viewer} tone={tone} />
        <ChevronDownIcon size={16} className={chevron} />
      </button>
      <div id={menuId} className={dropdown} hidden={!open}>
        {links.length > 0 ? (
          <>
            <ul className={list} role="list" aria-label={t('account.label')}>
              {links.map((item) => (
                <li key={`${item.title}-${item.url}`}>
                  <NavItemLink
                    item={item}
                    currentPath={currentPath}
                    className={menuItem}
                    activeClassName={menuItemActive}
                    onClick={chooseLink}
                  />
                </li>
              ))}
            </ul>
            <hr className={separator} />
          </>
        ) : null}
        <LanguageSwitcher className={languages} />
        <hr className={separator} />
        <SignOutForm className={menuItem} />
      </div>
    </div>
  );
}
