// Saved event searches as other domains use them: the notices a newly published event sends (docs/product.md §23).
export { noticeSearchMatches } from './matches.ts';
