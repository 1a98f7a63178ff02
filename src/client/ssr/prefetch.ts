// Server-only: what a page needs before its first byte, because it decides the status code (404 for an
// unknown experience, 400 for a bad query string). Everything else streams.
import type { createTRPCQueryUtils } from '@trpc/react-query';
import { browseExperiencesInputSchema } from '../../shared/experiences/schema.ts';
import { browseListingsInputSchema } from '../../shared/listings/schema.ts';
import { storeSearchFrom } from '../../shared/listings/listing-rules.ts';
import { listSnapshotsInputSchema } from '../../shared/snapshots/schema.ts';
import { errorInfo } from '../query/error-info.ts';
import { matchPath } from '../app/route-match.ts';
import { ROUTE_TABLE } from '../app/route-table.ts';
import { browseSearchFrom } from '../experiences/browse-search.ts';
import { creatorInput } from '../experiences/pages/creator-page.tsx';
import { experienceInput } from '../experiences/pages/experience-page.tsx';
import { profileInput } from '../profiles/pages/profile-page.tsx';
import { listingInput } from '../listings/pages/listing-page.tsx';
import { creatorStoreInput } from '../listings/pages/creator-store-page.tsx';
import { snapshotInput } from '../snapshots/pages/snapshot-page.tsx';
import { snapshotsPageInput } from '../snapshots/pages/snapshots-page.tsx';
import type { AppRouter } from '../trpc.ts';
import { eventInput } from '../events/pages/event-page.tsx';
import { studioInput } from '../items/pages/studio-page.tsx';
import { browseEventsInputSchema } from '../../shared/events/schema.ts';
import { browseEventsInput, eventsSearchFrom } from '../events/events-search.ts';
import { findHelpArticle } from '../../shared/help/articles.ts';
import { orderInput } from '../orders/pages/order-page.tsx';
import { ticketInput } from '../tickets/pages/ticket-page.tsx';
import { categoryInput } from '../categories/pages/categories-page.tsx';

type Utils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

async function statusOf(load: Promise<unknown>): Promise<number> {
  try {
    await load;
    return 200;
  } catch (error) {
    return errorInfo(error).httpStatus;
  }
}

/**
 * `zone` is the viewer's IANA zone (tz cookie, UTC fallback): event pages are fetched in it. `productName`
 * names the platform's own studio (/studio).
 */
export async function prefetchPage(utils: Utils, path: string, search: string, zone = 'UTC', productName = 'Lumen'): Promise<number> {
  const match = matchPath(ROUTE_TABLE, path);
  if (!match) return 404;
  switch (match.id) {
    case 'experiences': {
      const raw = browseSearchFrom(search);
      // Valid searches stream; an invalid one fails fast (no upstream call) and sets the status.
      if (browseExperiencesInputSchema.safeParse(raw).success) return 200;
      return statusOf(utils.experiences.browse.fetch(raw));
    }
    case 'creator-experiences':
      return statusOf(utils.experiences.byCreator.fetch(creatorInput(match.params, search)));
    case 'experience': {
      const status = await statusOf(utils.experiences.detail.fetch(experienceInput(match.params)));
      return status === 400 ? 404 : status;
    }
    case 'profile': {
      // A handle that cannot exist reads as 'no such profile', like an unknown one.
      const status = await statusOf(utils.profiles.byHandle.fetch(profileInput(match.params)));
      return status === 400 ? 404 : status;
    }
    case 'store': {
      // As for /experiences: a valid query streams; an invalid one fails fast (400, no upstream call).
      const raw = storeSearchFrom(search);
      // The filter bar is part of the shell (interactive at hydration) and its category menu needs the
      // tree; prefetch never throws: without it the form works and just has no category menu.
      await utils.listings.categories.prefetch();
      if (browseListingsInputSchema.safeParse(raw).success) return 200;
      return statusOf(utils.listings.browse.fetch(raw));
    }
    case 'listing': {
      // A malformed id cannot name a listing: 404 like an unknown one.
      const status = await statusOf(utils.listings.detail.fetch(listingInput(match.params)));
      return status === 400 ? 404 : status;
    }
    case 'creator-store': {
      const input = creatorStoreInput(match.params, search);
      const status = await statusOf(utils.listings.byCreator.fetch(input));
      // A handle that cannot exist is an unknown persona; a bad page number stays a 400.
      return status === 400 && !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(input.personaHandle) ? 404 : status;
    }
    case 'snapshots': {
      // Like /experiences: a valid query streams; an invalid one fails fast (400, no upstream call).
      const input = snapshotsPageInput(search);
      if (listSnapshotsInputSchema.safeParse(input).success) return 200;
      return statusOf(utils.snapshots.list.fetch(input));
    }
    case 'snapshot': {
      // A malformed id cannot name a snapshot: 404 like an unknown one.
      const status = await statusOf(utils.snapshots.detail.fetch(snapshotInput(match.params)));
      return status === 400 ? 404 : status;
    }
    case 'events': {
      // As for /experiences: a valid filter streams; an invalid one (bad day, page) is a 400 at once.
      const raw = browseEventsInput(eventsSearchFrom(search), zone);
      if (browseEventsInputSchema.safeParse(raw).success) return 200;
      return statusOf(utils.events.browse.fetch(raw));
    }
    case 'events-calendar':
    case 'events-past':
    // Both stream their lists; /notifications asks visitors to log in with a 200 like /orders.
    case 'notifications':
    case 'streaming':
    // The inventory and the codex ask visitors to log in with a 200 like /favourites; they stream.
    case 'inventory':
    case 'codex':
      return 200;
    case 'studio': {
      // The showcase is the page: prefetch it with the shell. A studio that has not curated one yet is
      // still a page (it says so, with a way to browse), not a missing address.
      const status = await statusOf(utils.studios.showcase.fetch(studioInput(productName)));
      return status === 404 ? 200 : status;
    }
    case 'event': {
      // A malformed address cannot name an event: 404 like an unknown one.
      const status = await statusOf(utils.events.detail.fetch(eventInput(match.params, zone)));
      return status === 400 ? 404 : status;
    }
    case 'order':
    case 'ticket': {
      // The holder's own: someone else's, a missing one and a malformed id are all 404 (never 403, which
      // would say it exists). Visitors and accounts without a persona get the page's log-in prompt (200).
      const status = await statusOf(
        match.id === 'order' ? utils.orders.detail.fetch(orderInput(match.params)) : utils.tickets.detail.fetch(ticketInput(match.params)),
      );
      if (status === 400 || status === 404) return 404;
      return status === 401 || status === 403 ? 200 : status;
    }
    case 'category': {
      const status = await statusOf(utils.categories.detail.fetch(categoryInput(match.params)));
      return status === 400 ? 404 : status;
    }
    case 'categories':
      return 200;
    case 'help-article':
      // Articles are static: an unknown slug is a 404 at once, no upstream call.
      return findHelpArticle(match.params.slug ?? '', '') ? 200 : 404;
    // The site's own pages are static (community's creators stream in their own section).
    case 'about':
    case 'terms-of-service':
    case 'terms-and-conditions':
    case 'privacy':
    case 'help':
    case 'community':
    case 'subscribe':
    case 'subscribe-confirm':
    case 'unsubscribe':
    case 'home':
    case 'download':
    // Friends management streams; visitors get the log-in prompt with a 200 (the page says what to do).
    case 'friends':
    case 'funds':
    case 'funds-payment':
    case 'orders':
    case 'sales':
    case 'new-picture':
    case 'favourites':
    // Creator tools are persona-only pages: visitors get the log-in prompt (200); a missing item says so in the page.
    case 'creator':
    case 'creator-analytics':
    case 'creator-experience-new':
    case 'creator-experience-edit':
    case 'creator-product-new':
    case 'creator-product-edit':
    case 'creator-listing-orders':
    case 'creator-store-new':
    case 'creator-store-edit':
    case 'creator-event-new':
    case 'creator-event-edit':
    case 'tickets':
      return 200;
  }
}
