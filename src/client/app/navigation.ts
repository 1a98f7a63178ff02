// The links the navigation and the footer show, and which look the top bar takes on each page. Only
// pages that exist are linked.
import type { NavLink } from '../../shared/ui/nav-links.ts';
import type { TopNavVariant } from '../shell/top-nav.tsx';
import type { FooterLinks } from '../shell/footer.tsx';
import { pathOf } from './route-table.ts';

export const PRIMARY_LINKS: NavLink[] = [
  { title: 'nav.worlds', url: pathOf('experiences'), isInternal: true, requirePersona: false },
  { title: 'nav.events', url: pathOf('events'), isInternal: true, requirePersona: false },
  { title: 'nav.store', url: pathOf('store'), isInternal: true, requirePersona: false },
  { title: 'nav.snapshots', url: pathOf('snapshots'), isInternal: true, requirePersona: false },
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
    worlds: pathOf('experiences'),
    events: pathOf('events'),
    studio: pathOf('studio'),
    store: pathOf('store'),
    categories: pathOf('categories'),
    download: pathOf('download'),
    subscribe: pathOf('subscribe'),
    community: pathOf('community'),
    helpCenter: pathOf('help'),
    about: pathOf('about'),
    termsOfService: pathOf('terms-of-service'),
    termsAndConditions: pathOf('terms-and-conditions'),
    privacy: pathOf('privacy'),
    social,
  };
}
