// Server-only: the statuses of the experience pages (see src/client/ssr/page-prefetch.ts).
import { browseExperiencesInputSchema } from '../../shared/experiences/schema.ts';
import { missingIfMalformed, statusOf, type PagePrefetch } from '../ssr/page-prefetch.ts';
import { browseSearchFrom } from './browse-search.ts';
import { creatorInput } from './creator-input.ts';
import { experienceInput } from './experience-input.ts';

export const browsePrefetch: PagePrefetch = ({ utils, search }) => {
  const raw = browseSearchFrom(search);
  // Valid searches stream; an invalid one fails fast (no upstream call) and sets the status.
  if (browseExperiencesInputSchema.safeParse(raw).success) return 200;
  return statusOf(utils.experiences.browse.fetch(raw));
};

export const creatorPrefetch: PagePrefetch = ({ utils, params, search }) =>
  statusOf(utils.experiences.byCreator.fetch(creatorInput(params, search)));

export const experiencePrefetch: PagePrefetch = ({ utils, params }) =>
  missingIfMalformed(utils.experiences.detail.fetch(experienceInput(params)));
