// The pages, their URL patterns and the module each page is built from, as plain data: the server
// matches the same list to decide what to prefetch, which status to send and which chunks to preload
// (src/client/ssr/prefetch.ts, src/server/ssr/client-build.ts), and the first-load budget test measures
// each page from it (scripts/first-load.test.ts). Two typed records keyed by the route's id complete it,
// each a type error while a route is missing from it: the React side (`routes.tsx`: page component,
// fallback, loaded as its own chunk) and the server's prefetch (`src/client/ssr/prefetch.ts`: the
// status, decided by the page's own `*-prefetch.ts`). Kept free of imports so it costs the server and
// the first load nothing.

export interface RouteEntry {
  id: string;
  pattern: string;
  /** The page's module as Vite's manifest names it (path from the repository root). */
  chunk: string;
  /** Content widths: 1200px default, 1800px atlas, 1400px store. */
  width: 'default' | 'atlas' | 'store';
  /** Reachable signed out (the pages a visitor's first load is measured on). */
  public: boolean;
  /**
   * The page is the same for every signed-in account but for the top bar, so one rendering serves them all
   * for a few seconds (docs/performance/pages.md "Signed-in pages"): it is rendered with the data a visitor
   * gets and a viewer that names nobody. Only for pages whose server-rendered data does not depend on who
   * asks; what does (owned, in cart, following) is asked by the browser after load.
   */
  sharedAcrossViewers?: true;
}

const EXPERIENCES = 'src/client/experiences/pages';
const LISTINGS = 'src/client/listings/pages';
const CREATOR = 'src/client/creator/pages';
const EVENTS = 'src/client/events/pages';
const SITE = 'src/client/site';

export const ROUTE_TABLE = [
  {
    id: 'home',
    pattern: '/',
    chunk: 'src/client/home/home-page.tsx',
    width: 'atlas',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'experiences',
    pattern: '/experiences',
    chunk: `${EXPERIENCES}/browse-page.tsx`,
    width: 'atlas',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'experience',
    pattern: '/experiences/:personaHandle/:handle',
    chunk: `${EXPERIENCES}/experience-page.tsx`,
    width: 'default',
    public: true,
  },
  {
    id: 'creator-experiences',
    pattern: '/experiences/:personaHandle',
    chunk: `${EXPERIENCES}/creator-page.tsx`,
    width: 'atlas',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'download',
    pattern: '/download',
    chunk: 'src/client/visit/pages/download-page.tsx',
    width: 'default',
    public: true,
  },
  {
    id: 'profile',
    pattern: '/profiles/:avatarHandle',
    chunk: 'src/client/profiles/pages/profile-page.tsx',
    width: 'default',
    public: true,
  },
  {
    id: 'friends',
    pattern: '/friends',
    chunk: 'src/client/friends/pages/friends-page.tsx',
    width: 'default',
    public: false,
  },
  { id: 'funds', pattern: '/funds', chunk: 'src/client/funds/pages/funds-page.tsx', width: 'default', public: false },
  {
    id: 'funds-payment',
    pattern: '/funds/pay/:transactionId',
    chunk: 'src/client/funds/pages/payment-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'orders',
    pattern: '/orders',
    chunk: 'src/client/orders/pages/orders-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'order',
    pattern: '/orders/:id',
    chunk: 'src/client/orders/pages/order-page.tsx',
    width: 'default',
    public: false,
  },
  { id: 'sales', pattern: '/sales', chunk: 'src/client/orders/pages/orders-page.tsx', width: 'default', public: false },
  {
    id: 'creator',
    pattern: '/creator',
    chunk: `${CREATOR}/creator-dashboard-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-experience-new',
    pattern: '/creator/experiences/new',
    chunk: `${CREATOR}/experience-editor-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-experience-edit',
    pattern: '/creator/experiences/:id/edit',
    chunk: `${CREATOR}/experience-editor-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-product-new',
    pattern: '/creator/products/new',
    chunk: `${CREATOR}/product-editor-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-product-edit',
    pattern: '/creator/products/:id/edit',
    chunk: `${CREATOR}/product-editor-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-listing-orders',
    pattern: '/creator/listings/:id/orders',
    chunk: `${CREATOR}/listing-orders-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-store-new',
    pattern: '/creator/stores/new',
    chunk: `${CREATOR}/store-editor-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-store-edit',
    pattern: '/creator/stores/:id/edit',
    chunk: `${CREATOR}/store-editor-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'new-picture',
    pattern: '/pictures/new',
    chunk: 'src/client/uploads/pages/new-picture-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'favourites',
    pattern: '/favourites',
    chunk: 'src/client/favourites/pages/favourites-page.tsx',
    width: 'atlas',
    public: false,
  },
  {
    id: 'blocked',
    pattern: '/settings/blocked',
    chunk: 'src/client/blocking/pages/blocked-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'defects',
    pattern: '/defects',
    chunk: 'src/client/defects/pages/defects-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'gifts',
    pattern: '/gifts',
    chunk: 'src/client/gifts/pages/received-gifts-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'creator-defects',
    pattern: '/creator/defects',
    chunk: 'src/client/defects/pages/creator-defects-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'wishlist',
    pattern: '/wishlist',
    chunk: 'src/client/wishlist/pages/wishlist-page.tsx',
    width: 'store',
    public: false,
  },
  {
    id: 'tickets',
    pattern: '/tickets',
    chunk: 'src/client/tickets/pages/tickets-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'ticket',
    pattern: '/tickets/:id',
    chunk: 'src/client/tickets/pages/ticket-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'categories',
    pattern: '/categories',
    chunk: 'src/client/categories/pages/categories-page.tsx',
    width: 'default',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'category',
    pattern: '/categories/:id',
    chunk: 'src/client/categories/pages/categories-page.tsx',
    width: 'store',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'store',
    pattern: '/store',
    chunk: `${LISTINGS}/store-page.tsx`,
    width: 'store',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'creator-store',
    pattern: '/store/:personaHandle',
    chunk: `${LISTINGS}/creator-store-page.tsx`,
    width: 'store',
    public: true,
    sharedAcrossViewers: true,
  },
  // The slug is optional: /listings/{id} alone shows the listing and puts its canonical address in place.
  {
    id: 'listing',
    pattern: '/listings/:id/:slug?',
    chunk: `${LISTINGS}/listing-page.tsx`,
    width: 'store',
    public: true,
  },
  {
    id: 'snapshots',
    pattern: '/snapshots',
    chunk: 'src/client/snapshots/pages/snapshots-page.tsx',
    width: 'atlas',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'snapshot',
    pattern: '/snapshots/:id',
    chunk: 'src/client/snapshots/pages/snapshot-page.tsx',
    width: 'default',
    public: true,
  },
  { id: 'events', pattern: '/events', chunk: `${EVENTS}/events-page.tsx`, width: 'default', public: true },
  {
    id: 'events-calendar',
    pattern: '/events/calendar',
    chunk: `${EVENTS}/calendar-page.tsx`,
    width: 'default',
    public: false,
  },
  { id: 'events-past', pattern: '/events/past', chunk: `${EVENTS}/calendar-page.tsx`, width: 'default', public: false },
  // Saved event searches (docs/product.md §23).
  {
    id: 'event-searches',
    pattern: '/events/searches',
    chunk: 'src/client/event-searches/pages/event-searches-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'notifications',
    pattern: '/notifications',
    chunk: 'src/client/notifications/pages/notifications-page.tsx',
    width: 'default',
    public: false,
  },
  {
    id: 'streaming',
    pattern: '/streaming',
    chunk: 'src/client/streaming/pages/streaming-page.tsx',
    width: 'default',
    public: true,
  },
  // The three parts are the host's persona handle, the experience's handle, the event id.
  {
    id: 'event',
    pattern: '/events/:hostHandle/:experienceHandle/:eventId',
    chunk: `${EVENTS}/event-page.tsx`,
    width: 'default',
    public: true,
  },
  // A host's events, upcoming and past (docs/product.md §21).
  { id: 'host', pattern: '/hosts/:hostHandle', chunk: `${EVENTS}/host-page.tsx`, width: 'default', public: true },
  {
    id: 'creator-analytics',
    pattern: '/creator/analytics',
    chunk: `${CREATOR}/creator-analytics-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-event-new',
    pattern: '/creator/events/new',
    chunk: `${CREATOR}/event-editor-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'creator-event-edit',
    pattern: '/creator/events/:id/edit',
    chunk: `${CREATOR}/event-editor-page.tsx`,
    width: 'default',
    public: false,
  },
  {
    id: 'inventory',
    pattern: '/inventory',
    chunk: 'src/client/items/pages/inventory-page.tsx',
    width: 'default',
    public: false,
  },
  { id: 'studio', pattern: '/studio', chunk: 'src/client/items/pages/studio-page.tsx', width: 'atlas', public: true },
  { id: 'codex', pattern: '/codex', chunk: 'src/client/items/pages/codex-page.tsx', width: 'atlas', public: false },
  // The site's own pages (footer): static content, rendered without upstream calls (community's creators stream).
  {
    id: 'about',
    pattern: '/about',
    chunk: `${SITE}/about-page.tsx`,
    width: 'default',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'terms-of-service',
    pattern: '/legal/terms-of-service',
    chunk: `${SITE}/legal-pages.tsx`,
    width: 'default',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'terms-and-conditions',
    pattern: '/legal/terms-and-conditions',
    chunk: `${SITE}/legal-pages.tsx`,
    width: 'default',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'privacy',
    pattern: '/legal/privacy',
    chunk: `${SITE}/legal-pages.tsx`,
    width: 'default',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'help',
    pattern: '/help',
    chunk: `${SITE}/help-pages.tsx`,
    width: 'default',
    public: true,
    sharedAcrossViewers: true,
  },
  {
    id: 'help-article',
    pattern: '/help/:slug',
    chunk: `${SITE}/help-pages.tsx`,
    width: 'default',
    public: true,
    sharedAcrossViewers: true,
  },
  { id: 'community', pattern: '/community', chunk: `${SITE}/community-page.tsx`, width: 'default', public: true },
  { id: 'subscribe', pattern: '/subscribe', chunk: `${SITE}/newsletter-pages.tsx`, width: 'default', public: true },
  {
    id: 'subscribe-confirm',
    pattern: '/subscribe/confirm',
    chunk: `${SITE}/newsletter-pages.tsx`,
    width: 'default',
    public: true,
  },
  {
    id: 'unsubscribe',
    pattern: '/subscribe/unsubscribe',
    chunk: `${SITE}/newsletter-pages.tsx`,
    width: 'default',
    public: true,
  },
] as const satisfies readonly RouteEntry[];

/** The top bar's signed-in actions (cart, checkout, bell, account menu): loaded for signed-in viewers. */
export const SIGNED_IN_CHUNK = 'src/client/shell/signed-in-actions.tsx';

/** Whether a page may be kept for every signed-in account (see RouteEntry.sharedAcrossViewers). */
export function sharedAcrossViewers(route: RouteEntry): boolean {
  return route.sharedAcrossViewers === true;
}

type Route = (typeof ROUTE_TABLE)[number];

export type RouteId = Route['id'];

/** The routes whose pattern has no parameters: their pattern is their one address. */
export type FixedRouteId = Exclude<Route, { pattern: `${string}:${string}` }>['id'];

/** The address of a page without parameters, from the table: links name the page, not a copy of its path. */
export function pathOf(id: FixedRouteId): string {
  const route = ROUTE_TABLE.find((entry) => entry.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route.pattern;
}
