// Plain constants, kept apart from schema.ts so browser code can use them without bundling zod.
export const EXPERIENCE_SORTS = ['featured', 'popular', 'newest', 'name', 'most-liked', 'most-active'] as const;
export type ExperienceSort = (typeof EXPERIENCE_SORTS)[number];
export const BROWSE_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
export const MAX_PAGE = 1000;
export const MAX_SEARCH_LENGTH = 100;
