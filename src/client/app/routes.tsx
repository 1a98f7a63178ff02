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
import { StorePage } from '../listings/pages/store-page.tsx';
import { ListingPage } from '../listings/pages/listing-page.tsx';
import { CreatorStorePage } from '../listings/pages/creator-store-page.tsx';
import { ListingDetailSkeleton, ListingGridSkeleton } from '../listings/components/listing-skeletons.tsx';
import { EventPage } from '../events/pages/event-page.tsx';
import { EventsPage } from '../events/pages/events-page.tsx';
import { CalendarPage, PastEventsPage } from '../events/pages/calendar-page.tsx';
import { EventGridSkeleton } from '../events/components/event-grid-skeleton.tsx';
import { NotificationsPage } from '../notifications/pages/notifications-page.tsx';
import { StreamingPage } from '../streaming/pages/streaming-page.tsx';

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
    | 'events'
    | 'events-calendar'
    | 'events-past'
    | 'notifications'
    | 'streaming'
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
  { id: 'events', pattern: '/events', Page: EventsPage, fallback: <EventGridSkeleton count={6} />, width: 'default' },
  { id: 'events-calendar', pattern: '/events/calendar', Page: CalendarPage, fallback: <EventGridSkeleton count={3} />, width: 'default' },
  { id: 'events-past', pattern: '/events/past', Page: PastEventsPage, fallback: <EventGridSkeleton count={3} />, width: 'default' },
  { id: 'notifications', pattern: '/notifications', Page: NotificationsPage, fallback: null, width: 'default' },
  { id: 'streaming', pattern: '/streaming', Page: StreamingPage, fallback: null, width: 'default' },
  // Events (issue 5): the three parts are the host's persona handle, the experience's handle, the event id.
  {
    id: 'event',
    pattern: '/events/:hostHandle/:experienceHandle/:eventId',
    Page: EventPage,
    fallback: <ExperienceDetailSkeleton />,
    width: 'default',
  },
];
