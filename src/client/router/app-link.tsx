// One link for the whole app. Internal paths navigate client-side through wouter; absolute URLs
// (a card given a domain prefix, spec §2) are plain anchors that leave the app.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
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
