// The current page as path + search, for the 'Log in' link's next parameter (docs/product.md §3). Read from the
// router's raw location, not useLocation/useSearch: those decode percent-escapes ('q=a%20b' becomes
// 'q=a b'), which would change the page sign-in returns to. On the server the raw parts are the SSR
// path and search the App was rendered with; in the browser, location.pathname and location.search,
// which are the same request URL, so the hydrated href matches the server's.
import { useRouter } from 'wouter';
import { usePathname, useSearch } from 'wouter/use-browser-location';
import { pathWithSearch } from '../../shared/ui/nav-links.ts';

export function useCurrentUrl(): string {
  const { ssrPath, ssrSearch } = useRouter();
  // Subscribes to history changes, so the href follows client-side navigation.
  const path = usePathname({ ssrPath });
  const search = useSearch({ ssrSearch });
  return pathWithSearch(path, search);
}
