// Server-only: the statuses of the store pages (see src/client/ssr/page-prefetch.ts).
import { browseListingsInputSchema } from '../../shared/listings/schema.ts';
import { storeSearchFrom } from '../../shared/listings/listing-rules.ts';
import { idInput } from '../app/route-match.ts';
import { missingIfMalformed, statusOf, type PagePrefetch } from '../ssr/page-prefetch.ts';
import { creatorStoreInput } from './listing-input.ts';

export const storePrefetch: PagePrefetch = async ({ utils, search }) => {
  // As for /experiences: a valid query streams; an invalid one fails fast (400, no upstream call).
  const raw = storeSearchFrom(search);
  // The filter bar is part of the shell (interactive at hydration) and its category menu needs the
  // tree; prefetch never throws: without it the form works and just has no category menu.
  await utils.listings.categories.prefetch();
  if (browseListingsInputSchema.safeParse(raw).success) return 200;
  return statusOf(utils.listings.browse.fetch(raw));
};

// A malformed id cannot name a listing: 404 like an unknown one.
export const listingPrefetch: PagePrefetch = ({ utils, params }) =>
  missingIfMalformed(utils.listings.detail.fetch(idInput(params)));

export const creatorStorePrefetch: PagePrefetch = async ({ utils, params, search }) => {
  const input = creatorStoreInput(params, search);
  const status = await statusOf(utils.listings.byCreator.fetch(input));
  // A handle that cannot exist is an unknown persona; a bad page number stays a 400.
  return status === 400 && !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(input.personaHandle) ? 404 : status;
};
