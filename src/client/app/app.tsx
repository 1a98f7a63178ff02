// The application: router, layout and pages. Rendered by both entries; the server passes the request's
// path so wouter renders the same page it will hydrate.
import { useEffect, useRef } from 'react';
import { Route, Router, Switch, useLocation, type AroundNavHandler } from 'wouter';
import { useIsFetching } from '@tanstack/react-query';
import { ROUTES, loadPageFor } from './routes.tsx';
import { matchPath } from './route-match.ts';
import { Section } from './section.tsx';
import { PageMeta } from './page-meta.tsx';
import { usePublicConfig } from './public-config.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { NotFoundView } from '../shell/not-found-view.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { NavbarFlagsProvider } from '../shell/navbar-flags-context.tsx';
import { PRIMARY_LINKS, footerLinks, navVariantFor } from './navigation.ts';
import { currentUtcYear } from '../../shared/time/utc-year.ts';
import { useT } from '../i18n/i18n.tsx';

export interface AppProps {
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ ssrPath, ssrSearch }: AppProps) {
  return (
    <Router aroundNav={navigateWhenLoaded} {...(ssrPath !== undefined ? { ssrPath, ssrSearch: ssrSearch ?? '' } : {})}>
      <Pages />
    </Router>
  );
}

let latestNavigation = 0;

/**
 * Every client-side navigation (links, `navigate`) first loads the target page's chunk, so the current
 * page stays on screen until the next one can render instead of flashing an empty placeholder. Only the
 * last navigation asked for goes ahead; a chunk that cannot be loaded (say, a new deploy replaced it)
 * turns into an ordinary page load of the address.
 */
const navigateWhenLoaded: AroundNavHandler = (navigate, to, options) => {
  const ticket = ++latestNavigation;
  const loading = loadPageFor(to);
  if (!loading) {
    navigate(to, options);
    return;
  }
  loading.then(
    () => {
      if (ticket === latestNavigation) navigate(to, options);
    },
    () => {
      if (ticket !== latestNavigation) return;
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
  );
};

/** Starts loading a page's chunk as soon as a pointer or the focus reaches a link to it. */
function usePreloadOnIntent() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      loadPageFor(link.pathname)?.catch(() => {
        // The navigation itself retries and falls back to a page load.
      });
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, []);
}

function Pages() {
  const [location] = useLocation();
  const { productName, socialLinks } = usePublicConfig();
  const t = useT();
  useScrollToTopOnNavigation(location);
  usePreloadOnIntent();
  useEffect(() => {
    // Lets tests and tools know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const matched = matchPath(ROUTES, location);
  const width = ROUTES.find((route) => route.id === matched?.id)?.width ?? 'default';
  return (
    // One set of navbar flags for the page: the top nav and pages ('Buy now' opens the cart) share it.
    <NavbarFlagsProvider>
      <PageLayout
        width={width}
        productName={productName}
        links={PRIMARY_LINKS}
        navVariant={navVariantFor(location)}
        footerLinks={footerLinks(socialLinks)}
        year={currentUtcYear(new Date())}
        progress={<FetchProgress />}
      >
        <Switch>
          {ROUTES.map((route) => (
            <Route key={route.id} path={route.pattern}>
              {(params) => (
                <Section fallback={route.Page.fallback()}>
                  <route.Page params={params} />
                </Section>
              )}
            </Route>
          ))}
          <Route>
            <PageMeta
              title={t('notFound.pageTitle')}
              description={t('notFound.pageDescription')}
              path={location}
              noindex
            />
            <NotFoundView what="page" />
          </Route>
        </Switch>
      </PageLayout>
    </NavbarFlagsProvider>
  );
}

/**
 * The bar follows every query in flight, so it subscribes on its own: were the page to subscribe, each
 * query a widget starts after hydration (the bell, the balance) would re-render the whole page urgently,
 * and React would client-render sections still waiting for their streamed HTML, which then arrives
 * beside them, hidden and dead (seen as a second review form and a carousel that did not move).
 */
function FetchProgress() {
  const fetching = useIsFetching() > 0;
  return <ProgressBar active={fetching} />;
}

function useScrollToTopOnNavigation(location: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [location]);
}
