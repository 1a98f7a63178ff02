// One link for the whole app. Internal paths navigate client-side through wouter; absolute URLs
// (a card given a domain prefix, docs/product.md §3) and the server's own routes (sign-in…) are plain anchors.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { isServerPath } from '../../shared/links/site-link.ts';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/** In-app (client-side) navigation: same-site paths the app renders, not the server's own routes. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !isServerPath(href);
}

export function AppLink({ href, children, ...rest }: AppLinkProps) {
  if (!isInternalHref(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
