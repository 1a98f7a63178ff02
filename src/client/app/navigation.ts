// The links the navigation and the footer show, and which look the top bar takes on each page. Only
// pages that exist are linked.
import type { NavLink } from '../../shared/ui/nav-links.ts';
import type { TopNavVariant } from '../shell/top-nav.tsx';
import type { FooterLinks } from '../shell/footer.tsx';

export const PRIMARY_LINKS: NavLink[] = [
  { title: 'Worlds', url: '/experiences', isInternal: true, requirePersona: false },
  { title: 'Events', url: '/events', isInternal: true, requirePersona: false },
  { title: 'Store', url: '/store', isInternal: true, requirePersona: false },
  { title: 'Snapshots', url: '/snapshots', isInternal: true, requirePersona: false },
];

/**
 * The top bar's variant for a page (docs/product.md §4 Marketing variants): transparent over the home hero,
 * marketing on the pages that sell the product to visitors (the client download), default elsewhere.
 */
export function navVariantFor(path: string): TopNavVariant {
  if (path === '/') return 'transparent';
  if (path === '/download' || path.startsWith('/download/')) return 'marketing';
  return 'default';
}

export function footerLinks(social: FooterLinks['social']): FooterLinks {
  return {
    worlds: '/experiences',
    events: '/events',
    studio: '/studio',
    store: '/store',
    categories: '/categories',
    download: '/download',
    subscribe: '/subscribe',
    community: '/community',
    helpCenter: '/help',
    about: '/about',
    termsOfService: '/legal/terms-of-service',
    termsAndConditions: '/legal/terms-and-conditions',
    privacy: '/legal/privacy',
    social,
  };
}
