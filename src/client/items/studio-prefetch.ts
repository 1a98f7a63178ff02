// Server-only: the studio page's status (see src/client/ssr/page-prefetch.ts).
import { statusOf, type PagePrefetch } from '../ssr/page-prefetch.ts';
import { studioInput } from './studio-input.ts';

export const studioPrefetch: PagePrefetch = async ({ utils, productName }) => {
  // The showcase is the page: prefetch it with the shell. A studio that has not curated one yet is
  // still a page (it says so, with a way to browse), not a missing address.
  const status = await statusOf(utils.studios.showcase.fetch(studioInput(productName)));
  return status === 404 ? 200 : status;
};
