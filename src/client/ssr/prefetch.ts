// Server-only: what a page needs before its first byte, because it decides the status code (404 for an
// unknown experience, 400 for a bad query string). Everything else streams.
import type { createTRPCQueryUtils } from '@trpc/react-query';
import { browseExperiencesInputSchema } from '../../shared/experiences/schema.ts';
import { errorInfo } from '../query/error-info.ts';
import { matchPath } from '../app/route-match.ts';
import { ROUTES } from '../app/routes.tsx';
import { browseSearchFrom } from '../experiences/browse-search.ts';
import { creatorInput } from '../experiences/pages/creator-page.tsx';
import { experienceInput } from '../experiences/pages/experience-page.tsx';
import { profileInput } from '../profiles/pages/profile-page.tsx';
import type { AppRouter } from '../trpc.ts';

type Utils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

async function statusOf(load: Promise<unknown>): Promise<number> {
  try {
    await load;
    return 200;
  } catch (error) {
    return errorInfo(error).httpStatus;
  }
}

export async function prefetchPage(utils: Utils, path: string, search: string): Promise<number> {
  const match = matchPath(ROUTES, path);
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
    case 'home':
    case 'download':
    // Friends management streams; visitors get the log-in prompt with a 200 (the page says what to do).
    case 'friends':
    case 'funds':
    case 'funds-payment':
      return 200;
  }
}
