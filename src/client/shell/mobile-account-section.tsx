// The account part of the slide-in nav (docs/product.md §4 Mobile, §8): signed in, who is signed in (avatar,
// name or 'New User', @handle), the persona links and 'Sign out'; visitors, 'Log in' and 'Sign up'
// (the latter only when a registration url is given).
import { css } from '@linaria/core';
import type { Viewer } from '../../shared/session/viewer.ts';
import type { NavLink } from '../../shared/ui/nav-links.ts';
import { buttonClassName } from '../ui/button.tsx';
import { Avatar, SignOutForm, ViewerNames } from './account-menu.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import { useT } from '../i18n/i18n.tsx';

const who = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
`;

const list = css`
  display: grid;
  gap: 0.25rem;
  margin: 0 -0.5rem 0.5rem;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 48px;
  padding: 0 0.5rem;
  border: 0;
  border-radius: var(--radius-small);
  background: transparent;
  color: var(--color-text);
  font-size: 1.0625rem;
  font-weight: 500;
  text-align: left;
  text-decoration: none;

  &:hover {
    background: var(--color-surface-sunken);
  }
`;

const itemActive = css`
  background: var(--color-primary-soft);
  color: var(--color-primary-strong);
`;

const signOut = css`
  margin: 0 -0.5rem;
`;

const visitor = css`
  display: grid;
  gap: 0.625rem;
`;

const fullWidth = css`
  width: 100%;
`;

export interface MobileAccountSectionProps {
  viewer: Viewer | null;
  /** Secondary links already filtered for the viewer. */
  links: readonly NavLink[];
  currentPath: string;
  loginHref: string;
  registrationUrl: string | null;
}

export function MobileAccountSection({
  viewer,
  links,
  currentPath,
  loginHref,
  registrationUrl,
}: MobileAccountSectionProps) {
  const t = useT();
  if (!viewer) {
    return (
      <div className={visitor}>
        <a href={loginHref} className={buttonClassName('secondary', 'md', fullWidth)}>
          {t('shell.logIn')}
        </a>
        {registrationUrl ? (
          <a href={registrationUrl} className={buttonClassName('primary', 'md', fullWidth)}>
            {t('shell.signUp')}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-label={t('account.label')}>
      <div className={who}>
        <Avatar viewer={viewer} large />
        <ViewerNames viewer={viewer} />
      </div>
      {links.length > 0 ? (
        <ul className={list} role="list">
          {links.map((link) => (
            <li key={`${link.title}-${link.url}`}>
              <NavItemLink item={link} currentPath={currentPath} className={item} activeClassName={itemActive} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={signOut}>
        <SignOutForm className={item} />
      </div>
    </section>
  );
}
