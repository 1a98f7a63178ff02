// Server-only: the statuses of the event pages (see src/client/ssr/page-prefetch.ts).
import { browseEventsInputSchema } from '../../shared/events/schema.ts';
import { missingIfMalformed, statusOf, type PagePrefetch } from '../ssr/page-prefetch.ts';
import { browseEventsInput, eventsSearchFrom } from './events-search.ts';
import { eventInput } from './event-input.ts';
import { hostInput } from './host-input.ts';

export const eventsPrefetch: PagePrefetch = ({ utils, search, zone }) => {
  // As for /experiences: a valid filter streams; an invalid one (bad day, page) is a 400 at once.
  const raw = browseEventsInput(eventsSearchFrom(search), zone);
  if (browseEventsInputSchema.safeParse(raw).success) return 200;
  return statusOf(utils.events.browse.fetch(raw));
};

// A malformed address cannot name an event: 404 like an unknown one.
export const eventPrefetch: PagePrefetch = ({ utils, params, zone }) =>
  missingIfMalformed(utils.events.detail.fetch(eventInput(params, zone)));

// A host's page: an unknown persona (or a malformed handle or page) is 404; the past events stream.
export const hostPrefetch: PagePrefetch = ({ utils, params, search, zone }) =>
  missingIfMalformed(utils.events.host.fetch(hostInput(params, search, zone, 'upcoming')));
