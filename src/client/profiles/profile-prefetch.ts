// Server-only: the profile page's status (see src/client/ssr/page-prefetch.ts).
import { missingIfMalformed, type PagePrefetch } from '../ssr/page-prefetch.ts';
import { profileInput } from './profile-input.ts';

// A handle that cannot exist reads as 'no such profile', like an unknown one.
export const profilePrefetch: PagePrefetch = ({ utils, params }) =>
  missingIfMalformed(utils.profiles.byHandle.fetch(profileInput(params)));
