// One navigation link as both navs render it (docs/product.md §4 link fields): in-app links navigate client-side
// and mark the current page; other sites are plain anchors.
import { cx } from '@linaria/core';
import { AppLink } from '../router/app-link.tsx';
import type { NavLink } from '../../shared/ui/nav-links.ts';
import { matchNavLink } from '../../shared/ui/active-path.ts';
import { useT } from '../i18n/i18n.tsx';

export interface NavItemLinkProps {
  item: NavLink;
  currentPath: string;
  className: string;
  activeClassName: string;
  onClick?: () => void;
}

export function NavItemLink({ item, currentPath, className, activeClassName, onClick }: NavItemLinkProps) {
  const t = useT();
  const match = matchNavLink(item.url, currentPath);
  const classes = cx(className, match !== null && activeClassName);
  if (!item.isInternal) {
    return (
      <a href={item.url} className={classes} onClick={onClick}>
        {t(item.title)}
      </a>
    );
  }
  return (
    <AppLink href={item.url} className={classes} aria-current={match === 'page' ? 'page' : undefined} onClick={onClick}>
      {t(item.title)}
    </AppLink>
  );
}
