// Server-only: what a page needs before its first byte, because it decides the status code (404 for an
// unknown experience, 400 for a bad query string). Everything else streams. Every route of the route
// table names its prefetch here (the `satisfies` makes a route without one a type error); the ones with
// their own rules live beside the page's input builders in `<domain>/*-prefetch.ts`.
import { matchPath } from '../app/route-match.ts';
import { idInput } from '../app/route-match.ts';
import { ROUTE_TABLE, type RouteId } from '../app/route-table.ts';
import { browsePrefetch, creatorPrefetch, experiencePrefetch } from '../experiences/experiences-prefetch.ts';
import { profilePrefetch } from '../profiles/profile-prefetch.ts';
import { creatorStorePrefetch, listingPrefetch, storePrefetch } from '../listings/listings-prefetch.ts';
import { snapshotPrefetch, snapshotsPrefetch } from '../snapshots/snapshots-prefetch.ts';
import { eventPrefetch, eventsPrefetch, hostPrefetch } from '../events/events-prefetch.ts';
import { studioPrefetch } from '../items/studio-prefetch.ts';
import { helpArticlePrefetch } from '../site/help-prefetch.ts';
import { holdersOwn, missingIfMalformed, streams, type PagePrefetch, type PrefetchUtils } from './page-prefetch.ts';

export const PREFETCH = {
  experiences: browsePrefetch,
  'creator-experiences': creatorPrefetch,
  experience: experiencePrefetch,
  profile: profilePrefetch,
  store: storePrefetch,
  listing: listingPrefetch,
  'creator-store': creatorStorePrefetch,
  snapshots: snapshotsPrefetch,
  snapshot: snapshotPrefetch,
  events: eventsPrefetch,
  event: eventPrefetch,
  host: hostPrefetch,
  studio: studioPrefetch,
  order: ({ utils, params }) => holdersOwn(utils.orders.detail.fetch(idInput(params))),
  ticket: ({ utils, params }) => holdersOwn(utils.tickets.detail.fetch(idInput(params))),
  category: ({ utils, params }) => missingIfMalformed(utils.categories.detail.fetch(idInput(params))),
  categories: streams,
  'help-article': helpArticlePrefetch,
  // Both stream their lists; /notifications asks visitors to log in with a 200 like /orders.
  'events-calendar': streams,
  'events-past': streams,
  notifications: streams,
  streaming: streams,
  // The inventory and the codex ask visitors to log in with a 200 like /favourites; they stream.
  inventory: streams,
  codex: streams,
  // The site's own pages are static (community's creators stream in their own section).
  about: streams,
  'terms-of-service': streams,
  'terms-and-conditions': streams,
  privacy: streams,
  help: streams,
  community: streams,
  subscribe: streams,
  'subscribe-confirm': streams,
  unsubscribe: streams,
  home: streams,
  download: streams,
  // Friends management streams; visitors get the log-in prompt with a 200 (the page says what to do).
  friends: streams,
  funds: streams,
  'funds-payment': streams,
  orders: streams,
  sales: streams,
  'new-picture': streams,
  favourites: streams,
  wishlist: streams,
  blocked: streams,
  defects: streams,
  gifts: streams,
  'creator-defects': streams,
  'event-searches': streams,
  // Creator tools are persona-only pages: visitors get the log-in prompt (200); a missing item says so in the page.
  creator: streams,
  'creator-analytics': streams,
  'creator-experience-new': streams,
  'creator-experience-edit': streams,
  'creator-product-new': streams,
  'creator-product-edit': streams,
  'creator-listing-orders': streams,
  'creator-store-new': streams,
  'creator-store-edit': streams,
  'creator-event-new': streams,
  'creator-event-edit': streams,
  tickets: streams,
} satisfies Record<RouteId, PagePrefetch>;

/**
 * `zone` is the viewer's IANA zone (tz cookie, UTC fallback): event pages are fetched in it. `productName`
 * names the platform's own studio (/studio).
 */
export async function prefetchPage(
  utils: PrefetchUtils,
  path: string,
  search: string,
  zone = 'UTC',
  productName = 'Lumen',
): Promise<number> {
  const match = matchPath(ROUTE_TABLE, path);
  if (!match) return 404;
  return PREFETCH[match.id]({ utils, params: match.params, search, zone, productName });
}
