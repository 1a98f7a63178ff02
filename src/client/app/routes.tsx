// The pages: each route of `route-table.ts` with its page and the placeholder its
// section shows while the page's data streams, both loaded as the page's own chunk. A page's code is
// fetched for the page being shown only: modulepreload from the server, or before a client-side
// navigation shows it.
import { ROUTE_TABLE, type RouteEntry, type RouteId } from './route-table.ts';
import { matchPath } from './route-match.ts';
import { lazyPage, type LazyPage } from './lazy-component.tsx';

export type { RouteParams } from './lazy-component.tsx';

export interface AppRoute extends RouteEntry {
  id: RouteId;
  Page: LazyPage;
}

// Each import() names the module its route's `chunk` names (checked by src/client/app/routes.test.ts).
const PAGES: Record<RouteId, LazyPage> = {
  home: lazyPage(
    () => import('../home/home-page.tsx'),
    (m) => m.HomePage,
  ),
  experiences: lazyPage(
    () => import('../experiences/pages/browse-page.tsx'),
    (m) => m.BrowsePage,
    (m) => <m.ExperienceGridSkeleton count={12} />,
  ),
  experience: lazyPage(
    () => import('../experiences/pages/experience-page.tsx'),
    (m) => m.ExperiencePage,
    (m) => <m.ExperienceDetailSkeleton />,
  ),
  'creator-experiences': lazyPage(
    () => import('../experiences/pages/creator-page.tsx'),
    (m) => m.CreatorPage,
    (m) => <m.ExperienceGridSkeleton count={6} />,
  ),
  download: lazyPage(
    () => import('../visit/pages/download-page.tsx'),
    (m) => m.DownloadPage,
  ),
  profile: lazyPage(
    () => import('../profiles/pages/profile-page.tsx'),
    (m) => m.ProfilePage,
  ),
  friends: lazyPage(
    () => import('../friends/pages/friends-page.tsx'),
    (m) => m.FriendsPage,
  ),
  funds: lazyPage(
    () => import('../funds/pages/funds-page.tsx'),
    (m) => m.FundsPage,
  ),
  'funds-payment': lazyPage(
    () => import('../funds/pages/payment-page.tsx'),
    (m) => m.PaymentPage,
  ),
  orders: lazyPage(
    () => import('../orders/pages/orders-page.tsx'),
    (m) => m.OrdersPage,
  ),
  order: lazyPage(
    () => import('../orders/pages/order-page.tsx'),
    (m) => m.OrderPage,
  ),
  sales: lazyPage(
    () => import('../orders/pages/orders-page.tsx'),
    (m) => m.SalesPage,
  ),
  creator: lazyPage(
    () => import('../creator/pages/creator-dashboard-page.tsx'),
    (m) => m.CreatorDashboardPage,
  ),
  'creator-experience-new': lazyPage(
    () => import('../creator/pages/experience-editor-page.tsx'),
    (m) => m.NewExperiencePage,
  ),
  'creator-experience-edit': lazyPage(
    () => import('../creator/pages/experience-editor-page.tsx'),
    (m) => m.EditExperiencePage,
  ),
  'creator-product-new': lazyPage(
    () => import('../creator/pages/product-editor-page.tsx'),
    (m) => m.NewProductPage,
  ),
  'creator-product-edit': lazyPage(
    () => import('../creator/pages/product-editor-page.tsx'),
    (m) => m.EditProductPage,
  ),
  'creator-store-new': lazyPage(
    () => import('../creator/pages/store-editor-page.tsx'),
    (m) => m.NewStorePage,
  ),
  'creator-store-edit': lazyPage(
    () => import('../creator/pages/store-editor-page.tsx'),
    (m) => m.EditStorePage,
  ),
  'new-picture': lazyPage(
    () => import('../uploads/pages/new-picture-page.tsx'),
    (m) => m.NewPicturePage,
  ),
  favourites: lazyPage(
    () => import('../favourites/pages/favourites-page.tsx'),
    (m) => m.FavouritesPage,
    (m) => <m.ExperienceGridSkeleton count={6} />,
  ),
  wishlist: lazyPage(
    () => import('../wishlist/pages/wishlist-page.tsx'),
    (m) => m.WishlistPage,
    (m) => <m.WishlistSkeleton />,
  ),
  blocked: lazyPage(
    () => import('../blocking/pages/blocked-page.tsx'),
    (m) => m.BlockedPage,
    (m) => <m.BlockedSkeleton />,
  ),
  defects: lazyPage(
    () => import('../defects/pages/defects-page.tsx'),
    (m) => m.DefectsPage,
    (m) => <m.DefectsSkeleton />,
  ),
  gifts: lazyPage(
    () => import('../gifts/pages/received-gifts-page.tsx'),
    (m) => m.ReceivedGiftsPage,
    (m) => <m.ReceivedGiftsSkeleton />,
  ),
  'event-searches': lazyPage(
    () => import('../event-searches/pages/event-searches-page.tsx'),
    (m) => m.EventSearchesPage,
    (m) => <m.EventSearchesSkeleton />,
  ),
  'creator-defects': lazyPage(
    () => import('../defects/pages/creator-defects-page.tsx'),
    (m) => m.CreatorDefectsPage,
    (m) => <m.CreatorDefectsSkeleton />,
  ),
  tickets: lazyPage(
    () => import('../tickets/pages/tickets-page.tsx'),
    (m) => m.TicketsPage,
  ),
  ticket: lazyPage(
    () => import('../tickets/pages/ticket-page.tsx'),
    (m) => m.TicketPage,
  ),
  categories: lazyPage(
    () => import('../categories/pages/categories-page.tsx'),
    (m) => m.CategoriesPage,
  ),
  category: lazyPage(
    () => import('../categories/pages/categories-page.tsx'),
    (m) => m.CategoryPage,
  ),
  'creator-listing-orders': lazyPage(
    () => import('../creator/pages/listing-orders-page.tsx'),
    (m) => m.ListingOrdersPage,
  ),
  store: lazyPage(
    () => import('../listings/pages/store-page.tsx'),
    (m) => m.StorePage,
    (m) => <m.ListingGridSkeleton count={12} />,
  ),
  'creator-store': lazyPage(
    () => import('../listings/pages/creator-store-page.tsx'),
    (m) => m.CreatorStorePage,
    (m) => <m.ListingGridSkeleton count={8} />,
  ),
  listing: lazyPage(
    () => import('../listings/pages/listing-page.tsx'),
    (m) => m.ListingPage,
    (m) => <m.ListingDetailSkeleton />,
  ),
  snapshots: lazyPage(
    () => import('../snapshots/pages/snapshots-page.tsx'),
    (m) => m.SnapshotsPage,
    (m) => <m.SnapshotGridSkeleton count={12} />,
  ),
  snapshot: lazyPage(
    () => import('../snapshots/pages/snapshot-page.tsx'),
    (m) => m.SnapshotPage,
    (m) => <m.SnapshotDetailSkeleton />,
  ),
  events: lazyPage(
    () => import('../events/pages/events-page.tsx'),
    (m) => m.EventsPage,
    (m) => <m.EventGridSkeleton count={6} />,
  ),
  'events-calendar': lazyPage(
    () => import('../events/pages/calendar-page.tsx'),
    (m) => m.CalendarPage,
    (m) => <m.EventGridSkeleton count={3} />,
  ),
  'events-past': lazyPage(
    () => import('../events/pages/calendar-page.tsx'),
    (m) => m.PastEventsPage,
    (m) => <m.EventGridSkeleton count={3} />,
  ),
  notifications: lazyPage(
    () => import('../notifications/pages/notifications-page.tsx'),
    (m) => m.NotificationsPage,
  ),
  streaming: lazyPage(
    () => import('../streaming/pages/streaming-page.tsx'),
    (m) => m.StreamingPage,
  ),
  event: lazyPage(
    () => import('../events/pages/event-page.tsx'),
    (m) => m.EventPage,
    (m) => <m.ExperienceDetailSkeleton />,
  ),
  host: lazyPage(
    () => import('../events/pages/host-page.tsx'),
    (m) => m.HostPage,
    (m) => <m.EventGridSkeleton count={3} />,
  ),
  'creator-analytics': lazyPage(
    () => import('../creator/pages/creator-analytics-page.tsx'),
    (m) => m.CreatorAnalyticsPage,
  ),
  'creator-event-new': lazyPage(
    () => import('../creator/pages/event-editor-page.tsx'),
    (m) => m.NewEventPage,
  ),
  'creator-event-edit': lazyPage(
    () => import('../creator/pages/event-editor-page.tsx'),
    (m) => m.EditEventPage,
  ),
  inventory: lazyPage(
    () => import('../items/pages/inventory-page.tsx'),
    (m) => m.InventoryPage,
    (m) => <m.ItemGridSkeleton count={6} />,
  ),
  studio: lazyPage(
    () => import('../items/pages/studio-page.tsx'),
    (m) => m.StudioPage,
    (m) => <m.ExperienceGridSkeleton count={6} />,
  ),
  codex: lazyPage(
    () => import('../items/pages/codex-page.tsx'),
    (m) => m.CodexPage,
    (m) => <m.ExperienceGridSkeleton count={6} />,
  ),
  about: lazyPage(
    () => import('../site/about-page.tsx'),
    (m) => m.AboutPage,
  ),
  'terms-of-service': lazyPage(
    () => import('../site/legal-pages.tsx'),
    (m) => m.TermsOfServicePage,
  ),
  'terms-and-conditions': lazyPage(
    () => import('../site/legal-pages.tsx'),
    (m) => m.TermsAndConditionsPage,
  ),
  privacy: lazyPage(
    () => import('../site/legal-pages.tsx'),
    (m) => m.PrivacyPage,
  ),
  help: lazyPage(
    () => import('../site/help-pages.tsx'),
    (m) => m.HelpCenterPage,
  ),
  'help-article': lazyPage(
    () => import('../site/help-pages.tsx'),
    (m) => m.HelpArticlePage,
  ),
  community: lazyPage(
    () => import('../site/community-page.tsx'),
    (m) => m.CommunityPage,
  ),
  subscribe: lazyPage(
    () => import('../site/newsletter-pages.tsx'),
    (m) => m.SubscribePage,
  ),
  'subscribe-confirm': lazyPage(
    () => import('../site/newsletter-pages.tsx'),
    (m) => m.ConfirmSubscriptionPage,
  ),
  unsubscribe: lazyPage(
    () => import('../site/newsletter-pages.tsx'),
    (m) => m.UnsubscribePage,
  ),
};

export const ROUTES: AppRoute[] = ROUTE_TABLE.map((entry) => ({
  ...entry,
  Page: PAGES[entry.id],
}));

/** The route that shows `path`, if any. */
export function routeFor(path: string): AppRoute | null {
  const match = matchPath(ROUTES, path);
  return match ? (ROUTES.find((route) => route.id === match.id) ?? null) : null;
}

/**
 * Loads the code of the page at `path` (a path, or a full address of this site). Null when there is
 * nothing to wait for: no such route, or its chunk is already here.
 */
export function loadPageFor(path: string): Promise<void> | null {
  const route = routeFor(path.split(/[?#]/, 1)[0] ?? path);
  if (!route || route.Page.isLoaded()) return null;
  return route.Page.preload();
}
