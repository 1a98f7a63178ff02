// Server-only: a help article's status (see src/client/ssr/page-prefetch.ts).
import { findHelpArticle } from '../../shared/help/articles.ts';
import type { PagePrefetch } from '../ssr/page-prefetch.ts';

// Articles are static: an unknown slug is a 404 at once, no upstream call.
export const helpArticlePrefetch: PagePrefetch = ({ params }) => (findHelpArticle(params.slug ?? '', '') ? 200 : 404);
