// The links the navigation and the footer show. Only pages that exist are linked; the others join as
// their domains land (store, events, snapshots).
import type { NavLink } from '../shell/top-nav.tsx';
import type { FooterLinks } from '../shell/footer.tsx';

export const PRIMARY_LINKS: NavLink[] = [
  { title: 'Worlds', url: '/experiences', isInternal: true, requirePersona: false },
];

export function footerLinks(social: FooterLinks['social']): FooterLinks {
  return {
    worlds: '/experiences',
    events: null,
    store: '/store',
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
