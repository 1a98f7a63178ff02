// The pages and their URL patterns (guide §3 routes). The server matches the same list to decide
// what to prefetch and which status to send (src/client/ssr/prefetch.ts).
import type { ComponentType, ReactNode } from 'react';
import { HomePage } from '../home/home-page.tsx';
import { BrowsePage } from '../experiences/pages/browse-page.tsx';
import { CreatorPage } from '../experiences/pages/creator-page.tsx';
import { ExperiencePage } from '../experiences/pages/experience-page.tsx';
import { ExperienceGridSkeleton } from '../experiences/components/experience-grid-skeleton.tsx';
import { ExperienceDetailSkeleton } from '../experiences/components/experience-detail-skeleton.tsx';
import { DownloadPage } from '../visit/pages/download-page.tsx';
import { ProfilePage } from '../profiles/pages/profile-page.tsx';
import { FriendsPage } from '../friends/pages/friends-page.tsx';
import { FundsPage } from '../funds/pages/funds-page.tsx';
import { PaymentPage } from '../funds/pages/payment-page.tsx';
import { OrdersPage, SalesPage } from '../orders/pages/orders-page.tsx';
import { TicketsPage } from '../tickets/pages/tickets-page.tsx';
import { StorePage } from '../listings/pages/store-page.tsx';
import { ListingPage } from '../listings/pages/listing-page.tsx';
import { CreatorStorePage } from '../listings/pages/creator-store-page.tsx';
import { ListingDetailSkeleton, ListingGridSkeleton } from '../listings/components/listing-skeletons.tsx';
import { CreatorDashboardPage } from '../creator/pages/creator-dashboard-page.tsx';
import { CreatorAnalyticsPage } from '../creator/pages/creator-analytics-page.tsx';
import { EditExperiencePage, NewExperiencePage } from '../creator/pages/experience-editor-page.tsx';
import { EditProductPage, NewProductPage } from '../creator/pages/product-editor-page.tsx';
import { EditStorePage, NewStorePage } from '../creator/pages/store-editor-page.tsx';
import { EditEventPage, NewEventPage } from '../creator/pages/event-editor-page.tsx';
import { NewPicturePage } from '../uploads/pages/new-picture-page.tsx';
import { SnapshotsPage } from '../snapshots/pages/snapshots-page.tsx';
import { SnapshotDetailSkeleton, SnapshotPage } from '../snapshots/pages/snapshot-page.tsx';
import { SnapshotGridSkeleton } from '../snapshots/components/snapshot-grid.tsx';
import { FavouritesPage } from '../favourites/pages/favourites-page.tsx';
import { EventPage } from '../events/pages/event-page.tsx';
import { EventsPage } from '../events/pages/events-page.tsx';
import { CalendarPage, PastEventsPage } from '../events/pages/calendar-page.tsx';
import { EventGridSkeleton } from '../events/components/event-grid-skeleton.tsx';
import { NotificationsPage } from '../notifications/pages/notifications-page.tsx';
import { StreamingPage } from '../streaming/pages/streaming-page.tsx';
import { InventoryPage } from '../items/pages/inventory-page.tsx';
import { StudioPage } from '../items/pages/studio-page.tsx';
import { CodexPage } from '../items/pages/codex-page.tsx';
import { ItemGridSkeleton } from '../items/components/item-card.tsx';
import { AboutPage } from '../site/about-page.tsx';
import { PrivacyPage, TermsAndConditionsPage, TermsOfServicePage } from '../site/legal-pages.tsx';
import { HelpArticlePage, HelpCenterPage } from '../site/help-pages.tsx';
import { CommunityPage } from '../site/community-page.tsx';
import { ConfirmSubscriptionPage, SubscribePage, UnsubscribePage } from '../site/newsletter-pages.tsx';

export type RouteParams = Record<string, string | undefined>;

export interface AppRoute {
  id:
    | 'home'
    | 'experiences'
    | 'creator-experiences'
    | 'experience'
    | 'download'
    | 'profile'
    | 'friends'
    | 'funds'
    | 'funds-payment'
    | 'store'
    | 'creator-store'
    | 'listing'
    | 'orders'
    | 'sales'
    | 'new-picture'
    | 'snapshots'
    | 'snapshot'
    | 'favourites'
    | 'creator'
    | 'creator-analytics'
    | 'creator-experience-new'
    | 'creator-experience-edit'
    | 'creator-product-new'
    | 'creator-product-edit'
    | 'creator-store-new'
    | 'creator-store-edit'
    | 'creator-event-new'
    | 'creator-event-edit'
    | 'events'
    | 'events-calendar'
    | 'events-past'
    | 'event'
    | 'tickets'
    | 'notifications'
    | 'streaming'
    | 'inventory'
    | 'studio'
    | 'codex'
    | 'about'
    | 'terms-of-service'
    | 'terms-and-conditions'
    | 'privacy'
    | 'help'
    | 'help-article'
    | 'community'
    | 'subscribe'
    | 'subscribe-confirm'
    | 'unsubscribe'
    | 'event';
  pattern: string;
  Page: ComponentType<{ params: RouteParams }>;
  fallback: ReactNode;
  /** Spec §9 content widths: 1200px default, 1800px atlas, 1400px store. */
  width: 'default' | 'atlas' | 'store';
}

export const ROUTES: AppRoute[] = [
  { id: 'home', pattern: '/', Page: HomePage, fallback: null, width: 'atlas' },
  { id: 'experiences', pattern: '/experiences', Page: BrowsePage, fallback: <ExperienceGridSkeleton count={12} />, width: 'atlas' },
  {
    id: 'experience',
    pattern: '/experiences/:personaHandle/:handle',
    Page: ExperiencePage,
    fallback: <ExperienceDetailSkeleton />,
    width: 'default',
  },
  {
    id: 'creator-experiences',
    pattern: '/experiences/:personaHandle',
    Page: CreatorPage,
    fallback: <ExperienceGridSkeleton count={6} />,
    width: 'atlas',
  },
  { id: 'download', pattern: '/download', Page: DownloadPage, fallback: null, width: 'default' },
  { id: 'profile', pattern: '/profiles/:avatarHandle', Page: ProfilePage, fallback: null, width: 'default' },
  { id: 'friends', pattern: '/friends', Page: FriendsPage, fallback: null, width: 'default' },
  { id: 'funds', pattern: '/funds', Page: FundsPage, fallback: null, width: 'default' },
  { id: 'funds-payment', pattern: '/funds/pay/:transactionId', Page: PaymentPage, fallback: null, width: 'default' },
  { id: 'orders', pattern: '/orders', Page: OrdersPage, fallback: null, width: 'default' },
  { id: 'sales', pattern: '/sales', Page: SalesPage, fallback: null, width: 'default' },
  { id: 'creator', pattern: '/creator', Page: CreatorDashboardPage, fallback: null, width: 'default' },
  { id: 'creator-analytics', pattern: '/creator/analytics', Page: CreatorAnalyticsPage, fallback: null, width: 'default' },
  { id: 'creator-experience-new', pattern: '/creator/experiences/new', Page: NewExperiencePage, fallback: null, width: 'default' },
  { id: 'creator-experience-edit', pattern: '/creator/experiences/:id/edit', Page: EditExperiencePage, fallback: null, width: 'default' },
  { id: 'creator-product-new', pattern: '/creator/products/new', Page: NewProductPage, fallback: null, width: 'default' },
  { id: 'creator-product-edit', pattern: '/creator/products/:id/edit', Page: EditProductPage, fallback: null, width: 'default' },
  { id: 'creator-store-new', pattern: '/creator/stores/new', Page: NewStorePage, fallback: null, width: 'default' },
  { id: 'creator-store-edit', pattern: '/creator/stores/:id/edit', Page: EditStorePage, fallback: null, width: 'default' },
  { id: 'creator-event-new', pattern: '/creator/events/new', Page: NewEventPage, fallback: null, width: 'default' },
  { id: 'creator-event-edit', pattern: '/creator/events/:id/edit', Page: EditEventPage, fallback: null, width: 'default' },
  { id: 'new-picture', pattern: '/pictures/new', Page: NewPicturePage, fallback: null, width: 'default' },
  { id: 'favourites', pattern: '/favourites', Page: FavouritesPage, fallback: <ExperienceGridSkeleton count={6} />, width: 'atlas' },
  { id: 'tickets', pattern: '/tickets', Page: TicketsPage, fallback: null, width: 'default' },
  { id: 'store', pattern: '/store', Page: StorePage, fallback: <ListingGridSkeleton count={12} />, width: 'store' },
  {
    id: 'creator-store',
    pattern: '/store/:personaHandle',
    Page: CreatorStorePage,
    fallback: <ListingGridSkeleton count={8} />,
    width: 'store',
  },
  // The slug is optional: /listings/{id} alone shows the listing and puts its canonical address in place.
  { id: 'listing', pattern: '/listings/:id/:slug?', Page: ListingPage, fallback: <ListingDetailSkeleton />, width: 'store' },
  { id: 'snapshots', pattern: '/snapshots', Page: SnapshotsPage, fallback: <SnapshotGridSkeleton count={12} />, width: 'atlas' },
  { id: 'snapshot', pattern: '/snapshots/:id', Page: SnapshotPage, fallback: <SnapshotDetailSkeleton />, width: 'default' },
  { id: 'events', pattern: '/events', Page: EventsPage, fallback: <EventGridSkeleton count={6} />, width: 'default' },
  { id: 'events-calendar', pattern: '/events/calendar', Page: CalendarPage, fallback: <EventGridSkeleton count={3} />, width: 'default' },
  { id: 'events-past', pattern: '/events/past', Page: PastEventsPage, fallback: <EventGridSkeleton count={3} />, width: 'default' },
  { id: 'notifications', pattern: '/notifications', Page: NotificationsPage, fallback: null, width: 'default' },
  { id: 'streaming', pattern: '/streaming', Page: StreamingPage, fallback: null, width: 'default' },
  { id: 'inventory', pattern: '/inventory', Page: InventoryPage, fallback: <ItemGridSkeleton count={6} />, width: 'default' },
  { id: 'studio', pattern: '/studio', Page: StudioPage, fallback: <ExperienceGridSkeleton count={6} />, width: 'atlas' },
  { id: 'codex', pattern: '/codex', Page: CodexPage, fallback: <ExperienceGridSkeleton count={6} />, width: 'atlas' },
  // The site's own pages (footer): static content, rendered without upstream calls (community's creators stream).
  { id: 'about', pattern: '/about', Page: AboutPage, fallback: null, width: 'default' },
  { id: 'terms-of-service', pattern: '/legal/terms-of-service', Page: TermsOfServicePage, fallback: null, width: 'default' },
  { id: 'terms-and-conditions', pattern: '/legal/terms-and-conditions', Page: TermsAndConditionsPage, fallback: null, width: 'default' },
  { id: 'privacy', pattern: '/legal/privacy', Page: PrivacyPage, fallback: null, width: 'default' },
  { id: 'help', pattern: '/help', Page: HelpCenterPage, fallback: null, width: 'default' },
  { id: 'help-article', pattern: '/help/:slug', Page: HelpArticlePage, fallback: null, width: 'default' },
  { id: 'community', pattern: '/community', Page: CommunityPage, fallback: null, width: 'default' },
  { id: 'subscribe', pattern: '/subscribe', Page: SubscribePage, fallback: null, width: 'default' },
  { id: 'subscribe-confirm', pattern: '/subscribe/confirm', Page: ConfirmSubscriptionPage, fallback: null, width: 'default' },
  { id: 'unsubscribe', pattern: '/subscribe/unsubscribe', Page: UnsubscribePage, fallback: null, width: 'default' },
  // Events (issue 5): the three parts are the host's persona handle, the experience's handle, the event id.
  {
    id: 'event',
    pattern: '/events/:hostHandle/:experienceHandle/:eventId',
    Page: EventPage,
    fallback: <ExperienceDetailSkeleton />,
    width: 'default',
  },
];
