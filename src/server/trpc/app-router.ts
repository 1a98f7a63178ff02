// The root router: one entry per domain. Its type is what the client imports (types only).
import { router } from './init.ts';
import { experiencesRouter } from '../experiences/router.ts';
import { profilesRouter } from '../profiles/router.ts';
import { friendsRouter } from '../friends/router.ts';
import { reportsRouter } from '../reports/router.ts';
import { visitRouter } from '../visit/router.ts';
import { newsletterRouter } from '../newsletter/router.ts';
import { cartRouter } from '../cart/router.ts';
import { balanceRouter } from '../balance/router.ts';
import { fundsRouter } from '../funds/router.ts';
import { ordersRouter } from '../orders/router.ts';
import { listingsRouter } from '../listings/router.ts';
import { categoriesRouter } from '../categories/router.ts';
import { reviewsRouter } from '../reviews/router.ts';
import { storesRouter } from '../stores/router.ts';
import { creatorRouter } from '../creator/router.ts';
import { uploadsRouter } from '../uploads/router.ts';
import { snapshotsRouter } from '../snapshots/router.ts';
import { favouritesRouter } from '../favourites/router.ts';
import { wishlistRouter } from '../wishlist/router.ts';
import { blockingRouter } from '../blocking/router.ts';
import { giftsRouter } from '../gifts/router.ts';
import { defectsRouter } from '../defects/router.ts';
import { eventSearchesRouter } from '../event-searches/router.ts';
import { eventRatingsRouter } from '../event-ratings/router.ts';
import { eventsRouter } from '../events/router.ts';
import { ticketsRouter } from '../tickets/router.ts';
import { notificationsRouter } from '../notifications/router.ts';
import { streamingRouter } from '../streaming/router.ts';
import { codexRouter, itemsRouter, studiosRouter } from '../items/router.ts';
import { analyticsRouter } from '../analytics/router.ts';

export const appRouter = router({
  experiences: experiencesRouter,
  profiles: profilesRouter,
  friends: friendsRouter,
  reports: reportsRouter,
  visit: visitRouter,
  newsletter: newsletterRouter,
  cart: cartRouter,
  balance: balanceRouter,
  funds: fundsRouter,
  orders: ordersRouter,
  listings: listingsRouter,
  categories: categoriesRouter,
  reviews: reviewsRouter,
  stores: storesRouter,
  creator: creatorRouter,
  uploads: uploadsRouter,
  snapshots: snapshotsRouter,
  favourites: favouritesRouter,
  wishlist: wishlistRouter,
  blocking: blockingRouter,
  gifts: giftsRouter,
  defects: defectsRouter,
  eventSearches: eventSearchesRouter,
  eventRatings: eventRatingsRouter,
  events: eventsRouter,
  tickets: ticketsRouter,
  notifications: notificationsRouter,
  streaming: streamingRouter,
  items: itemsRouter,
  studios: studiosRouter,
  codex: codexRouter,
  analytics: analyticsRouter,
});

export type AppRouter = typeof appRouter;
